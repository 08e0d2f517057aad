import type { ClubGameKindHandler } from '../club-game-kind';
import { letterStringsKind } from './letter-strings.kind';
import { lexiconBridgeKind } from './lexicon-bridge.kind';
import { sloubiKind } from './sloubi.kind';
import { thinkOfALetterKind } from './think-of-a-letter.kind';

/** The games of the club evenings, each with its rules library (libs/) and its score sheet (libs/pdf). */
export const CLUB_GAME_KIND_HANDLERS: ClubGameKindHandler[] = [thinkOfALetterKind, letterStringsKind, lexiconBridgeKind, sloubiKind];

import type { ClubGameKind } from '../../generated/prisma/enums';
import type { ClubGameKindHandler } from '../club-game-kind';
import { letterStringsKind } from './letter-strings.kind';
import { lexiconBridgeKind } from './lexicon-bridge.kind';
import { sloubiKind } from './sloubi.kind';
import { thinkOfALetterKind } from './think-of-a-letter.kind';

/** The games of the club evenings, each with its rules library (libs/) and its score sheet (libs/pdf): one per kind of the enum. */
export const CLUB_GAME_KIND_HANDLERS: Readonly<Record<ClubGameKind, ClubGameKindHandler>> = {
  THINK_OF_A_LETTER: thinkOfALetterKind,
  LETTER_STRINGS: letterStringsKind,
  LEXICON_BRIDGE: lexiconBridgeKind,
  SLOUBI: sloubiKind,
};

import { Module } from '@nestjs/common';
import { DrawTops } from './draw-tops';
import { LexiconProvider } from './lexicon.provider';

/**
 * What every "Des chiffres et des lettres" context shares (the duplicate, the matches, the club evenings): the
 * reference lexicon, loaded once, and the tops of the draws. The stored draws' mapping (draw.mapping.ts) goes with
 * them; the French refusal reasons are in libs/messages, with every other message.
 */
@Module({ providers: [LexiconProvider, DrawTops], exports: [LexiconProvider, DrawTops] })
export class DclModule {}

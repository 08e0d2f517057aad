import { Module } from '@nestjs/common';
import { DrawTops } from './draw-tops';
import { LexiconProvider } from './lexicon.provider';

/**
 * What every "Des chiffres et des lettres" context shares (the duplicate, the matches, the club evenings): the
 * reference lexicon, loaded once, and the tops of the draws. The stored draws' mapping (draw.mapping.ts) and the
 * French refusal reasons (french-reasons.ts) go with them.
 */
@Module({ providers: [LexiconProvider, DrawTops], exports: [LexiconProvider, DrawTops] })
export class DclModule {}

import { Injectable } from '@nestjs/common';
import { type SessionDraw, solve } from '@greffier/dcl';
import { longestWords } from '@greffier/lexicon';
import type { StoredTop } from './draw.mapping';
import { LexiconProvider } from './lexicon.provider';

/** The top of a draw, computed once and stored with it: exact or best approach with one solution; the longest words. */
@Injectable()
export class DrawTops {
  constructor(private readonly lexicon: LexiconProvider) {}

  topOf(draw: SessionDraw): StoredTop {
    if (draw.kind === 'numbers') {
      const { target, exact, best, distance, distances, solution } = solve(draw.plates, draw.target);
      return { kind: 'numbers', target, exact, best, distance, distances, solution };
    }
    const found = longestWords(this.lexicon.get(), draw.letters);
    return { kind: 'letters', maxLength: found.maxLength, words: [...found.words] };
  }
}

import { RuleInputError } from '@greffier/common';

/** Stable codes for bad input given to the lexicon library (a programming or typing error, not a refused word). */
export type LexiconInputErrorCode =
  | 'INVALID_DRAW'
  | 'INVALID_DRAW_LENGTH'
  | 'INVALID_DRAW_LETTER'
  | 'INVALID_ANSWER'
  | 'INVALID_OPTIONS'
  | 'CONFLICTING_RULINGS'
  | 'LEXICON_DATA_NOT_FOUND'
  | 'INVALID_LEXICON_DATA';

export class LexiconInputError extends RuleInputError {
  constructor(
    readonly code: LexiconInputErrorCode,
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'LexiconInputError';
  }
}

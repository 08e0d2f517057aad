import { RuleInputError } from '@greffier/common';

/** Stable codes, so that the API's exception filter can map them without parsing messages. */
export type TournamentErrorCode =
  | 'INVALID_DRAW'
  | 'INVALID_ANSWER'
  | 'ANSWER_KIND_MISMATCH'
  | 'UNKNOWN_ROUND'
  | 'DUPLICATE_ROUND'
  | 'INVALID_OVERRIDE'
  | 'RELATIVE_PROFILE'
  | 'INVALID_SUMMARY'
  | 'DUPLICATE_PLAYER'
  | 'INVALID_PLAY_ORDER';

/** Bad input to a tournament rule (a typed-in sheet, a summary...): the caller's mistake, never a crash. */
export class TournamentInputError extends RuleInputError {
  override readonly name = 'TournamentInputError';

  constructor(
    readonly code: TournamentErrorCode,
    /** The input field at fault, e.g. 'answers[3].round'. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

import { RuleInputError } from '@greffier/common';

/**
 * Stable codes of the afternoon's rules (poules, brackets, matches, general ranking, best-club cup). Input errors
 * on answers and draws reuse TournamentInputError and its codes; these are the new situations.
 */
export type AfternoonErrorCode =
  | 'INVALID_POULE'
  | 'DUPLICATE_PLAYER'
  | 'UNKNOWN_MATCH'
  | 'MATCH_NOT_READY'
  | 'INVALID_RESULT'
  | 'RESULT_HAS_DEPENDENTS'
  | 'INVALID_SCORE'
  | 'INVALID_TIE_BREAK'
  | 'INVALID_TV_STEP'
  | 'POULE_NOT_FINISHED'
  | 'INVALID_PLACES';

/** Bad input to an afternoon rule: the caller's mistake, never a crash. Same shape as TournamentInputError. */
export class AfternoonInputError extends RuleInputError {
  override readonly name = 'AfternoonInputError';

  constructor(
    readonly code: AfternoonErrorCode,
    /** The input field at fault, e.g. 'matchId'. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

import { RuleInputError } from '@greffier/common';

/** Stable codes of the season's rules, so that the API maps them without reading messages. */
export type SeasonErrorCode = 'UNKNOWN_SEASON_PROFILE' | 'INVALID_SEASON_PARAMETERS' | 'INVALID_STANDINGS';

/** Bad input to a season rule (a profile's parameters, a tournament's standings): the caller's mistake, never a crash. */
export class SeasonInputError extends RuleInputError {
  override readonly name = 'SeasonInputError';

  constructor(
    readonly code: SeasonErrorCode,
    /** The input field at fault, e.g. 'parameters.points[3]'. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

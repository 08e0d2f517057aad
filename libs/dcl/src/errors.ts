import { RuleInputError } from '@greffier/common';

/** Stable codes, so that the API's exception filter can map them without parsing messages. */
export type DclErrorCode =
  | 'INVALID_PLATES'
  | 'INVALID_TARGET'
  | 'INVALID_LETTERS'
  | 'INVALID_SPLIT'
  | 'INVALID_PLAN'
  | 'INVALID_VALUE'
  | 'INVALID_ANSWER'
  | 'INVALID_LENGTH'
  | 'UNKNOWN_PROFILE'
  | 'RELATIVE_PROFILE';

/** Bad input to a DCL rule (a typed-in draw, an unknown profile...): the caller's mistake, never a crash. */
export class DclInputError extends RuleInputError {
  override readonly name = 'DclInputError';

  constructor(
    readonly code: DclErrorCode,
    /** The input field at fault, e.g. 'plates', 'target', 'letters'. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

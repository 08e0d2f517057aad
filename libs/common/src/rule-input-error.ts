/** One refused input: where (a field, or a box of a game's sheet such as "grids[1].cells[2][4]") and why. */
export interface BoxError {
  field: string;
  reason: string;
}

/**
 * Input that a rules library refuses: the caller's mistake, never a crash. Each library's error extends it with
 * its stable `code` and `name`, so that the API maps them all in one place. `boxes` names each refused field (the
 * one `field` with the message, unless a subclass lists several); `refused` tells a well-formed input that the
 * rules refuse as things stand (the API answers 422) from a malformed one (400).
 */
export abstract class RuleInputError extends Error {
  abstract readonly code: string;
  /** The input field at fault, e.g. 'plates', 'answers[3].round'. */
  abstract readonly field: string;

  get boxes(): readonly BoxError[] {
    return [{ field: this.field, reason: this.message }];
  }

  get refused(): boolean {
    return false;
  }
}

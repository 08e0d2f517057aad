import { RuleInputError } from '@greffier/common';
import type { Violation } from './violations';

/** Stable codes, so that the API's exception filter can map them without parsing messages. */
export type PyramideErrorCode =
  | 'CANNOT_SEAT'
  | 'DUPLICATE_PLAYER'
  | 'ODD_PAIRS'
  | 'INVALID_PAIR'
  | 'INVALID_SEATING'
  | 'INVALID_TABLE'
  | 'INVALID_FORMULA'
  | 'INVALID_GAMES'
  | 'INVALID_ENIGMA_CAP'
  | 'INVALID_CORRECTION'
  | 'LATE_E_TOO_LATE'
  | 'INVALID_STANDINGS_INPUT';

/** The codes that say the tournament's state refuses the input (players that cannot be seated, a correction too late), not that it is malformed. */
const REFUSALS: ReadonlySet<PyramideErrorCode> = new Set(['CANNOT_SEAT', 'ODD_PAIRS', 'INVALID_CORRECTION', 'LATE_E_TOO_LATE']);

/** Bad input to a Pyramide rule (a seating, a correction...): the caller's mistake, never a crash. */
export class PyramideInputError extends RuleInputError {
  override readonly name = 'PyramideInputError';

  constructor(
    readonly code: PyramideErrorCode,
    /** The input field at fault, e.g. 'players', 'pingPong.bricks[6]'. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }

  override get refused(): boolean {
    return REFUSALS.has(this.code);
  }
}

/** A score sheet that breaks the regulation: every violation is listed, none is half-accepted (HTTP 422). */
export class InvalidScoreSheetError extends Error {
  override readonly name = 'InvalidScoreSheetError';
  readonly code = 'INVALID_SCORE_SHEET' as const;

  constructor(readonly violations: readonly Violation[]) {
    super(`the score sheet breaks ${violations.length} rule(s): ${violations.map((v) => `${v.box} ${v.code}`).join(', ')}`);
  }
}

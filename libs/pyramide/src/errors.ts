import { type BoxError, RuleInputError } from '@greffier/common';
import { t } from '@greffier/messages';
import { type Violation, type ViolationCode, violationText } from './violations';

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

/** A refused box of a feuille de marque: the box, the reason in French with its rule, the rule's code and article apart. */
export interface SheetBoxError extends BoxError {
  code: ViolationCode;
  article: string;
}

/**
 * A score sheet that breaks the regulation: every violation is listed, none is half-accepted (HTTP 422), each
 * box with its reason. The reasons name the players by `name` (their ids by default): the caller that knows the
 * players' names gives it.
 */
export class InvalidScoreSheetError extends RuleInputError {
  override readonly name = 'InvalidScoreSheetError';
  readonly code = 'INVALID_SCORE_SHEET' as const;
  readonly field = 'sheet';

  constructor(
    readonly violations: readonly Violation[],
    private readonly playerName: (playerId: string) => string = (id) => id,
  ) {
    super(t('INVALID_SCORE_SHEET', { count: violations.length }));
  }

  override get boxes(): readonly SheetBoxError[] {
    return this.violations.map((v) => ({
      field: v.box || 'sheet',
      reason: t('PYRAMIDE_VIOLATION_REASON', { message: violationText(v, this.playerName), code: v.code, article: v.article }),
      code: v.code,
      article: v.article,
    }));
  }

  override get refused(): boolean {
    return true;
  }
}

import type { SheetScore } from './duplicate-scoring';
import { RANKING_FORM_COLUMNS, rankingForm, type NotCountedReason, type RankingForm } from './duplicate-summary';

/**
 * The correction of a declared total (Douai: "les correcteurs confirmeront ou modifieront le score indiqué par
 * le joueur"). difference = computed - declared.
 */
export type DeclaredComparison =
  | { status: 'not-declared'; computed: number }
  | { status: 'confirmed'; declared: number; computed: number; difference: 0 }
  | { status: 'corrected'; declared: number; computed: number; difference: number };

export function compareDeclared(declaredTotal: number | null | undefined, computedTotal: number): DeclaredComparison {
  if (declaredTotal === null || declaredTotal === undefined) return { status: 'not-declared', computed: computedTotal };
  const difference = computedTotal - declaredTotal;
  return difference === 0
    ? { status: 'confirmed', declared: declaredTotal, computed: computedTotal, difference: 0 }
    : { status: 'corrected', declared: declaredTotal, computed: computedTotal, difference };
}

/**
 * What the arbiters' worklist flags on a sheet: the declared total, another column of the ranking form (10-letter
 * words, numbers points...), an answer to check, coups missing, an unreadable sheet.
 */
export const WORKLIST_CODES = ['DECLARED_TOTAL_DIFFERS', 'DECLARED_FORM_DIFFERS', 'ANSWER_FLAGGED', 'INCOMPLETE', 'UNREADABLE'] as const;
export type WorklistCode = (typeof WORKLIST_CODES)[number];

export interface WorklistFlag {
  code: WorklistCode;
  message: string;
  /** The coups concerned (ANSWER_FLAGGED, INCOMPLETE). */
  rounds?: number[];
  /** The form's columns that differ (DECLARED_FORM_DIFFERS). */
  columns?: (keyof RankingForm)[];
}

export interface WorklistInput {
  declaredTotal?: number | null;
  /** The rest of the ranking form as the player filled it in; columns left out are not compared. */
  declaredForm?: Partial<RankingForm>;
  /** The arbiters' status of the sheet. */
  notCounted?: NotCountedReason | null;
}

const COLUMN_NAMES: Readonly<Record<keyof RankingForm, string>> = {
  total: 'total',
  tens: 'mots de 10 lettres',
  numbersPoints: 'points en chiffres',
  nines: 'mots de 9 lettres',
  eights: 'mots de 8 lettres',
  sevens: 'mots de 7 lettres',
};

/**
 * The arbiters' worklist for one sheet, in a fixed order: what to look at before the ranking is published.
 * An empty list means the sheet needs nothing.
 */
export function sheetWorklist(sheet: SheetScore, input: WorklistInput = {}): WorklistFlag[] {
  const flags: WorklistFlag[] = [];
  const total = compareDeclared(input.declaredTotal, sheet.total);
  if (total.status === 'corrected') {
    flags.push({ code: 'DECLARED_TOTAL_DIFFERS', message: `total déclaré ${total.declared}, total calculé ${total.computed}` });
  }
  const form = rankingForm(sheet);
  const declared = input.declaredForm ?? {};
  const columns = RANKING_FORM_COLUMNS.filter((c) => c !== 'total' && declared[c] !== undefined && declared[c] !== form[c]);
  if (columns.length > 0) {
    const detail = columns.map((c) => `${COLUMN_NAMES[c]} ${declared[c]} déclaré(s), ${form[c]} calculé(s)`).join(' ; ');
    flags.push({ code: 'DECLARED_FORM_DIFFERS', message: detail, columns });
  }
  if (sheet.flaggedRounds.length > 0) {
    flags.push({ code: 'ANSWER_FLAGGED', message: `réponses à vérifier : coups ${sheet.flaggedRounds.join(', ')}`, rounds: [...sheet.flaggedRounds] });
  }
  if (input.notCounted === 'INCOMPLETE' || sheet.missingRounds.length > 0) {
    const message =
      sheet.missingRounds.length > 0
        ? `réponses non saisies : coups ${sheet.missingRounds.join(', ')}`
        : 'feuille marquée non entièrement recopiée';
    flags.push({ code: 'INCOMPLETE', message, rounds: [...sheet.missingRounds] });
  }
  if (input.notCounted === 'UNREADABLE') flags.push({ code: 'UNREADABLE', message: 'feuille marquée illisible' });
  return flags;
}

/**
 * The short words of a refused answer, by its stable refusal code (the rules libraries' codes): printed on a
 * corrected sheet or a match sheet, shown on the screens next to the answer.
 */
export const REASON_LABELS = {
  LETTER_NOT_IN_DRAW: 'lettre non tirée',
  LETTER_USED_TOO_OFTEN: 'lettre utilisée trop de fois',
  WORD_WITH_APOSTROPHE: 'mot avec apostrophe',
  NOT_IN_LEXICON: 'mot absent du lexique',
  CONJUGATED_VERB: 'forme verbale conjuguée',
  PROPER_NOUN: 'nom propre',
  ABBREVIATION: 'abréviation ou sigle',
  LOCUTION_ELEMENT: 'élément de locution',
  AFFIX: 'préfixe ou suffixe',
  MISSING_ACCENT_ON_E: 'accent manquant sur un E',
  WRONG_ACCENT_ON_E: 'mauvais accent sur un E',
  REFUSED_BY_RULING: 'refusé par décision d’arbitrage',
  ADMITTED_BY_RULING: 'admis par décision d’arbitrage',
  RULED_WRONG: 'refusé par l’arbitre de table',
  UNREADABLE: 'illisible',
  UNREACHABLE_VALUE: 'résultat impossible avec ces plaques',
  VALUE_WITHOUT_SOLUTION: 'résultat sans solution écrite, non retenu',
  EMPTY: 'rien d’écrit',
  TOO_LONG: 'calcul trop long',
  UNPARSABLE: 'ligne de calcul illisible',
  PLATE_NOT_AVAILABLE: 'plaque non disponible',
  PLATE_REUSED: 'plaque utilisée deux fois',
  WRONG_ARITHMETIC: 'erreur de calcul',
  INEXACT_DIVISION: 'division non exacte',
  NOT_POSITIVE: 'résultat nul ou négatif',
} as const satisfies Record<string, string>;

export type ReasonCode = keyof typeof REASON_LABELS;

/** Why a whole sheet is not counted (libs/tournament NOT_COUNTED_REASONS). */
export const NOT_COUNTED_LABELS = {
  INCOMPLETE: 'feuille non entièrement recopiée',
  UNREADABLE: 'feuille illisible',
} as const satisfies Record<string, string>;

/** The short French words of a refusal code; the code itself when the catalogue does not know it. */
export function reasonLabel(code: string): string | undefined {
  return (REASON_LABELS as Record<string, string>)[code];
}

/** The words printed for a refused answer: the label of its code, else its own (French) message. */
export function frenchReason(code: string | null | undefined, message?: string | null): string | undefined {
  if (!code && !message) return undefined;
  return (code ? reasonLabel(code) : undefined) ?? message ?? undefined;
}

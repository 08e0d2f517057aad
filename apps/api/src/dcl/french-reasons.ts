/** The refusal reasons of the rules libraries, in the words printed on a corrected sheet. */
const FRENCH: Readonly<Record<string, string>> = {
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
  REFUSED_BY_RULING: "refusé par décision d'arbitrage",
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
};

export const NOT_COUNTED_FRENCH: Readonly<Record<string, string>> = {
  INCOMPLETE: 'feuille non entièrement recopiée',
  UNREADABLE: 'feuille illisible',
};

export function frenchReason(code: string | null, message: string | null): string | undefined {
  if (!code && !message) return undefined;
  return (code && FRENCH[code]) ?? message ?? undefined;
}

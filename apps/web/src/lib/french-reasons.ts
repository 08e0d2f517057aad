/**
 * The refusal reasons of the rules libraries in the words printed on a corrected sheet or a match sheet: the
 * screens' copy of apps/api/src/duplicate/french-reasons.ts (the API sends the codes; the printed words are French).
 */
export const FRENCH_REASONS: Readonly<Record<string, string>> = {
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
  RULED_WRONG: 'refusé par l’arbitre de table',
  VALUE_WITHOUT_SOLUTION: 'résultat sans solution écrite, non retenu',
  UNREADABLE: 'illisible',
  UNREACHABLE_VALUE: 'résultat impossible avec ces plaques',
  EMPTY: 'rien d’écrit',
  TOO_LONG: 'calcul trop long',
  UNPARSABLE: 'ligne de calcul illisible',
  PLATE_NOT_AVAILABLE: 'plaque non disponible',
  PLATE_REUSED: 'plaque utilisée deux fois',
  WRONG_ARITHMETIC: 'erreur de calcul',
  INEXACT_DIVISION: 'division non exacte',
  NOT_POSITIVE: 'résultat nul ou négatif',
};

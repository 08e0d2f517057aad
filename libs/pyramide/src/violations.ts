/**
 * The rules a score sheet can break: a stable code, the regulation's article, and a message in French (the
 * users' language) and English. Boxes are named like the input: 'pingPong.bricks[7]', 'enigmes[3].words[2]'
 * (indices from 0, as in the JSON); the messages count bricks, words and enigmas from 1, as on the sheet.
 */
export type ViolationCode =
  | 'SHEET_SHAPE'
  | 'SHEET_FORMULA'
  | 'SHEET_PLAYERS'
  | 'SHEET_PAIRS'
  | 'ROLES_NOT_PLANNED'
  | 'ROLE_SHARED_NOT_SYNO'
  | 'ENIGMES_TOO_MANY'
  | 'ENIGMA_TITLE'
  | 'ENIGMA_WORD_COUNT'
  | 'ENIGMA_BRICKS_VALUE'
  | 'ENIGMA_TOO_MANY_BRICKS'
  | 'ENIGMA_FOUND_WITHOUT_BRICK'
  | 'ENIGMA_WORD_SKIPPED'
  | 'ENIGMA_EMPTY_BOX'
  | 'PP_TOO_MANY_BRICKS'
  | 'PP_TOO_MANY_WORDS'
  | 'PP_WORD_ORDER'
  | 'PP_TOO_MANY_BRICKS_FOR_WORD'
  | 'PP_BRICK_AFTER_POINT'
  | 'PP_WORD_ENDED_EARLY'
  | 'PP_OUT_OF_TURN'
  | 'PP_MARK'
  | 'EVENT_INCOMPLETE'
  | 'EVENT_NOT_UNFINISHED'
  | 'NP_TOO_MANY_NAMES'
  | 'NP_BID'
  | 'NP_UNDERBID'
  | 'NP_TWO_POINTS'
  | 'NP_NO_POINT'
  | 'GP_BOX_COUNT'
  | 'GP_EMPTY_BOX'
  | 'GP_STOP'
  | 'GP_AFTER_STOP'
  | 'DECLARED_UNKNOWN_PLAYER'
  | 'DECLARED_MISMATCH';

export interface Violation {
  /** The box at fault, as a path into the sheet. */
  box: string;
  code: ViolationCode;
  /** The article of the Pyramide regulation (FFCP, 2003) that the box breaks. */
  article: string;
  fr: string;
  en: string;
}

type Params = Record<string, string | number>;
type Text = (p: Params) => string;

const RULES: Record<ViolationCode, { article: string; fr: Text; en: Text }> = {
  SHEET_SHAPE: { article: '6.1', fr: (p) => `case mal formée : ${p.expected} attendu`, en: (p) => `malformed box: ${p.expected} expected` },
  SHEET_FORMULA: { article: '3.1', fr: () => 'formule inconnue : individuel ou doublette', en: () => 'unknown formula: individuel or doublette' },
  SHEET_PLAYERS: { article: '3.1', fr: (p) => `${p.fr}`, en: (p) => `${p.en}` },
  SHEET_PAIRS: {
    article: '3.1',
    fr: () => 'en doublette, la paire A-B et la paire C-D doivent être celles des places A-B et C-D',
    en: () => 'in doublette, the pairs must be the players of seats A-B and C-D',
  },
  ROLES_NOT_PLANNED: {
    article: '3.1',
    fr: (p) => `${p.who} ne sont pas les partenaires prévus ici (attendu : ${p.expected})`,
    en: (p) => `${p.who} are not the partners planned here (expected: ${p.expected})`,
  },
  ROLE_SHARED_NOT_SYNO: {
    article: '3.1',
    fr: (p) => `à une table de 3, ${p.player} joue dans les deux équipes et doit en être le Syno`,
    en: (p) => `at a table of 3, ${p.player} plays in both teams and must be their Syno`,
  },
  ENIGMES_TOO_MANY: { article: '6.2', fr: () => 'une partie compte 12 énigmes au plus', en: () => 'a game has at most 12 enigmas' },
  ENIGMA_TITLE: { article: '6.2', fr: () => "le titre de l'énigme doit être noté", en: () => "the enigma's title must be written" },
  ENIGMA_WORD_COUNT: { article: '4.1.1', fr: () => 'une énigme fait deviner 5 mots', en: () => 'an enigma has 5 words to guess' },
  ENIGMA_BRICKS_VALUE: {
    article: '6.2',
    fr: () => 'le nombre de briques est un entier de 0 à 13',
    en: () => 'the number of bricks is a whole number from 0 to 13',
  },
  ENIGMA_TOO_MANY_BRICKS: {
    article: '4.1.1',
    fr: (p) => `${p.total} briques utilisées : Dico dispose de 13 briques par énigme`,
    en: (p) => `${p.total} bricks used: Dico has 13 bricks per enigma`,
  },
  ENIGMA_FOUND_WITHOUT_BRICK: {
    article: '4.1.1',
    fr: () => 'un mot trouvé a coûté au moins une brique',
    en: () => 'a word found took at least one brick',
  },
  ENIGMA_WORD_SKIPPED: {
    article: '4.1.1',
    fr: (p) => `le mot ${p.word} n'a reçu aucune brique alors qu'il en restait ${p.left} : les mots se jouent un par un`,
    en: (p) => `word ${p.word} got no brick while ${p.left} were left: the words are played one by one`,
  },
  ENIGMA_EMPTY_BOX: {
    article: '6.2',
    fr: () => 'la case porte le mot trouvé en entier, ou un trait (null)',
    en: () => 'the box holds the word found in full, or a dash (null)',
  },
  PP_TOO_MANY_BRICKS: {
    article: '4.2.1',
    fr: (p) => `brique ${p.brick} : le Ping-Pong se joue en 13 briques au total`,
    en: (p) => `brick ${p.brick}: the Ping-Pong has 13 bricks in all`,
  },
  PP_TOO_MANY_WORDS: { article: '4.2.1', fr: () => 'le Ping-Pong compte 5 mots', en: () => 'the Ping-Pong has 5 words' },
  PP_WORD_ORDER: {
    article: '4.2.2',
    fr: (p) => `mot ${p.word} après le mot ${p.previous} : les mots se jouent dans l'ordre, sans en passer`,
    en: (p) => `word ${p.word} after word ${p.previous}: the words are played in order, none skipped`,
  },
  PP_TOO_MANY_BRICKS_FOR_WORD: {
    article: '4.2.1',
    fr: (p) => `brique ${p.brick} : 5 briques au plus par mot (mot ${p.word})`,
    en: (p) => `brick ${p.brick}: at most 5 bricks per word (word ${p.word})`,
  },
  PP_BRICK_AFTER_POINT: {
    article: '4.2.4',
    fr: (p) => `brique ${p.brick} : le mot ${p.word} s'est terminé par un point à la brique ${p.end}`,
    en: (p) => `brick ${p.brick}: word ${p.word} ended with a point at brick ${p.end}`,
  },
  PP_WORD_ENDED_EARLY: {
    article: '4.2.4',
    fr: (p) => `le mot ${p.word} s'arrête après ${p.bricks} brique(s) sans point : aucun mot ne se joue en moins de 5 briques sans qu'1 point soit marqué`,
    en: (p) => `word ${p.word} stops after ${p.bricks} brick(s) with no point: no word ends in fewer than 5 bricks without a point`,
  },
  PP_OUT_OF_TURN: {
    article: '4.2.1',
    fr: (p) => `brique ${p.brick} : c'était à l'équipe ${p.expected} de proposer (${p.why})`,
    en: (p) => `brick ${p.brick}: team ${p.expected} was to propose (${p.whyEn})`,
  },
  PP_MARK: {
    article: '6.3',
    fr: () => 'une brique porte une croix (x), 1 point (1) ou une erreur (E), et l’équipe 0 ou 1 qui a proposé',
    en: () => 'a brick holds a cross (x), 1 point (1) or an error (E), and the team 0 or 1 that proposed',
  },
  EVENT_INCOMPLETE: {
    article: '6.5',
    fr: (p) => `l'épreuve est marquée terminée mais ${p.fr}`,
    en: (p) => `the event is marked finished but ${p.en}`,
  },
  EVENT_NOT_UNFINISHED: {
    article: '6.5',
    fr: () => "l'épreuve est complète : elle ne peut être annulée comme non terminée",
    en: () => 'the event is complete: it cannot be cancelled as unfinished',
  },
  NP_TOO_MANY_NAMES: { article: '4.3.1', fr: () => 'les Noms propres comptent 4 noms', en: () => 'the Noms propres have 4 names' },
  NP_BID: {
    article: '4.3.1',
    fr: () => 'un nom propre se joue en 3 briques au maximum (pari de 1 à 3)',
    en: () => 'a proper name is played in 3 bricks at most (a bid of 1 to 3)',
  },
  NP_UNDERBID: {
    article: '4.3.1',
    fr: (p) => `le second pari (${p.second}) doit être inférieur au premier (${p.first})`,
    en: (p) => `the second bid (${p.second}) must be lower than the first (${p.first})`,
  },
  NP_TWO_POINTS: {
    article: '6.4',
    fr: () => 'la colonne porte deux points : chaque colonne comporte un 1, et un seul',
    en: () => 'the column holds two points: each column holds a 1, and only one',
  },
  NP_NO_POINT: {
    article: '6.4',
    fr: () => 'la colonne ne porte aucun point : chaque nom propre rapporte 1 point à l’une ou l’autre équipe',
    en: () => 'the column holds no point: each proper name gives 1 point to one team or the other',
  },
  GP_BOX_COUNT: {
    article: '4.4.1',
    fr: () => 'une Grande Pyramide compte 6 cases, chacune une expression complète ou un trait',
    en: () => 'a Grande Pyramide has 6 boxes, each a full expression or a dash',
  },
  GP_EMPTY_BOX: {
    article: '6.5',
    fr: () => 'la case porte une expression complète, ou un trait (null)',
    en: () => 'the box holds a full expression, or a dash (null)',
  },
  GP_STOP: {
    article: '4.4.3',
    fr: () => "l'arrêt se situe sur l'une des 6 expressions (0 à 5), ou null",
    en: () => 'the stop is on one of the 6 expressions (0 to 5), or null',
  },
  GP_AFTER_STOP: {
    article: '4.4.3',
    fr: (p) => `expression après l'arrêt à l'expression ${p.stop} : la Pyramide s'arrête quand Dico prononce un mot à deviner`,
    en: (p) => `an expression after the stop at expression ${p.stop}: the Pyramide stops when Dico says a word to guess`,
  },
  DECLARED_UNKNOWN_PLAYER: {
    article: '6.1',
    fr: (p) => `${p.player} n'est pas à cette table`,
    en: (p) => `${p.player} is not at this table`,
  },
  DECLARED_MISMATCH: {
    article: '6.1',
    fr: (p) => `${p.declared} reporté, mais les marques donnent ${p.derived}`,
    en: (p) => `${p.declared} written, but the marks give ${p.derived}`,
  },
};

export function violation(code: ViolationCode, box: string, params: Params = {}): Violation {
  const rule = RULES[code];
  return { box, code, article: rule.article, fr: rule.fr(params), en: rule.en(params) };
}

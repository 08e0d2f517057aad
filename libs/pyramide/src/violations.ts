import { type Message, type MessageCode, type MessageParams, type MESSAGES, render } from '@greffier/messages';

/**
 * The rules a score sheet can break: a stable code, the regulation's article, and the message as data (its code
 * in the catalogue, libs/messages, and its parameters). Boxes are named like the input: 'pingPong.bricks[7]',
 * 'enigmes[3].words[2]' (indices from 0, as in the JSON); the messages count bricks, words and enigmas from 1,
 * as on the sheet.
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
  /** What the box breaks, in the catalogue's words: the players by id in PLAYER_PARAMS (violationText names them). */
  message: Message<MessageCode>;
}

const ARTICLES: Record<ViolationCode, string> = {
  SHEET_SHAPE: '6.1',
  SHEET_FORMULA: '3.1',
  SHEET_PLAYERS: '3.1',
  SHEET_PAIRS: '3.1',
  ROLES_NOT_PLANNED: '3.1',
  ROLE_SHARED_NOT_SYNO: '3.1',
  ENIGMES_TOO_MANY: '6.2',
  ENIGMA_TITLE: '6.2',
  ENIGMA_WORD_COUNT: '4.1.1',
  ENIGMA_BRICKS_VALUE: '6.2',
  ENIGMA_TOO_MANY_BRICKS: '4.1.1',
  ENIGMA_FOUND_WITHOUT_BRICK: '4.1.1',
  ENIGMA_WORD_SKIPPED: '4.1.1',
  ENIGMA_EMPTY_BOX: '6.2',
  PP_TOO_MANY_BRICKS: '4.2.1',
  PP_TOO_MANY_WORDS: '4.2.1',
  PP_WORD_ORDER: '4.2.2',
  PP_TOO_MANY_BRICKS_FOR_WORD: '4.2.1',
  PP_BRICK_AFTER_POINT: '4.2.4',
  PP_WORD_ENDED_EARLY: '4.2.4',
  PP_OUT_OF_TURN: '4.2.1',
  PP_MARK: '6.3',
  EVENT_INCOMPLETE: '6.5',
  EVENT_NOT_UNFINISHED: '6.5',
  NP_TOO_MANY_NAMES: '4.3.1',
  NP_BID: '4.3.1',
  NP_UNDERBID: '4.3.1',
  NP_TWO_POINTS: '6.4',
  NP_NO_POINT: '6.4',
  GP_BOX_COUNT: '4.4.1',
  GP_EMPTY_BOX: '6.5',
  GP_STOP: '4.4.3',
  GP_AFTER_STOP: '4.4.3',
  DECLARED_UNKNOWN_PLAYER: '6.1',
  DECLARED_MISMATCH: '6.1',
};

/** The rules whose message is the catalogue's fixed text of the same code. */
type PlainViolationCode = { [C in ViolationCode]: C extends MessageCode ? ((typeof MESSAGES)[C] extends string ? C : never) : never }[ViolationCode];

/**
 * A violation of the rule `code` at `box`: its message is the catalogue's fixed text of the same code, or the
 * one given (msg(code, params): a rule with parameters, or one rule said in several ways, as SHEET_SHAPE).
 */
export function violation(code: PlainViolationCode, box: string): Violation;
export function violation(code: ViolationCode, box: string, message: Message<MessageCode>): Violation;
export function violation(code: ViolationCode, box: string, message: Message<MessageCode> = { code: code as MessageCode }): Violation {
  return { box, code, article: ARTICLES[code], message };
}

/** The parameters of a violation's message that hold a player's id. */
export const PLAYER_PARAMS: ReadonlySet<string> = new Set(['player', 'dico', 'syno', 'plannedDico', 'plannedSyno']);

/** The French words of a violation, each player named by `name` (their id by default). */
export function violationText(v: Violation, name: (playerId: string) => string = (id) => id): string {
  const params: MessageParams | undefined = v.message.params
    ? Object.fromEntries(Object.entries(v.message.params).map(([k, value]) => [k, PLAYER_PARAMS.has(k) ? name(String(value)) : value]))
    : undefined;
  return render({ code: v.message.code, params }) ?? v.message.code;
}

import type { components } from '../../api/schema';
import type { GameKind } from '../../queries/club-games';

export type { ClubGame, GameKind } from '../../queries/club-games';
export type { Player } from '../../queries/players';
export type Standing = components['schemas']['StandingDto'];

/** The games' names, one per kind of the API's schema (a kind added there fails the type check until named here). */
export const KIND_LABELS: Record<GameKind, string> = {
  THINK_OF_A_LETTER: 'Pensez à une lettre',
  LETTER_STRINGS: 'Chaînes de lettres',
  LEXICON_BRIDGE: 'Bridge lexical',
  SLOUBI: 'Sloubi',
};

/** The kinds in the order the screens offer them, read off the names above. */
export const KINDS = Object.keys(KIND_LABELS) as GameKind[];

/** How many seats each game takes (the API's own limits, docs/club-evenings.md). */
export const SEATS: Record<GameKind, { min: number; max: number }> = {
  THINK_OF_A_LETTER: { min: 2, max: 5 },
  LETTER_STRINGS: { min: 2, max: 20 },
  LEXICON_BRIDGE: { min: 3, max: 4 },
  SLOUBI: { min: 2, max: 20 },
};

// Think of a Letter (docs/rules/think-of-a-letter.md)
export interface ToalWord {
  word: string;
  spelling: string;
  points: number;
  squares: [number, number][];
}
export interface ToalLine {
  index: number;
  total: number;
  words: ToalWord[];
}
export interface ToalScore {
  rows: ToalLine[];
  columns: ToalLine[];
  rowTotals: number[];
  columnTotals: number[];
  total: number;
}
export interface ToalResult {
  size: number;
  callsMade: number;
  callsNeeded: number;
  finished: boolean;
  players: { seat: number; entered: boolean; score: ToalScore | null; points: number; place: number }[];
  bestFound: { rows: string[]; total: number; score: ToalScore } | null;
}
export interface ToalRecord {
  calls: { seat: number; letter: string }[];
  grids: ({ rows: string[] } | null)[];
}

// Letter-Strings (docs/rules/letter-strings.md): the record and result as libs/letter-strings types them.
export type { Move as LsMove, ScoredWord as LsWord, LetterStringsResult as LsResult } from '@greffier/letter-strings/types';

// Lexicon Bridge (docs/rules/lexicon-bridge.md): the record as libs/lexicon-bridge types it.
export type { DealInput as LbDeal, LexiconBridgeRecord as LbRecord } from '@greffier/lexicon-bridge/types';
export interface LbEntry {
  deal: number;
  side: number;
  where: 'above' | 'below';
  points: number;
  reason: 'tricks' | 'overtricks' | 'defence' | 'slam' | 'renonce' | 'game' | 'rubber';
}
export interface LbDealResult {
  deal: number;
  rubber: number;
  game: number;
  dealer: number;
  words: { seat: number; word: string | null; value: number }[];
  declarer: number;
  declarerSide: number;
  tricksRecorded: number;
  tricks: number;
  outcome: 'made' | 'book' | 'short';
  slam: 'petit' | 'grand' | null;
  renonce: { seat: number; penalty: 'tricks' | 'points'; moved: number } | null;
  entries: LbEntry[];
  gameWonBy: number | null;
  rubberWonBy: number | null;
  runningTotals: number[];
}
export interface LbResult {
  players: 3 | 4;
  sides: { index: number; seats: number[] }[];
  from: 'cut' | 'default';
  firstDealer: number;
  deals: LbDealResult[];
  rubbers: { number: number; deals: number[]; games: { number: number; winner: number | null; below: number[] }[]; winner: number | null; finished: boolean; above: number[]; below: number[]; totals: number[] }[];
  totals: number[];
  finished: boolean;
}

// Sloubi (docs/rules/sloubi.md)
export type Series = number[][];
export interface SlRecord {
  rounds: { throws: Series[]; tieBreaks: { throws: (Series | null)[] }[] }[];
}
export interface SlResult {
  variant: 'standard' | 'children';
  throwsPerRound: number;
  dicePerThrow: number;
  offset: number;
  roundsAgreed: number;
  roundsPlayed: number;
  rounds: { number: number; totals: number[]; best: number; tieBreaks: { seats: number[]; totals: (number | null)[] }[]; winner: number; fromSeed: boolean }[];
  roundsWon: number[];
  finished: boolean;
  decidedAfter: number | null;
}

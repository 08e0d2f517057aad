/** The Lexicon Bridge (003): settings, the record of a table's deals, and its rubber score. */

/** A card of the pack: a letter A..Z, or "*" for the master card (carte Maîtresse). */
export type Card = string;

export interface LexiconBridgeSettings {
  /** The value of each card (A..Z and "*"), as printed on the cards; the word values decide the declarer. */
  values: Record<Card, number>;
}

/** A revoke (renonce) and the penalty the revoker's adversaries chose (003: "soit ... 3 levées, soit ... 50 points"). */
export interface RenonceInput {
  seat: number;
  penalty: 'tricks' | 'points';
  /** Three players, the declarer revoked and the defenders take 3 tricks: the defender who gets them. */
  to?: number;
}

export interface DealInput {
  dealer?: number;
  /** Each player's word by seat ("1".."4"); null: no word of 5 letters, the player showed his hand. */
  words: Record<string, string | null>;
  /** Only needed when the words cannot decide (same value, same word). */
  declarer?: number;
  /** Tricks made by the declarer (with the dummy): 0..13. */
  tricks: number;
  /** Three players only: each defender's own tricks, by seat; they add up to 13 - tricks. */
  defenderTricks?: Record<string, number>;
  renonce?: RenonceInput;
}

export interface LexiconBridgeRecord {
  /** The card each seat drew to cut (a letter; A high, Z low). */
  cut?: Record<string, string>;
  deals: DealInput[];
}

/** A side: a partnership (4 players: NOUS, EUX) or a player on his own (3 players). */
export interface Side {
  index: number;
  seats: number[];
}

export type PadReason = 'tricks' | 'overtricks' | 'defence' | 'slam' | 'renonce' | 'game' | 'rubber';

/** One figure written on the pad, in a side's column, above or below the line. */
export interface PadEntry {
  deal: number;
  side: number;
  where: 'above' | 'below';
  points: number;
  reason: PadReason;
}

export interface WordValue {
  seat: number;
  word: string | null;
  value: number;
}

export interface DealResult {
  /** 1-based. */
  deal: number;
  rubber: number;
  /** The game of the rubber the deal was played in (1-based). */
  game: number;
  dealer: number;
  words: WordValue[];
  declarer: number;
  declarerSide: number;
  /** The tricks as recorded, then as counted once a revoke's 3 tricks are moved. */
  tricksRecorded: number;
  tricks: number;
  /** 'made': more than 6; 'book': exactly 6 (nothing scored); 'short': fewer than 6. */
  outcome: 'made' | 'book' | 'short';
  overtricks: number;
  short: number;
  slam: 'petit' | 'grand' | null;
  renonce: (RenonceInput & { moved: number }) | null;
  entries: PadEntry[];
  above: number[];
  below: number[];
  /** The side that won a game on this deal (its below-the-line points reached 5), or null. */
  gameWonBy: number | null;
  rubberWonBy: number | null;
  /** The running totals of the rubber, per side, after this deal. */
  rubberTotals: number[];
  /** The running totals of the whole evening, per side, after this deal. */
  runningTotals: number[];
}

export interface GameResult {
  number: number;
  winner: number | null;
  /** Below-the-line points per side in this game. */
  below: number[];
}

export interface RubberResult {
  number: number;
  deals: number[];
  games: GameResult[];
  winner: number | null;
  finished: boolean;
  above: number[];
  below: number[];
  totals: number[];
}

export interface LexiconBridgeResult {
  players: 3 | 4;
  sides: Side[];
  /** How the partnerships and the first dealer were set: by the cut, or by default (no cut recorded). */
  from: 'cut' | 'default';
  firstDealer: number;
  deals: DealResult[];
  rubbers: RubberResult[];
  /** Per side, over every rubber. */
  totals: number[];
  finished: boolean;
}

export interface PlayerStanding {
  seat: number;
  side: number;
  points: number;
  place: number;
}

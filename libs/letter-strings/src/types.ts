/** What may not score twice (docs/rules/letter-strings.md): a span of squares, or a spelling. */
export type ScoresOnce = 'squares' | 'spelling';

/** The settings of a Letter-Strings game, defaults filled in (docs/rules/letter-strings.md). */
export interface LetterStringsSettings {
  /** 001: "the first player reaching a score of 50, or any other agreed number of points". */
  target: number;
  /** 001: "Players may wish to permit the remaining vowels O, E and U to be marked as words scoring one point". */
  otherVowels: boolean;
  /**
   * 001: a word scores "provided the word has not already been marked in this way" / "provided that it differs in
   * at least one letter from any previously scored word". 'squares' (default): a span of squares scores once, read
   * either way; the same spelling elsewhere is another word. 'spelling': a spelling scores once in the game,
   * wherever it stands; another spelling scores even over scored squares (TAR over RAT's).
   */
  scoresOnce: ScoresOnce;
  /** The evening's rulings: spellings admitted or refused whatever the lexicon says. */
  rulings: { admitted: string[]; refused: string[] };
}

export type End = 'left' | 'right';

/**
 * A word claimed (underlined): the squares `from` to `to`, read in that order. Squares are numbered from the first
 * letter ever written (square 0): letters added on the right take 1, 2, 3..., on the left -1, -2, -3..., so a
 * square keeps its number for the whole game. `from` > `to` reads the word backwards.
 */
export interface Claim {
  from: number;
  to: number;
}

/** One turn: a letter added at one end, a word claimed, or both (001's three actions). */
export interface Move {
  /** The seat (1, 2, ...) of the player whose turn it is. */
  seat: number;
  /** Where the letter goes; left out on the opening move (the first letter takes square 0). */
  end?: End;
  /** One letter A-Z (accents are dropped: the string holds bare letters). */
  letter?: string;
  /** At most one word (001: "underline any single word"). */
  claims: Claim[];
}

export interface LetterStringsRecord {
  moves: Move[];
}

/** 001's actions: 1 add a letter, 2 add a letter and claim a word, 3 claim a word; and the opening letter. */
export type MoveKind = 'opening' | 'letter' | 'letterAndWord' | 'word';

export interface ScoredWord {
  /** Index of the move in record.moves. */
  move: number;
  seat: number;
  from: number;
  to: number;
  /** The letters read from `from` to `to`. */
  word: string;
  /** 001: "a number equal to the number of letters in the word". */
  points: number;
}

/** The string at some point: its letters left to right, and the number of its leftmost square. */
export interface LetterString {
  letters: string;
  first: number;
}

export interface MoveResult {
  index: number;
  seat: number;
  kind: MoveKind;
  end: End | null;
  letter: string | null;
  /** The square the letter took. */
  square: number | null;
  /** The string after the move. */
  string: LetterString;
  word: ScoredWord | null;
  /** Points this move scored. */
  points: number;
  /** Every seat's points after the move, in seat order. */
  totals: number[];
}

export interface LetterStringsResult {
  target: number;
  string: LetterString;
  moves: MoveResult[];
  words: ScoredWord[];
  /** Every seat's points, in seat order. */
  totals: number[];
  /** The seat that reached the target first, or null while nobody has. */
  winner: number | null;
  /** The move at which the winner reached the target. */
  finishedAt: number | null;
  finished: boolean;
  /** The seat whose turn it is, or null once the game is over. */
  next: number | null;
}

export interface LetterStringsStanding {
  seat: number;
  points: number;
  place: number;
}

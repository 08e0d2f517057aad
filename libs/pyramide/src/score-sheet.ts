import { type Message, type MessageCode, msg, t } from '@greffier/messages';
import { other, type TablePlan, type Team, type TeamIndex } from './plan';
import type { Formula, Pair } from './seating';
import { violation, type Violation } from './violations';

// The feuille de marque (regulation 6), as typed in from the paper sheet. Every box of the paper has its field;
// the points are derived from the marks, never typed (the recto's report may be typed in `declared`, and is
// checked against the marks).

/** "Dico dispose de 13 briques (propositions) par énigme" (4.1.1); the Ping-Pong has "un total de 13 briques" (4.2.1). */
export const BRICKS_PER_ENIGMA = 13;
export const WORDS_PER_ENIGMA = 5;
export const PING_PONG_BRICKS = 13;
export const PING_PONG_WORDS = 5;
/** "en utilisant un maximum de 5 briques par mot" (4.2.1). */
export const PING_PONG_BRICKS_PER_WORD = 5;
/** "une même liste de 4 noms propres", "Un nom propre se joue en 3 briques au maximum" (4.3.1). */
export const PROPER_NAMES = 4;
export const PROPER_NAME_MAX_BRICKS = 3;
/** "une liste de 6 mots composés ou de 6 expressions" (4.4.1). */
export const PYRAMID_EXPRESSIONS = 6;

/** One word of an enigma: "le nombre de briques utilisées par mot", "le mot s'il est trouvé ou un trait" (6.2). */
export interface EnigmaWord {
  /** Bricks used on the word; a word not found loses every brick staked on it. */
  bricks: number;
  /** The word found, or null for the dash of a word not found. */
  word: string | null;
}

/** A finished enigma; an enigma interrupted (time called) is not entered: only finished ones can count. */
export interface EnigmaSheet {
  title: string;
  dico: string;
  syno: string;
  /** The 5 words in the order of the enigma's text. */
  words: EnigmaWord[];
  /** The solution written in full, or null for the dash. */
  solution: string | null;
}

/** A Ping-Pong proposal: "une croix ... si le mot n'est pas trouvé ou 1 point", an "E" for a forbidden one (6.3). */
export type PingPongMark = 'x' | '1' | 'E';

export interface PingPongBrick {
  /** Which of the 5 words (1-5) the brick was played on. */
  word: number;
  /** The team whose Dico proposed. */
  team: TeamIndex;
  /** 'x' not found, '1' found (a point to the proposing team), 'E' forbidden (a point to the other team). */
  mark: PingPongMark;
}

interface TeamEvent {
  /** The two teams; team 0 has the hand first. */
  teams: [Team, Team];
  /** "Une épreuve ... non terminée dans sa totalité est annulée" (6.5): false cancels the event. */
  finished: boolean;
}

export interface PingPongSheet extends TeamEvent {
  /** Brick 1 to 13 in order. */
  bricks: PingPongBrick[];
}

/** A proper name: the bids, then the column of points ("un 1 (et un seul)", 6.4). */
export interface ProperNameSheet {
  /** [the bid of the team with the hand, the other team's lower bid or null]: "Une seule enchère par équipe" (4.3.1). */
  bids: [number, number | null];
  /** The column: 1 in the row of the team that scored, 0 in the other. */
  points: [number, number];
}

export interface NomsPropresSheet extends TeamEvent {
  names: ProperNameSheet[];
}

/** One team's Grande Pyramide: 6 boxes, "une expression complète ou un trait" (6.5). */
export interface PyramidSheet {
  expressions: (string | null)[];
  /** The expression (0-5) on which Dico said a word to guess and the Pyramide stopped (4.4.3); null if none. */
  stop: number | null;
}

export interface GrandesPyramidesSheet extends TeamEvent {
  /** Team 0's pyramid, team 1's pyramid. */
  pyramids: [PyramidSheet, PyramidSheet];
}

/** The recto's report as the players wrote it (6.1), checked against the marks; any field may be left out. */
export interface DeclaredScore {
  enigmes?: number;
  pingPong?: number;
  nomsPropres?: number;
  grandesPyramides?: number;
  bonus?: number;
  solutions?: number;
  total?: number;
}

export interface ScoreSheet {
  formula: Formula;
  /** Seat order A, B, C(, D), as in the table plan. */
  players: string[];
  /** Doublette: the pairs of seats A-B and C-D; null in individual play. */
  pairs: [Pair, Pair] | null;
  /** The finished enigmas in play order (12 at most). */
  enigmes: EnigmaSheet[];
  pingPong: PingPongSheet;
  nomsPropres: NomsPropresSheet;
  grandesPyramides: GrandesPyramidesSheet;
  /** The recto as written, by player id. */
  declared?: Record<string, DeclaredScore> | null;
}

/** A sheet ready to fill in: the plan's roles, no marks, the team events not finished yet. */
export function blankSheet(plan: TablePlan): ScoreSheet {
  const teams = (t: readonly [Team, Team]): [Team, Team] => [{ ...t[0] }, { ...t[1] }];
  return {
    formula: plan.formula,
    players: [...plan.players],
    pairs: plan.pairs,
    enigmes: [],
    pingPong: { teams: teams(plan.pingPong), finished: false, bricks: [] },
    nomsPropres: { teams: teams(plan.nomsPropres), finished: false, names: [] },
    grandesPyramides: {
      teams: teams(plan.grandesPyramides),
      finished: false,
      pyramids: [
        { expressions: [], stop: null },
        { expressions: [], stop: null },
      ],
    },
    declared: null,
  };
}

/** What an enigma gives to its Dico and its Syno (4.1.4). */
export interface EnigmaPoints {
  wordsFound: number;
  bricksUsed: number;
  /** "les briques restantes rapportent chacune 1 point aux deux partenaires": only when the 5 words are found. */
  bonus: number;
  /** 1 when the solution was found. */
  solution: number;
  /** wordsFound + bonus + solution. */
  points: number;
}

export function enigmaPoints(enigma: EnigmaSheet): EnigmaPoints {
  const words = Array.isArray(enigma.words) ? enigma.words : [];
  const wordsFound = words.filter((w) => w?.word != null).length;
  const bricksUsed = words.reduce((sum, w) => sum + (Number.isInteger(w?.bricks) ? w.bricks : 0), 0);
  // "Si un des mots n'a pas été trouvé, aucun bonus n'est marqué."
  const bonus = wordsFound === WORDS_PER_ENIGMA ? Math.max(0, BRICKS_PER_ENIGMA - bricksUsed) : 0;
  const solution = enigma.solution != null ? 1 : 0;
  return { wordsFound, bricksUsed, bonus, solution, points: wordsFound + bonus + solution };
}

/** One Ping-Pong word as the marks tell it. */
export interface PingPongWord {
  /** 1-5. */
  word: number;
  /** Index (from 0) of its first brick. */
  firstBrick: number;
  bricks: number;
  /** The team that proposed first. */
  hand: TeamIndex;
  /** found: a '1'; E: a forbidden proposal; five-bricks: not found in 5; null: still in play. */
  end: 'found' | 'E' | 'five-bricks' | null;
  scoredBy: TeamIndex | null;
}

export interface PingPongPlay {
  words: PingPongWord[];
  points: [number, number];
  bricksUsed: number;
  /** The 5 words played out, or the 13 bricks used. */
  complete: boolean;
  /** The team with the hand for the next word. */
  nextHand: TeamIndex;
  violations: Violation[];
}

/** A brick proposed out of turn (teams numbered 1 and 2 as on the printed sheet): the team that had the hand, its players (by id) when the sheet names them, and why. */
function outOfTurn(teams: readonly [Team, Team] | undefined, brick: number, team: TeamIndex, why: string): Message<MessageCode> {
  const players = teams?.[team];
  return players
    ? msg('PP_OUT_OF_TURN', { brick, team: team + 1, dico: String(players.dico), syno: String(players.syno), why })
    : msg('PP_OUT_OF_TURN_TEAM', { brick, team: team + 1, why });
}

/**
 * Reads the Ping-Pong marks brick by brick (4.2.1, 4.2.4): the team with the hand proposes first, the teams
 * alternate; a '1' gives the point to the proposing team, which keeps the hand; an 'E' gives the point to the
 * other team, which takes the hand; a word not found in 5 bricks passes the hand. Team 0 has the hand first.
 */
export function readPingPong(pp: Pick<PingPongSheet, 'bricks'> & Partial<Pick<PingPongSheet, 'teams'>>): PingPongPlay {
  const violations: Violation[] = [];
  const words: PingPongWord[] = [];
  const points: [number, number] = [0, 0];
  const bricks = Array.isArray(pp.bricks) ? pp.bricks : [];
  let hand: TeamIndex = 0;
  let why = t('PP_HAND_FIRST_WORD');
  let current: PingPongWord | null = null;
  let lastProposer: TeamIndex = 0;
  let used = 0;
  for (let k = 0; k < bricks.length; k++) {
    const b = bricks[k]!;
    const box = `pingPong.bricks[${k}]`;
    const n = k + 1;
    if (k >= PING_PONG_BRICKS) {
      violations.push(violation('PP_TOO_MANY_BRICKS', box, msg('PP_TOO_MANY_BRICKS', { brick: n })));
      break;
    }
    if (!Number.isInteger(b?.word) || (b.team !== 0 && b.team !== 1) || !['x', '1', 'E'].includes(b.mark)) {
      violations.push(violation('PP_MARK', box));
      continue;
    }
    let expected: TeamIndex;
    if (current && b.word === current.word) {
      if (current.end === 'found' || current.end === 'E') {
        violations.push(violation('PP_BRICK_AFTER_POINT', box, msg('PP_BRICK_AFTER_POINT', { brick: n, word: current.word, end: current.firstBrick + current.bricks })));
        continue;
      }
      if (current.bricks >= PING_PONG_BRICKS_PER_WORD) {
        violations.push(violation('PP_TOO_MANY_BRICKS_FOR_WORD', box, msg('PP_TOO_MANY_BRICKS_FOR_WORD', { brick: n, word: current.word })));
        continue;
      }
      expected = other(lastProposer);
      why = t('PP_HAND_IN_TURN');
    } else {
      if (current && current.end === null) {
        violations.push(violation('PP_WORD_ENDED_EARLY', box, msg('PP_WORD_ENDED_EARLY', { word: current.word, bricks: current.bricks })));
        hand = b.team;
      }
      const previous = current?.word ?? 0;
      if (b.word > PING_PONG_WORDS) violations.push(violation('PP_TOO_MANY_WORDS', box));
      else if (b.word !== previous + 1) violations.push(violation('PP_WORD_ORDER', box, msg('PP_WORD_ORDER', { word: b.word, previous })));
      current = { word: b.word, firstBrick: k, bricks: 0, hand, end: null, scoredBy: null };
      words.push(current);
      expected = hand;
    }
    if (b.team !== expected) {
      violations.push(violation('PP_OUT_OF_TURN', box, outOfTurn(pp.teams, n, expected, why)));
    }
    lastProposer = b.team;
    current.bricks++;
    used++;
    if (b.mark === '1') {
      points[b.team]++;
      current.end = 'found';
      current.scoredBy = b.team;
      hand = b.team;
      why = t('PP_HAND_KEPT', { team: b.team + 1, word: current.word });
    } else if (b.mark === 'E') {
      const scorer = other(b.team);
      points[scorer]++;
      current.end = 'E';
      current.scoredBy = scorer;
      hand = scorer;
      why = t('PP_HAND_AFTER_E', { team: b.team + 1, word: current.word });
    } else if (current.bricks === PING_PONG_BRICKS_PER_WORD) {
      current.end = 'five-bricks';
      hand = other(current.hand);
      why = t('PP_HAND_PASSES', { word: current.word });
    }
  }
  const last = words[words.length - 1];
  const complete = used >= PING_PONG_BRICKS || (words.length >= PING_PONG_WORDS && last?.end != null);
  return { words, points, bricksUsed: used, complete, nextHand: hand, violations };
}

/** One proper name as the marks tell it (4.3.3). */
export interface ProperNamePlay {
  /** The team that bid first. */
  hand: TeamIndex;
  /** The team that played: the other one when it bid lower. */
  playedBy: TeamIndex;
  /** The bricks the playing team had: the lower bid. */
  bricks: number;
  /** The team with the 1 in its row (null when the column is wrong). */
  scoredBy: TeamIndex | null;
  found: boolean | null;
}

/**
 * Reads the Noms propres: team 0 bids first at the first name; a name found gives the point to the team that
 * played, which keeps the hand; a name not found gives the point to the other team, which takes the hand. So
 * the team that scored has the hand for the next name.
 */
export function readNomsPropres(np: Pick<NomsPropresSheet, 'names'>): { names: ProperNamePlay[]; points: [number, number]; complete: boolean } {
  const names: ProperNamePlay[] = [];
  const points: [number, number] = [0, 0];
  let hand: TeamIndex = 0;
  for (const n of Array.isArray(np.names) ? np.names : []) {
    const [first, second] = Array.isArray(n?.bids) ? n.bids : [0, null];
    const playedBy = second != null ? other(hand) : hand;
    const column = Array.isArray(n?.points) ? n.points : [0, 0];
    const scoredBy: TeamIndex | null = column[0] === 1 && column[1] !== 1 ? 0 : column[1] === 1 && column[0] !== 1 ? 1 : null;
    if (scoredBy !== null) points[scoredBy]++;
    names.push({ hand, playedBy, bricks: second ?? first ?? 0, scoredBy, found: scoredBy === null ? null : scoredBy === playedBy });
    if (scoredBy !== null) hand = scoredBy;
  }
  return { names, points, complete: names.length === PROPER_NAMES };
}

/** "Chaque expression trouvée rapporte 1 point" (4.4.3); after a stop, the boxes are dashes. */
export function pyramidPoints(p: PyramidSheet): number {
  const expressions = Array.isArray(p?.expressions) ? p.expressions : [];
  const end = p?.stop ?? expressions.length;
  return expressions.slice(0, end).filter((e) => e != null).length;
}

/** A Ping-Pong box as on the paper sheet: empty, a cross, a point or an E. */
export type PingPongBox = '' | PingPongMark;

/**
 * The Ping-Pong as the paper shows it: one row per team, 13 columns. An E is written in the row of the team
 * that erred and the point in the other team's row, "dans la même colonne" (6.3).
 */
export function pingPongGrid(pp: Pick<PingPongSheet, 'bricks'>): [PingPongBox[], PingPongBox[]] {
  const rows: [PingPongBox[], PingPongBox[]] = [Array<PingPongBox>(PING_PONG_BRICKS).fill(''), Array<PingPongBox>(PING_PONG_BRICKS).fill('')];
  pp.bricks.slice(0, PING_PONG_BRICKS).forEach((b, k) => {
    rows[b.team][k] = b.mark;
    if (b.mark === 'E') rows[other(b.team)][k] = '1';
  });
  return rows;
}

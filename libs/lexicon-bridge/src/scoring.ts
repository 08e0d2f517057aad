import type { ParsedDeal, ParsedRecord } from './validation';
import type { DealResult, GameResult, LexiconBridgeResult, PadEntry, PadReason, PlayerStanding, RubberResult, Side } from './types';

/** 003: "Si le déclarant fait plus de 6 levées ... Si le déclarant fait moins de 6 levées". */
export const BOOK = 6;
/** 003: "jusqu'à ce qu'une équipe ait 5 points ou plus d'inscrits au-dessous de la ligne". */
export const GAME_POINTS = 5;
/** 003: "les gagnants de la manche marquent 10 au-dessus de la ligne". */
export const GAME_BONUS = 10;
/** 003: "La première équipe ayant gagne deux manches a gagné le Rubber ... 50 points aux gagnants". */
export const GAMES_FOR_RUBBER = 2;
export const RUBBER_BONUS = 50;
/** 003: "plus 5 points pour chaque levée du déclarant inférieure à 6". */
export const PER_TRICK_SHORT = 5;
/** 003: grand chelem (13 levées) 40 points de plus, petit chelem (12 levées) 30 points. */
export const SLAM_BONUS = { petit: 30, grand: 40 } as const;
/** 003: renonce: "lui prendre 3 levées à la fin du jeu, soit marquer 50 points au-dessus de leur ligne". */
export const RENONCE_TRICKS = 3;
export const RENONCE_POINTS = 50;

export const sideOfSeat = (sides: readonly Side[], seat: number): number => sides.find((s) => s.seats.includes(seat))?.index ?? -1;

export interface DealScore {
  tricks: number;
  outcome: 'made' | 'book' | 'short';
  overtricks: number;
  short: number;
  slam: 'petit' | 'grand' | null;
  moved: number;
  entries: Omit<PadEntry, 'deal'>[];
}

/**
 * The points of one deal, before the games and the rubber: the declarer's above and below the line, or the
 * defenders' above; the slam; the revoke. Sides are partnerships (4 players) or single players (3 players).
 */
export function scoreDeal(deal: ParsedDeal, sides: readonly Side[]): DealScore {
  const three = sides.length === 3;
  const declarerSide = sideOfSeat(sides, deal.declarer);
  const defenders = sides.filter((s) => s.index !== declarerSide).map((s) => s.index);
  // The tricks of each side: at four the defenders hold 13 - tricks together; at three each defender his own.
  const tricks: number[] = sides.map(() => 0);
  tricks[declarerSide] = deal.tricks;
  if (three) for (const d of defenders) tricks[d] = deal.defenderTricks?.[sides[d]?.seats[0] as number] ?? 0;
  else tricks[defenders[0] as number] = 13 - deal.tricks;

  const entries: Omit<PadEntry, 'deal'>[] = [];
  const add = (side: number, where: 'above' | 'below', points: number, reason: PadReason): void => {
    if (points > 0) entries.push({ side, where, points, reason });
  };

  let moved = 0;
  const r = deal.renonce;
  if (r) {
    const revoker = sideOfSeat(sides, r.seat);
    const adversaries = revoker === declarerSide ? defenders : [declarerSide];
    if (r.penalty === 'tricks') {
      // The 3 tricks go to the adversaries; at three, a declarer's go to the defender named by `to`.
      const to = three && revoker === declarerSide ? sideOfSeat(sides, r.to as number) : (adversaries[0] as number);
      moved = Math.min(RENONCE_TRICKS, tricks[revoker] as number);
      tricks[revoker] = (tricks[revoker] as number) - moved;
      tricks[to] = (tricks[to] as number) + moved;
    } else for (const a of adversaries) add(a, 'above', RENONCE_POINTS, 'renonce');
  }

  const made = tricks[declarerSide] as number;
  const overtricks = Math.max(0, made - BOOK);
  const short = Math.max(0, BOOK - made);
  const slam = made === 13 ? 'grand' : made === 12 ? 'petit' : null;
  if (made > BOOK) {
    // 003: "il marque 6 au-dessus de la ligne ... Le nombre de levées au-dessus de 6 est marqué au-dessous de la ligne."
    add(declarerSide, 'above', BOOK, 'tricks');
    add(declarerSide, 'below', overtricks, 'overtricks');
    if (slam) add(declarerSide, 'above', SLAM_BONUS[slam], 'slam');
  } else if (made < BOOK) {
    // 003: "ses adversaires marquent leurs levées au-dessus de la ligne, plus 5 points pour chaque levée ... inférieure à 6".
    for (const d of defenders) add(d, 'above', (tricks[d] as number) + PER_TRICK_SHORT * short, 'defence');
  }
  return { tricks: made, outcome: made > BOOK ? 'made' : made < BOOK ? 'short' : 'book', overtricks, short, slam, moved, entries };
}

const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);
const sumOf = (entries: readonly PadEntry[], n: number, where: 'above' | 'below'): number[] => {
  const out = zeros(n);
  for (const e of entries) if (e.where === where) out[e.side] = (out[e.side] as number) + e.points;
  return out;
};

/** The deals on the pad: games ruled off at 5 below the line, rubbers of two games, the running totals. */
export function scoreRecord(parsed: ParsedRecord): LexiconBridgeResult {
  const { sides } = parsed;
  const n = sides.length;
  const players = (n === 3 ? 3 : 4) as 3 | 4;
  const seats = sides.flatMap((s) => s.seats).sort((a, b) => a - b);
  const rubbers: RubberResult[] = [];
  const deals: DealResult[] = [];
  const overall = zeros(n);
  let dealer = parsed.firstDealer;

  const newRubber = (): RubberResult => {
    const rubber: RubberResult = { number: rubbers.length + 1, deals: [], games: [{ number: 1, winner: null, below: zeros(n) }], winner: null, finished: false, above: zeros(n), below: zeros(n), totals: zeros(n) };
    rubbers.push(rubber);
    return rubber;
  };
  let rubber: RubberResult | undefined;

  parsed.deals.forEach((deal, i) => {
    if (!rubber || rubber.finished) rubber = newRubber();
    // A dealer given overrides; the deal then passes to the next seat (seat order is the order round the table).
    if (deal.dealer !== undefined) dealer = deal.dealer;
    else if (i > 0) dealer = (seats[(seats.indexOf(dealer) + 1) % seats.length] as number);
    const score = scoreDeal(deal, sides);
    const number = i + 1;
    const entries: PadEntry[] = score.entries.map((e) => ({ ...e, deal: number }));
    const game = rubber.games[rubber.games.length - 1] as GameResult;
    const below = sumOf(entries, n, 'below');
    below.forEach((p, s) => (game.below[s] = (game.below[s] as number) + p));
    let gameWonBy: number | null = null;
    let rubberWonBy: number | null = null;
    const winner = game.below.findIndex((p) => p >= GAME_POINTS);
    if (winner >= 0) {
      // 003: "On trace alors un trait tout du long des deux colonnes ... les gagnants de la manche marquent 10".
      gameWonBy = winner;
      game.winner = winner;
      entries.push({ deal: number, side: winner, where: 'above', points: GAME_BONUS, reason: 'game' });
      if (rubber.games.filter((g) => g.winner === winner).length === GAMES_FOR_RUBBER) {
        rubberWonBy = winner;
        rubber.winner = winner;
        rubber.finished = true;
        entries.push({ deal: number, side: winner, where: 'above', points: RUBBER_BONUS, reason: 'rubber' });
      } else rubber.games.push({ number: rubber.games.length + 1, winner: null, below: zeros(n) });
    }
    const above = sumOf(entries, n, 'above');
    for (let s = 0; s < n; s++) {
      rubber.above[s] = (rubber.above[s] as number) + (above[s] as number);
      rubber.below[s] = (rubber.below[s] as number) + (below[s] as number);
      rubber.totals[s] = (rubber.above[s] as number) + (rubber.below[s] as number);
      overall[s] = (overall[s] as number) + (above[s] as number) + (below[s] as number);
    }
    rubber.deals.push(number);
    deals.push({
      deal: number,
      rubber: rubber.number,
      game: game.number,
      dealer,
      words: deal.words,
      declarer: deal.declarer,
      declarerSide: sideOfSeat(sides, deal.declarer),
      tricksRecorded: deal.tricks,
      tricks: score.tricks,
      outcome: score.outcome,
      overtricks: score.overtricks,
      short: score.short,
      slam: score.slam,
      renonce: deal.renonce ? { ...deal.renonce, moved: score.moved } : null,
      entries,
      above,
      below,
      gameWonBy,
      rubberWonBy,
      rubberTotals: [...rubber.totals],
      runningTotals: [...overall],
    });
  });
  // A game opened after the last deal of an unfinished rubber, with nothing in it yet, is not shown.
  for (const r of rubbers) if (r.games.length > 1 && r.games[r.games.length - 1]?.below.every((p) => p === 0) && !r.finished) r.games.pop();
  const last = rubbers[rubbers.length - 1];
  return { players, sides: [...sides], from: parsed.from, firstDealer: parsed.firstDealer, deals, rubbers, totals: overall, finished: last?.finished ?? false };
}

/**
 * Each player's points: his side's total over every rubber (003: "On additionne les chiffres de chaque colonne
 * au-dessus et au-dessous de la ligne"); partners share it. Places: the highest first, ties share a place.
 */
export function playerStandings(result: LexiconBridgeResult): PlayerStanding[] {
  const lines = result.sides.flatMap((side) => side.seats.map((seat) => ({ seat, side: side.index, points: result.totals[side.index] as number })));
  return lines
    .map((l) => ({ ...l, place: 1 + lines.filter((o) => o.points > l.points).length }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
}

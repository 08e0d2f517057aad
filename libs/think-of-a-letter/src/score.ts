import { searchBestGrid, type BestFound } from './best-grid';
import { scoreGrid, type GridScore } from './grid';
import { pointsTable } from './points';
import { parseRecord, type ThinkOfALetterRecord } from './record';
import type { ThinkOfALetterSettings } from './settings';
import { places } from './standings';
import type { WordJudge } from './words';

export interface PlayerResult {
  seat: number;
  /** False until the player's grid is entered. */
  entered: boolean;
  /** The grid's score (null until entered): rows, columns, their words and totals. */
  score: GridScore | null;
  points: number;
  place: number;
}

export interface ThinkOfALetterResult {
  size: number;
  pointsTable: { length: number; points: number }[];
  callsMade: number;
  callsNeeded: number;
  /** Every letter called and every grid entered. */
  finished: boolean;
  players: PlayerResult[];
  /**
   * For the curious, once the game is finished: the best grid a bounded search found for the called letters
   * (the same for every player, who all had the same letters), scored like the others. Not proven optimal.
   */
  bestFound: (BestFound & { score: GridScore }) | null;
}

/** Checks the whole record and scores it: each grid's rows and columns, the places, and the best found grid. */
export function scoreGame(settings: ThinkOfALetterSettings, players: number, raw: unknown, judge: WordJudge): { record: ThinkOfALetterRecord; result: ThinkOfALetterResult } {
  const record = parseRecord(settings, players, raw);
  const scores = record.grids.map((g) => (g ? scoreGrid(g.rows, judge, settings.bonuses) : null));
  const placed = places(scores.map((s) => s?.total ?? 0));
  const callsNeeded = settings.size * settings.size;
  const finished = record.calls.length === callsNeeded && record.grids.every((g) => g !== null);
  let bestFound: ThinkOfALetterResult['bestFound'] = null;
  if (finished && settings.bestGrid.iterations > 0) {
    const letters = record.calls.map((c) => c.letter);
    const starts = record.grids.flatMap((g) => (g ? [g.rows] : []));
    const found = searchBestGrid(letters, settings.size, judge, settings.bonuses, { ...settings.bestGrid, starts });
    bestFound = { ...found, score: scoreGrid(found.rows, judge, settings.bonuses) };
  }
  return {
    record,
    result: {
      size: settings.size,
      pointsTable: pointsTable(settings.size, settings.bonuses),
      callsMade: record.calls.length,
      callsNeeded,
      finished,
      players: placed.map((p, i) => ({ seat: p.seat, entered: scores[i] !== null, score: scores[i] ?? null, points: p.points, place: p.place })),
      bestFound,
    },
  };
}

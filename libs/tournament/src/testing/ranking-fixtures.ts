import { NO_STATS, type PlayerSheetSummary } from '../duplicate-summary';

/** Coups 1..30 played in order. */
export const PLAY_ORDER: number[] = Array.from({ length: 30 }, (_, i) => i + 1);


/** A sheet summary with the given columns; everything else 0. */
export function player(playerId: string, columns: Partial<Omit<PlayerSheetSummary, 'playerId'>> = {}): PlayerSheetSummary {
  return {
    playerId,
    notCounted: null,
    total: 0,
    tens: 0,
    numbersPoints: 0,
    nines: 0,
    eights: 0,
    sevens: 0,
    lettersPoints: 0,
    toppedRounds: [],
    topPoints: 0,
    stats: { ...NO_STATS, roundsTopped: columns.toppedRounds?.length ?? 0 },
    ...columns,
  };
}

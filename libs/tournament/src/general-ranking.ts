import { AfternoonInputError } from './afternoon-errors';
import { isFinished, placesOf, type Bracket } from './bracket';
import { POULE_SIZE } from './poules';

/** Rules-decisions "Poules and matches": general final place = 16 x (poule index) + place in poule (poule A: 0). */
export function generalPlace(pouleIndex: number, placeInPoule: number, size: number = POULE_SIZE): number {
  return size * pouleIndex + placeInPoule;
}

export interface GeneralRankingRow {
  place: number;
  playerId: string;
  poule: string;
  placeInPoule: number;
}

export interface GeneralRanking {
  /** Every player of the poules, best first. */
  rows: GeneralRankingRow[];
  /** Withdrawn before the poules were formed: listed apart, without a place, in the order given. */
  withdrawn: string[];
}

/**
 * The final general ranking from the finished brackets of every poule. A player who withdrew during the
 * afternoon is still in a poule: they lost their later matches by forfeit and hold the place they ended in.
 */
export function generalRanking(brackets: readonly Bracket[], withdrawnBeforePoules: readonly string[] = []): GeneralRanking {
  const sorted = [...brackets].sort((x, y) => x.poule.index - y.poule.index);
  const seen = new Set<string>();
  const rows: GeneralRankingRow[] = [];
  sorted.forEach((b, i) => {
    const p = b.poule;
    if (p.index !== i) throw new AfternoonInputError('INVALID_POULE', 'brackets', `poule ${i + 1} of ${sorted.length} is missing or given twice`);
    if (p.size !== sorted[0]!.poule.size) throw new AfternoonInputError('INVALID_POULE', 'brackets', 'every poule must have the same size');
    if (!isFinished(b)) throw new AfternoonInputError('POULE_NOT_FINISHED', 'brackets', `poule ${p.id} still has matches to play`);
    const held = placesOf(b).filter((x) => x.status === 'held');
    if (held.length !== p.entries.length) throw new AfternoonInputError('INVALID_PLACES', 'brackets', `poule ${p.id}: a player has no place`);
    for (const x of held) {
      if (seen.has(x.playerId!)) throw new AfternoonInputError('DUPLICATE_PLAYER', 'brackets', `player ${x.playerId} is placed twice`);
      seen.add(x.playerId!);
      rows.push({ place: generalPlace(p.index, x.place, p.size), playerId: x.playerId!, poule: p.id, placeInPoule: x.place });
    }
  });
  const withdrawn = [...withdrawnBeforePoules];
  for (const id of withdrawn) {
    if (seen.has(id)) throw new AfternoonInputError('DUPLICATE_PLAYER', 'withdrawnBeforePoules', `player ${id} withdrew but plays in a poule`);
  }
  if (new Set(withdrawn).size !== withdrawn.length) {
    throw new AfternoonInputError('DUPLICATE_PLAYER', 'withdrawnBeforePoules', 'a withdrawn player is listed twice');
  }
  return { rows: rows.sort((x, y) => x.place - y.place), withdrawn };
}

import { t } from '@greffier/messages';
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
    if (p.index !== i) throw new AfternoonInputError('INVALID_POULE', 'brackets', t('POULE_MISSING_OR_TWICE', { index: i + 1, count: sorted.length }));
    if (p.size !== sorted[0]!.poule.size) throw new AfternoonInputError('INVALID_POULE', 'brackets', t('POULES_SAME_SIZE'));
    if (!isFinished(b)) throw new AfternoonInputError('POULE_NOT_FINISHED', 'brackets', t('POULE_STILL_PLAYING', { poule: p.id }));
    const held = placesOf(b).filter((x) => x.status === 'held');
    if (held.length !== p.entries.length) throw new AfternoonInputError('INVALID_PLACES', 'brackets', t('POULE_PLAYER_WITHOUT_PLACE', { poule: p.id }));
    for (const x of held) {
      if (seen.has(x.playerId!)) throw new AfternoonInputError('DUPLICATE_PLAYER', 'brackets', t('PLAYER_PLACED_TWICE', { player: x.playerId! }));
      seen.add(x.playerId!);
      rows.push({ place: generalPlace(p.index, x.place, p.size), playerId: x.playerId!, poule: p.id, placeInPoule: x.place });
    }
  });
  const withdrawn = [...withdrawnBeforePoules];
  for (const id of withdrawn) {
    if (seen.has(id)) throw new AfternoonInputError('DUPLICATE_PLAYER', 'withdrawnBeforePoules', t('WITHDRAWN_IN_POULE', { player: id }));
  }
  if (new Set(withdrawn).size !== withdrawn.length) {
    throw new AfternoonInputError('DUPLICATE_PLAYER', 'withdrawnBeforePoules', t('WITHDRAWN_TWICE'));
  }
  return { rows: rows.sort((x, y) => x.place - y.place), withdrawn };
}

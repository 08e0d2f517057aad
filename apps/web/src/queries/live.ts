import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type HeldRanking, patchedRanking, rankingReadDelay, type TournamentEvent } from '../lib/events';
import { duplicateKeys, type LiveRanking } from './duplicate';
import { entryKeys } from './entries';
import { matchKeys } from './matches';
import { pyramideKeys } from './pyramide';
import { isAbsent, tournamentScope } from './query';
import { roomKeys } from './room';
import { rulingKeys } from './rulings';
import { sheetKeys } from './sheets';
import { tournamentKeys } from './tournaments';

/** A read to refresh; `created`: the event may have brought into being what was cached as "not set up yet". */
interface Refresh {
  key: QueryKey;
  created?: boolean;
}

/**
 * The reads a change of an entity can move (the server names the entity in each `change` event). Nothing else is
 * read again: a screen of the poules does not refetch the duplicate, and a part of the tournament cached as absent
 * (404: no duplicate, poules or Pyramide yet) is only read again by the event that creates it.
 */
export function refreshesOf(event: Pick<TournamentEvent, 'entity' | 'action'>, t: string): Refresh[] {
  switch (event.entity) {
    case 'tournament':
      if (event.action.startsWith('poules.')) return [{ key: matchKeys.all(t), created: true }, { key: tournamentKeys.card(t) }];
      return [{ key: tournamentKeys.card(t) }, { key: tournamentKeys.list() }];
    case 'tournament_entry':
      return [{ key: entryKeys.list(t) }, { key: sheetKeys.worklist(t) }, { key: pyramideKeys.config(t) }];
    case 'tournament_ruling':
      return [{ key: rulingKeys.list(t) }, { key: sheetKeys.all(t) }, { key: [...duplicateKeys.all(t), 'score'] }];
    case 'duplicate_session':
      return [{ key: duplicateKeys.session(t), created: true }, { key: duplicateKeys.ranking(t), created: true }, { key: sheetKeys.all(t) }];
    case 'duplicate_draw':
      return [{ key: duplicateKeys.session(t) }, { key: sheetKeys.all(t) }, { key: [...duplicateKeys.all(t), 'score'] }, { key: roomKeys.view(t) }];
    case 'room_display':
      return [{ key: roomKeys.view(t) }];
    case 'answer_sheet':
      return [{ key: sheetKeys.all(t) }];
    case 'match':
      return [{ key: matchKeys.all(t) }];
    case 'pyramide_tournament':
      return [{ key: pyramideKeys.all(t), created: true }];
    case 'pyramide_game':
    case 'pyramide_sheet':
      return [{ key: pyramideKeys.all(t) }];
    default:
      return [];
  }
}

/** What a sheet's save sent from the background (the drafts' queue, no screen showing it) can have changed, by the draft's area. */
export function savedReads(area: string, t: string): QueryKey {
  if (area.startsWith('match')) return matchKeys.all(t);
  if (area.startsWith('pyramide')) return pyramideKeys.all(t);
  if (area.startsWith('duplicate')) return sheetKeys.all(t);
  return tournamentScope(t);
}

/** The `ranking` event: the duplicate ranking (and the public sheets under it) may have moved. */
export const rankingRefresh = (t: string): Refresh[] => [{ key: duplicateKeys.ranking(t) }];

/** The `ranking` event whose patch the screen applied: only the public sheets under the ranking are read again. */
export const publicSheetsRefresh = (t: string): Refresh[] => [{ key: [...duplicateKeys.ranking(t), 'player'] }];

/**
 * The ranking held, patched by a `ranking` event when its patch applies (patchedRanking) and no read of it is under
 * way: true when it did, and the ranking need not be read again.
 */
export function applyRankingEvent(queryClient: QueryClient, t: string, data: string): boolean {
  // A read under way may answer with the ranking before this one, after the patch: the ranking is read again instead.
  if (queryClient.isFetching({ queryKey: duplicateKeys.ranking(t), exact: true }) > 0) return false;
  const held = queryClient.getQueryData<(LiveRanking & HeldRanking) | null>(duplicateKeys.ranking(t));
  const next = patchedRanking(held, data);
  if (!next) return false;
  if (next !== held) queryClient.setQueryData(duplicateKeys.ranking(t), next);
  return true;
}

function apply(queryClient: QueryClient, refreshes: Iterable<Refresh>): void {
  for (const r of refreshes) void queryClient.invalidateQueries({ queryKey: r.key, predicate: r.created ? undefined : (q) => !isAbsent(q) });
}

/** Events come in bursts (a bulk registration announces every entry): each read is refreshed once per burst. */
const BURST_MS = 120;


/**
 * Follows one tournament live for the screen that calls it (once per page): each change refreshes only the
 * reads of its entity, once per burst. After a network cut the browser reconnects by itself, and every read of
 * the tournament is taken again (what happened meanwhile was not heard).
 */
export function useLiveTournament(tournamentId: string | undefined): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!tournamentId) return;
    const t = tournamentId;
    const pending = new Map<string, Refresh>();
    let timer: number | undefined;
    let rankingTimer: number | undefined;
    const queue = (refreshes: Refresh[]) => {
      for (const r of refreshes) {
        const id = JSON.stringify(r.key);
        pending.set(id, { key: r.key, created: r.created || pending.get(id)?.created });
      }
      timer ??= window.setTimeout(() => {
        timer = undefined;
        const batch = [...pending.values()];
        pending.clear();
        apply(queryClient, batch);
      }, BURST_MS);
    };
    let opened = false;
    let lost = false;
    const source = new EventSource(`/tournaments/${t}/events`);
    source.onopen = () => {
      setConnected(true);
      if (opened && lost) queue([{ key: tournamentScope(t), created: true }]);
      opened = true;
      lost = false;
    };
    source.onerror = () => {
      const open = source.readyState === EventSource.OPEN;
      if (!open) lost = true;
      setConnected(open);
    };
    source.addEventListener('change', (message) => queue(refreshesOf(JSON.parse((message as MessageEvent<string>).data) as TournamentEvent, t)));
    // Whether the read planned must read the ranking itself (an event whose patch did not apply), or only the
    // public sheets under it.
    let rankingRead = false;
    source.addEventListener('ranking', (message) => {
      const data = (message as MessageEvent<string>).data;
      rankingRead ||= !applyRankingEvent(queryClient, t, data);
      // One read per window: an event heard while a read is already planned is answered by that read.
      rankingTimer ??= window.setTimeout(() => {
        rankingTimer = undefined;
        queue(rankingRead ? rankingRefresh(t) : publicSheetsRefresh(t));
        rankingRead = false;
      }, rankingReadDelay(data));
    });
    return () => {
      source.close();
      if (timer !== undefined) window.clearTimeout(timer);
      if (rankingTimer !== undefined) window.clearTimeout(rankingTimer);
      setConnected(false);
    };
  }, [tournamentId, queryClient]);
  return { connected };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** One change in a tournament, pushed by the server (GET /tournaments/{id}/events, server-sent events). */
export interface TournamentEvent {
  tournamentId: string;
  /** What changed: answer_sheet, duplicate_draw, duplicate_session, room_display, tournament, match, ... */
  entity: string;
  entityId: string;
  action: string;
  at: string;
}

/**
 * Follows a tournament's changes live. The browser's EventSource reconnects by itself after a network cut;
 * `connected` tells the screen whether what it shows is live.
 */
export function useTournamentEvents(
  tournamentId: string | undefined,
  onEvent: (event: TournamentEvent) => void,
  type: 'change' | 'ranking' = 'change',
): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!tournamentId) return;
    const source = new EventSource(`/tournaments/${tournamentId}/events`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    source.addEventListener(type, (message) => handler.current(JSON.parse((message as MessageEvent<string>).data) as TournamentEvent));
    return () => {
      source.close();
      setConnected(false);
    };
  }, [tournamentId, type]);
  return { connected };
}

/** Refetches the given reads whenever one of the listed entities changes in the tournament (all when omitted). */
export function useLiveQueries(tournamentId: string | undefined, queryKeys: readonly unknown[][], entities?: string[]): { connected: boolean } {
  const queryClient = useQueryClient();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  return useTournamentEvents(tournamentId, (event) => {
    if (entities && !entities.includes(event.entity)) return;
    for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
  });
}

/**
 * Refetches the duplicate ranking when the server says it may have moved (its `ranking` event, once per burst of
 * changes); the browser sends the ranking's ETag back, so an unchanged ranking costs a 304.
 */
export function useLiveRanking(tournamentId: string | undefined, queryKey: readonly unknown[]): { connected: boolean } {
  const queryClient = useQueryClient();
  return useTournamentEvents(tournamentId, () => void queryClient.invalidateQueries({ queryKey }), 'ranking');
}

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
 * `connected` tells the screen whether what it shows is live. The screens' reads follow the events through
 * data/live.ts (useLiveTournament); the room's screens listen here.
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

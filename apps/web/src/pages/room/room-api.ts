import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, body } from '../../api/client';
import type { components } from '../../api/schema';
import { type RoomClock, roomClock } from '../../../../../libs/tournament/src/room-display';
import { useTournamentEvents } from '../../lib/events';

export type RoomView = components['schemas']['RoomResponseDto'];

export interface NumbersTop {
  exact: boolean;
  best: number[];
  distance: number;
  solution?: string[] | string;
}
export interface LettersTop {
  maxLength: number;
  words: string[];
}

export const roomKey = (tournamentId: string) => ['tournament', tournamentId, 'room'] as const;

/**
 * The room's state, live: read again whenever it changes (server-sent events), and its countdown run
 * locally against the server's clock (the offset measured at each read), so every screen shows the same second.
 */
export function useRoom(tournamentId: string) {
  const query = useQuery({
    queryKey: roomKey(tournamentId),
    queryFn: async () => {
      const sent = Date.now();
      const view = body<RoomView>(await api.GET('/tournaments/{tournamentId}/duplicate/room', { params: { path: { tournamentId } } }));
      const received = Date.now();
      return { view, offset: new Date(view.serverTime).getTime() - (sent + received) / 2 };
    },
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  const { connected } = useTournamentEvents(tournamentId, (event) => {
    if (event.entity === 'room_display' || event.entity === 'duplicate_draw') void query.refetch();
  });
  return { query, connected };
}

/** The countdown of the shown draw, ticking 5 times a second. */
export function useRoomClock(view: RoomView | undefined, offset: number): RoomClock | null {
  const [now, setNow] = useState(() => Date.now());
  const running = view?.phase === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, [running]);
  if (!view) return null;
  const state = { round: view.round, phase: view.phase as 'WAITING' | 'RUNNING' | 'TOP', startedAt: view.startedAt ? new Date(view.startedAt).getTime() : null };
  return roomClock(state, view.kind as 'NUMBERS' | 'LETTERS', now + offset, view.limits);
}

export const KIND_LABELS: Record<string, string> = { NUMBERS: 'Chiffres', LETTERS: 'Lettres' };
export const STAGE_LABELS: Record<string, string> = { HIDDEN: 'En attente', THINKING: 'Recherche', WRITING: 'Écriture', OVER: 'Temps écoulé' };

export function solutionLines(top: NumbersTop): string[] {
  if (!top.solution) return [];
  return Array.isArray(top.solution) ? top.solution : top.solution.split(/\n|;/).map((l) => l.trim()).filter(Boolean);
}

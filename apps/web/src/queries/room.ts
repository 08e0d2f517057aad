import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';
import { duplicateKeys } from './duplicate';

export type RoomView = components['schemas']['RoomResponseDto'];
/** The room as read: its state, and how far the server's clock is from this one (measured at each read). */
export interface RoomRead {
  view: RoomView;
  offset: number;
}
export type RoomAction = 'show' | 'start' | 'top' | 'next' | 'previous';

/** The room display's reads (the projector and its remote): the room's state, under the duplicate's. */
export const roomKeys = {
  view: (tournamentId: string) => [...duplicateKeys.all(tournamentId), 'room'] as const,
};

const at = (tournamentId: string) => ({ params: { path: { tournamentId } } });

/**
 * The room's state; live through useLiveTournament (live.ts: a move of the room or a prepared draw reads it
 * again), and once a minute besides, so that a screen left alone keeps the server's clock.
 */
export function useRoom(tournamentId: string) {
  return useQuery({
    queryKey: roomKeys.view(tournamentId),
    queryFn: async (): Promise<RoomRead> => {
      const sent = Date.now();
      const view = body<RoomView>(await api.GET('/tournaments/{tournamentId}/duplicate/room', at(tournamentId)));
      const received = Date.now();
      return { view, offset: new Date(view.serverTime).getTime() - (sent + received) / 2 };
    },
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/**
 * A move of the room (start the time, show the top, another coup) from the version shown. The answer is the room
 * as it now is: stored at once, so that a quick second press sends its version (no 409), the server's clock
 * offset kept from the last read. A refused move (409: another screen moved the room) reads the room again.
 */
export function useMoveRoom(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, round, version }: { action: RoomAction; round?: number; version: number }) =>
      body<RoomView>(await api.POST('/tournaments/{tournamentId}/duplicate/room', { ...at(tournamentId), body: { action, round, version }, headers: reasonHeaders() })),
    onSuccess: (view) => queryClient.setQueryData<RoomRead>(roomKeys.view(tournamentId), (old) => ({ view, offset: old?.offset ?? 0 })),
    onError: () => void queryClient.invalidateQueries({ queryKey: roomKeys.view(tournamentId) }),
  });
}

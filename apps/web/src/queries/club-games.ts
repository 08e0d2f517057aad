import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';
import type { SaveRequest } from '../lib/drafts';
import type { Player } from './players';

/** A game of a club evening as the API returns it; its settings, record and result depend on the game. */
export type ClubGame = components['schemas']['ClubGameResponseDto'];
export type GameKind = ClubGame['kind'];
export type SeatInput = components['schemas']['ClubGamePlayerDto'];

/** The history's filters, as the API takes them (days YYYY-MM-DD). */
export interface GameFilters {
  kind?: GameKind;
  from?: string;
  to?: string;
}

/** The club evenings, by club: its players (for the seats), its games (the history filtered, one game). The club itself is clubs.ts's. */
export const clubGameKeys = {
  all: (clubId: string) => ['club-evenings', clubId] as const,
  players: (clubId: string) => [...clubGameKeys.all(clubId), 'players'] as const,
  lists: (clubId: string) => [...clubGameKeys.all(clubId), 'list'] as const,
  list: (clubId: string, filters: GameFilters) => [...clubGameKeys.lists(clubId), { kind: filters.kind ?? null, from: filters.from ?? null, to: filters.to ?? null }] as const,
  game: (clubId: string, gameId: string) => [...clubGameKeys.all(clubId), 'game', gameId] as const,
};

/** The club's players, for the seats (500 at most: the API's largest page), by name. */
export function useClubPlayers(clubId: string) {
  return useQuery({
    queryKey: clubGameKeys.players(clubId),
    queryFn: async () => {
      const page = body<{ items: Player[]; total: number }>(await api.GET('/players', { params: { query: { clubId, pageSize: 500 } } }));
      return [...page.items].sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr'));
    },
    staleTime: 60_000,
  });
}

const HISTORY_SIZE = 500;

/** The club's games, the latest first, filtered by game and days: the history shows the latest 500 (a page of the API's largest size). */
export function useClubGames(clubId: string, filters: GameFilters) {
  return useQuery({
    queryKey: clubGameKeys.list(clubId, filters),
    queryFn: async () => {
      const query = { kind: filters.kind, from: filters.from || undefined, to: filters.to || undefined, pageSize: HISTORY_SIZE };
      return body<{ items: ClubGame[] }>(await api.GET('/clubs/{clubId}/games', { params: { path: { clubId }, query } })).items;
    },
    // Another filter keeps the rows shown until its own answer comes.
    placeholderData: keepPreviousData,
  });
}

export function useClubGame(clubId: string, gameId: string) {
  return useQuery({
    queryKey: clubGameKeys.game(clubId, gameId),
    queryFn: async () => body<ClubGame>(await api.GET('/clubs/{clubId}/games/{gameId}', { params: { path: { clubId, gameId } } })),
  });
}

const inList = (filters: GameFilters, g: ClubGame) =>
  (!filters.kind || filters.kind === g.kind) && (!filters.from || g.playedOn >= filters.from) && (!filters.to || g.playedOn <= filters.to);
const latestFirst = (a: ClubGame, b: ClubGame) => b.playedOn.localeCompare(a.playedOn) || b.createdAt.localeCompare(a.createdAt);

/** A game as the server answered a write: in its own read and in every list read of its club, at once. */
export function storeGame(queryClient: QueryClient, game: ClubGame): void {
  queryClient.setQueryData(clubGameKeys.game(game.clubId, game.id), game);
  for (const [key, list] of queryClient.getQueriesData<ClubGame[]>({ queryKey: clubGameKeys.lists(game.clubId) })) {
    if (!list) continue;
    const filters = (key[3] ?? {}) as { kind: GameKind | null; from: string | null; to: string | null };
    const others = list.filter((g) => g.id !== game.id);
    const keep = inList({ kind: filters.kind ?? undefined, from: filters.from ?? undefined, to: filters.to ?? undefined }, game);
    queryClient.setQueryData(key, keep ? [...others, game].sort(latestFirst) : others);
  }
}

function forgetGame(queryClient: QueryClient, clubId: string, gameId: string): void {
  queryClient.removeQueries({ queryKey: clubGameKeys.game(clubId, gameId) });
  for (const [key, list] of queryClient.getQueriesData<ClubGame[]>({ queryKey: clubGameKeys.lists(clubId) })) {
    if (list) queryClient.setQueryData(key, list.filter((g) => g.id !== gameId));
  }
}

/** Stores what a save of the record answered (the drafts' queue sends it: see recordSave). */
export function useStoreGame(): (game: ClubGame) => void {
  const queryClient = useQueryClient();
  return useCallback((game: ClubGame) => storeGame(queryClient, game), [queryClient]);
}

/** The whole record, PUT with the version it was typed on: the drafts' queue keeps it and sends it again while the server is away. */
export function recordSave(game: ClubGame, record: unknown, version: number): SaveRequest {
  return {
    method: 'PUT',
    path: '/clubs/{clubId}/games/{gameId}/record',
    params: { clubId: game.clubId, gameId: game.id },
    body: { record, version },
    headers: reasonHeaders(undefined, version),
  };
}

export interface NewGame {
  kind: GameKind;
  playedOn: string;
  title?: string;
  players: SeatInput[];
  settings?: Record<string, unknown>;
}

export function useCreateGame(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The document gives the settings as a free object: each game's own (docs/club-evenings.md).
    mutationFn: async (game: NewGame) => body<ClubGame>(await api.POST('/clubs/{clubId}/games', { params: { path: { clubId } }, body: { ...game, settings: game.settings as never } })),
    onSuccess: (game) => storeGame(queryClient, game),
  });
}

/** The Sloubi's next round, thrown by the server from the game's seed. */
export function useThrowRound(game: ClubGame) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) =>
      body<ClubGame>(
        await api.POST('/clubs/{clubId}/games/{gameId}/actions', {
          params: { path: { clubId: game.clubId, gameId: game.id } },
          headers: reasonHeaders(undefined, version),
          body: { type: 'throw', version },
        }),
      ),
    onSuccess: (next) => storeGame(queryClient, next),
    onError: () => void queryClient.invalidateQueries({ queryKey: clubGameKeys.game(game.clubId, game.id) }),
  });
}

export function useDeleteGame(game: ClubGame) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, reason }: { version: number; reason: string }) =>
      body<void>(await api.DELETE('/clubs/{clubId}/games/{gameId}', { params: { path: { clubId: game.clubId, gameId: game.id } }, headers: reasonHeaders(reason, version) })),
    onSuccess: () => forgetGame(queryClient, game.clubId, game.id),
  });
}

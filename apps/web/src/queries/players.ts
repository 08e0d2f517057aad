import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';

export type Player = components['schemas']['PlayerResponseDto'];
export type PlayerPage = components['schemas']['PlayerPageDto'];
export type ImportResult = components['schemas']['ImportResultDto'];

export interface PlayerQuery {
  /** Searched by the server, blind to case, accents and punctuation (names, licence, club). */
  q?: string;
  clubId?: string;
  /** Only the players not entered in this tournament: its candidates. */
  notInTournament?: string;
  page?: number;
  pageSize: number;
}

/** The licenciés: pages of a search (by name, licence or club; the candidates of a tournament), one player. */
export const playerKeys = {
  all: ['players'] as const,
  pages: () => [...playerKeys.all, 'page'] as const,
  page: (query: PlayerQuery) =>
    [
      ...playerKeys.pages(),
      { q: query.q ?? '', clubId: query.clubId ?? '', notInTournament: query.notInTournament ?? '', page: query.page ?? 1, pageSize: query.pageSize },
    ] as const,
  one: (id: string) => [...playerKeys.all, 'one', id] as const,
};

export function usePlayerPage(query: PlayerQuery) {
  return useQuery({
    queryKey: playerKeys.page(query),
    queryFn: async () =>
      body<PlayerPage>(
        await api.GET('/players', {
          params: {
            query: {
              q: query.q || undefined,
              clubId: query.clubId || undefined,
              notInTournament: query.notInTournament || undefined,
              page: query.page,
              pageSize: query.pageSize,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export const readPlayer = async (id: string) => body<Player>(await api.GET('/players/{id}', { params: { path: { id } } }));

export interface PlayerFields {
  lastName: string;
  firstName: string;
  clubId: string;
  category: string | null;
  rating: number | null;
}

/** A player as a write answered it: its own read at once; the pages (order, search) are read again. */
function useStorePlayer() {
  const queryClient = useQueryClient();
  return (player: Player | null, id?: string) => {
    if (player) queryClient.setQueryData(playerKeys.one(player.id), player);
    else if (id) queryClient.removeQueries({ queryKey: playerKeys.one(id) });
    void queryClient.invalidateQueries({ queryKey: playerKeys.pages() });
  };
}

export function useCreatePlayer() {
  const store = useStorePlayer();
  return useMutation({
    mutationFn: async (p: PlayerFields & { licence: string }) =>
      body<Player>(await api.POST('/players', { body: { ...p, category: p.category ?? undefined, rating: p.rating ?? undefined } })),
    onSuccess: (p) => store(p),
  });
}

export function useUpdatePlayer(id: string) {
  const store = useStorePlayer();
  return useMutation({
    mutationFn: async ({ fields, version, reason }: { fields: PlayerFields; version: number; reason?: string }) =>
      body<Player>(await api.PATCH('/players/{id}', { params: { path: { id } }, headers: reasonHeaders(reason, version), body: fields as never })),
    onSuccess: (p) => store(p),
  });
}

export function useDeletePlayer() {
  const store = useStorePlayer();
  return useMutation({
    mutationFn: async ({ player, reason }: { player: Player; reason: string }) =>
      body<void>(await api.DELETE('/players/{id}', { params: { path: { id: player.id } }, headers: reasonHeaders(reason, player.version) })),
    onSuccess: (_d, { player }) => store(null, player.id),
  });
}

/** POST /players/import with the file's own bytes (UTF-8 or Windows-1252: the server decodes). */
export function useImportPlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, clubId }: { file: File; clubId?: string }) =>
      body<ImportResult>(
        await api.POST('/players/import', {
          params: { query: { clubId: clubId || undefined } },
          body: file as unknown as string,
          bodySerializer: (b: unknown) => b as Blob,
          headers: { 'Content-Type': 'text/csv' },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playerKeys.all }),
  });
}

/** GET /players/export.csv needs the token: the file is fetched, then offered as a download from memory. */
export function useExportPlayers() {
  return useMutation({
    mutationFn: async (clubId?: string) => body<Blob>(await api.GET('/players/export.csv', { params: { query: { clubId } }, parseAs: 'blob' })),
  });
}

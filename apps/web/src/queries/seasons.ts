import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';
import { retryUnlessMissing } from './query';

export type Season = components['schemas']['SeasonResponseDto'];
export type SeasonPage = components['schemas']['SeasonPageDto'];
export type SeasonRanking = components['schemas']['SeasonRankingDto'];
export type SeasonRankingRow = components['schemas']['SeasonRankingRowDto'];
export type SeasonHistory = components['schemas']['SeasonPlayerHistoryDto'];
export type SeasonClub = components['schemas']['SeasonClubDto'];
export type SeasonProfile = Season['profile'];

/** The seasons (docs/seasons.md): the list, one season, its ranking's pages, a player's and a club's season. */
export const seasonKeys = {
  all: ['seasons'] as const,
  lists: () => [...seasonKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...seasonKeys.lists(), { page, pageSize }] as const,
  one: (id: string) => [...seasonKeys.all, 'one', id] as const,
  /** Everything computed from a season's rule: its ranking, its players' and clubs' pages. */
  results: (id: string) => [...seasonKeys.all, 'results', id] as const,
  ranking: (id: string, page: number, pageSize: number) => [...seasonKeys.results(id), 'ranking', { page, pageSize }] as const,
  player: (id: string, playerId: string) => [...seasonKeys.results(id), 'player', playerId] as const,
  club: (id: string, clubId: string) => [...seasonKeys.results(id), 'club', clubId] as const,
};

export function useSeasons(page = 1, pageSize = 50) {
  return useQuery({
    queryKey: seasonKeys.list(page, pageSize),
    queryFn: async () => body<SeasonPage>(await api.GET('/seasons', { params: { query: { page, pageSize } } })),
    placeholderData: keepPreviousData,
  });
}

export const readSeason = async (id: string) => body<Season>(await api.GET('/seasons/{id}', { params: { path: { id } } }));

export function useSeason(id: string) {
  return useQuery({ queryKey: seasonKeys.one(id), enabled: !!id, queryFn: () => readSeason(id), retry: retryUnlessMissing });
}

export function useSeasonRanking(id: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: seasonKeys.ranking(id, page, pageSize),
    enabled: !!id,
    queryFn: async () => body<SeasonRanking>(await api.GET('/seasons/{id}/ranking', { params: { path: { id }, query: { page, pageSize } } })),
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}

export function useSeasonPlayer(id: string, playerId: string) {
  return useQuery({
    queryKey: seasonKeys.player(id, playerId),
    enabled: !!id && !!playerId,
    queryFn: async () => body<SeasonHistory>(await api.GET('/seasons/{id}/players/{playerId}', { params: { path: { id, playerId } } })),
    retry: retryUnlessMissing,
  });
}

export function useSeasonClub(id: string, clubId: string) {
  return useQuery({
    queryKey: seasonKeys.club(id, clubId),
    enabled: !!id && !!clubId,
    queryFn: async () => body<SeasonClub>(await api.GET('/seasons/{id}/clubs/{clubId}', { params: { path: { id, clubId } } })),
    retry: retryUnlessMissing,
  });
}

export interface SeasonFields {
  name: string;
  firstDay: string;
  lastDay: string;
  profile: SeasonProfile;
  parameters: { best: number; points?: number[]; beyond?: number };
}

/** A season as a write answered it: its own read at once; the lists and everything its rule computes are read again. */
function useStoreSeason() {
  const queryClient = useQueryClient();
  return (season: Season | null, id: string) => {
    if (season) queryClient.setQueryData(seasonKeys.one(id), season);
    else queryClient.removeQueries({ queryKey: seasonKeys.one(id) });
    void queryClient.invalidateQueries({ queryKey: seasonKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: seasonKeys.results(id) });
  };
}

export function useCreateSeason() {
  const store = useStoreSeason();
  return useMutation({
    mutationFn: async (s: SeasonFields) => body<Season>(await api.POST('/seasons', { body: s as never })),
    onSuccess: (season) => store(season, season.id),
  });
}

export function useUpdateSeason(id: string) {
  const store = useStoreSeason();
  return useMutation({
    mutationFn: async ({ fields, version, reason }: { fields: SeasonFields; version: number; reason?: string }) =>
      body<Season>(await api.PATCH('/seasons/{id}', { params: { path: { id } }, headers: reasonHeaders(reason, version), body: fields as never })),
    onSuccess: (season) => store(season, id),
  });
}

export function useDeleteSeason() {
  const store = useStoreSeason();
  return useMutation({
    mutationFn: async ({ season, reason }: { season: Season; reason: string }) =>
      body<void>(await api.DELETE('/seasons/{id}', { params: { path: { id: season.id } }, headers: reasonHeaders(reason, season.version) })),
    onSuccess: (_d, { season }) => store(null, season.id),
  });
}

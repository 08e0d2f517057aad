import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';
import { accountKeys, type Account } from './accounts';
import { invalidateScores, duplicateKeys } from './duplicate';
import { retryUnlessMissing, tournamentScope } from './query';

export type Tournament = components['schemas']['TournamentResponseDto'];
export type TournamentPage = components['schemas']['TournamentPageDto'];
export type TournamentStep = Tournament['status'];
export type PointsProfile = 'douai' | 'laxou';

/** The tournaments' reads: the list (home page) and each tournament's card. */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: () => [...tournamentKeys.all, 'list'] as const,
  page: (page: number, pageSize: number) => [...tournamentKeys.list(), { page, pageSize }] as const,
  card: (tournamentId: string) => [...tournamentScope(tournamentId), 'card'] as const,
};

const at = (tournamentId: string) => ({ params: { path: { tournamentId } } });

export const readTournament = async (tournamentId: string) => body<Tournament>(await api.GET('/tournaments/{tournamentId}', at(tournamentId)));

/** A page of the calendar, the latest day first (the API's order). */
export function useTournaments(page: number, pageSize: number) {
  return useQuery({
    queryKey: tournamentKeys.page(page, pageSize),
    queryFn: async () => body<TournamentPage>(await api.GET('/tournaments', { params: { query: { page, pageSize } } })),
    placeholderData: keepPreviousData,
  });
}

export function useTournament(tournamentId: string) {
  return useQuery({ queryKey: tournamentKeys.card(tournamentId), queryFn: () => readTournament(tournamentId), retry: retryUnlessMissing, enabled: !!tournamentId });
}

/** A tournament as a write answered it: its card at once; the calendar's pages (order, totals) are read again. */
export function storeTournament(queryClient: QueryClient, t: Tournament): void {
  queryClient.setQueryData(tournamentKeys.card(t.id), t);
  void queryClient.invalidateQueries({ queryKey: tournamentKeys.list() });
}

export interface NewTournament {
  name: string;
  date: string;
  venue: string;
  organisingClubId: string;
  pointsProfile: PointsProfile;
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (t: NewTournament) => body<Tournament>(await api.POST('/tournaments', { body: t })),
    onSuccess: (t) => storeTournament(queryClient, t),
  });
}

export interface CardChange {
  name?: string;
  date?: string;
  venue?: string;
  pointsProfile?: PointsProfile;
}

/** The card's fields that changed; a new barème rescores every sheet, so the sheets' reads follow. */
export function useUpdateTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, version, reason }: { change: CardChange; version: number; reason?: string }) =>
      body<Tournament>(await api.PATCH('/tournaments/{tournamentId}', { ...at(tournamentId), headers: reasonHeaders(reason, version), body: change })),
    onSuccess: (t, { change }) => {
      storeTournament(queryClient, t);
      if (change.pointsProfile) invalidateScores(queryClient, tournamentId);
    },
  });
}

/** Moves the day forward, or back with a reason: the step decides what is open (registration, sheets, matches). */
export function useChangeStatus(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, version, reason }: { status: TournamentStep; version: number; reason?: string }) =>
      body<Tournament>(
        await api.POST('/tournaments/{tournamentId}/status', { ...at(tournamentId), headers: reasonHeaders(reason, version), body: { status, version, reason: reason?.trim() || undefined } }),
      ),
    onSuccess: (t) => {
      storeTournament(queryClient, t);
      // The ranking is provisional until the matches' step.
      void queryClient.invalidateQueries({ queryKey: duplicateKeys.ranking(tournamentId), predicate: (q) => q.state.data !== null });
    },
  });
}

export function useAssignArbiter(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) => body<Tournament>(await api.POST('/tournaments/{tournamentId}/arbiters', { ...at(tournamentId), body: { accountId } })),
    onSuccess: (t) => storeTournament(queryClient, t),
  });
}

export function useUnassignArbiter(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) => {
      body<void>(await api.DELETE('/tournaments/{tournamentId}/arbiters/{accountId}', { params: { path: { tournamentId, accountId } } }));
      return accountId;
    },
    onSuccess: (accountId) => {
      queryClient.setQueryData<Tournament>(tournamentKeys.card(tournamentId), (t) => (t ? { ...t, arbiterIds: t.arbiterIds.filter((id) => id !== accountId) } : t));
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.card(tournamentId) });
    },
  });
}

export interface NewArbiter {
  displayName: string;
  email: string;
  password: string;
}

/** A new arbiter account, assigned to the tournament in the same go. */
export function useCreateArbiter(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: NewArbiter) => {
      const account = body<Account>(await api.POST('/accounts', { body: { email: a.email.trim(), displayName: a.displayName.trim(), password: a.password, role: 'ARBITER' } }));
      const t = body<Tournament>(await api.POST('/tournaments/{tournamentId}/arbiters', { ...at(tournamentId), body: { accountId: account.id } }));
      return { account, tournament: t };
    },
    onSuccess: ({ account, tournament }) => {
      storeTournament(queryClient, tournament);
      queryClient.setQueryData<Account[]>(accountKeys.list(), (list) => (list ? [...list, account] : list));
    },
  });
}

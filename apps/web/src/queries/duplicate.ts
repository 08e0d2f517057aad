import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';
import type { Draw, DuplicateSession, LettersQuota } from '../pages/admin/views';
import type { ScoreView } from '../pages/arbiter/views';
import type { DuplicateRanking, PublicSheet } from '../pages/public/views';
import { isAbsent, retryUnlessMissing, tournamentScope, useAbsentQuery } from './query';
import { sheetKeys } from './sheets';

type AnswerInput = components['schemas']['ScoreAnswerDto'];

/** The duplicate's reads: its session (draws and tops), its ranking, a player's public sheet, the live points of a coup. */
export const duplicateKeys = {
  all: (tournamentId: string) => [...tournamentScope(tournamentId), 'duplicate'] as const,
  session: (tournamentId: string) => [...duplicateKeys.all(tournamentId), 'session'] as const,
  ranking: (tournamentId: string) => [...duplicateKeys.all(tournamentId), 'ranking'] as const,
  publicSheet: (tournamentId: string, playerId: string) => [...duplicateKeys.ranking(tournamentId), 'player', playerId] as const,
  score: (tournamentId: string, round: number, text: string) => [...duplicateKeys.all(tournamentId), 'score', round, text] as const,
};

const at = (tournamentId: string) => ({ params: { path: { tournamentId } } });

/** The session, or null while it is not created (404). */
export function useDuplicateSession(tournamentId: string, enabled = true) {
  return useAbsentQuery(duplicateKeys.session(tournamentId), async () => body<DuplicateSession>(await api.GET('/tournaments/{tournamentId}/duplicate', at(tournamentId))), enabled);
}

/** The ranking as a screen holds it: with the ETag it was read with, from which a `ranking` event's patch applies (live.ts). */
export type LiveRanking = DuplicateRanking & { etag?: string };

/** The ranking, or null while the duplicate does not exist (404). */
export function useRanking(tournamentId: string) {
  return useAbsentQuery(duplicateKeys.ranking(tournamentId), async (): Promise<LiveRanking> => {
    const read = await api.GET('/tournaments/{tournamentId}/duplicate/ranking', at(tournamentId));
    return { ...body<DuplicateRanking>(read), etag: read.response.headers.get('ETag') ?? undefined };
  });
}

/** The public corrected sheet: the arbiters' sheet view plus the progression coup by coup. */
export function usePublicSheet(tournamentId: string, playerId: string | undefined) {
  return useQuery({
    queryKey: duplicateKeys.publicSheet(tournamentId, playerId ?? ''),
    enabled: !!playerId,
    queryFn: async () => body<PublicSheet>(await api.GET('/tournaments/{tournamentId}/duplicate/ranking/{playerId}', { params: { path: { tournamentId, playerId: playerId! } } })),
    retry: retryUnlessMissing,
  });
}

/** One coup scored by the server as typed, nothing written (the sheet entry's live points). */
export function scoreQuery(tournamentId: string, round: number, text: string, answer: AnswerInput, enabled: boolean) {
  return {
    queryKey: duplicateKeys.score(tournamentId, round, text),
    enabled,
    queryFn: async () => body<ScoreView>(await api.POST('/tournaments/{tournamentId}/duplicate/draws/{round}/score', { params: { path: { tournamentId, round } }, body: answer })),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  } as const;
}

/** What a rescore (a ruling, a barème, a prepared draw) can change: the ranking, the sheets and their points. */
export function invalidateScores(queryClient: QueryClient, tournamentId: string): void {
  void queryClient.invalidateQueries({ queryKey: duplicateKeys.ranking(tournamentId), predicate: (q) => !isAbsent(q) });
  void queryClient.invalidateQueries({ queryKey: [...duplicateKeys.all(tournamentId), 'score'] });
  void queryClient.invalidateQueries({ queryKey: sheetKeys.all(tournamentId) });
}

export interface SessionPlan {
  numbers: number;
  letters: LettersQuota[];
  order: string;
}

export function useCreateSession(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ seed, plan }: { seed?: string; plan?: SessionPlan }) =>
      body<DuplicateSession>(await api.POST('/tournaments/{tournamentId}/duplicate', { ...at(tournamentId), body: { seed, plan } })),
    onSuccess: (s) => {
      queryClient.setQueryData(duplicateKeys.session(tournamentId), s);
      // The ranking exists from now on.
      void queryClient.invalidateQueries({ queryKey: duplicateKeys.ranking(tournamentId) });
    },
  });
}

export type PreparedDraw = { kind: 'numbers'; plates: number[]; target: number } | { kind: 'letters'; letters: string };

export function usePrepareDraw(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draw, prepared, reason }: { draw: Draw; prepared: PreparedDraw; reason?: string }) =>
      body<Draw>(
        await api.PUT('/tournaments/{tournamentId}/duplicate/draws/{round}', {
          params: { path: { tournamentId, round: draw.round } },
          headers: reasonHeaders(reason, draw.version),
          body: { ...prepared, version: draw.version },
        }),
      ),
    onSuccess: (draw) => {
      queryClient.setQueryData<DuplicateSession | null>(duplicateKeys.session(tournamentId), (s) => (s ? { ...s, draws: s.draws.map((d) => (d.round === draw.round ? draw : d)) } : s));
      void queryClient.invalidateQueries({ queryKey: duplicateKeys.session(tournamentId) });
    },
  });
}

export function useRescore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      body<{ rescored: number; changed: number }>(await api.POST('/tournaments/{tournamentId}/duplicate/rescore', { ...at(tournamentId), headers: reasonHeaders(reason) })),
    onSuccess: () => invalidateScores(queryClient, tournamentId),
  });
}

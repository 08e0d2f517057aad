import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { MatchView, Poule } from '../pages/afternoon/views';
import type { BestClubCup, GeneralRanking } from '../pages/public/views';
import { isAbsent, retryUnlessMissing, tournamentScope, useAbsentQuery } from './query';

/** The afternoon's reads: the poules and their matches, one match sheet, the general ranking, the club cup. */
export const matchKeys = {
  all: (tournamentId: string) => [...tournamentScope(tournamentId), 'afternoon'] as const,
  poules: (tournamentId: string) => [...matchKeys.all(tournamentId), 'poules'] as const,
  match: (tournamentId: string, code: string) => [...matchKeys.all(tournamentId), 'match', code] as const,
  general: (tournamentId: string) => [...matchKeys.all(tournamentId), 'general-ranking'] as const,
  cup: (tournamentId: string) => [...matchKeys.all(tournamentId), 'best-club-cup'] as const,
};

const at = (tournamentId: string) => ({ params: { path: { tournamentId } } });

/** The poules, or null while they are not formed (404). */
export function usePoules(tournamentId: string) {
  return useAbsentQuery(matchKeys.poules(tournamentId), async () => body<Poule[]>(await api.GET('/tournaments/{tournamentId}/poules', at(tournamentId))));
}

export function useGeneralRanking(tournamentId: string) {
  return useAbsentQuery(matchKeys.general(tournamentId), async () => body<GeneralRanking>(await api.GET('/tournaments/{tournamentId}/general-ranking', at(tournamentId))));
}

export function useBestClubCup(tournamentId: string) {
  return useAbsentQuery(matchKeys.cup(tournamentId), async () => body<BestClubCup>(await api.GET('/tournaments/{tournamentId}/best-club-cup', at(tournamentId))));
}

/** A match sheet; read again on every opening, so that a draft found is compared with the server's version. */
export function useMatch(tournamentId: string, code: string) {
  return useQuery({
    queryKey: matchKeys.match(tournamentId, code),
    queryFn: async () => body<MatchView>(await api.GET('/tournaments/{tournamentId}/matches/{code}', { params: { path: { tournamentId, code } } })),
    refetchOnMount: 'always',
    retry: retryUnlessMissing,
  });
}

/** What a match's result moves besides its own sheet: the brackets, the rankings of the afternoon, the matches it feeds. */
export function invalidateAfternoon(queryClient: QueryClient, tournamentId: string, except?: string): void {
  void queryClient.invalidateQueries({
    queryKey: matchKeys.all(tournamentId),
    predicate: (q) => !isAbsent(q) && !(except && q.queryKey[3] === 'match' && q.queryKey[4] === except),
  });
}

/** A match as a save answered it: its sheet at once, then the rest of the afternoon. */
export function storeMatch(queryClient: QueryClient, tournamentId: string, match: MatchView): void {
  queryClient.setQueryData(matchKeys.match(tournamentId, match.code), match);
  invalidateAfternoon(queryClient, tournamentId, match.code);
}

export interface PoulesForm {
  excludePlayerIds?: string[];
  reason?: string;
  drawsPer: 'round' | 'match';
  format: 'STANDARD' | 'TV';
  seed?: string;
}

export function useFormPoules(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: PoulesForm) => body<Poule[]>(await api.POST('/tournaments/{tournamentId}/poules', { ...at(tournamentId), body: form, headers: reasonHeaders(form.reason) })),
    onSuccess: (poules) => {
      queryClient.setQueryData(matchKeys.poules(tournamentId), poules);
      // The general ranking and the cup exist from now on.
      void queryClient.invalidateQueries({ queryKey: matchKeys.general(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.cup(tournamentId) });
    },
  });
}

export function useDeletePoules(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => body<unknown>(await api.DELETE('/tournaments/{tournamentId}/poules', { ...at(tournamentId), body: { reason }, headers: reasonHeaders(reason) })),
    onSuccess: () => {
      // Back to "not formed": the rankings of the afternoon go with the poules, and every match sheet.
      for (const key of [matchKeys.poules(tournamentId), matchKeys.general(tournamentId), matchKeys.cup(tournamentId)]) queryClient.setQueryData(key, null);
      queryClient.removeQueries({ queryKey: [...matchKeys.all(tournamentId), 'match'] });
    },
  });
}

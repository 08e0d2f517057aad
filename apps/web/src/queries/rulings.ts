import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';
import { invalidateScores } from './duplicate';
import { LARGEST_PAGE, tournamentScope } from './query';

export type Ruling = components['schemas']['RulingResponseDto'];
export type RulingPage = components['schemas']['RulingPageDto'];
export type Decision = Ruling['decision'];

/** The words admitted or refused for a whole tournament. */
export const rulingKeys = {
  list: (tournamentId: string) => [...tournamentScope(tournamentId), 'rulings'] as const,
};

export function useRulings(tournamentId: string) {
  return useQuery({
    queryKey: rulingKeys.list(tournamentId),
    // Every ruling of the day in one page of 500, the API's largest: a day rules on a few dozen words at most.
    queryFn: async () => body<RulingPage>(await api.GET('/tournaments/{tournamentId}/rulings', { params: { path: { tournamentId }, query: { pageSize: LARGEST_PAGE } } })).items,
  });
}

/** Every ruling rescores the sheets already typed in. */
export function useCreateRuling(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (r: { word: string; decision: Decision; note?: string }) => body<Ruling>(await api.POST('/tournaments/{tournamentId}/rulings', { params: { path: { tournamentId } }, body: r })),
    onSuccess: (r) => {
      queryClient.setQueryData<Ruling[]>(rulingKeys.list(tournamentId), (list) => (list ? [...list.filter((x) => x.id !== r.id), r] : list));
      invalidateScores(queryClient, tournamentId);
    },
  });
}

export function useRemoveRuling(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ruling, reason }: { ruling: Ruling; reason: string }) =>
      body<void>(await api.DELETE('/tournaments/{tournamentId}/rulings/{id}', { params: { path: { tournamentId, id: ruling.id } }, headers: reasonHeaders(reason, ruling.version) })),
    onSuccess: (_d, { ruling }) => {
      queryClient.setQueryData<Ruling[]>(rulingKeys.list(tournamentId), (list) => list?.filter((x) => x.id !== ruling.id));
      invalidateScores(queryClient, tournamentId);
    },
  });
}

import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';
import { duplicateKeys } from './duplicate';
import { playerKeys } from './players';
import { isAbsent, readAllPages, tournamentScope } from './query';
import { sheetKeys } from './sheets';

export type Entry = components['schemas']['EntryResponseDto'];
export type EntryPage = components['schemas']['EntryPageDto'];

/** A tournament's registered players, with their table numbers. */
export const entryKeys = {
  list: (tournamentId: string) => [...tournamentScope(tournamentId), 'entries'] as const,
};

/** Every entry (the screens number, find and count them all): the API's pages of 500 read in turn (readAllPages). */
export function useEntries(tournamentId: string) {
  return useQuery({
    queryKey: entryKeys.list(tournamentId),
    queryFn: () =>
      readAllPages(async (page, pageSize) => body<EntryPage>(await api.GET('/tournaments/{tournamentId}/entries', { params: { path: { tournamentId }, query: { page, pageSize } } }))),
  });
}

const byBib = (a: Entry, b: Entry) => a.bib - b.bib;

/** Entries as a write answered them, in the list at once (replacing the same ones). */
export function storeEntries(queryClient: QueryClient, tournamentId: string, changed: Entry[]): void {
  queryClient.setQueryData<Entry[]>(entryKeys.list(tournamentId), (list) => {
    if (!list) return list;
    const ids = new Set(changed.map((e) => e.id));
    return [...list.filter((e) => !ids.has(e.id)), ...changed].sort(byBib);
  });
}

/** What a registration or a withdrawal changes besides the list: the candidates, the ranking's missing sheets, the worklist. */
function afterEntries(queryClient: QueryClient, tournamentId: string): void {
  void queryClient.invalidateQueries({ queryKey: playerKeys.pages() });
  void queryClient.invalidateQueries({ queryKey: duplicateKeys.ranking(tournamentId), predicate: (q) => !isAbsent(q) });
  void queryClient.invalidateQueries({ queryKey: sheetKeys.worklist(tournamentId) });
}

/** POST …/entries/bulk: the table numbers follow the order of the ids. */
export function useRegisterPlayers(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (playerIds: string[]) => body<Entry[]>(await api.POST('/tournaments/{tournamentId}/entries/bulk', { params: { path: { tournamentId } }, body: { playerIds } })),
    onSuccess: (created) => {
      storeEntries(queryClient, tournamentId, created);
      afterEntries(queryClient, tournamentId);
    },
  });
}

export function useWithdrawEntry(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entry, reason }: { entry: Entry; reason: string }) =>
      body<Entry>(await api.DELETE('/tournaments/{tournamentId}/entries/{entryId}', { params: { path: { tournamentId, entryId: entry.id } }, headers: reasonHeaders(reason, entry.version) })),
    onSuccess: (entry) => {
      storeEntries(queryClient, tournamentId, [entry]);
      afterEntries(queryClient, tournamentId);
    },
  });
}

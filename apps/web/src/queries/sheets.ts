import { useQuery } from '@tanstack/react-query';
import { api, body } from '../api/client';
import type { Sheet, SheetChange, Worklist } from '../pages/arbiter/views';
import { orAbsent, tournamentScope } from './query';

/** The arbiters' reads: the worklist, each player's sheet and its history of changes. */
export const sheetKeys = {
  all: (tournamentId: string) => [...tournamentScope(tournamentId), 'sheets'] as const,
  worklist: (tournamentId: string) => [...sheetKeys.all(tournamentId), 'worklist'] as const,
  sheet: (tournamentId: string, playerId: string) => [...sheetKeys.all(tournamentId), 'player', playerId] as const,
  changes: (tournamentId: string, playerId: string) => [...sheetKeys.sheet(tournamentId, playerId), 'changes'] as const,
};

/** A player's sheet, or null while none is typed in (404). */
export const readSheet = (tournamentId: string, playerId: string): Promise<Sheet | null> =>
  orAbsent(async () => body<Sheet>(await api.GET('/tournaments/{tournamentId}/duplicate/sheets/{playerId}', { params: { path: { tournamentId, playerId } } })));

export const readChanges = async (tournamentId: string, playerId: string): Promise<SheetChange[]> =>
  body<SheetChange[]>(await api.GET('/tournaments/{tournamentId}/duplicate/sheets/{playerId}/changes', { params: { path: { tournamentId, playerId } } }));

/** Every sheet (?all=true): the "à traiter" filter is the API's own (not checked yet), and the table-number jump finds checked sheets too. */
export function useWorklist(tournamentId: string) {
  return useQuery({
    queryKey: sheetKeys.worklist(tournamentId),
    queryFn: async () => body<Worklist>(await api.GET('/tournaments/{tournamentId}/duplicate/worklist', { params: { path: { tournamentId }, query: { all: true } } })),
  });
}

/** A draft found on opening is compared with the server's version, not a cached one: read again on every opening. */
export function useSheet(tournamentId: string, playerId: string) {
  return useQuery({ queryKey: sheetKeys.sheet(tournamentId, playerId), queryFn: () => readSheet(tournamentId, playerId), refetchOnMount: 'always' });
}

export function useSheetChanges(tournamentId: string, playerId: string) {
  return useQuery({ queryKey: sheetKeys.changes(tournamentId, playerId), queryFn: () => readChanges(tournamentId, playerId) });
}

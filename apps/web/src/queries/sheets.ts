import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../api/client';
import { ApiError } from '../api/problem';
import { useAuth } from '../auth/auth';
import type { Sheet, SheetChange, Worklist } from '../pages/arbiter/views';
import { useAccounts } from './accounts';
import { LARGEST_PAGE, orAbsent, type Page, tournamentScope } from './query';

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

/** A sheet's whole history in one page of 500, the API's largest: a sheet is corrected a few times at most. */
export const readChanges = async (tournamentId: string, playerId: string): Promise<SheetChange[]> =>
  body<Page<SheetChange>>(await api.GET('/tournaments/{tournamentId}/duplicate/sheets/{playerId}/changes', { params: { path: { tournamentId, playerId }, query: { pageSize: LARGEST_PAGE } } })).items;

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

/** After a write refused because the sheet changed (409, 428): read the sheet again; the form keeps what was typed. */
export function useRefreshOnConflict(tournamentId: string, playerId: string): (error: unknown) => void {
  const queryClient = useQueryClient();
  return (error) => {
    if (error instanceof ApiError && (error.status === 409 || error.status === 428)) void queryClient.invalidateQueries({ queryKey: sheetKeys.sheet(tournamentId, playerId) });
  };
}

/** Who made a change of a sheet, as the arbiters call each other (the accounts' list: organisers only may read it). */
export function useActorNames(): (change: SheetChange) => string {
  const { account } = useAuth();
  const accounts = useAccounts(account?.role === 'ORGANISER');
  return (change) => {
    if (change.actorId && change.actorId === account?.id) return `${account.displayName} (vous)`;
    if (change.actorName) return change.actorName;
    const other = accounts.data?.find((a) => a.id === change.actorId);
    return other ? other.displayName : 'un autre compte';
  };
}

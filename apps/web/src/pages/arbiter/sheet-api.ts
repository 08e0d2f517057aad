import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../../api/client';
import { ApiError } from '../../api/problem';
import { type Account, useAuth } from '../../auth/auth';
import type { Sheet, SheetChange } from './views';

export const sheetKey = (tournamentId: string, playerId: string) => ['tournament', tournamentId, 'sheet', playerId];
export const changesKey = (tournamentId: string, playerId: string) => ['tournament', tournamentId, 'sheet', playerId, 'changes'];

export async function readSheet(tournamentId: string, playerId: string): Promise<Sheet | null> {
  try {
    return body<Sheet>(await api.GET('/tournaments/{tournamentId}/duplicate/sheets/{playerId}', { params: { path: { tournamentId, playerId } } }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null; // no sheet typed in yet
    throw e;
  }
}

export async function readChanges(tournamentId: string, playerId: string): Promise<SheetChange[]> {
  return body<SheetChange[]>(await api.GET('/tournaments/{tournamentId}/duplicate/sheets/{playerId}/changes', { params: { path: { tournamentId, playerId } } }));
}

/** Who made a change, as the arbiters call each other. */
export function useActorNames(): (change: SheetChange) => string {
  const { account } = useAuth();
  const accounts = useQuery({
    queryKey: ['accounts'],
    enabled: account?.role === 'ORGANISER', // only organisers may list the accounts
    queryFn: async () => body<Account[]>(await api.GET('/accounts')),
    staleTime: 5 * 60_000,
  });
  return (change) => {
    if (change.actorId && change.actorId === account?.id) return `${account.displayName} (vous)`;
    if (change.actorName) return change.actorName;
    const other = accounts.data?.find((a) => a.id === change.actorId);
    return other ? other.displayName : 'un autre compte';
  };
}


/** After a write refused because the sheet changed (409, 428): read the sheet again; the form keeps what was typed. */
export function useRefreshOnConflict(tournamentId: string, playerId: string): (error: unknown) => void {
  const queryClient = useQueryClient();
  return (error) => {
    if (error instanceof ApiError && (error.status === 409 || error.status === 428)) void queryClient.invalidateQueries({ queryKey: sheetKey(tournamentId, playerId) });
  };
}

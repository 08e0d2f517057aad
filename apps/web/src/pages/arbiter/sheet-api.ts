import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/problem';
import { useAuth } from '../../auth/auth';
import { useAccounts } from '../../queries/accounts';
import { sheetKeys } from '../../queries/sheets';
import type { SheetChange } from './views';

/** Who made a change, as the arbiters call each other. */
export function useActorNames(): (change: SheetChange) => string {
  const { account } = useAuth();
  const accounts = useAccounts(account?.role === 'ORGANISER'); // only organisers may list the accounts
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
    if (error instanceof ApiError && (error.status === 409 || error.status === 428)) void queryClient.invalidateQueries({ queryKey: sheetKeys.sheet(tournamentId, playerId) });
  };
}

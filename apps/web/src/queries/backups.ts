import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../api/client';
import type { components } from '../api/schema';

export type Backup = components['schemas']['BackupDto'];

/** The backups of the server's folder (organisers only), the latest first. */
export const backupKeys = {
  list: () => ['backups'] as const,
};

export function useBackups() {
  return useQuery({ queryKey: backupKeys.list(), queryFn: async () => body<Backup[]>(await api.GET('/backups')) });
}

/** Takes a backup now: stored at the head of the list at once, then the list read again (older ones may be gone). */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => body<Backup>(await api.POST('/backups')),
    onSuccess: (b) => {
      queryClient.setQueryData<Backup[]>(backupKeys.list(), (list) => (list ? [b, ...list.filter((x) => x.name !== b.name)] : list));
      void queryClient.invalidateQueries({ queryKey: backupKeys.list() });
    },
  });
}

/** Saves a backup file on this computer (fetched with the signed-in account's token). */
export async function downloadBackup(name: string): Promise<void> {
  const blob = body<Blob>(await api.GET('/backups/{name}', { params: { path: { name } }, parseAs: 'blob' }));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

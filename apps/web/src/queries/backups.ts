import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../api/client';
import type { components } from '../api/schema';
import { saveBlob } from '../lib/save-file';

export type Backup = components['schemas']['BackupDto'];
export type BackupPage = components['schemas']['BackupPageDto'];

/** The backups of the server's folder (organisers only), the latest first, by pages (automatic ones every few minutes). */
export const backupKeys = {
  list: () => ['backups'] as const,
  page: (page: number, pageSize: number) => [...backupKeys.list(), { page, pageSize }] as const,
};

export function useBackups(page: number, pageSize: number) {
  return useQuery({
    queryKey: backupKeys.page(page, pageSize),
    queryFn: async () => body<BackupPage>(await api.GET('/backups', { params: { query: { page, pageSize } } })),
    placeholderData: keepPreviousData,
  });
}

/** Takes a backup now, then the pages are read again (the new one heads the first; older ones may be gone). */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => body<Backup>(await api.POST('/backups')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: backupKeys.list() }),
  });
}

/** Saves a backup file on this computer (fetched with the signed-in account's token). */
export async function downloadBackup(name: string): Promise<void> {
  saveBlob(body<Blob>(await api.GET('/backups/{name}', { params: { path: { name } }, parseAs: 'blob' })), name);
}

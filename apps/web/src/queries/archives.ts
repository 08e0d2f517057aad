import { useMutation } from '@tanstack/react-query';
import { api, body } from '../api/client';
import type { components } from '../api/schema';
import { saveBlob } from '../lib/save-file';

export type ArchiveImport = components['schemas']['ArchiveImportDto'];

/** Saves a tournament's archive (docs/archive-format.md) on this computer, fetched with the organiser's token. */
export async function downloadArchive(tournamentId: string): Promise<void> {
  const result = await api.GET('/tournaments/{tournamentId}/archive', { params: { path: { tournamentId } }, parseAs: 'blob' });
  const blob = body<Blob>(result);
  const name = /filename="([^"]+)"/.exec(result.response.headers.get('Content-Disposition') ?? '')?.[1] ?? `tournoi-${tournamentId}.greffier.json`;
  saveBlob(blob, name);
}

/** Imports an archive file as it was downloaded: created, replaced (with what changed) or unchanged. */
export function useImportArchive() {
  return useMutation({
    mutationFn: async (file: File) =>
      body<ArchiveImport>(
        await api.POST('/archives', {
          body: file as unknown as string,
          bodySerializer: (b: unknown) => b as BodyInit,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
      ),
  });
}

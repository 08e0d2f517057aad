import { useState } from 'react';
import { Link } from 'react-router';
import { downloadBackup, useTakeBackup } from '../../queries/backups';
import { formatDateTime } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';

/**
 * « Faire une sauvegarde maintenant »: a backup of the whole database taken while the server runs (docs/backups.md),
 * then offered for download; the poules screen and the backups screen show it.
 */
export function BackupNow() {
  const take = useTakeBackup();
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="backup-now">
      <button type="button" className="secondary" disabled={take.isPending} onClick={() => take.mutate(undefined, { onSuccess: (b) => setSaved(b.name) })}>
        {take.isPending ? 'Sauvegarde en cours…' : 'Faire une sauvegarde maintenant'}
      </button>{' '}
      <Link to="/gestion/sauvegardes">Toutes les sauvegardes</Link>
      {take.data && saved === take.data.name && (
        <p role="status">
          Sauvegarde faite ({formatDateTime(take.data.takenAt)}, {Math.max(1, Math.round(take.data.size / 1024))} Kio).{' '}
          <button type="button" className="link" onClick={() => downloadBackup(take.data.name).catch(setError)}>
            La télécharger
          </button>
        </p>
      )}
      <ProblemAlert error={take.error ?? error} />
    </div>
  );
}

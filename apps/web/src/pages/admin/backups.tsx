import { useState } from 'react';
import { type Backup, downloadBackup, useBackups } from '../../queries/backups';
import { formatDateTime, Loaded, Page } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { Pager } from './admin-ui';
import { ArchiveImport } from './archive-import';
import { BackupNow } from './backup-now';
import './admin.css';
import { num } from '../../ui/column-heads';
import { Table } from '../../ui/table';

const KIND_LABELS: Record<Backup['kind'], string> = {
  manuelle: 'faite à la main',
  'avant-poules': 'avant de former les poules',
  'avant-cloture': 'avant de clore le tournoi',
  auto: 'automatique',
};

/** A page of backups: the automatic ones come every few minutes of a tournament. */
const PAGE_SIZE = 20;

/** The backups taken while the server runs: take one, download one, and how to restore it (docs/backups.md). */
export function BackupsPage() {
  const [page, setPage] = useState(1);
  const backups = useBackups(page, PAGE_SIZE);
  const [error, setError] = useState<unknown>(null);
  return (
    <Page title="Sauvegardes">
      <section className="card" aria-labelledby="backup-now-h">
        <h2 id="backup-now-h">Sauvegarder sans arrêter le serveur</h2>
        <p>
          Une sauvegarde copie toute la base (clubs, joueurs, comptes, tournois, feuilles et leur historique) telle qu’elle est à un instant, pendant
          que les arbitres continuent de saisir. Greffier en fait une seule juste avant de former les poules et de clore un tournoi, et toutes les
          quelques minutes pendant un tournoi en cours.
        </p>
        <BackupNow />
      </section>
      <section className="card" aria-labelledby="backups-h">
        <h2 id="backups-h">Sauvegardes du serveur</h2>
        <Loaded query={backups}>
          {({ items: list, total, page: shown, pageSize }) =>
            total ? (
              <>
                <Table rows={list} frame="Les sauvegardes" caption="Les sauvegardes, les plus récentes d’abord" columns={['Date', 'Faite', num('Taille'), 'Fichier']}>
                  {(b) => (
                    <tr key={b.name}>
                      <td>{formatDateTime(b.takenAt)}</td>
                      <td>{KIND_LABELS[b.kind]}</td>
                      <td className="num">{Math.max(1, Math.round(b.size / 1024))} Kio</td>
                      <td>
                        <button type="button" className="link" aria-label={`Télécharger la sauvegarde du ${formatDateTime(b.takenAt)}`} onClick={() => downloadBackup(b.name).catch(setError)}>
                          Télécharger
                        </button>
                      </td>
                    </tr>
                  )}
                </Table>
                {total > pageSize && <Pager page={shown} pageSize={pageSize} total={total} onPage={setPage} noun="sauvegarde" />}
              </>
            ) : (
              <p>Aucune sauvegarde pour l’instant.</p>
            )
          }
        </Loaded>
        <ProblemAlert error={error} onDismiss={() => setError(null)} />
      </section>
      <section className="card" aria-labelledby="archive-h">
        <h2 id="archive-h">Importer une archive de tournoi</h2>
        <p>
          L’archive d’un tournoi (téléchargée depuis son tableau de bord, « Archive du tournoi ») l’amène d’un autre serveur : ses joueurs sont
          retrouvés par leur licence, ses clubs par leur code fédéral, sans doublon. La même archive deux fois ne change rien ; une archive plus
          récente du même tournoi remplace ses résultats, et le journal dit ce qui a changé.
        </p>
        <ArchiveImport />
      </section>
      <section className="card" aria-labelledby="restore-h">
        <h2 id="restore-h">Restaurer</h2>
        <p>
          Sur l’ordinateur qui doit reprendre le tournoi, avec un dossier de données neuf, puis démarrez Greffier sur ce dossier :
        </p>
        <pre>
          <code>DATA_DIR=./donnees-restaurees npx greffier restaure greffier-20261212-143005-120-avant-poules.json.gz</code>
        </pre>
      </section>
    </Page>
  );
}

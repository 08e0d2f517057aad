import { useState } from 'react';
import { useAuth } from '../../../auth/auth';
import { downloadArchive } from '../../../queries/archives';
import { type ExportFile, exportFiles, pdfs } from '../../../queries/documents';
import { useDuplicateSession } from '../../../queries/duplicate';
import { usePoules } from '../../../queries/matches';
import { usePyramideConfig } from '../../../queries/pyramide';
import type { Tournament } from '../../../queries/tournaments';
import { ExportLinks } from '../../../ui/export-links';
import { AfternoonRankingPdfs, PdfLink } from '../../../ui/pdf-link';
import { ProblemAlert } from '../../../ui/problem-alert';

/** A group's results files to save, each an item of its list; one only for the arbitres is given as `false` elsewhere. */
function ExportItems({ files }: { files: (false | { file: ExportFile; label: string })[] }) {
  return (
    <>
      {files.map(
        (f) =>
          f && (
            <li key={f.label}>
              <ExportLinks file={f.file} label={f.label} />
            </li>
          ),
      )}
    </>
  );
}

/**
 * The day's documents, each group once it exists, and the results to export (CSV for a spreadsheet, JSON); the
 * private ones (answer sheets, draws, matches) for the tournament's arbitres.
 */
export function Documents({ tournament: t, withToken }: { tournament: Tournament; withToken: boolean }) {
  const duplicate = useDuplicateSession(t.id, withToken);
  const poules = usePoules(t.id);
  const pyramide = usePyramideConfig(t.id);
  const hasDuplicate = withToken ? !!duplicate.data : t.status !== 'REGISTRATION';
  const { account } = useAuth();
  const [archiveError, setArchiveError] = useState<unknown>(null);
  return (
    <section className="card" aria-labelledby="docs-h">
      <h2 id="docs-h">Documents à imprimer et résultats à exporter</h2>
      <h3>Duplicate</h3>
      {hasDuplicate ? (
        <ul className="links">
          {withToken && (
            <>
              <li>
                <PdfLink doc={pdfs.answerSheets(t.id)}>Feuilles de réponses</PdfLink>
              </li>
              <li>
                <PdfLink doc={pdfs.arbiterDraws(t.id)}>Tirages des arbitres</PdfLink>
              </li>
            </>
          )}
          <li>
            <PdfLink doc={pdfs.duplicateRanking(t.id)}>Classement du duplicate</PdfLink>
          </li>
          <ExportItems
            files={[
              { file: exportFiles.duplicateRanking(t.id), label: 'Classement du duplicate à exporter' },
              withToken && { file: exportFiles.answerSheets(t.id), label: 'Feuilles de réponses coup par coup à exporter' },
            ]}
          />
        </ul>
      ) : (
        <p className="hint">Les documents du duplicate viennent une fois sa session créée (écran Duplicate).</p>
      )}
      <h3>Après-midi</h3>
      {poules.data ? (
        <ul className="links">
          {poules.data.map((p) => (
            <li key={p.code}>
              <PdfLink doc={pdfs.bracket(t.id, p.code)}>Tableau de la poule {p.code}</PdfLink>
            </li>
          ))}
          <AfternoonRankingPdfs tournamentId={t.id} />
          <ExportItems
            files={[
              withToken && { file: exportFiles.matches(t.id), label: 'Matchs à exporter' },
              { file: exportFiles.generalRanking(t.id), label: 'Classement général à exporter' },
              { file: exportFiles.bestClubCup(t.id), label: 'Coupe du meilleur club à exporter' },
            ]}
          />
        </ul>
      ) : (
        <p className="hint">Les tableaux des poules, le classement général et la coupe du meilleur club viennent une fois les poules formées.</p>
      )}
      <h3>Pyramide</h3>
      {pyramide.data ? (
        <ul className="links">
          <li>
            <PdfLink doc={pdfs.pyramideBlankSheet(t.id, 4)}>Feuille de marque vierge (table de 4)</PdfLink>
          </li>
          <li>
            <PdfLink doc={pdfs.pyramideBlankSheet(t.id, 3)}>Feuille de marque vierge (table de 3)</PdfLink>
          </li>
          {Array.from({ length: pyramide.data.seatedGames }, (_, i) => (
            <li key={i}>
              <PdfLink doc={pdfs.pyramideSeating(t.id, i + 1)}>Plan de table, partie {i + 1}</PdfLink>
            </li>
          ))}
          <li>
            <PdfLink doc={pdfs.pyramideStandings(t.id)}>Classement Pyramide</PdfLink>
          </li>
          <ExportItems
            files={[
              { file: exportFiles.pyramideStandings(t.id), label: 'Classement Pyramide à exporter' },
              { file: exportFiles.pyramideSheets(t.id), label: 'Feuilles de marque à exporter' },
            ]}
          />
        </ul>
      ) : (
        <p className="hint">Pas de Pyramide dans ce tournoi (elle se met en place sur l’écran Pyramide).</p>
      )}
      {account?.role === 'ORGANISER' && (
        <>
          <h3>Archive</h3>
          <p>
            <button type="button" className="link" onClick={() => downloadArchive(t.id).catch(setArchiveError)}>
              Archive du tournoi
            </button>{' '}
            <span className="hint">(tout le tournoi en un fichier, à importer sur un autre serveur : écran Sauvegardes)</span>
          </p>
          <ProblemAlert error={archiveError} onDismiss={() => setArchiveError(null)} />
        </>
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/problem';
import type { Club } from '../../queries/clubs';
import { useExportPlayers, useImportPlayers } from '../../queries/players';
import { ProblemAlert } from '../../ui/problem-alert';
import { fieldLabel, lineReason } from './admin-ui';
import type { LineError } from './views';
import { ColumnHeads } from '../../ui/column-heads';
import { Options } from '../../ui/options';

/** GET /players/export.csv needs the token: the file is fetched, then offered as a download from memory. */
export function ExportButton({ clubId }: { clubId?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const exportCsv = useExportPlayers();
  useEffect(() => {
    if (url) link.current?.click();
  }, [url]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <div className="stack">
      <button type="button" className="secondary" onClick={() =>
          exportCsv.mutate(clubId, {
            onSuccess: (blob) =>
              setUrl((old) => {
                if (old) URL.revokeObjectURL(old);
                return URL.createObjectURL(blob);
              }),
          })
        } disabled={exportCsv.isPending}>
        Exporter en CSV
      </button>
      {url && (
        <a ref={link} href={url} download="joueurs.csv">
          Télécharger joueurs.csv
        </a>
      )}
      <ProblemAlert error={exportCsv.error} />
    </div>
  );
}

/**
 * POST /players/import with the file's own bytes (UTF-8 or Windows-1252: the server decodes). All or nothing:
 * a file with errors imports nothing, and every bad line is listed with its field and reason.
 */
export function CsvImport({ clubs }: { clubs: Club[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [defaultClub, setDefaultClub] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const upload = useImportPlayers();
  const csvErrors = upload.error instanceof ApiError && upload.error.code === 'INVALID_CSV' ? (upload.error.problem.errors as LineError[] | undefined) ?? [] : null;
  return (
    <section className="card" aria-labelledby="players-import">
      <h2 id="players-import">Importer un fichier CSV</h2>
      <p className="hint">
        Une ligne d’en-tête (licence ; nom ; prénom ; club ; catégorie ; classement), séparateur point-virgule, virgule ou tabulation (une ligne « sep=; » d’Excel est comprise) ; UTF-8, Windows-1252 ou UTF-16 (« Texte Unicode » d’Excel). Le club est le code fédéral ou le nom
        du club. Tout ou rien : un fichier avec une erreur n’importe rien. Une licence déjà connue met le joueur à jour.
      </p>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate({ file, clubId: defaultClub || undefined });
        }}
      >
        <label>
          Fichier des joueurs (.csv)
          <input
            ref={input}
            type="file"
            accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
            required
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </label>
        <label>
          Club des lignes sans club <span className="hint">(facultatif)</span>
          <select value={defaultClub} onChange={(e) => setDefaultClub(e.target.value)}>
            <option value="">— aucun —</option>
            <Options items={clubs} value={(c) => c.id}>
              {(c) => c.name}
            </Options>
          </select>
        </label>
        <button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Import en cours…' : 'Importer'}
        </button>
      </form>
      {upload.isSuccess && (
        <p className="alert alert-ok" role="status">
          Import terminé : {upload.data.created} créé{upload.data.created > 1 ? 's' : ''}, {upload.data.updated} mis à jour, {upload.data.unchanged} inchangé
          {upload.data.unchanged > 1 ? 's' : ''}.
        </p>
      )}
      {csvErrors ? (
        <div role="alert" className="alert alert-error">
          <strong>
            Le fichier comporte {csvErrors.length} erreur{csvErrors.length > 1 ? 's' : ''} : rien n’a été importé.
          </strong>
          <p>Corrigez les lignes ci-dessous dans le fichier, puis importez-le à nouveau.</p>
          <table className="import-errors">
            <caption className="visually-hidden">Erreurs du fichier, ligne par ligne</caption>
            <ColumnHeads columns={['Ligne', 'Champ', 'Motif']} />
            <tbody>
              {csvErrors.map((e, i) => (
                <tr key={`${e.line}-${e.field}-${i}`}>
                  <td>{e.line ?? '—'}</td>
                  <td>{fieldLabel(e.field)}</td>
                  <td>{lineReason(e.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ProblemAlert error={upload.error} />
      )}
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useImportArchive } from '../../queries/archives';
import { ProblemAlert } from '../../ui/problem-alert';

const OUTCOMES = { created: 'Tournoi importé', replaced: 'Résultats remplacés par ceux de cette archive plus récente', unchanged: 'Cette archive était déjà importée : rien n’a changé' } as const;

/** « Importer une archive de tournoi »: the file of another instance (docs/archive-format.md), in one go. */
export function ArchiveImport() {
  const [file, setFile] = useState<File | null>(null);
  const imported = useImportArchive();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) imported.mutate(file);
  };
  const r = imported.data;
  return (
    <form className="stack" onSubmit={submit}>
      <label>
        Fichier d’archive (.greffier.json)
        <input type="file" accept=".json,application/json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <div>
        <button type="submit" disabled={!file || imported.isPending}>
          {imported.isPending ? 'Import en cours…' : 'Importer l’archive'}
        </button>
      </div>
      <ProblemAlert error={imported.error} />
      {r && (
        <div role="status" className="alert alert-ok">
          <p>
            {OUTCOMES[r.outcome]} : clubs {r.clubs.matched} retrouvés, {r.clubs.created} créés ; joueurs {r.players.matched} retrouvés par leur licence,{' '}
            {r.players.created} créés. <Link to={`/gestion/tournois/${r.tournamentId}`}>Ouvrir le tournoi</Link>
          </p>
          {r.changes.length > 0 && (
            <ul>
              {r.changes.map((c) => (
                <li key={`${c.what}-${c.key}`}>
                  {c.what} {c.key} : {c.before ?? '—'} → {c.after ?? '—'}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLiveTournament } from '../../queries/live';
import { useWorklist } from '../../queries/sheets';
import { useTournament } from '../../queries/tournaments';
import { type DraftRecord, useDraftList, useDraftQueue } from '../../lib/drafts';
import { Loaded, Page } from '../../ui/common';
import { FLAG_LABELS, NOT_COUNTED_LABELS, plural, STATUS_LABELS, type WorklistItem } from './views';
import './arbiter.css';
import { num } from '../../ui/column-heads';
import { Facts } from '../../ui/facts';
import { Table } from '../../ui/table';

function Flags({ item }: { item: WorklistItem }) {
  if (item.flags.length === 0) return <span className="tag ok">rien à signaler</span>;
  return (
    <ul className="flags">
      {item.flags.map((f) => (
        <li key={`${f.code}:${f.message}`}>
          <span className={`tag ${f.code === 'ANSWER_FLAGGED' || f.code === 'DECLARED_TOTAL_DIFFERS' ? 'error' : 'warn'}`}>{FLAG_LABELS[f.code] ?? f.code}</span> {f.message}
        </li>
      ))}
    </ul>
  );
}

/** What this browser holds for a sheet that the server does not have yet: a pending save, or typing not saved. */
type LocalState = 'pending' | 'draft';

function localStates(drafts: DraftRecord[]): Map<string, LocalState> {
  const out = new Map<string, LocalState>();
  for (const d of drafts) {
    if (!d.area.startsWith('duplicate')) continue;
    if (d.pending) out.set(d.sheetId, 'pending');
    else if (!out.has(d.sheetId)) out.set(d.sheetId, 'draft');
  }
  return out;
}

function LocalTag({ state }: { state: LocalState | undefined }) {
  if (state === 'pending') return <span className="tag warn">en attente du serveur</span>;
  if (state === 'draft') return <span className="tag warn">saisie locale non enregistrée</span>;
  return null;
}

function StatusCell({ item, local }: { item: WorklistItem; local: LocalState | undefined }) {
  if (!item.sheetStatus) {
    return (
      <>
        <span className="tag error">feuille non saisie</span> <LocalTag state={local} />
      </>
    );
  }
  return (
    <>
      <span className={`tag ${item.sheetStatus === 'CHECKED' ? 'ok' : ''}`}>{STATUS_LABELS[item.sheetStatus]}</span>
      {item.notCounted && <span className="tag warn"> non comptée : {NOT_COUNTED_LABELS[item.notCounted]}</span>} <LocalTag state={local} />
    </>
  );
}

/** The room's lunch-break worklist: every sheet still to look at, the players without one, and a jump to a table number. */
export function WorklistPage() {
  const { tournamentId = '' } = useParams();
  const navigate = useNavigate();
  const [all, setAll] = useState(false);
  const [table, setTable] = useState('');
  const [tableError, setTableError] = useState<string | null>(null);
  const tournament = useTournament(tournamentId);
  const worklist = useWorklist(tournamentId);
  useDraftQueue(); // the saves waiting for the server go on while the list is shown
  const local = localStates(useDraftList(tournamentId));
  const pendingCount = [...local.values()].filter((v) => v === 'pending').length;
  const draftCount = local.size - pendingCount;
  const { connected } = useLiveTournament(tournamentId);

  function goToTable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bib = Number(table.trim());
    const item = worklist.data?.items.find((i) => i.bib === bib);
    if (!table.trim() || !Number.isInteger(bib) || !item) {
      setTableError(table.trim() ? `Aucun joueur à la table ${table.trim()}.` : 'Tapez un numéro de table.');
      return;
    }
    setTableError(null);
    navigate(`/gestion/tournois/${tournamentId}/correction/${item.playerId}`);
  }

  const title = tournament.data ? `Correction — ${tournament.data.name}` : 'Correction';
  return (
    <Page
      title={title}
      actions={
        <Link className="button secondary" to={`/tournois/${tournamentId}/classement`}>
          Classement
        </Link>
      }
    >
      <p className={connected ? 'live' : 'muted'}>{connected ? '● En direct : la liste se met à jour à chaque feuille saisie.' : 'Mise à jour en direct indisponible : la liste se relit à chaque retour sur la page.'}</p>
      <form className="row goto card" onSubmit={goToTable}>
        <label>
          Aller à la table n°
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            size={6}
            value={table}
            onChange={(e) => setTable(e.target.value)}
            aria-invalid={tableError ? true : undefined}
            aria-describedby="goto-help"
            autoFocus
          />
        </label>
        <button type="submit">Ouvrir la feuille</button>
        <span id="goto-help" className={tableError ? 'field-error' : 'hint'} role={tableError ? 'alert' : undefined}>
          {tableError ?? 'Le numéro écrit sur la feuille papier, puis Entrée.'}
        </span>
      </form>
      {/* What this browser holds, shown even when the server does not answer. */}
      <p role="status" className={local.size ? 'alert alert-warn' : 'visually-hidden'}>
        {local.size > 0 ? (
          <>
            Sur cet ordinateur :{' '}
            {[
              pendingCount ? `${plural(pendingCount, 'feuille', 'feuilles')} en attente du serveur (envoi${pendingCount > 1 ? 's' : ''} automatique${pendingCount > 1 ? 's' : ''} dès qu’il répond)` : '',
              draftCount ? `${plural(draftCount, 'feuille', 'feuilles')} avec une saisie non enregistrée (ouvrez-la pour la reprendre)` : '',
            ]
              .filter(Boolean)
              .join(', ')}
            .
          </>
        ) : (
          'Aucune saisie en attente sur cet ordinateur.'
        )}
      </p>
      {/* A read that fails once the list is shown (the server away) leaves it where it is. */}
      <Loaded query={{ ...worklist, error: worklist.data ? null : worklist.error }}>
        {(w) => {
          // A checked sheet with typing kept here stays in « à traiter » until the server has it.
          const shown = all ? w.items : w.items.filter((i) => i.sheetStatus !== 'CHECKED' || local.has(i.playerId));
          return (
            <>
              <Facts
                className="counters"
                facts={[
                  { term: 'Coups', value: w.draws },
                  { term: 'Joueurs', value: w.players },
                  { term: 'Feuilles saisies', value: w.sheets },
                  { term: 'Feuilles vérifiées', value: w.checked },
                ]}
              />
              {w.checked === w.players && w.players > 0 && (
                <p className="alert alert-ok">Toutes les feuilles sont vérifiées : prévenez l’organisateur, le classement peut devenir définitif.</p>
              )}
              <fieldset className="filter">
                <legend>Afficher</legend>
                <label className="inline">
                  <input type="radio" name="filtre" checked={!all} onChange={() => setAll(false)} /> À traiter ({plural(w.items.filter((i) => i.sheetStatus !== 'CHECKED').length, 'feuille', 'feuilles')})
                </label>
                <label className="inline">
                  <input type="radio" name="filtre" checked={all} onChange={() => setAll(true)} /> Toutes les feuilles ({w.items.length})
                </label>
              </fieldset>
              <Table
                rows={shown}
                empty={<p>Plus rien à traiter : toutes les feuilles sont vérifiées.</p>}
                className="worklist"
                caption={all ? 'Toutes les feuilles' : 'Feuilles à traiter'}
                columns={[num('Table'), 'Joueur', 'Club', 'Statut', num('Total déclaré'), num('Total calculé'), 'Signalements']}
              >
                {(item) => (
                  <tr key={item.playerId}>
                    <td className="num">{item.bib}</td>
                    <td>
                      <Link to={`/gestion/tournois/${tournamentId}/correction/${item.playerId}`}>{item.name}</Link>
                    </td>
                    <td>{item.club}</td>
                    <td>
                      <StatusCell item={item} local={local.get(item.playerId)} />
                    </td>
                    <td className="num">{item.declaredTotal ?? '—'}</td>
                    <td className="num">{item.computedTotal ?? '—'}</td>
                    <td>
                      <Flags item={item} />
                    </td>
                  </tr>
                )}
              </Table>
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}

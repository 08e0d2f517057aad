import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { useAuth } from '../../auth/auth';
import { pdfs } from '../../queries/documents';
import { useRanking } from '../../queries/duplicate';
import { useLiveTournament } from '../../queries/live';
import { useDeletePoules, useFormPoules, usePoules } from '../../queries/matches';
import { useTournament } from '../../queries/tournaments';
import { Loaded, Page, stepLabel } from '../../ui/common';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { AfternoonRankingPdfs, PdfLink } from '../../ui/pdf-link';
import { ProblemAlert } from '../../ui/problem-alert';
import { BackupNow } from '../admin/backup-now';
import { destinationLabel, matchState, scoreText, sourceLabel, stageLabel } from './labels';
import type { Poule, PouleMatch } from './views';
import './afternoon.css';
import { ColumnHeads, num } from '../../ui/column-heads';

const PLAYED = ['score', 'extra-draws', 'sudden-death', 'duplicate-rank', 'forfeit'];
const ROUND_NAMES: Record<number, string> = { 1: 'Tour 1 : 1/8 de finale', 2: 'Tour 2 : 1/4 de finale et places 9 à 16', 3: 'Tour 3 : 1/2 finales et classement', 4: 'Tour 4 : finale et classement' };

/** Poules of 16 from the duplicate ranking: form them, redraw them while nothing is played, follow every match. */
export function PoulesManagePage() {
  const tournamentId = useParams().tournamentId!;
  const tournament = useTournament(tournamentId);
  const poules = usePoules(tournamentId);
  const { connected } = useLiveTournament(tournamentId);
  const t = tournament.data;

  return (
    <Page
      title={t ? `Poules et matchs — ${t.name}` : 'Poules et matchs'}
      actions={
        <>
          <Link className="button secondary" to={`/gestion/tournois/${tournamentId}`}>
            Retour au tournoi
          </Link>
        </>
      }
    >
      {t && (
        <p className="muted">
          Étape : <strong>{stepLabel(t.status)}</strong>
          {connected ? <span className="live"> · mis à jour en direct</span> : null}
        </p>
      )}
      <nav aria-label="Classements de l’après-midi">
        <ul className="links">
          <li>
            <Link to={`/tournois/${tournamentId}/classement-general`}>Classement général</Link>
          </li>
          <li>
            <Link to={`/tournois/${tournamentId}/coupe-des-clubs`}>Coupe du meilleur club</Link>
          </li>
          <AfternoonRankingPdfs tournamentId={tournamentId} />
        </ul>
      </nav>
      <Loaded query={poules} absent={<FormPoules tournamentId={tournamentId} status={t?.status} />}>
        {(list) => (list.length === 0 ? <FormPoules tournamentId={tournamentId} status={t?.status} /> : <PoulesView tournamentId={tournamentId} poules={list} />)}
      </Loaded>
    </Page>
  );
}

function FormPoules({ tournamentId, status }: { tournamentId: string; status?: string }) {
  const { account } = useAuth();
  const ranking = useRanking(tournamentId);
  const [asking, setAsking] = useState(false);
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [drawsPer, setDrawsPer] = useState<'round' | 'match'>('round');
  const [format, setFormat] = useState<'STANDARD' | 'TV'>('STANDARD');
  const [seed, setSeed] = useState('');
  const form = useFormPoules(tournamentId);
  const formPoules = () =>
    form.mutate(
      { excludePlayerIds: excluded.size ? [...excluded] : undefined, reason: reason.trim() || undefined, drawsPer, format, seed: seed.trim() || undefined },
      { onSuccess: () => setAsking(false) },
    );
  const fieldError = (f: string) => (form.error instanceof ApiError ? form.error.fieldError(f) : undefined);
  function submit(e: FormEvent) {
    e.preventDefault();
    form.reset();
    setAsking(true);
  }
  const players = ranking.data ? ranking.data.rows.length - excluded.size : 0;
  const count = Math.ceil(players / 16);
  return (
    <section className="card" aria-labelledby="former">
      <h2 id="former">Former les poules</h2>
      <p>
        Les poules de 16 sont tirées du classement final du duplicate : rangs 1 à 16 en poule A, 17 à 32 en poule B, et ainsi de suite. Elles ne
        se refont que tant qu’aucun match n’est joué : vérifiez le classement et les joueurs écartés avant.
      </p>
      {account?.role === 'ORGANISER' && (
        <div className="alert alert-warn">
          <p>
            Faites une sauvegarde avant : Greffier en fait une lui-même juste avant de former les poules, et vous pouvez en faire une maintenant, sans
            arrêter le serveur.
          </p>
          <BackupNow />
        </div>
      )}
      {status && status !== 'MATCHES' && (
        <p className="alert alert-warn">
          Le tournoi est à l’étape « {stepLabel(status)} » : les poules se forment à l’étape « Matchs ».
        </p>
      )}
      {account?.role !== 'ORGANISER' && <p className="alert alert-warn">Seul un organisateur forme les poules.</p>}
      <Loaded query={ranking} absent={<p>Pas de duplicate dans ce tournoi : les poules se forment à partir de son classement.</p>}>
        {(r) => (
          <form className="stack" onSubmit={submit}>
            {r.provisional && (
              <p className="alert alert-warn">
                Le classement du duplicate est encore provisoire ({r.uncheckedSheets} feuille(s) non vérifiée(s), {r.missingSheets.length} joueur(s) sans
                feuille) : le serveur refusera de former les poules.
              </p>
            )}
            <fieldset>
              <legend>Joueurs laissés de côté (partis au déjeuner…)</legend>
              <table className="compact">
                <caption className="visually-hidden">Classement du duplicate</caption>
                <ColumnHeads columns={['Écarter', num('Rang'), 'Joueur', 'Club', num('Points')]} />
                <tbody>
                  {r.rows.map((row) => (
                    <tr key={row.playerId} className={excluded.has(row.playerId) ? 'selected' : undefined}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Écarter ${row.name}`}
                          checked={excluded.has(row.playerId)}
                          onChange={(e) => {
                            const next = new Set(excluded);
                            if (e.target.checked) next.add(row.playerId);
                            else next.delete(row.playerId);
                            setExcluded(next);
                          }}
                        />
                      </td>
                      <td className="num">{row.rank}</td>
                      <td>{row.name}</td>
                      <td>{row.club}</td>
                      <td className="num">{row.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {fieldError('excludePlayerIds') && <p className="field-error">{fieldError('excludePlayerIds')}</p>}
            </fieldset>
            <label>
              Motif {excluded.size > 0 ? '(obligatoire pour écarter des joueurs)' : '(facultatif)'}
              <input value={reason} onChange={(e) => setReason(e.target.value)} required={excluded.size > 0} aria-invalid={!!fieldError('reason')} maxLength={500} />
              {fieldError('reason') && <span className="field-error">{fieldError('reason')}</span>}
            </label>
            <div className="row">
              <label>
                Tirages
                <select value={drawsPer} onChange={(e) => setDrawsPer(e.target.value as 'round' | 'match')}>
                  <option value="round">les mêmes pour tout un tour</option>
                  <option value="match">propres à chaque match</option>
                </select>
              </label>
              <label>
                Formule des matchs
                <select value={format} onChange={(e) => setFormat(e.target.value as 'STANDARD' | 'TV')}>
                  <option value="STANDARD">règlement (20 coups, 24 en finale)</option>
                  <option value="TV">émission (12 coups, duels, sprint final)</option>
                </select>
              </label>
              <label>
                Graine des tirages <span className="hint">(facultative)</span>
                <input value={seed} onChange={(e) => setSeed(e.target.value)} pattern="[\w.\-]{1,64}" aria-invalid={!!fieldError('seed')} />
                {fieldError('seed') && <span className="field-error">{fieldError('seed')}</span>}
              </label>
            </div>
            <ProblemAlert error={form.error} />
            <div>
              <button type="submit" disabled={form.isPending}>
                Former les poules ({players} joueurs)
              </button>
            </div>
            <ConfirmDialog
              open={asking}
              title={`Former ${count} poule${count > 1 ? 's' : ''} de 16 avec ${players} joueurs ?`}
              confirmLabel="Former les poules"
              busy={form.isPending}
              error={form.error}
              onConfirm={formPoules}
              onCancel={() => setAsking(false)}
            >
              <ul>
                <li>
                  Les joueurs sont placés par leur rang au classement du duplicate
                  {excluded.size > 0 ? `, sans les ${excluded.size} joueur${excluded.size > 1 ? 's' : ''} écarté${excluded.size > 1 ? 's' : ''}` : ''}.
                </li>
                <li>Tous les matchs de chaque poule sont créés, avec leurs tirages ({drawsPer === 'match' ? 'propres à chaque match' : 'les mêmes pour tout un tour'}).</li>
                <li>Les poules pourront être refaites tant qu’aucun match n’est joué ; dès le premier match joué, elles ne changent plus.</li>
              </ul>
            </ConfirmDialog>
          </form>
        )}
      </Loaded>
    </section>
  );
}

function PoulesView({ tournamentId, poules }: { tournamentId: string; poules: Poule[] }) {
  const played = poules.some((p) => p.matches.some((m) => (m.decidedBy && PLAYED.includes(m.decidedBy)) || m.needs !== null));
  return (
    <>
      <p>
        {poules.length} poule(s), {poules.reduce((n, p) => n + p.entries.length, 0)} joueurs · tirages {poules[0]!.drawsPer === 'match' ? 'par match' : 'par tour'}
        {poules[0]!.format === 'TV' ? ' · formule émission' : ''}
      </p>
      <nav aria-label="Poules" className="tabs">
        {poules.map((p) => (
          <a key={p.code} href={`#poule-${p.code}`}>
            Poule {p.code}
          </a>
        ))}
      </nav>
      {poules.map((p) => (
        <PouleSection key={p.code} tournamentId={tournamentId} poule={p} />
      ))}
      {!played && <RedrawPoules tournamentId={tournamentId} />}
    </>
  );
}

function PouleSection({ tournamentId, poule }: { tournamentId: string; poule: Poule }) {
  const rounds = [...new Set(poule.matches.map((m) => m.round))].sort((a, b) => a - b);
  const toPlay = poule.matches.filter((m) => m.status === 'READY').length;
  return (
    <section className="card" id={`poule-${poule.code}`} aria-labelledby={`titre-poule-${poule.code}`}>
      <div className="page-head">
        <h2 id={`titre-poule-${poule.code}`}>
          Poule {poule.code} <span className="muted">({poule.entries.length} joueurs{toPlay ? `, ${toPlay} match(s) à jouer` : ''})</span>
        </h2>
        <PdfLink doc={pdfs.bracket(tournamentId, poule.code)}>Tableau de la poule {poule.code}</PdfLink>
      </div>
      {poule.byes.length > 0 && <p className="muted">Exempts au 1er tour : têtes de série {poule.byes.join(', ')}.</p>}
      {rounds.map((round) => (
        <table key={round} className="matches">
          <caption>{ROUND_NAMES[round] ?? `Tour ${round}`}</caption>
          <ColumnHeads columns={['Match', 'Joueur a', 'Joueur b', num('Score'), 'État', 'Suite', 'Feuilles']} />
          <tbody>
            {poule.matches
              .filter((m) => m.round === round)
              .map((m) => (
                <MatchRow key={m.code} tournamentId={tournamentId} match={m} />
              ))}
          </tbody>
        </table>
      ))}
      <h3>Places</h3>
      <ol className="places">
        {poule.places.map((x) => (
          <li key={x.place}>
            <span className="num">{x.place}.</span> {x.status === 'held' ? x.player?.name : x.status === 'empty' ? <span className="muted">—</span> : <span className="muted">en jeu</span>}{' '}
            {x.status === 'held' && <span className="muted">({x.generalPlace}e au général)</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function MatchRow({ tournamentId, match: m }: { tournamentId: string; match: PouleMatch }) {
  const state = matchState(m);
  const playable = m.decidedBy !== 'bye' && m.decidedBy !== 'empty';
  const side = (i: 0 | 1) => {
    const p = i === 0 ? m.a : m.b;
    const won = m.winner && p && m.winner.playerId === p.playerId;
    return p ? (
      <span className={won ? 'winner' : undefined}>
        {p.name}
        {won ? <span className="visually-hidden"> (vainqueur)</span> : null}
        <br />
        <small className="muted">{p.club}</small>
      </span>
    ) : (
      <span className="muted">{sourceLabel(m.sources[i])}</span>
    );
  };
  return (
    <tr>
      <th scope="row">
        {playable ? <Link to={`/gestion/tournois/${tournamentId}/matchs/${m.code}`}>{m.code}</Link> : m.code}
        <br />
        <small className="muted">{stageLabel(m.stage, m.places)}</small>
      </th>
      <td>{side(0)}</td>
      <td>{side(1)}</td>
      <td className="num">
        {m.status === 'PENDING' || !playable ? '' : scoreText(m.score)}
        {m.extra ? <small className="muted"> (prol. {scoreText(m.extra)})</small> : null}
      </td>
      <td>
        <span className={`tag ${state.tone}`}>{state.label}</span>
      </td>
      <td>
        <small>
          V → {destinationLabel(m.winnerTo)}
          <br />P → {destinationLabel(m.loserTo)}
        </small>
      </td>
      <td>
        {playable && (
          <>
            <PdfLink doc={pdfs.matchSheet(tournamentId, m.code)}>Feuille {m.code}</PdfLink>
            <br />
            <PdfLink doc={pdfs.matchSheet(tournamentId, m.code, 'arbiter')}>Copie arbitre</PdfLink>
          </>
        )}
      </td>
    </tr>
  );
}

function RedrawPoules({ tournamentId }: { tournamentId: string }) {
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const remove = useDeletePoules(tournamentId);
  return (
    <section className="card" aria-labelledby="refaire">
      <h2 id="refaire">Refaire le tirage des poules</h2>
      <p>Tant qu’aucun match n’est joué, les poules peuvent être annulées puis formées de nouveau (mauvaise formule, classement corrigé…).</p>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          remove.reset();
          setAsking(true);
        }}
      >
        <label>
          Motif (obligatoire)
          <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} size={40} />
        </label>
        <button type="submit" className="danger" disabled={remove.isPending}>
          Annuler les poules
        </button>
      </form>
      <ConfirmDialog
        open={asking}
        title="Annuler les poules et tous leurs matchs ?"
        confirmLabel="Annuler les poules"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(reason, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        <p>Les poules, leurs matchs et leurs tirages sont supprimés ; le formulaire des poules revient, à partir du classement du duplicate.</p>
      </ConfirmDialog>
    </section>
  );
}

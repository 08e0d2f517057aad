import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { pdfs } from '../../queries/documents';
import { useEntries } from '../../queries/entries';
import { useLiveTournament } from '../../queries/live';
import { useGameResults, usePyramideConfig, usePyramideGames, useSeatGame, useSetupPyramide } from '../../queries/pyramide';
import { useTournament } from '../../queries/tournaments';
import { formatDateTime, Loaded, Page } from '../../ui/common';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PdfLink } from '../../ui/pdf-link';
import { ProblemAlert } from '../../ui/problem-alert';
import type { GameView, PyramideConfig } from './views';
import './afternoon.css';
import { ColumnHeads, num } from '../../ui/column-heads';
import { SeatList } from './pyramide-sheet-view';

const METHODS: Record<GameView['method'], string> = { draw: 'tirage au sort', regulation: 'rotation du règlement', computed: 'rotation calculée' };
const FALLBACKS: Record<NonNullable<GameView['fallback']>, string> = {
  TABLE_SIZES: 'tables de 4 et de 3 mêlées',
  PLAYERS_CHANGED: 'joueurs arrivés ou partis',
  REPEATS: 'la rotation du règlement ferait des rencontres répétées',
  DOUBLETTE: 'doublette',
};

/** The Pyramide of a tournament: set-up, seating game after game, the tables' sheets and each game's results. */
export function PyramideManagePage() {
  const tournamentId = useParams().tournamentId!;
  const tournament = useTournament(tournamentId);
  const config = usePyramideConfig(tournamentId);
  useLiveTournament(tournamentId);
  return (
    <Page
      title={tournament.data ? `Pyramide — ${tournament.data.name}` : 'Pyramide'}
      actions={
        <Link className="button secondary" to={`/gestion/tournois/${tournamentId}`}>
          Retour au tournoi
        </Link>
      }
    >
      <Loaded query={config} absent={<SetupForm tournamentId={tournamentId} />}>
        {(c) => <PyramideView tournamentId={tournamentId} config={c} />}
      </Loaded>
    </Page>
  );
}

function SetupForm({ tournamentId }: { tournamentId: string }) {
  const entries = useEntries(tournamentId);
  const [asking, setAsking] = useState(false);
  const [formula, setFormula] = useState<'individuel' | 'doublette'>('individuel');
  const [games, setGames] = useState('4');
  const [seed, setSeed] = useState('');
  const [reason, setReason] = useState('');
  const [pairOf, setPairOf] = useState<Record<string, string>>({});
  const setup = useSetupPyramide(tournamentId);
  const install = () => {
    let pairs: string[][] | undefined;
    if (formula === 'doublette') {
      const groups = new Map<string, string[]>();
      for (const [player, n] of Object.entries(pairOf)) if (n.trim()) groups.set(n.trim(), [...(groups.get(n.trim()) ?? []), player]);
      pairs = [...groups.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).map(([, ids]) => ids);
    }
    setup.mutate({ formula, games: Number(games), seed: seed.trim() || undefined, pairs, reason }, { onSuccess: () => setAsking(false) });
  };
  const fieldError = (f: string) => (setup.error instanceof ApiError ? setup.error.fieldError(f) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setup.reset();
    setAsking(true);
  };
  return (
    <section className="card" aria-labelledby="installer">
      <h2 id="installer">Installer la Pyramide</h2>
      <p>Les joueurs sont les inscrits du tournoi (leur numéro de table est leur dossard). La configuration ne se change plus ensuite.</p>
      <form className="stack" onSubmit={submit}>
        <fieldset className="inline-fieldset">
          <legend>Formule</legend>
          <label className="inline">
            <input type="radio" name="formula" checked={formula === 'individuel'} onChange={() => setFormula('individuel')} />
            individuel (les partenaires tournent)
          </label>
          <label className="inline">
            <input type="radio" name="formula" checked={formula === 'doublette'} onChange={() => setFormula('doublette')} />
            doublette (paires fixes)
          </label>
        </fieldset>
        <div className="row">
          <label>
            Nombre de parties
            <input type="number" min={1} max={30} value={games} onChange={(e) => setGames(e.target.value)} required aria-invalid={!!fieldError('games')} />
            {fieldError('games') && <span className="field-error">{fieldError('games')}</span>}
          </label>
          <label>
            Graine <span className="hint">(facultative)</span>
            <input value={seed} onChange={(e) => setSeed(e.target.value)} aria-invalid={!!fieldError('seed')} />
            {fieldError('seed') && <span className="field-error">{fieldError('seed')}</span>}
          </label>
          <label>
            Motif <span className="hint">(facultatif)</span>
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </div>
        <Loaded query={entries}>
          {(list) => {
            const active = list.filter((e) => !e.withdrawn);
            return (
              <>
                <p>
                  {active.length} joueur(s) inscrit(s){list.length > active.length ? `, ${list.length - active.length} retiré(s)` : ''}.
                </p>
                {fieldError('players') && <p className="field-error">{fieldError('players')}</p>}
                {formula === 'doublette' && (
                  <table className="compact">
                    <caption>Paires : donnez le même numéro aux deux joueurs d’une paire (P1, P2…)</caption>
                    <ColumnHeads columns={['N° de table', 'Joueur', 'Club', 'Paire n°']} />
                    <tbody>
                      {active.map((e) => (
                        <tr key={e.playerId}>
                          <td className="num">{e.bib}</td>
                          <td>
                            {e.firstName} {e.lastName}
                          </td>
                          <td>{e.clubName}</td>
                          <td>
                            <input
                              aria-label={`Paire de ${e.firstName} ${e.lastName}`}
                              inputMode="numeric"
                              size={3}
                              value={pairOf[e.playerId] ?? ''}
                              onChange={(ev) => setPairOf((p) => ({ ...p, [e.playerId]: ev.target.value }))}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                {fieldError('pairs') && <p className="field-error">{fieldError('pairs')}</p>}
              </>
            );
          }}
        </Loaded>
        <ProblemAlert error={setup.error} />
        <div>
          <button type="submit" disabled={setup.isPending}>
            Installer la Pyramide
          </button>
        </div>
        <ConfirmDialog
          open={asking}
          title={`Installer la Pyramide en ${formula}, ${games} partie${Number(games) > 1 ? 's' : ''} ?`}
          confirmLabel="Installer la Pyramide"
          busy={setup.isPending}
          error={setup.error}
          onConfirm={install}
          onCancel={() => setAsking(false)}
        >
          <p>Les joueurs sont les inscrits du tournoi{formula === 'doublette' ? ', par les paires données' : ''}. La formule, le nombre de parties et les paires ne se changent plus ensuite.</p>
        </ConfirmDialog>
      </form>
    </section>
  );
}

function PyramideView({ tournamentId, config }: { tournamentId: string; config: PyramideConfig }) {
  const games = usePyramideGames(tournamentId);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const seat = useSeatGame(tournamentId);
  const seated = games.data?.length ?? config.seatedGames;
  const next = seated + 1;
  return (
    <>
      <section className="card" aria-labelledby="config">
        <h2 id="config">Configuration</h2>
        <p>
          Formule <strong>{config.formula}</strong> · {config.games} partie(s) prévue(s), {seated} placée(s) · graine <code>{config.seed}</code> · graine du tirage au sort
          du classement <code>{config.rankingSeed}</code>
        </p>
        {config.pairs.length > 0 && (
          <p>
            Paires : {config.pairs.map((p) => `${p.id} ${p.players.map((x) => x.name).join(' & ')}`).join(' ; ')}
          </p>
        )}
        <ul className="links">
          <li>
            <Link to={`/tournois/${tournamentId}/pyramide`}>Classement de la Pyramide</Link>
          </li>
          <li>
            <PdfLink doc={pdfs.pyramideStandings(tournamentId)}>Classement</PdfLink>
          </li>
          <li>
            <PdfLink doc={pdfs.pyramideBlankSheet(tournamentId, 4)}>Feuille vierge, table de 4</PdfLink>
          </li>
          {config.formula === 'individuel' && (
            <li>
              <PdfLink doc={pdfs.pyramideBlankSheet(tournamentId, 3)}>Feuille vierge, table de 3</PdfLink>
            </li>
          )}
        </ul>
        {seated < config.games ? (
          <form
            className="row"
            onSubmit={(e) => {
              e.preventDefault();
              seat.reset();
              setAsking(true);
            }}
          >
            <label>
              Motif <span className="hint">(facultatif)</span>
              <input value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
            <button type="submit" disabled={seat.isPending}>
              Placer la partie {next}
            </button>
          </form>
        ) : (
          <p className="muted">Toutes les parties prévues sont placées.</p>
        )}
        <ProblemAlert error={seat.error} />
        <ConfirmDialog
          open={asking}
          title={`Placer la partie ${next} ?`}
          confirmLabel={`Placer la partie ${next}`}
          busy={seat.isPending}
          error={seat.error}
          onConfirm={() =>
            seat.mutate(reason, {
              onSuccess: () => {
                setReason('');
                setAsking(false);
              },
            })
          }
          onCancel={() => setAsking(false)}
        >
          <p>Les joueurs présents sont placés aux tables pour la partie {next} ; un placement ne se refait pas. Retirez d’abord les joueurs absents (Inscriptions, sur la page du tournoi).</p>
        </ConfirmDialog>
      </section>
      <Loaded query={games} absent={null}>
        {(list) => (
          <>
            {[...list].reverse().map((g) => (
              <GameSection key={g.number} tournamentId={tournamentId} game={g} />
            ))}
          </>
        )}
      </Loaded>
    </>
  );
}

function GameSection({ tournamentId, game: g }: { tournamentId: string; game: GameView }) {
  const results = useGameResults(tournamentId, g.number);
  const entered = g.tables.filter((t) => t.sheet).length;
  return (
    <section className="card" aria-labelledby={`partie-${g.number}`}>
      <div className="page-head">
        <h2 id={`partie-${g.number}`}>
          Partie {g.number}{' '}
          <span className="muted">
            ({entered}/{g.tables.length} feuille(s) saisie(s))
          </span>
        </h2>
        <PdfLink doc={pdfs.pyramideSeating(tournamentId, g.number)}>Plan de table, partie {g.number}</PdfLink>
      </div>
      <p>
        Placement : <strong>{METHODS[g.method]}</strong>
        {g.fallback ? ` (${FALLBACKS[g.fallback]})` : ''} — <span className="explanation">{g.explanation}</span>. <small className="muted">Placée le {formatDateTime(g.seatedAt)}.</small>
      </p>
      {g.repeats.length > 0 && (
        <p className="alert alert-warn">
          Rencontres répétées :{' '}
          {g.repeats.map((r) => `${r.names.join(' et ')} (table ${r.table}, déjà en partie ${r.previousGames.join(', ')})`).join(' ; ')}
        </p>
      )}
      {g.leftOut.length > 0 && <p>Laissés de côté (retirés) : {g.leftOut.map((p) => p.name).join(', ')}.</p>}
      <table className="matches">
        <caption>Tables de la partie {g.number}</caption>
        <ColumnHeads columns={['Table', 'Joueurs (places A à D)', 'Feuille de marque', 'Imprimer']} />
        <tbody>
          {g.tables.map((t) => (
            <tr key={t.number}>
              <th scope="row">
                Table {t.number} <small className="muted">({t.size} joueurs)</small>
              </th>
              <td>
                <SeatList seats={t.seats} className="seats" />
                {t.pairs && <small className="muted">{t.pairs.map((p) => p.id).join(' contre ')}</small>}
              </td>
              <td>
                <span className={`tag ${t.sheet ? 'ok' : 'warn'}`}>{!t.sheet ? 'à saisir' : t.sheet.status === 'CORRECTED' ? `corrigée (v${t.sheet.version})` : `saisie (v${t.sheet.version})`}</span>{' '}
                <Link to={`/gestion/tournois/${tournamentId}/pyramide/parties/${g.number}/tables/${t.number}`} aria-label={`Feuille de marque, partie ${g.number} table ${t.number}`}>
                  Feuille de marque
                </Link>
              </td>
              <td>
                <PdfLink doc={pdfs.pyramideTableSheet(tournamentId, g.number, t.number)}>Feuille, table {t.number}</PdfLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Loaded query={results}>
        {(r) =>
          r.rows.length === 0 ? (
            <p className="muted">Aucune feuille saisie : pas encore de résultat.</p>
          ) : (
            <table className="results">
              <caption>
                Résultats de la partie {g.number}
                {r.complete ? '' : ` (provisoires : table(s) ${r.pendingTables.join(', ')} à saisir)`}
              </caption>
              <ColumnHeads columns={[num('Rang'), 'Joueur', num('Table'), num('Total'), num('Bonus'), num('Solutions')]} />
              <tbody>
                {r.rows.map((row) => (
                  <tr key={row.id}>
                    <td className="num">{row.rank}</td>
                    <td>{row.name}</td>
                    <td className="num">{row.table}</td>
                    <td className="num">{row.total}</td>
                    <td className="num">{row.bonus}</td>
                    <td className="num">{row.solutions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}

import { useParams } from 'react-router';
import { pdfs } from '../../queries/documents';
import { usePyramideGames, usePyramideStandings } from '../../queries/pyramide';
import { Loaded } from '../../ui/common';
import { PdfLink } from '../../ui/pdf-link';
import { ProvisionalNote, ScrollFrame, TournamentScreen } from './shared';
import type { GameView } from '../afternoon/views';
import type { PyramideStandings } from './views';
import { ColumnHeads, num } from '../../ui/column-heads';

function StandingsTable({ standings }: { standings: PyramideStandings }) {
  const games = standings.gamesCounted;
  return (
    <ScrollFrame label="Tableau du classement Pyramide">
      <table className="ranking">
        <caption className="visually-hidden">Classement Pyramide</caption>
        <ColumnHeads
          columns={[
            num('Rang'), standings.formula === 'doublette' ? 'Doublette' : 'Joueur', num('Table'), ...games.map((g) => num(<abbr title={`partie ${g}`}>P{g}</abbr>)),
            num('Énigmes'), num('Ping-Pong'), num(<abbr title="Noms propres">NP</abbr>), num(<abbr title="Grandes Pyramides">GP</abbr>),
            num('Total'), num('Bonus'), num('Solutions'), 'Départage',
          ]}
        />
        <tbody>
          {standings.rows.map((r) => (
            <tr key={r.id}>
              <td className="num">{r.rank}</td>
              <td>
                {r.name}
                {r.withdrawn && <span className="tag warn"> forfait</span>}
              </td>
              <td className="num">{r.players.map((p) => p.bib ?? '—').join(', ')}</td>
              {games.map((g) => (
                <td className="num" key={g}>
                  {r.perGame.find((x) => x.game === g)?.total ?? '—'}
                </td>
              ))}
              <td className="num">{r.enigmes}</td>
              <td className="num">{r.pingPong}</td>
              <td className="num">{r.nomsPropres}</td>
              <td className="num">{r.grandesPyramides}</td>
              <td className="num total">{r.total}</td>
              <td className="num">{r.bonus}</td>
              <td className="num">{r.solutions}</td>
              <td className="reason">{r.brokenBy && r.brokenBy !== 'total' ? r.brokenByReason : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

function Games({ tournamentId, games }: { tournamentId: string; games: GameView[] }) {
  if (!games.length) return <p>Aucune partie placée pour l’instant.</p>;
  return (
    <ul className="games">
      {games.map((g) => (
        <li key={g.number}>
          <strong>Partie {g.number}</strong> : {g.tables.length} table{g.tables.length > 1 ? 's' : ''} — {g.explanation}{' '}
          <PdfLink doc={pdfs.pyramideSeating(tournamentId, g.number)}>Plan de table, partie {g.number}</PdfLink>
        </li>
      ))}
    </ul>
  );
}

/** Public: the Pyramide standings over the games whose sheets are all in, with their tie-breaks, and the seatings. */
export function PyramideStandingsPage() {
  const { tournamentId = '' } = useParams();
  const standings = usePyramideStandings(tournamentId);
  const games = usePyramideGames(tournamentId);
  return (
    <TournamentScreen tournamentId={tournamentId} title="Pyramide" documents={{ name: 'pyramideStandings', label: 'Classement Pyramide' }}>
      <Loaded query={standings} absent={<p>Pas de Pyramide dans ce tournoi pour l’instant.</p>}>
        {(s) => (
          <>
            {s.provisional && (
              <ProvisionalNote title="Classement provisoire">
                {s.gamesCounted.length} partie{s.gamesCounted.length > 1 ? 's' : ''} comptée{s.gamesCounted.length > 1 ? 's' : ''} sur {s.gamesPlanned}
                {s.gamesPending.length ? ` ; feuilles attendues pour la partie ${s.gamesPending.join(', ')}` : ''}.
              </ProvisionalNote>
            )}
            <p className="muted">
              Formule {s.formula === 'doublette' ? 'doublette' : 'individuelle'}. Départage : total des points, puis points de bonus, puis énigmes résolues (solutions), puis
              tirage au sort.
            </p>
            {s.rows.length === 0 ? <p>Aucune partie complète pour l’instant : le classement apparaît quand toutes les feuilles d’une partie sont saisies.</p> : <StandingsTable standings={s} />}
            {s.randomDraws.length > 0 && (
              <p className="muted">
                Tirage au sort (graine « {s.randomSeed} ») : {s.randomDraws.map((d) => d.drawnNames.join(' devant ')).join(' ; ')}.
              </p>
            )}
          </>
        )}
      </Loaded>
      <h2>Parties et plans de table</h2>
      <Loaded query={games} absent={<p>Aucune partie placée pour l’instant.</p>}>{(g) => <Games tournamentId={tournamentId} games={g} />}</Loaded>
    </TournamentScreen>
  );
}

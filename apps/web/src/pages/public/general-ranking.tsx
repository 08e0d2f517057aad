import { Link, useParams } from 'react-router';
import { exportFiles, pdfs } from '../../queries/documents';
import { useLiveTournament } from '../../queries/live';
import { useGeneralRanking } from '../../queries/matches';
import { useTournament } from '../../queries/tournaments';
import { Loaded, Page } from '../../ui/common';
import { ExportLinks } from '../../ui/export-links';
import { PdfLink } from '../../ui/pdf-link';
import { LiveBadge, TournamentTabs } from './shared';
import { ColumnHeads, num } from '../../ui/column-heads';

/** Public: the final general ranking, from the places of the poules (place = 16 × poule index + place in the poule). */
export function GeneralRankingPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId);
  const general = useGeneralRanking(tournamentId);
  const { connected } = useLiveTournament(tournamentId);
  return (
    <Page
      title={tournament.data ? `Classement général — ${tournament.data.name}` : 'Classement général'}
      actions={
        <>
          <LiveBadge connected={connected} />
          <PdfLink doc={pdfs.generalRanking(tournamentId)}>Classement général à imprimer</PdfLink>
          <ExportLinks file={exportFiles.generalRanking(tournamentId)} label="Classement général à exporter" />
        </>
      }
    >
      <TournamentTabs tournamentId={tournamentId} />
      <Loaded query={general} absent={<p>Le classement général vient une fois les poules formées.</p>}>
        {(g) => (
          <>
            {!g.complete && (
              <div className="alert alert-warn" role="note">
                <strong>Classement incomplet</strong>
                <p>Des matchs restent à jouer : seules les places déjà décidées sont listées.</p>
              </div>
            )}
            <p className="muted">
              Chaque poule de 16 joue toutes ses places : la place générale est 16 × (rang de la poule) + la place dans la poule (poule A : places 1 à 16, poule B : 17 à 32…).
              Les places étant distinctes, il n’y a pas d’ex aequo à départager.
            </p>
            {g.rows.length === 0 ? (
              <p>Aucune place décidée pour l’instant.</p>
            ) : (
              <table>
                <caption className="visually-hidden">Classement général</caption>
                <ColumnHeads columns={[num('Place'), 'Joueur', 'Club', 'Poule', num('Place dans la poule')]} />
                <tbody>
                  {g.rows.map((r) => (
                    <tr key={r.playerId}>
                      <td className="num">{r.place}</td>
                      <td>
                        <Link to={`/tournois/${tournamentId}/joueurs/${r.playerId}`}>{r.name}</Link>
                      </td>
                      <td>{r.club}</td>
                      <td>
                        <Link to={`/tournois/${tournamentId}/poules#poule-${r.poule}`}>Poule {r.poule}</Link>
                      </td>
                      <td className="num">{r.placeInPoule}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {g.withdrawnBeforePoules.length > 0 && (
              <section aria-labelledby="hors-poules">
                <h2 id="hors-poules">Non classés (hors des poules)</h2>
                <ul>
                  {g.withdrawnBeforePoules.map((p) => (
                    <li key={p.playerId}>
                      {p.name} ({p.club})
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </Loaded>
    </Page>
  );
}

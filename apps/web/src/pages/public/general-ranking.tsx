import { Link, useParams } from 'react-router';
import { useGeneralRanking } from '../../queries/matches';
import { num } from '../../ui/column-heads';
import { Loaded } from '../../ui/common';
import { Table } from '../../ui/table';
import { PlayerCell, ProvisionalNote, TournamentScreen } from './shared';

/** Public: the final general ranking, from the places of the poules (place = 16 × poule index + place in the poule). */
export function GeneralRankingPage() {
  const { tournamentId = '' } = useParams();
  const general = useGeneralRanking(tournamentId);
  return (
    <TournamentScreen tournamentId={tournamentId} title="Classement général" documents={{ name: 'generalRanking', label: 'Classement général' }}>
      <Loaded query={general} absent={<p>Le classement général vient une fois les poules formées.</p>}>
        {(g) => (
          <>
            {!g.complete && <ProvisionalNote title="Classement incomplet">Des matchs restent à jouer : seules les places déjà décidées sont listées.</ProvisionalNote>}
            <p className="muted">
              Chaque poule de 16 joue toutes ses places : la place générale est 16 × (rang de la poule) + la place dans la poule (poule A : places 1 à 16, poule B : 17 à 32…).
              Les places étant distinctes, il n’y a pas d’ex aequo à départager.
            </p>
            <Table
              rows={g.rows}
              empty={<p>Aucune place décidée pour l’instant.</p>}
              caption="Classement général"
              columns={[num('Place'), 'Joueur', 'Club', 'Poule', num('Place dans la poule')]}
            >
              {(r) => (
                <tr key={r.playerId}>
                  <td className="num">{r.place}</td>
                  <PlayerCell tournamentId={tournamentId} player={r} />
                  <td>{r.club}</td>
                  <td>
                    <Link to={`/tournois/${tournamentId}/poules#poule-${r.poule}`}>Poule {r.poule}</Link>
                  </td>
                  <td className="num">{r.placeInPoule}</td>
                </tr>
              )}
            </Table>
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
    </TournamentScreen>
  );
}

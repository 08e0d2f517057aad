import { Link } from 'react-router';
import { useTournaments } from '../queries/tournaments';
import { formatDate, Loaded, Page, stepLabel } from '../ui/common';
import { ColumnHeads } from '../ui/column-heads';

/** Public home: every tournament, the coming ones first, with its organising club (a federation server holds every club's). */
export function TournamentsPage() {
  const query = useTournaments();
  return (
    <Page title="Tournois">
      <Loaded query={query}>
        {(list) =>
          list.length === 0 ? (
            <p>Aucun tournoi pour l’instant.</p>
          ) : (
            <table>
              <caption className="visually-hidden">Tournois</caption>
              <ColumnHeads columns={['Date', 'Tournoi', 'Club', 'Lieu', 'Étape']} />
              <tbody>
                {[...list]
                  .sort((a, b) => b.date.localeCompare(a.date))
                  .map((t) => (
                    <tr key={t.id}>
                      <td>{formatDate(t.date)}</td>
                      <td>
                        <Link to={`/tournois/${t.id}`}>{t.name}</Link>
                      </td>
                      <td>{t.organisingClubName}</td>
                      <td>{t.venue}</td>
                      <td>{stepLabel(t.status)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </Page>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useTournaments } from '../queries/tournaments';
import { formatDate, Loaded, Page, stepLabel } from '../ui/common';
import { ColumnHeads } from '../ui/column-heads';
import { Pager } from './admin/admin-ui';

/** The calendar's page: a federation server's calendar holds every club's tournaments of many seasons. */
const PAGE_SIZE = 50;

/** Public home: every tournament, the latest day first (the API's order), with its organising club (a federation server holds every club's). */
export function TournamentsPage() {
  const [page, setPage] = useState(1);
  const query = useTournaments(page, PAGE_SIZE);
  return (
    <Page title="Tournois">
      <Loaded query={query}>
        {({ items, total, page: shown, pageSize }) =>
          total === 0 ? (
            <p>Aucun tournoi pour l’instant.</p>
          ) : (
            <>
              <table>
                <caption className="visually-hidden">Tournois</caption>
                <ColumnHeads columns={['Date', 'Tournoi', 'Club', 'Lieu', 'Étape']} />
                <tbody>
                  {items.map((t) => (
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
              {total > pageSize && <Pager page={shown} pageSize={pageSize} total={total} onPage={setPage} noun="tournoi" />}
            </>
          )
        }
      </Loaded>
    </Page>
  );
}

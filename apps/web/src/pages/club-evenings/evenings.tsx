import { Link, useParams } from 'react-router';
import { useAddressQuery } from '../../ui/address-query';
import { useAuth } from '../../auth/auth';
import { useClub } from '../../queries/clubs';
import { type GameFilters, useClubGames } from '../../queries/club-games';
import { exportFiles, pdfs } from '../../queries/documents';
import { formatDate, Page, PdfLink } from '../../ui/common';
import { ExportLinks } from '../../ui/export-links';
import { canRecord, ClubAccess } from './club-access';
import { type ClubGame, type GameKind, KIND_LABELS, KINDS } from './types';
import { Shown } from './work-ui';
import './club-evenings.css';
import { ColumnHeads } from '../../ui/column-heads';
import { CodeOptions } from '../../ui/options';

export const PAGE_SIZE = 20;

function winners(game: ClubGame): string {
  const first = game.standings.filter((s) => s.place === 1);
  if (!first.length || game.standings.every((s) => s.points === 0)) return '—';
  const unit = game.kind === 'SLOUBI' ? 'tour' : 'point';
  const pts = first[0]!.points;
  return `${first.map((s) => s.name).join(', ')} (${pts} ${unit}${pts > 1 ? 's' : ''})`;
}

/** The club's evenings, the latest first: filtered by game and days, a page at a time, each with its score sheet. */
export function ClubEveningsPage() {
  const { clubId } = useParams() as { clubId: string };
  const { account } = useAuth();
  const [params, set] = useAddressQuery();
  const filters: GameFilters = { kind: (params.get('jeu') as GameKind | null) ?? undefined, from: params.get('du') ?? undefined, to: params.get('au') ?? undefined };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const club = useClub(clubId);
  const games = useClubGames(clubId, filters);
  const filtered = !!(filters.kind || filters.from || filters.to);
  return (
    <ClubAccess clubId={clubId}>
      <Page
        title={club.data ? `Soirées du club : ${club.data.name}` : 'Soirées du club'}
        actions={
          canRecord(account, clubId) && (
            <Link className="button" to={`/gestion/clubs/${clubId}/soirees/nouvelle`}>
              Nouvelle partie
            </Link>
          )
        }
      >
        <section className="card" aria-labelledby="evenings-list">
          <h2 id="evenings-list">Historique des parties</h2>
          <form className="ce-filters" role="search" aria-label="Filtrer l’historique" onSubmit={(e) => e.preventDefault()}>
            <label>
              Jeu
              <select value={filters.kind ?? ''} onChange={(e) => set('jeu', e.target.value)}>
                <option value="">Tous les jeux</option>
                <CodeOptions codes={KINDS} labels={KIND_LABELS} />
              </select>
            </label>
            <label>
              Du
              <input type="date" value={filters.from ?? ''} onChange={(e) => set('du', e.target.value)} />
            </label>
            <label>
              Au
              <input type="date" value={filters.to ?? ''} onChange={(e) => set('au', e.target.value)} />
            </label>
          </form>
          <Shown query={games}>
            {(list) => {
              const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
              const shownPage = Math.min(page, pages);
              const rows = list.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);
              if (!list.length) return <p>{filtered ? 'Aucune partie ne correspond à ces filtres.' : 'Aucune partie enregistrée pour l’instant.'}</p>;
              return (
                <>
                  <div className="frame" role="region" aria-label="Les parties" tabIndex={0}>
                    <table className="ce-history">
                      <caption className="visually-hidden">Les parties du club, les plus récentes d’abord</caption>
                      <ColumnHeads columns={['Date', 'Partie', 'Joueurs', 'En tête', 'État', 'Feuille']} />
                      <tbody>
                        {rows.map((g) => (
                          <tr key={g.id}>
                            <td>{formatDate(g.playedOn)}</td>
                            <td>
                              <Link to={`/gestion/clubs/${clubId}/soirees/${g.id}`}>
                                {KIND_LABELS[g.kind]}
                                {g.title ? ` : ${g.title}` : ''}
                              </Link>
                            </td>
                            <td>{g.players.map((p) => p.name).join(', ')}</td>
                            <td>{winners(g)}</td>
                            <td>{g.finished ? <span className="tag ok">terminée</span> : <span className="tag warn">en cours</span>}</td>
                            <td>
                              <PdfLink doc={pdfs.clubGameSheet(g)}>Feuille de marque</PdfLink>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <p>
                    <ExportLinks
                      file={exportFiles.clubGames(clubId, filters.from && filters.from === filters.to ? { on: filters.from, kind: filters.kind } : filters)}
                      label="Ces parties à exporter"
                    />
                  </p>
                  <nav className="pager" aria-label="Pages de l’historique">
                    <button type="button" className="secondary" disabled={shownPage <= 1} onClick={() => set('page', String(shownPage - 1))}>
                      Page précédente
                    </button>
                    <span>
                      Page {shownPage} sur {pages} · {list.length} partie{list.length > 1 ? 's' : ''}
                    </span>
                    <button type="button" className="secondary" disabled={shownPage >= pages} onClick={() => set('page', String(shownPage + 1))}>
                      Page suivante
                    </button>
                  </nav>
                </>
              );
            }}
          </Shown>
        </section>
      </Page>
    </ClubAccess>
  );
}

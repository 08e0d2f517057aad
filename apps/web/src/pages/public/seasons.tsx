import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { exportFiles, pdfs } from '../../queries/documents';
import { type Season, useSeasonClub, useSeasonPlayer, useSeasonRanking, useSeasons } from '../../queries/seasons';
import { num } from '../../ui/column-heads';
import { formatDate, Loaded, Page, stepLabel } from '../../ui/common';
import { ExportLinks } from '../../ui/export-links';
import { PdfLink } from '../../ui/pdf-link';
import { Table } from '../../ui/table';
import { Pager } from '../admin/admin-ui';
import { ordinal, perMille } from './shared';

const PAGE_SIZE = 50;

const shortDate = (iso: string): string => new Date(`${iso}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Paris' });
const days = (s: Season) => `du ${shortDate(s.firstDay)} au ${shortDate(s.lastDay)}`;

function SeasonRule({ season }: { season: Season }) {
  return (
    <p className="muted">
      <strong>{season.profileLabel}</strong> — {season.rule}
    </p>
  );
}

/** Public: the seasons, the latest first, each to its ranking. */
export function SeasonsPage() {
  const [page, setPage] = useState(1);
  const seasons = useSeasons(page, PAGE_SIZE);
  return (
    <Page title="Saisons">
      <p className="muted">Chaque saison classe les joueurs sur les tournois terminés dans ses dates, selon sa règle.</p>
      <Loaded query={seasons}>
        {(data) =>
          data.items.length === 0 ? (
            <p>Aucune saison pour l’instant.</p>
          ) : (
            <>
              <ul className="season-list">
                {data.items.map((s) => (
                  <li key={s.id}>
                    <Link to={`/saisons/${s.id}`}>{s.name}</Link> <span className="muted">· {days(s)} · {s.profileLabel}</span>
                  </li>
                ))}
              </ul>
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} noun="saison" />
            </>
          )
        }
      </Loaded>
    </Page>
  );
}

/** Public: a season's ranking, its rule in words and its tournaments. */
export function SeasonRankingPage() {
  const { seasonId = '' } = useParams();
  const [page, setPage] = useState(1);
  const ranking = useSeasonRanking(seasonId, page, PAGE_SIZE);
  const season = ranking.data?.season;
  return (
    <Page
      title={season ? `Saison — ${season.name}` : 'Saison'}
      actions={
        <>
          <PdfLink doc={pdfs.seasonRanking(seasonId)}>Classement de la saison à imprimer</PdfLink>
          <ExportLinks file={exportFiles.seasonRanking(seasonId)} label="Classement de la saison à exporter" />
        </>
      }
    >
      <Loaded query={ranking}>
        {(r) => {
          const names = new Map(r.tournaments.map((t) => [t.id, t.name]));
          return (
            <>
              <p>{days(r.season)}</p>
              <SeasonRule season={r.season} />
              <section aria-labelledby="season-ranking">
                <h2 id="season-ranking">Classement</h2>
                <Table
                  rows={r.items}
                  empty={<p>Aucun résultat ne compte encore : le classement vient avec le premier tournoi terminé de la saison.</p>}
                  wrap
                  caption="Classement de la saison"
                  columns={[num('Rang'), 'Joueur', 'Club', num('Points'), 'Résultats retenus']}
                >
                  {(row) => (
                    <tr key={row.playerId}>
                      <td className="num">
                        {row.rank}
                        {row.tied ? <small> ex aequo</small> : null}
                      </td>
                      <td>
                        <Link to={`/saisons/${seasonId}/joueurs/${row.playerId}`}>{row.name}</Link>
                      </td>
                      <td>
                        <Link to={`/saisons/${seasonId}/clubs/${row.clubId}`}>{row.club}</Link>
                      </td>
                      <td className="num">
                        <strong>{row.total}</strong>
                      </td>
                      <td className="reason">
                        {row.counted.map((c) => `${names.get(c.tournamentId) ?? ''} (${c.points})`).join(', ')}
                        {row.dropped.length > 0 ? ` · ${row.dropped.length} non retenu${row.dropped.length > 1 ? 's' : ''}` : ''}
                        {row.brokenByReason ? ` · ${row.brokenByReason}` : ''}
                      </td>
                    </tr>
                  )}
                </Table>
                <Pager page={r.page} pageSize={r.pageSize} total={r.total} onPage={setPage} noun="joueur" />
              </section>
              <section aria-labelledby="season-tournaments">
                <h2 id="season-tournaments">Tournois de la saison</h2>
                {r.tournaments.length === 0 ? (
                  <p>Aucun tournoi dans les dates de la saison.</p>
                ) : (
                  <ul>
                    {r.tournaments.map((t) => (
                      <li key={t.id}>
                        <Link to={`/tournois/${t.id}`}>{t.name}</Link> <span className="muted">· {formatDate(t.date)} · {t.counts ? 'compte pour la saison' : `en cours (${stepLabel(t.status).toLowerCase()}) : ne compte pas encore`}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}

/** Public: a player's season, tournament by tournament. */
export function SeasonPlayerPage() {
  const { seasonId = '', playerId = '' } = useParams();
  const history = useSeasonPlayer(seasonId, playerId);
  const h = history.data;
  return (
    <Page
      title={h ? `${h.player.name} — ${h.season.name}` : 'Historique du joueur'}
      actions={<ExportLinks file={exportFiles.seasonHistory(seasonId, playerId)} label="Historique à exporter" />}
    >
      <Loaded query={history}>
        {(d) => (
          <>
            <p>
              <Link to={`/saisons/${seasonId}`}>Classement de la saison</Link> · licence {d.player.licence} · <Link to={`/saisons/${seasonId}/clubs/${d.player.clubId}`}>{d.player.club}</Link>
            </p>
            <p>
              {d.standing
                ? `${ordinal(d.standing.rank)}${d.standing.tied ? ' ex aequo' : ''} sur ${d.standing.of} avec ${d.standing.total} points.`
                : 'Pas encore de résultat qui compte pour la saison.'}
            </p>
            <SeasonRule season={d.season} />
            <Table
              rows={d.tournaments}
              empty={<p>Aucun tournoi de la saison pour ce joueur.</p>}
              wrap
              caption="Les tournois du joueur dans la saison"
              columns={['Tournoi', 'Duplicate', 'Place finale', 'Club', num('Points')]}
            >
              {(r) => (
                <tr key={r.tournamentId}>
                  <td>
                    <Link to={`/tournois/${r.tournamentId}`}>{r.name}</Link>
                    <br />
                    <small className="muted">
                      {shortDate(r.date)}
                      {r.counts ? '' : ` · en cours (${stepLabel(r.status).toLowerCase()})`}
                    </small>
                  </td>
                  <td>
                    {r.duplicate ? (
                      <>
                        {r.duplicate.rank !== null ? `${ordinal(r.duplicate.rank)} sur ${r.duplicate.field}` : 'non classé'}
                        <br />
                        <small>
                          {r.duplicate.total} pts · {perMille(r.duplicate.percentOfTopPerMille)} du top
                        </small>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {r.place !== null ? `${ordinal(r.place)} sur ${r.field}` : '—'}
                    {r.sourceLabel ? (
                      <>
                        <br />
                        <small className="muted">
                          {r.sourceLabel}
                          {r.provisional ? ', provisoire' : ''}
                        </small>
                      </>
                    ) : null}
                  </td>
                  <td>{r.club}</td>
                  <td className="num">
                    {r.points === null ? '—' : r.points}
                    {r.points !== null && !r.counted ? <small> (non retenu)</small> : null}
                  </td>
                </tr>
              )}
            </Table>
          </>
        )}
      </Loaded>
    </Page>
  );
}

/** Public: a club's season: its players, its best-club cups. */
export function SeasonClubPage() {
  const { seasonId = '', clubId = '' } = useParams();
  const club = useSeasonClub(seasonId, clubId);
  const c = club.data;
  return (
    <Page title={c ? `${c.club} — ${c.season.name}` : 'Saison du club'}>
      <Loaded query={club}>
        {(d) => (
          <>
            <p>
              <Link to={`/saisons/${seasonId}`}>Classement de la saison</Link> · {d.city}
            </p>
            <section aria-labelledby="club-players">
              <h2 id="club-players">Ses joueurs</h2>
              <Table
                rows={d.players}
                empty={<p>Aucun joueur du club n’a encore de résultat qui compte pour la saison.</p>}
                wrap
                caption="Les joueurs du club dans la saison"
                columns={['Joueur', num('Rang'), num('Tournois'), num('Points pour le club'), num('Total')]}
              >
                {(p) => (
                  <tr key={p.playerId}>
                    <td>
                      <Link to={`/saisons/${seasonId}/joueurs/${p.playerId}`}>{p.name}</Link>
                    </td>
                    <td className="num">{p.rank ?? '—'}</td>
                    <td className="num">{p.tournaments}</td>
                    <td className="num">{p.points}</td>
                    <td className="num">{p.total ?? '—'}</td>
                  </tr>
                )}
              </Table>
            </section>
            <section aria-labelledby="club-cups">
              <h2 id="club-cups">Coupes du meilleur club</h2>
              {d.cups.length === 0 ? (
                <p>Aucune coupe du meilleur club pour le club dans la saison.</p>
              ) : (
                <ul>
                  {d.cups.map((cup) => (
                    <li key={cup.tournamentId}>
                      <Link to={`/tournois/${cup.tournamentId}/coupe-des-clubs`}>{cup.name}</Link> ({shortDate(cup.date)}) :{' '}
                      {cup.rank !== null ? `${ordinal(cup.rank)} sur ${cup.clubs}, somme des places ${cup.total}` : 'non classé (moins de 3 joueurs)'}
                      {cup.complete ? '' : ', provisoire'} — {cup.players.map((p) => `${p.name} (${ordinal(p.place)})`).join(', ')}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Loaded>
    </Page>
  );
}

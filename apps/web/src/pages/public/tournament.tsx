import { Link, useParams } from 'react-router';
import { canArbitrate, useAuth } from '../../auth/auth';
import { useClub } from '../../queries/clubs';
import { pdfs } from '../../queries/documents';
import { useRanking } from '../../queries/duplicate';
import { usePoules } from '../../queries/matches';
import { usePyramideConfig, usePyramideGames } from '../../queries/pyramide';
import { type Tournament, useTournament } from '../../queries/tournaments';
import { formatDate, Loaded, Page, stepLabel } from '../../ui/common';
import { Facts } from '../../ui/facts';
import { AfternoonRankingPdfs, PdfLink } from '../../ui/pdf-link';
import { TournamentTabs, useSections } from './shared';

function Documents({ tournamentId }: { tournamentId: string }) {
  const sections = useSections(tournamentId);
  const poules = usePoules(tournamentId);
  const pyramide = usePyramideConfig(tournamentId);
  const games = usePyramideGames(tournamentId, !!pyramide.data);
  const ranking = useRanking(tournamentId);
  if (sections.pending) return <p aria-busy="true">Chargement…</p>;
  const none = !sections.duplicate && !sections.poules && !sections.pyramide;
  return (
    <section className="card" aria-labelledby="documents">
      <h2 id="documents">Documents à imprimer</h2>
      {none && <p>Aucun document public pour l’instant : ils apparaissent ici dès que le duplicate, les poules ou la Pyramide sont préparés.</p>}
      {sections.duplicate && (
        <>
          <h3>Duplicate</h3>
          <ul className="links">
            <li>
              <PdfLink doc={pdfs.duplicateRanking(tournamentId)}>Classement du duplicate{ranking.data?.provisional ? ' (provisoire)' : ''}</PdfLink>
            </li>
          </ul>
        </>
      )}
      {sections.poules && (
        <>
          <h3>Après-midi</h3>
          <ul className="links">
            {poules.data!.map((p) => (
              <li key={p.code}>
                <PdfLink doc={pdfs.bracket(tournamentId, p.code)}>Tableau de la poule {p.code}</PdfLink>
              </li>
            ))}
            <AfternoonRankingPdfs tournamentId={tournamentId} />
          </ul>
        </>
      )}
      {sections.pyramide && (
        <>
          <h3>Pyramide</h3>
          <ul className="links">
            <li>
              <PdfLink doc={pdfs.pyramideStandings(tournamentId)}>Classement Pyramide</PdfLink>
            </li>
            {(games.data ?? []).map((g) => (
              <li key={g.number}>
                <PdfLink doc={pdfs.pyramideSeating(tournamentId, g.number)}>Plan de table, partie {g.number}</PdfLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Card({ tournament }: { tournament: Tournament }) {
  const club = useClub(tournament.organisingClubId);
  return (
    <section className="card" aria-label="Fiche du tournoi">
      <Facts
        facts={[
          { term: 'Date', value: formatDate(tournament.date) },
          { term: 'Lieu', value: tournament.venue },
          { term: 'Club organisateur', value: club.data?.name ?? (club.isPending ? '…' : '—') },
          { term: 'Étape', value: stepLabel(tournament.status) },
        ]}
      />
    </section>
  );
}

/** Public: a tournament's card, its public screens and its printable documents; its organisers' way in. */
export function TournamentPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId);
  const { account } = useAuth();
  const manager = canArbitrate(account, tournament.data);
  return (
    <Page
      title={tournament.data?.name ?? 'Tournoi'}
      actions={
        manager && (
          <>
            <Link className="button" to={`/gestion/tournois/${tournamentId}`}>
              Gérer le tournoi
            </Link>
            <Link className="button secondary" to={`/tournois/${tournamentId}/salle`}>
              Écran de salle
            </Link>
          </>
        )
      }
    >
      <Loaded query={tournament}>
        {(t) => (
          <>
            <TournamentTabs tournamentId={tournamentId} />
            <Card tournament={t} />
            <Documents tournamentId={tournamentId} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

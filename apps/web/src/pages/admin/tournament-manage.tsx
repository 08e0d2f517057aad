import { Link, useParams } from 'react-router';
import { type Account, canArbitrate, useAuth } from '../../auth/auth';
import { useAllClubs } from '../../queries/clubs';
import { useLiveTournament } from '../../queries/live';
import { type Tournament, useTournament } from '../../queries/tournaments';
import { Loaded, Page } from '../../ui/common';
import { Arbiters } from './hub/arbiters';
import { Documents } from './hub/documents';
import { Publication } from './hub/publication';
import { Registration } from './hub/registration';
import { Rulings } from './hub/rulings';
import { Steps } from './hub/steps';
import { TournamentCard } from './hub/tournament-card';
import './admin.css';

/** The organiser's hub for the day: the card, the steps, registration, arbiters, rulings, the other screens and the documents. */
export function TournamentManagePage() {
  const { tournamentId = '' } = useParams();
  const { account } = useAuth();
  const tournament = useTournament(tournamentId);
  useLiveTournament(tournamentId);
  return (
    <Loaded query={tournament}>
      {(t) => <Manage tournament={t} account={account} />}
    </Loaded>
  );
}

function Manage({ tournament: t, account }: { tournament: Tournament; account: Account | null }) {
  const organiser = account?.role === 'ORGANISER';
  const arbiter = canArbitrate(account, t);
  const clubs = useAllClubs();
  const club = clubs.data?.find((c) => c.id === t.organisingClubId);
  return (
    <Page
      title={t.name}
      actions={
        <Link className="button secondary" to={`/tournois/${t.id}`}>
          Page publique
        </Link>
      }
    >
      {!organiser && (
        <p className="alert alert-warn">
          {arbiter ? 'Vous êtes arbitre de ce tournoi : cette page est en lecture seule, les écrans ci-dessous sont les vôtres.' : 'Vous n’êtes pas arbitre de ce tournoi : lecture seule.'}
        </p>
      )}
      <TournamentCard tournament={t} clubName={club ? `${club.name} (${club.city})` : '…'} editable={organiser} />
      <Steps tournament={t} editable={organiser} />
      {arbiter && <Screens tournamentId={t.id} />}
      <Registration tournament={t} editable={organiser} />
      {organiser && <Arbiters tournament={t} />}
      {!organiser && (
        <section className="card" aria-labelledby="arbiters-h">
          <h2 id="arbiters-h">Arbitres</h2>
          <p>
            {t.arbiterIds.length} arbitre{t.arbiterIds.length > 1 ? 's' : ''} affecté{t.arbiterIds.length > 1 ? 's' : ''} à ce tournoi.
          </p>
        </section>
      )}
      <Rulings tournamentId={t.id} editable={arbiter} />
      <Documents tournament={t} withToken={arbiter} />
      {organiser && <Publication tournamentId={t.id} />}
    </Page>
  );
}

function Screens({ tournamentId }: { tournamentId: string }) {
  const base = `/gestion/tournois/${tournamentId}`;
  return (
    <nav className="card" aria-labelledby="screens-h">
      <h2 id="screens-h">Écrans de la journée</h2>
      <ul className="links">
        <li>
          <Link to={`${base}/duplicate`}>Duplicate</Link>
        </li>
        <li>
          <Link to={`${base}/salle`}>Pilotage de la salle</Link>
        </li>
        <li>
          <Link to={`${base}/correction`}>Correction</Link>
        </li>
        <li>
          <Link to={`${base}/poules`}>Poules et matchs</Link>
        </li>
        <li>
          <Link to={`${base}/pyramide`}>Pyramide</Link>
        </li>
      </ul>
    </nav>
  );
}


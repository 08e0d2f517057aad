import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from './pages/login';
import { NotFoundPage } from './pages/not-found';
import { TournamentsPage } from './pages/tournaments';
import { Layout } from './ui/layout';
import { RequireRole } from './ui/require-role';

// Each screen is its own chunk, loaded when first opened: the public pages do not load the organisers' code.
const BestClubCupPage = lazy(() => import('./pages/public/best-club-cup').then((m) => ({ default: m.BestClubCupPage })));
const DuplicateRankingPage = lazy(() => import('./pages/public/duplicate-ranking').then((m) => ({ default: m.DuplicateRankingPage })));
const GeneralRankingPage = lazy(() => import('./pages/public/general-ranking').then((m) => ({ default: m.GeneralRankingPage })));
const PlayerSheetPage = lazy(() => import('./pages/public/player-sheet').then((m) => ({ default: m.PlayerSheetPage })));
const PoulesPage = lazy(() => import('./pages/public/poules').then((m) => ({ default: m.PoulesPage })));
const PyramideStandingsPage = lazy(() => import('./pages/public/pyramide-standings').then((m) => ({ default: m.PyramideStandingsPage })));
const SeasonsPage = lazy(() => import('./pages/public/seasons').then((m) => ({ default: m.SeasonsPage })));
const SeasonRankingPage = lazy(() => import('./pages/public/seasons').then((m) => ({ default: m.SeasonRankingPage })));
const SeasonPlayerPage = lazy(() => import('./pages/public/seasons').then((m) => ({ default: m.SeasonPlayerPage })));
const SeasonClubPage = lazy(() => import('./pages/public/seasons').then((m) => ({ default: m.SeasonClubPage })));
const SeasonsManagePage = lazy(() => import('./pages/admin/seasons').then((m) => ({ default: m.SeasonsManagePage })));
const TournamentPage = lazy(() => import('./pages/public/tournament').then((m) => ({ default: m.TournamentPage })));
const ClubsPage = lazy(() => import('./pages/admin/clubs').then((m) => ({ default: m.ClubsPage })));
const FederationPage = lazy(() => import('./pages/admin/federation').then((m) => ({ default: m.FederationPage })));
const BackupsPage = lazy(() => import('./pages/admin/backups').then((m) => ({ default: m.BackupsPage })));
const DuplicateSessionPage = lazy(() => import('./pages/admin/duplicate-session').then((m) => ({ default: m.DuplicateSessionPage })));
const PlayersPage = lazy(() => import('./pages/admin/players').then((m) => ({ default: m.PlayersPage })));
const TournamentManagePage = lazy(() => import('./pages/admin/tournament-manage').then((m) => ({ default: m.TournamentManagePage })));
const TournamentNewPage = lazy(() => import('./pages/admin/tournament-new').then((m) => ({ default: m.TournamentNewPage })));
const MatchSheetPage = lazy(() => import('./pages/afternoon/match-sheet').then((m) => ({ default: m.MatchSheetPage })));
const PoulesManagePage = lazy(() => import('./pages/afternoon/poules-manage').then((m) => ({ default: m.PoulesManagePage })));
const PyramideManagePage = lazy(() => import('./pages/afternoon/pyramide-manage').then((m) => ({ default: m.PyramideManagePage })));
const PyramideSheetPage = lazy(() => import('./pages/afternoon/pyramide-sheet').then((m) => ({ default: m.PyramideSheetPage })));
const SheetEntryPage = lazy(() => import('./pages/arbiter/sheet-entry').then((m) => ({ default: m.SheetEntryPage })));
const WorklistPage = lazy(() => import('./pages/arbiter/worklist').then((m) => ({ default: m.WorklistPage })));
const RoomControlPage = lazy(() => import('./pages/room/room-control').then((m) => ({ default: m.RoomControlPage })));
const RoomDisplayPage = lazy(() => import('./pages/room/room-display').then((m) => ({ default: m.RoomDisplayPage })));
const AccountPage = lazy(() => import('./pages/account').then((m) => ({ default: m.AccountPage })));
const ClubEveningsPage = lazy(() => import('./pages/club-evenings/evenings').then((m) => ({ default: m.ClubEveningsPage })));
const NewClubGamePage = lazy(() => import('./pages/club-evenings/new-game').then((m) => ({ default: m.NewClubGamePage })));
const ClubGamePage = lazy(() => import('./pages/club-evenings/game-page').then((m) => ({ default: m.ClubGamePage })));

const organiser = ['ORGANISER'] as const;
const arbiter = ['ORGANISER', 'ARBITER'] as const;
const guard = (roles: readonly ('ORGANISER' | 'ARBITER' | 'CLUB')[], element: ReactNode) => <RequireRole roles={[...roles]}>{element}</RequireRole>;

/** Every screen's address, under /app. French paths: they are read aloud and written on the room's board. */
export const router = createBrowserRouter(
  [
    // The projector's screen: full screen, no header.
    { path: '/tournois/:tournamentId/salle', element: <Suspense fallback={<p aria-busy="true">Chargement…</p>}><RoomDisplayPage /></Suspense> },
    {
      element: <Layout />,
      children: [
        { index: true, element: <TournamentsPage /> },
        { path: 'connexion', element: <LoginPage /> },
        { path: 'compte', element: guard(['ORGANISER', 'ARBITER', 'CLUB'], <AccountPage />) },
        { path: 'tournois/:tournamentId', element: <TournamentPage /> },
        { path: 'tournois/:tournamentId/classement', element: <DuplicateRankingPage /> },
        { path: 'tournois/:tournamentId/joueurs/:playerId', element: <PlayerSheetPage /> },
        { path: 'tournois/:tournamentId/poules', element: <PoulesPage /> },
        { path: 'tournois/:tournamentId/classement-general', element: <GeneralRankingPage /> },
        { path: 'tournois/:tournamentId/coupe-des-clubs', element: <BestClubCupPage /> },
        { path: 'tournois/:tournamentId/pyramide', element: <PyramideStandingsPage /> },
        { path: 'saisons', element: <SeasonsPage /> },
        { path: 'saisons/:seasonId', element: <SeasonRankingPage /> },
        { path: 'saisons/:seasonId/joueurs/:playerId', element: <SeasonPlayerPage /> },
        { path: 'saisons/:seasonId/clubs/:clubId', element: <SeasonClubPage /> },
        { path: 'gestion/clubs', element: guard(organiser, <ClubsPage />) },
        { path: 'gestion/saisons', element: guard(organiser, <SeasonsManagePage />) },
        { path: 'gestion/sauvegardes', element: guard(organiser, <BackupsPage />) },
        { path: 'gestion/federation', element: guard(organiser, <FederationPage />) },
        { path: 'gestion/joueurs', element: guard(['ORGANISER', 'CLUB'], <PlayersPage />) },
        { path: 'gestion/clubs/:clubId/soirees', element: guard(['ORGANISER', 'CLUB'], <ClubEveningsPage />) },
        { path: 'gestion/clubs/:clubId/soirees/nouvelle', element: guard(['ORGANISER', 'CLUB'], <NewClubGamePage />) },
        { path: 'gestion/clubs/:clubId/soirees/:gameId', element: guard(['ORGANISER', 'CLUB'], <ClubGamePage />) },
        { path: 'gestion/tournois/nouveau', element: guard(organiser, <TournamentNewPage />) },
        { path: 'gestion/tournois/:tournamentId', element: guard(arbiter, <TournamentManagePage />) },
        { path: 'gestion/tournois/:tournamentId/duplicate', element: guard(arbiter, <DuplicateSessionPage />) },
        { path: 'gestion/tournois/:tournamentId/salle', element: guard(arbiter, <RoomControlPage />) },
        { path: 'gestion/tournois/:tournamentId/correction', element: guard(arbiter, <WorklistPage />) },
        { path: 'gestion/tournois/:tournamentId/correction/:playerId', element: guard(arbiter, <SheetEntryPage />) },
        { path: 'gestion/tournois/:tournamentId/poules', element: guard(arbiter, <PoulesManagePage />) },
        { path: 'gestion/tournois/:tournamentId/matchs/:code', element: guard(arbiter, <MatchSheetPage />) },
        { path: 'gestion/tournois/:tournamentId/pyramide', element: guard(arbiter, <PyramideManagePage />) },
        { path: 'gestion/tournois/:tournamentId/pyramide/parties/:game/tables/:table', element: guard(arbiter, <PyramideSheetPage />) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/app' },
);

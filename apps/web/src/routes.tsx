import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { BestClubCupPage } from './pages/public/best-club-cup';
import { DuplicateRankingPage } from './pages/public/duplicate-ranking';
import { GeneralRankingPage } from './pages/public/general-ranking';
import { PlayerSheetPage } from './pages/public/player-sheet';
import { PoulesPage } from './pages/public/poules';
import { PyramideStandingsPage } from './pages/public/pyramide-standings';
import { TournamentPage } from './pages/public/tournament';
import { ClubsPage } from './pages/admin/clubs';
import { DuplicateSessionPage } from './pages/admin/duplicate-session';
import { PlayersPage } from './pages/admin/players';
import { TournamentManagePage } from './pages/admin/tournament-manage';
import { TournamentNewPage } from './pages/admin/tournament-new';
import { MatchSheetPage } from './pages/afternoon/match-sheet';
import { PoulesManagePage } from './pages/afternoon/poules-manage';
import { PyramideManagePage } from './pages/afternoon/pyramide-manage';
import { PyramideSheetPage } from './pages/afternoon/pyramide-sheet';
import { SheetEntryPage } from './pages/arbiter/sheet-entry';
import { WorklistPage } from './pages/arbiter/worklist';
import { LoginPage } from './pages/login';
import { NotFoundPage } from './pages/not-found';
import { RoomControlPage } from './pages/room/room-control';
import { RoomDisplayPage } from './pages/room/room-display';
import { TournamentsPage } from './pages/tournaments';
import { Layout } from './ui/layout';
import { RequireRole } from './ui/require-role';

const organiser = ['ORGANISER'] as const;
const arbiter = ['ORGANISER', 'ARBITER'] as const;
const guard = (roles: readonly ('ORGANISER' | 'ARBITER' | 'CLUB')[], element: ReactNode) => <RequireRole roles={[...roles]}>{element}</RequireRole>;

/** Every screen's address, under /app. French paths: they are read aloud and written on the room's board. */
export const router = createBrowserRouter(
  [
    // The projector's screen: full screen, no header.
    { path: '/tournois/:tournamentId/salle', element: <RoomDisplayPage /> },
    {
      element: <Layout />,
      children: [
        { index: true, element: <TournamentsPage /> },
        { path: 'connexion', element: <LoginPage /> },
        { path: 'tournois/:tournamentId', element: <TournamentPage /> },
        { path: 'tournois/:tournamentId/classement', element: <DuplicateRankingPage /> },
        { path: 'tournois/:tournamentId/joueurs/:playerId', element: <PlayerSheetPage /> },
        { path: 'tournois/:tournamentId/poules', element: <PoulesPage /> },
        { path: 'tournois/:tournamentId/classement-general', element: <GeneralRankingPage /> },
        { path: 'tournois/:tournamentId/coupe-des-clubs', element: <BestClubCupPage /> },
        { path: 'tournois/:tournamentId/pyramide', element: <PyramideStandingsPage /> },
        { path: 'gestion/clubs', element: guard(organiser, <ClubsPage />) },
        { path: 'gestion/joueurs', element: guard(['ORGANISER', 'CLUB'], <PlayersPage />) },
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

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { api, body } from '../../api/client';
import { ApiError } from '../../api/problem';
import type { components } from '../../api/schema';
import type { BestClubCup, DuplicateRanking, GeneralRanking, PouleView, PublicSheet, PyramideConfig, PyramideGameView, PyramideStandings } from './views';
import './public.css';

export type Tournament = components['schemas']['TournamentResponseDto'];
export type Club = components['schemas']['ClubResponseDto'];

/** A 404 means "this part of the tournament does not exist (yet)": no retry, the screen says so. */
const retryUnlessMissing = (count: number, error: unknown) => !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1;
export const isMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export const keys = {
  tournament: (id: string) => ['tournament', id] as const,
  ranking: (id: string) => ['tournament', id, 'ranking'] as const,
  sheet: (id: string, playerId: string) => ['tournament', id, 'ranking', playerId] as const,
  poules: (id: string) => ['tournament', id, 'poules'] as const,
  general: (id: string) => ['tournament', id, 'general-ranking'] as const,
  cup: (id: string) => ['tournament', id, 'best-club-cup'] as const,
  pyramide: (id: string) => ['tournament', id, 'pyramide'] as const,
  pyramideStandings: (id: string) => ['tournament', id, 'pyramide', 'standings'] as const,
  pyramideGames: (id: string) => ['tournament', id, 'pyramide', 'games'] as const,
};

const at = (tournamentId: string) => ({ params: { path: { tournamentId } } });

export function useTournament(id: string) {
  return useQuery({ queryKey: keys.tournament(id), queryFn: async () => body<Tournament>(await api.GET('/tournaments/{tournamentId}', at(id))), retry: retryUnlessMissing });
}

export function useClub(id: string | undefined) {
  return useQuery({
    queryKey: ['club', id],
    enabled: !!id,
    queryFn: async () => body<Club>(await api.GET('/clubs/{id}', { params: { path: { id: id! } } })),
    retry: retryUnlessMissing,
  });
}

export function useRanking(id: string) {
  return useQuery({
    queryKey: keys.ranking(id),
    queryFn: async () => body<DuplicateRanking>(await api.GET('/tournaments/{tournamentId}/duplicate/ranking', at(id))),
    retry: retryUnlessMissing,
  });
}

/** The public corrected sheet: the arbiters' sheet view plus the progression coup by coup. */
export function usePublicSheet(id: string, playerId: string | undefined) {
  return useQuery({
    queryKey: keys.sheet(id, playerId ?? ''),
    enabled: !!playerId,
    queryFn: async () =>
      body<PublicSheet>(await api.GET('/tournaments/{tournamentId}/duplicate/ranking/{playerId}', { params: { path: { tournamentId: id, playerId: playerId! } } })),
    retry: retryUnlessMissing,
  });
}

export function usePoules(id: string) {
  return useQuery({ queryKey: keys.poules(id), queryFn: async () => body<PouleView[]>(await api.GET('/tournaments/{tournamentId}/poules', at(id))), retry: retryUnlessMissing });
}

export function useGeneralRanking(id: string) {
  return useQuery({
    queryKey: keys.general(id),
    queryFn: async () => body<GeneralRanking>(await api.GET('/tournaments/{tournamentId}/general-ranking', at(id))),
    retry: retryUnlessMissing,
  });
}

export function useBestClubCup(id: string) {
  return useQuery({ queryKey: keys.cup(id), queryFn: async () => body<BestClubCup>(await api.GET('/tournaments/{tournamentId}/best-club-cup', at(id))), retry: retryUnlessMissing });
}

export function usePyramide(id: string) {
  return useQuery({ queryKey: keys.pyramide(id), queryFn: async () => body<PyramideConfig>(await api.GET('/tournaments/{tournamentId}/pyramide', at(id))), retry: retryUnlessMissing });
}

export function usePyramideStandings(id: string) {
  return useQuery({
    queryKey: keys.pyramideStandings(id),
    queryFn: async () => body<PyramideStandings>(await api.GET('/tournaments/{tournamentId}/pyramide/standings', at(id))),
    retry: retryUnlessMissing,
  });
}

export function usePyramideGames(id: string, enabled = true) {
  return useQuery({
    queryKey: keys.pyramideGames(id),
    enabled,
    queryFn: async () => body<PyramideGameView[]>(await api.GET('/tournaments/{tournamentId}/pyramide/games', at(id))),
    retry: retryUnlessMissing,
  });
}

/** Which public screens this tournament has: a duplicate, poules, a Pyramide (each read answers 404 when absent). */
export function useSections(id: string) {
  const ranking = useRanking(id);
  const poules = usePoules(id);
  const pyramide = usePyramide(id);
  return {
    duplicate: ranking.data !== undefined,
    poules: poules.data !== undefined && poules.data.length > 0,
    pyramide: pyramide.data !== undefined,
    pending: ranking.isPending || poules.isPending || pyramide.isPending,
  };
}

/** The tabs of a tournament's public screens: only those that exist for it. */
export function TournamentTabs({ tournamentId }: { tournamentId: string }) {
  const s = useSections(tournamentId);
  const base = `/tournois/${tournamentId}`;
  return (
    <nav className="tabs" aria-label="Écrans du tournoi">
      <NavLink to={base} end>
        Tournoi
      </NavLink>
      {s.duplicate && <NavLink to={`${base}/classement`}>Classement du duplicate</NavLink>}
      {s.poules && (
        <>
          <NavLink to={`${base}/poules`}>Poules</NavLink>
          <NavLink to={`${base}/classement-general`}>Classement général</NavLink>
          <NavLink to={`${base}/coupe-des-clubs`}>Coupe des clubs</NavLink>
        </>
      )}
      {s.pyramide && <NavLink to={`${base}/pyramide`}>Pyramide</NavLink>}
    </nav>
  );
}

/** The address of a public document (same origin as the API). */
export const doc = (tournamentId: string, rest: string) => `/tournaments/${tournamentId}${rest}`;

/** 874 -> "87,4 %" */
export function perMille(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${(value / 10).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

/** 1 -> "1er", 2 -> "2e" */
export const ordinal = (n: number): string => (n === 1 ? '1er' : `${n}e`);

export const pointsLabel = (n: number): string => `${n} point${Math.abs(n) >= 2 ? 's' : ''}`;

/** The live indicator of a screen that follows the tournament's changes. */
export function LiveBadge({ connected }: { connected: boolean }) {
  return connected ? (
    <span className="live-badge live" role="status">
      <span aria-hidden="true">●</span> en direct
    </span>
  ) : (
    <span className="live-badge muted" role="status">
      hors direct (actualisez la page)
    </span>
  );
}

/** A wide table's frame: scrolls sideways on a phone, and can be focused to scroll with the arrow keys. */
export function ScrollFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

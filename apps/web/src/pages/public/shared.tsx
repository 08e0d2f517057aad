import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useRanking } from '../../queries/duplicate';
import { usePoules } from '../../queries/matches';
import { usePyramideConfig } from '../../queries/pyramide';
import './public.css';

export type { Tournament } from '../../queries/tournaments';
export type { Club } from '../../queries/clubs';

/** Which public screens this tournament has: a duplicate, poules, a Pyramide (each read answers 404 when absent). */
export function useSections(id: string) {
  const ranking = useRanking(id);
  const poules = usePoules(id);
  const pyramide = usePyramideConfig(id);
  return {
    duplicate: !!ranking.data,
    poules: !!poules.data && poules.data.length > 0,
    pyramide: !!pyramide.data,
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

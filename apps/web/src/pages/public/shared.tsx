import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { exportFiles, pdfs } from '../../queries/documents';
import { useRanking } from '../../queries/duplicate';
import { useLiveTournament } from '../../queries/live';
import { usePoules } from '../../queries/matches';
import { usePyramideConfig } from '../../queries/pyramide';
import { useTournament } from '../../queries/tournaments';
import { Page } from '../../ui/common';
import { ExportLinks } from '../../ui/export-links';
import { PdfLink } from '../../ui/pdf-link';
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

/** The rankings with a document to print and a file to export, by their common name in `pdfs` and `exportFiles`. */
export type RankingDocuments = 'duplicateRanking' | 'generalRanking' | 'bestClubCup' | 'pyramideStandings';

/**
 * A public screen of one tournament that follows its changes live: the screen's title with the tournament's name,
 * the live badge, the screen's document to print and its file to export (`documents`: which, and the label they
 * share, « … à imprimer », « … à exporter »), then the tabs of the tournament's screens.
 */
export function TournamentScreen({
  tournamentId,
  title,
  documents,
  children,
}: {
  tournamentId: string;
  title: string;
  documents?: { name: RankingDocuments; label: string };
  children: ReactNode;
}) {
  const tournament = useTournament(tournamentId);
  const { connected } = useLiveTournament(tournamentId);
  return (
    <Page
      title={tournament.data ? `${title} — ${tournament.data.name}` : title}
      actions={
        <>
          <LiveBadge connected={connected} />
          {documents && (
            <>
              <PdfLink doc={pdfs[documents.name](tournamentId)}>{`${documents.label} à imprimer`}</PdfLink>
              <ExportLinks file={exportFiles[documents.name](tournamentId)} label={`${documents.label} à exporter`} />
            </>
          )}
        </>
      }
    >
      <TournamentTabs tournamentId={tournamentId} />
      {children}
    </Page>
  );
}

/** A ranking's cell with a player's name, linked to the player's sheet in the tournament. */
export function PlayerCell({ tournamentId, player }: { tournamentId: string; player: { playerId: string; name: string } }) {
  return (
    <td>
      <Link to={`/tournois/${tournamentId}/joueurs/${player.playerId}`}>{player.name}</Link>
    </td>
  );
}

/** A ranking that may still change (matches or sheets still to come): what it is, and why. */
export function ProvisionalNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="alert alert-warn" role="note">
      <strong>{title}</strong>
      <p>{children}</p>
    </div>
  );
}

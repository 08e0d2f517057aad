import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { pdfs } from '../../queries/documents';
import { useLiveTournament } from '../../queries/live';
import { storeMatch, useMatch } from '../../queries/matches';
import { UnsavedGuard } from '../../lib/drafts';
import { Loaded, Notice, Page } from '../../ui/common';
import { PdfLink } from '../../ui/pdf-link';
import { scoreText } from './labels';
import { ForfeitForm } from './match-forfeit';
import { SheetForm } from './match-sheet-editor';
import { MatchSummary } from './match-summary';
import type { MatchView } from './views';
import './afternoon.css';

/** One match sheet: the summary, the draws with both players' answers, ties and sudden death, the forfeit. */
export function MatchSheetPage() {
  const { tournamentId, code } = useParams() as { tournamentId: string; code: string };
  const queryClient = useQueryClient();
  const match = useMatch(tournamentId, code);
  useLiveTournament(tournamentId);
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (next: MatchView, message?: string) => {
    storeMatch(queryClient, tournamentId, next);
    setNotice(message ?? `Enregistré (version ${next.version}) : ${scoreText(next.score)}${next.status === 'FINISHED' ? ', match terminé' : ''}.`);
  };
  // A read that fails once the sheet is shown (the server away) leaves the boxes where they are.
  const shown = { isPending: match.isPending, error: match.data ? null : match.error, data: match.data };
  return (
    <UnsavedGuard>
      <Page
        title={`Feuille de match ${code}`}
        actions={
          <>
            <Link className="button secondary" to={`/gestion/tournois/${tournamentId}/poules`}>
              Retour aux poules
            </Link>
            <PdfLink doc={pdfs.matchSheet(tournamentId, code)}>Feuille des joueurs</PdfLink>
            <PdfLink doc={pdfs.matchSheet(tournamentId, code, 'arbiter')}>Copie de l’arbitre</PdfLink>
          </>
        }
      >
        <Loaded query={shown}>
          {(data) => (
            <>
              <MatchSummary match={data} />
              <Notice text={notice} />
              <SheetForm key={data.code} match={data} tournamentId={tournamentId} onSaved={saved} onStale={() => void match.refetch()} onTyping={() => setNotice(null)} />
              <ForfeitForm key={`forfait-${data.code}`} match={data} tournamentId={tournamentId} onSaved={saved} />
            </>
          )}
        </Loaded>
      </Page>
    </UnsavedGuard>
  );
}


import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../auth/auth';
import { UnsavedGuard } from '../../lib/drafts';
import { useClubGame, useDeleteGame } from '../../queries/club-games';
import { pdfs } from '../../queries/documents';
import { formatDate, Page, PdfLink } from '../../ui/common';
import { canRecord, ClubAccess } from './club-access';
import { LetterStringsScreen } from './letter-strings';
import { LexiconBridgeScreen } from './lexicon-bridge';
import { ReasonDialog } from '../../ui/confirm-dialog';
import { SloubiScreen } from './sloubi';
import { ThinkOfALetterScreen } from './think-of-a-letter';
import { type ClubGame, KIND_LABELS } from './types';
import { Shown, Standings } from './work-ui';
import './club-evenings.css';

/** The game's settings in a sentence, as the secretary agreed them with the table. */
function settingsText(game: ClubGame): string {
  const s = game.settings as Record<string, unknown>;
  const rulings = s.rulings as { admitted?: string[]; refused?: string[] } | undefined;
  const ruled = [
    rulings?.admitted?.length ? `admis ce soir : ${rulings.admitted.join(', ')}` : '',
    rulings?.refused?.length ? `refusés ce soir : ${rulings.refused.join(', ')}` : '',
  ].filter(Boolean);
  switch (game.kind) {
    case 'THINK_OF_A_LETTER':
      return [`grille de ${String(s.size)} × ${String(s.size)}`, ...ruled].join(' ; ');
    case 'LETTER_STRINGS':
      return [
        `objectif ${String(s.target)} points`,
        s.otherVowels ? 'O, E et U comptent comme mots d’une lettre' : 'seuls A et I comptent comme mots d’une lettre',
        s.scoresOnce === 'spelling' ? 'un mot ne compte qu’une fois dans la partie' : 'une suite de cases ne compte qu’une fois',
        ...ruled,
      ].join(' ; ');
    case 'LEXICON_BRIDGE':
      return `${game.players.length} joueurs ; valeurs des cartes : ${Object.entries((s.values ?? {}) as Record<string, number>).map(([c, v]) => `${c} ${v}`).join(', ')}`;
    case 'SLOUBI':
      return `${s.variant === 'children' ? 'variante enfants' : 'variante standard'} ; ${String(s.rounds)} tours convenus ; graine des dés « ${String(s.seed)} »`;
  }
}

function GameScreen({ game, onStale }: { game: ClubGame; onStale: () => void }) {
  switch (game.kind) {
    case 'THINK_OF_A_LETTER':
      return <ThinkOfALetterScreen game={game} onStale={onStale} />;
    case 'LETTER_STRINGS':
      return <LetterStringsScreen game={game} onStale={onStale} />;
    case 'LEXICON_BRIDGE':
      return <LexiconBridgeScreen game={game} onStale={onStale} />;
    case 'SLOUBI':
      return <SloubiScreen game={game} onStale={onStale} />;
  }
}

function GameView({ game, onStale }: { game: ClubGame; onStale: () => void }) {
  const { account } = useAuth();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteGame(game);
  const list = `/gestion/clubs/${game.clubId}/soirees`;
  return (
    <Page
      title={`${KIND_LABELS[game.kind]}${game.title ? ` : ${game.title}` : ''}`}
      actions={
        <>
          <Link className="button secondary" to={list}>
            Soirées du club
          </Link>
          <PdfLink doc={pdfs.clubGameSheet(game)}>Feuille de marque</PdfLink>
          {canRecord(account, game.clubId) && (
            <button type="button" className="danger" onClick={() => setDeleting(true)}>
              Supprimer la partie
            </button>
          )}
        </>
      }
    >
      <section className="card game-facts" aria-label="La partie">
        <p>
          {game.clubName}, {formatDate(game.playedOn)} · {game.finished ? <span className="tag ok">terminée</span> : <span className="tag warn">en cours</span>}
        </p>
        <p>
          Joueurs, dans l’ordre des places : {game.players.map((p) => `${p.seat}. ${p.name}${p.playerId || /invit/i.test(p.name) ? '' : ' (invité)'}`).join(', ')}.
        </p>
        <p className="hint">Réglages : {settingsText(game)}.</p>
        <Standings standings={game.standings} points={game.kind === 'SLOUBI' ? 'Tours gagnés' : 'Points'} caption={game.finished ? 'Classement final' : 'Classement provisoire'} />
      </section>
      <GameScreen key={game.id} game={game} onStale={onStale} />
      <ReasonDialog
        open={deleting}
        title="Supprimer cette partie ?"
        confirmLabel="Supprimer la partie"
        danger
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(false)}
        onConfirm={(reason) =>
          remove.mutate(
            { version: game.version, reason },
            {
              onSuccess: () => {
                setDeleting(false);
                navigate(list, { replace: true });
              },
            },
          )
        }
      >
        <p>Une partie commencée par erreur : elle disparaît de l’historique du club et reste dans le journal.</p>
      </ReasonDialog>
    </Page>
  );
}

/** One game of a club evening: its players, its standings, its boxes (one screen per game) and its printed sheet. */
export function ClubGamePage() {
  const { clubId, gameId } = useParams() as { clubId: string; gameId: string };
  const game = useClubGame(clubId, gameId);
  // A read that fails once the game is shown (the server away) leaves the boxes where they are.
  const shown = { isPending: game.isPending, error: game.data ? null : game.error, data: game.data };
  return (
    <ClubAccess clubId={clubId}>
      <UnsavedGuard>
        <Shown query={shown}>{(g) => <GameView game={g} onStale={() => void game.refetch()} />}</Shown>
      </UnsavedGuard>
    </ClubAccess>
  );
}

import { useParams } from 'react-router';
import { exportFiles, pdfs } from '../../queries/documents';
import { useLiveTournament } from '../../queries/live';
import { useBestClubCup } from '../../queries/matches';
import { useTournament } from '../../queries/tournaments';
import { Loaded, Page } from '../../ui/common';
import { ExportLinks } from '../../ui/export-links';
import { PdfLink } from '../../ui/pdf-link';
import { LiveBadge, ordinal, TournamentTabs } from './shared';
import type { CupPlayer } from './views';
import { ColumnHeads, num } from '../../ui/column-heads';

const playersText = (players: CupPlayer[]) => players.map((p) => `${p.name ?? '?'} (${ordinal(p.place)})`).join(', ');

/** Public: the best-club cup: each club's 3 best general places added; the lowest wins; a tie goes to the better third. */
export function BestClubCupPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId);
  const cup = useBestClubCup(tournamentId);
  const { connected } = useLiveTournament(tournamentId);
  return (
    <Page
      title={tournament.data ? `Coupe du meilleur club — ${tournament.data.name}` : 'Coupe du meilleur club'}
      actions={
        <>
          <LiveBadge connected={connected} />
          <PdfLink doc={pdfs.bestClubCup(tournamentId)}>Coupe des clubs à imprimer</PdfLink>
          <ExportLinks file={exportFiles.bestClubCup(tournamentId)} label="Coupe des clubs à exporter" />
        </>
      }
    >
      <TournamentTabs tournamentId={tournamentId} />
      <Loaded query={cup} absent={<p>La coupe du meilleur club vient une fois les poules formées.</p>}>
        {(c) => (
          <>
            {!c.complete && (
              <div className="alert alert-warn" role="note">
                <strong>Coupe provisoire</strong>
                <p>Des matchs restent à jouer : les places, donc les sommes, peuvent encore changer.</p>
              </div>
            )}
            <p className="muted">
              Chaque club additionne les places au classement général de ses 3 meilleurs joueurs ; la plus petite somme gagne. À somme égale, le club dont le 3e joueur est le
              mieux placé passe devant.
            </p>
            {c.ranked.length === 0 ? (
              <p>Aucun club n’a encore 3 joueurs classés.</p>
            ) : (
              <table>
                <caption className="visually-hidden">Coupe du meilleur club</caption>
                <ColumnHeads columns={[num('Rang'), 'Club', 'Ses 3 meilleurs joueurs (place)', num('Somme des places'), 'Départage']} />
                <tbody>
                  {c.ranked.map((r, i) => {
                    const above = c.ranked[i - 1];
                    return (
                      <tr key={r.clubId}>
                        <td className="num">{r.rank}</td>
                        <td>{r.club}</td>
                        <td>{playersText(r.players)}</td>
                        <td className="num">{r.total}</td>
                        <td className="reason">
                          {r.brokenBy === 'third-place' && above
                            ? `départagé à la place du 3e joueur (${ordinal(above.thirdPlace)} contre ${ordinal(r.thirdPlace)})`
                            : ''}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            {c.notRanked.length > 0 && (
              <section aria-labelledby="non-classes">
                <h2 id="non-classes">Clubs non classés</h2>
                <p className="muted">Moins de 3 joueurs au classement général.</p>
                <ul>
                  {c.notRanked.map((n) => (
                    <li key={n.clubId}>
                      <strong>{n.club}</strong> : non classé — {playersText(n.players)}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </Loaded>
    </Page>
  );
}

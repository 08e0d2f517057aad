import { useParams } from 'react-router';
import { useBestClubCup } from '../../queries/matches';
import { num } from '../../ui/column-heads';
import { Loaded } from '../../ui/common';
import { Table } from '../../ui/table';
import { ordinal, ProvisionalNote, TournamentScreen } from './shared';
import type { CupPlayer } from './views';

const playersText = (players: CupPlayer[]) => players.map((p) => `${p.name ?? '?'} (${ordinal(p.place)})`).join(', ');

/** Public: the best-club cup: each club's 3 best general places added; the lowest wins; a tie goes to the better third. */
export function BestClubCupPage() {
  const { tournamentId = '' } = useParams();
  const cup = useBestClubCup(tournamentId);
  return (
    <TournamentScreen tournamentId={tournamentId} title="Coupe du meilleur club" documents={{ name: 'bestClubCup', label: 'Coupe des clubs' }}>
      <Loaded query={cup} absent={<p>La coupe du meilleur club vient une fois les poules formées.</p>}>
        {(c) => (
          <>
            {!c.complete && <ProvisionalNote title="Coupe provisoire">Des matchs restent à jouer : les places, donc les sommes, peuvent encore changer.</ProvisionalNote>}
            <p className="muted">
              Chaque club additionne les places au classement général de ses 3 meilleurs joueurs ; la plus petite somme gagne. À somme égale, le club dont le 3e joueur est le
              mieux placé passe devant.
            </p>
            <Table
              rows={c.ranked}
              empty={<p>Aucun club n’a encore 3 joueurs classés.</p>}
              caption="Coupe du meilleur club"
              columns={[num('Rang'), 'Club', 'Ses 3 meilleurs joueurs (place)', num('Somme des places'), 'Départage']}
            >
              {(r, i) => {
                const above = c.ranked[i - 1];
                return (
                  <tr key={r.clubId}>
                    <td className="num">{r.rank}</td>
                    <td>{r.club}</td>
                    <td>{playersText(r.players)}</td>
                    <td className="num">{r.total}</td>
                    <td className="reason">
                      {r.brokenBy === 'third-place' && above ? `départagé à la place du 3e joueur (${ordinal(above.thirdPlace)} contre ${ordinal(r.thirdPlace)})` : ''}
                    </td>
                  </tr>
                );
              }}
            </Table>
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
    </TournamentScreen>
  );
}

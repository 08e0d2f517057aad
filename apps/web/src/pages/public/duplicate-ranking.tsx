import { Fragment, useId, useState } from 'react';
import { useParams } from 'react-router';
import { usePublicSheet, useRanking } from '../../queries/duplicate';
import { Loaded } from '../../ui/common';
import { ProgressionChart } from '../../ui/progression-chart';
import { ProblemAlert } from '../../ui/problem-alert';
import { perMille, PlayerCell, ProvisionalNote, ScrollFrame, TournamentScreen } from './shared';
import { type DuplicateRanking, type DuplicateRankingRow, NOT_COUNTED_LABELS } from './views';
import { ColumnHeads, num } from '../../ui/column-heads';
import { Options } from '../../ui/options';

/** Why a row is below the one above, when the totals were equal (the total alone needs no explanation). */
function tieReason(row: DuplicateRankingRow): string {
  if (!row.brokenBy || row.brokenBy === 'total') return '';
  return row.brokenByReason ?? '';
}

function ProvisionalBanner({ ranking }: { ranking: DuplicateRanking }) {
  if (!ranking.provisional) return null;
  const parts: string[] = [];
  if (ranking.uncheckedSheets > 0) parts.push(`${ranking.uncheckedSheets} feuille${ranking.uncheckedSheets > 1 ? 's' : ''} pas encore vérifiée${ranking.uncheckedSheets > 1 ? 's' : ''}`);
  if (ranking.missingSheets.length > 0) parts.push(`${ranking.missingSheets.length} feuille${ranking.missingSheets.length > 1 ? 's' : ''} pas encore saisie${ranking.missingSheets.length > 1 ? 's' : ''}`);
  return (
    <ProvisionalNote title="Classement provisoire">
      {parts.length ? `${parts.join(', ')} : le classement peut encore changer.` : 'La correction n’est pas terminée : le classement peut encore changer.'}
    </ProvisionalNote>
  );
}

export function RankingTable({ tournamentId, ranking }: { tournamentId: string; ranking: DuplicateRanking }) {
  return (
    <ScrollFrame label="Tableau du classement">
      <table className="ranking">
        <caption className="visually-hidden">Classement du duplicate, départages compris</caption>
        <ColumnHeads
          columns={[
            num('Rang'), num('Table', 'tb'), 'Joueur', 'Club', num('Total'),
            num(<abbr title="pourcentage du top">% top</abbr>, 'tb'), num(<abbr title="mots de 10 lettres">10 L</abbr>, 'tb'), num(<abbr title="points en chiffres">Chiffres</abbr>, 'tb'),
            num(<abbr title="mots de 9 lettres">9 L</abbr>, 'tb'), num(<abbr title="mots de 8 lettres">8 L</abbr>, 'tb'), num(<abbr title="mots de 7 lettres">7 L</abbr>, 'tb'),
            { label: 'Départage', className: 'tb' },
          ]}
        />
        <tbody>
          {ranking.rows.map((r) => (
            <Fragment key={r.playerId}>
            <tr data-player={r.playerId}>
              <td className="num">{r.rank}</td>
              <td className="num tb">{r.bib}</td>
              <PlayerCell tournamentId={tournamentId} player={r} />
              <td>{r.club}</td>
              <td className="num total">{r.total}</td>
              <td className="num tb">{perMille(r.percentOfTopPerMille)}</td>
              <td className="num tb">{r.tens}</td>
              <td className="num tb">{r.numbersPoints}</td>
              <td className="num tb">{r.nines}</td>
              <td className="num tb">{r.eights}</td>
              <td className="num tb">{r.sevens}</td>
              <td className="reason tb">{tieReason(r)}</td>
            </tr>
            {/* On a phone the tie-breaks go under the player's line (the wide columns are hidden there). */}
            <tr className="tb-line">
              <td colSpan={5}>
                table {r.bib} · {perMille(r.percentOfTopPerMille)} du top · 10 L : {r.tens} · chiffres : {r.numbersPoints} · 9 L : {r.nines} · 8 L : {r.eights} · 7 L : {r.sevens}
                {tieReason(r) ? ` · ${tieReason(r)}` : ''}
              </td>
            </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

function Apart({ tournamentId, ranking }: { tournamentId: string; ranking: DuplicateRanking }) {
  return (
    <>
      {ranking.notCounted.length > 0 && (
        <section aria-labelledby="hors-classement">
          <h2 id="hors-classement">Feuilles non comptées</h2>
          <table>
            <caption className="visually-hidden">Feuilles gardées mais laissées hors du classement</caption>
            <ColumnHeads columns={[num('Table', 'tb'), 'Joueur', 'Club', 'Motif', num('Total calculé')]} />
            <tbody>
              {ranking.notCounted.map((r) => (
                <tr key={r.playerId}>
                  <td className="num">{r.bib}</td>
                  <PlayerCell tournamentId={tournamentId} player={r} />
                  <td>{r.club}</td>
                  <td>{NOT_COUNTED_LABELS[r.reason] ?? r.reason}</td>
                  <td className="num">{r.form.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {ranking.missingSheets.length > 0 && (
        <section aria-labelledby="feuilles-manquantes">
          <h2 id="feuilles-manquantes">Feuilles pas encore saisies</h2>
          <ul className="missing">
            {ranking.missingSheets.map((m) => (
              <li key={m.playerId}>
                table {m.bib} : {m.name} ({m.club})
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The chart of one player's duplicate, chosen from the ranking (the leader by default). */
export function PlayerProgression({ tournamentId, ranking }: { tournamentId: string; ranking: DuplicateRanking }) {
  const [chosen, setChosen] = useState<string>('');
  const selectId = useId();
  const playerId = chosen || ranking.rows[0]?.playerId;
  const sheet = usePublicSheet(tournamentId, playerId);
  if (!ranking.rows.length) return null;
  return (
    <section aria-labelledby="progression" className="card">
      <h2 id="progression">Progression coup par coup</h2>
      <div className="inline-select">
        <label htmlFor={selectId}>Joueur</label>
        <select id={selectId} value={playerId} onChange={(e) => setChosen(e.target.value)}>
          <Options items={ranking.rows} value={(r) => r.playerId}>
            {(r) => `${r.rank}. ${r.name}`}
          </Options>
        </select>
      </div>
      {sheet.error ? <ProblemAlert error={sheet.error} /> : sheet.data ? <ProgressionChart name={sheet.data.name} points={sheet.data.progression} /> : <p aria-busy="true">Chargement…</p>}
    </section>
  );
}

/** Public: the live duplicate ranking, with every tie-break column and the reason of each broken tie. */
export function DuplicateRankingPage() {
  const { tournamentId = '' } = useParams();
  const ranking = useRanking(tournamentId);
  return (
    <TournamentScreen tournamentId={tournamentId} title="Classement du duplicate" documents={{ name: 'duplicateRanking', label: 'Classement' }}>
      <Loaded query={ranking} absent={<p>Pas encore de duplicate dans ce tournoi : le classement apparaît une fois sa session créée.</p>}>
        {(r) => (
          <>
            <ProvisionalBanner ranking={r} />
            <p className="muted">
              {r.sheets} feuille{r.sheets > 1 ? 's' : ''}, {r.draws} coups, top de la partie : {r.topPoints} points. Départage dans l’ordre du règlement : total, mots de 10 lettres,
              points en chiffres, mots de 9, 8 puis 7 lettres, premier coup topé par l’un et pas l’autre, puis tirage au sort.
            </p>
            {r.rows.length === 0 ? <p>Aucune feuille comptée pour l’instant.</p> : <RankingTable tournamentId={tournamentId} ranking={r} />}
            {r.randomDraws.length > 0 && <p className="muted">Tirage au sort reproductible, graine « {r.randomSeed} ».</p>}
            <Apart tournamentId={tournamentId} ranking={r} />
            <PlayerProgression tournamentId={tournamentId} ranking={r} />
          </>
        )}
      </Loaded>
    </TournamentScreen>
  );
}

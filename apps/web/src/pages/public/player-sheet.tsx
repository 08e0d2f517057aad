import { Link, useParams } from 'react-router';
import { pdfs } from '../../queries/documents';
import { usePublicSheet, useRanking } from '../../queries/duplicate';
import { useLiveTournament } from '../../queries/live';
import { Loaded, Page } from '../../ui/common';
import { PdfLink } from '../../ui/pdf-link';
import { Facts } from '../../ui/facts';
import { ProgressionChart } from '../../ui/progression-chart';
import { LiveBadge, ordinal, perMille, pointsLabel, TournamentTabs, ScrollFrame } from './shared';
import { type AnswerView, NOT_COUNTED_LABELS, type PublicSheet, reasonLabel } from './views';
import { ColumnHeads, num } from '../../ui/column-heads';

const STATUS_LABELS: Record<string, string> = {
  ENTERED: 'saisie',
  PAIR_CORRECTED: 'corrigée par le voisin',
  CHECKED: 'vérifiée par les arbitres',
};

function answerText(a: AnswerView): string {
  if (a.kind === 'LETTERS') return a.word ? a.word.toUpperCase() : '—';
  const parts: string[] = [];
  if (a.value !== null) parts.push(String(a.value));
  if (a.lines) parts.push(`(${a.lines})`);
  return parts.length ? parts.join(' ') : '—';
}

function Remarks({ a }: { a: AnswerView }) {
  const refused = !a.valid && a.reason && a.reason.code !== 'EMPTY';
  return (
    <>
      {a.topped && <span className="tag ok">topé</span>}{' '}
      {refused && (
        <span className="refused">
          Refusé : {(a.reason!.code && reasonLabel(a.reason!.code)) || a.reason!.message}
        </span>
      )}
      {a.pointsOverride !== null && (
        <span className="forced">
          <span className="tag warn">points imposés par l’arbitre</span> de {a.computedPoints} à {a.pointsOverride}
          {a.overrideReason ? ` (${a.overrideReason})` : ''}
        </span>
      )}
    </>
  );
}

function SheetView({ tournamentId, sheet, rank }: { tournamentId: string; sheet: PublicSheet; rank: number | undefined }) {
  const byRound = new Map(sheet.answers.map((a) => [a.round, a]));
  const rounds = sheet.progression.length ? sheet.progression.map((p) => ({ round: p.round, kind: p.kind })) : sheet.answers.map((a) => ({ round: a.round, kind: a.kind }));
  const diff = sheet.declaredTotal === null ? null : sheet.declaredTotal - sheet.form.total;
  const percent = sheet.topPoints > 0 ? Math.floor((2000 * sheet.form.total + sheet.topPoints) / (2 * sheet.topPoints)) : null;
  return (
    <>
      <section className="card sheet-head" aria-label="Résumé de la feuille">
        <Facts
          facts={[
            { term: 'Table', value: sheet.bib },
            { term: 'Club', value: sheet.club },
            { term: 'Rang', value: sheet.notCounted ? 'non classé' : rank ? ordinal(rank) : '—' },
            { term: 'Total', value: pointsLabel(sheet.form.total), className: 'big' },
            { term: 'Top de la partie', value: `${sheet.topPoints} (${perMille(percent)})` },
            { term: 'Feuille', value: STATUS_LABELS[sheet.status] ?? sheet.status },
          ]}
        />
        {sheet.notCounted && (
          <p className="alert alert-warn" role="note">
            Feuille non comptée au classement : {(NOT_COUNTED_LABELS as Readonly<Record<string, string>>)[sheet.notCounted] ?? sheet.notCounted}.
          </p>
        )}
      </section>

      <h2>Coup par coup</h2>
      <ScrollFrame label="Tableau des coups">
        <table className="sheet">
          <caption className="visually-hidden">Réponses de {sheet.name}, coup par coup</caption>
          <ColumnHeads columns={[num('Coup'), 'Tirage', 'Réponse', num('Points'), num('Top'), 'Remarques']} />
          <tbody>
            {rounds.map(({ round, kind }) => {
              const a = byRound.get(round);
              const top = sheet.progression.find((p) => p.round === round)?.topPoints;
              return (
                <tr key={round} className={a && !a.valid && a.reason && a.reason.code !== 'EMPTY' ? 'refused-row' : undefined}>
                  <td className="num">{round}</td>
                  <td>{kind === 'NUMBERS' ? 'Chiffres' : 'Lettres'}</td>
                  <td className="answer">{a ? answerText(a) : <em>non saisi</em>}</td>
                  <td className="num">
                    {a ? a.points : 0}
                    {a?.pointsOverride !== null && a?.pointsOverride !== undefined && <span aria-hidden="true">*</span>}
                  </td>
                  <td className="num">{top ?? '—'}</td>
                  <td>{a && <Remarks a={a} />}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollFrame>

      <h2>Totaux et formulaire de classement</h2>
      <ScrollFrame label="Formulaire de classement">
      <table className="form-table">
        <caption className="visually-hidden">Formulaire de classement de {sheet.name}</caption>
        <ColumnHeads
          columns={[
            num('Total'), num('Mots de 10 lettres'), num('Points en chiffres'),
            num('Mots de 9 lettres'), num('Mots de 8 lettres'), num('Mots de 7 lettres'), num('Points en lettres'),
          ]}
        />
        <tbody>
          <tr>
            <td className="num">{sheet.form.total}</td>
            <td className="num">{sheet.form.tens}</td>
            <td className="num">{sheet.form.numbersPoints}</td>
            <td className="num">{sheet.form.nines}</td>
            <td className="num">{sheet.form.eights}</td>
            <td className="num">{sheet.form.sevens}</td>
            <td className="num">{sheet.lettersPoints}</td>
          </tr>
        </tbody>
      </table>
      </ScrollFrame>
      {diff !== null && (
        <p>
          Total déclaré par le joueur : {sheet.declaredTotal}
          {diff !== 0 ? ` · écart : ${diff > 0 ? '+' : ''}${diff} (le total calculé fait foi)` : ' · conforme'}
        </p>
      )}
      {sheet.missingRounds.length > 0 && <p className="muted">Coups non saisis : {sheet.missingRounds.join(', ')}.</p>}
      {sheet.answers.some((a) => a.pointsOverride !== null) && <p className="muted">* points imposés par un arbitre, avec son motif.</p>}

      <section aria-labelledby="progression" className="card">
        <h2 id="progression">Progression</h2>
        <ProgressionChart name={sheet.name} points={sheet.progression} />
      </section>
      <p>
        <Link to={`/tournois/${tournamentId}/classement`}>← Retour au classement</Link>
      </p>
    </>
  );
}

/** Public: one player's corrected sheet, coup by coup, with the refusals, the arbiters' forced points and the totals. */
export function PlayerSheetPage() {
  const { tournamentId = '', playerId = '' } = useParams();
  const sheet = usePublicSheet(tournamentId, playerId);
  const ranking = useRanking(tournamentId);
  const { connected } = useLiveTournament(tournamentId);
  const rank = ranking.data?.rows.find((r) => r.playerId === playerId)?.rank;
  return (
    <Page
      title={sheet.data ? `Feuille corrigée de ${sheet.data.name}` : 'Feuille corrigée'}
      actions={
        <>
          <LiveBadge connected={connected} />
          <PdfLink doc={pdfs.correctedSheet(tournamentId, playerId)}>Feuille corrigée à imprimer</PdfLink>
        </>
      }
    >
      <TournamentTabs tournamentId={tournamentId} />
      <Loaded query={sheet}>{(s) => <SheetView tournamentId={tournamentId} sheet={s} rank={rank} />}</Loaded>
    </Page>
  );
}

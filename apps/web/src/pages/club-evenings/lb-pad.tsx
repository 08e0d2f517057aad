import { Fragment } from 'react';
import { sideLabel } from './lb-form';
import type { ClubGame, LbEntry, LbResult } from './types';
import { Frame } from './work-ui';
import { ColumnHeads } from '../../ui/column-heads';

const REASONS: Record<LbEntry['reason'], string> = {
  tricks: 'levées',
  overtricks: 'levées au-delà de 6',
  defence: 'défense',
  slam: 'chelem',
  renonce: 'renonce',
  game: 'manche',
  rubber: 'rubber',
};

export const entryText = (e: LbEntry): string => `${e.points} ${e.where === 'above' ? 'au-dessus' : 'au-dessous'} (${REASONS[e.reason]})`;

/** Rows of a pad's part: each side's figures in its own column, row by row. */
function Rows({ columns, upward, className }: { columns: LbEntry[][]; upward: boolean; className?: string }) {
  const height = Math.max(0, ...columns.map((c) => c.length));
  return (
    <>
      {Array.from({ length: height }, (_, j) => {
        const k = upward ? height - 1 - j : j;
        // Above the line, the first figure stands just over it and the later ones higher.
        return (
          <tr key={j} className={j === height - 1 ? className : undefined}>
            {columns.map((c, s) => {
              const e = c[k];
              return (
                <td key={s} className="num">
                  {e && (
                    <>
                      {e.points} <small className="muted">{REASONS[e.reason]}, donne {e.deal}</small>
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        );
      })}
    </>
  );
}

/**
 * The rubber pad as on paper: a column a side, the figures above the line written upward from it, the games
 * below it, each ruled off when won, and the totals.
 */
export function RubberPad({ game, result }: { game: ClubGame; result: LbResult }) {
  if (!result.rubbers.length) return <p className="hint">Aucune donne enregistrée : le bloc de marque se remplit à chaque donne enregistrée.</p>;
  const sides = result.sides.map((s) => s.index);
  const entries = result.deals.flatMap((d) => d.entries.map((e) => ({ ...e, rubber: d.rubber, game: d.game })));
  return (
    <>
      {result.rubbers.map((rubber) => {
        const mine = entries.filter((e) => e.rubber === rubber.number);
        const above = sides.map((s) => mine.filter((e) => e.side === s && e.where === 'above'));
        return (
          <Frame key={rubber.number} label={`Bloc de marque, rubber ${rubber.number}`} focusable>
            <table className="lb-pad">
              <caption>
                Rubber {rubber.number}
                {rubber.winner !== null ? ` : gagné par ${sideLabel(game, result, rubber.winner)}` : rubber.finished ? '' : ' (en cours)'}
              </caption>
              <ColumnHeads columns={sides.map((s) => sideLabel(game, result, s))} />
              <tbody className="above" aria-label="Au-dessus de la ligne">
                <Rows columns={above} upward className="line" />
                {above.every((c) => !c.length) && (
                  <tr className="line">
                    {sides.map((s) => (
                      <td key={s} />
                    ))}
                  </tr>
                )}
              </tbody>
              <tbody className="below" aria-label="Au-dessous de la ligne">
                {rubber.games.map((g) => (
                  <Fragment key={g.number}>
                    <Rows columns={sides.map((s) => mine.filter((e) => e.side === s && e.where === 'below' && e.game === g.number))} upward={false} className={g.winner !== null ? 'game-won' : undefined} />
                  </Fragment>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  {sides.map((s) => (
                    <td key={s} className="num">
                      au-dessus {rubber.above[s]} · au-dessous {rubber.below[s]} · <strong>total {rubber.totals[s]}</strong>
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </Frame>
        );
      })}
      {result.rubbers.length > 1 && (
        <p>
          Sur la soirée : {sides.map((s) => `${sideLabel(game, result, s)} ${result.totals[s]}`).join(' ; ')}.
        </p>
      )}
    </>
  );
}

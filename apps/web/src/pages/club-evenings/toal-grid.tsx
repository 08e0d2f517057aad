import { sameValue } from '../../lib/drafts';
import { LetterBox } from './letter-box';
import { type BoxProblem, problemsAt } from './boxes';
import { isEmpty, isFull } from './toal-form';
import type { ToalScore } from './types';
import { Frame } from './work-ui';

export const squareId = (seat: number, r: number, c: number) => `toal-g${seat}-r${r}-c${c}`;

/** The squares of a grid that its counted words cover ("r,c"). */
function counted(score: ToalScore | null): Set<string> {
  const out = new Set<string>();
  for (const line of [...(score?.rows ?? []), ...(score?.columns ?? [])]) for (const w of line.words) for (const [r, c] of w.squares) out.add(`${r},${c}`);
  return out;
}

function wordsText(score: ToalScore): string[] {
  const lines = (prefix: string, list: ToalScore['rows']) =>
    list.filter((l) => l.words.length).map((l) => `${prefix}${l.index + 1} : ${l.words.map((w) => (w.spelling.toUpperCase() === w.word ? w.word : `${w.word} (${w.spelling})`)).join(', ')} (${l.total})`);
  return [...lines('L', score.rows), ...lines('C', score.columns)];
}

/**
 * One player's grid typed square by square, with the server's totals: each row's on the right, each column's at
 * the bottom, the grid's in the corner; shown only while the squares are the ones the server scored.
 */
export function GridEditor({
  seat,
  name,
  rows,
  saved,
  score,
  problems,
  allCalled,
  onSquare,
  before,
  after,
}: {
  seat: number;
  name: string;
  rows: string[][];
  saved: string[][];
  score: ToalScore | null;
  problems: BoxProblem[];
  allCalled: boolean;
  onSquare: (r: number, c: number, letter: string) => void;
  before?: string;
  after?: string;
}) {
  const n = rows.length;
  const at = `grids[${seat - 1}]`;
  const live = score !== null && sameValue(rows, saved);
  const cover = live ? counted(score) : new Set<string>();
  const typed = rows.flat().filter((l) => l).length;
  const squareProblems = problems.filter((p) => /\.rows\[\d+\]\[\d+\]$/.test(p.field));
  const lineProblems = problems.filter((p) => !squareProblems.includes(p));
  const errorId = (r: number, c: number) => `${squareId(seat, r, c)}-error`;
  const next = (r: number, c: number) => (c + 1 < n ? squareId(seat, r, c + 1) : r + 1 < n ? squareId(seat, r + 1, 0) : after);
  const prev = (r: number, c: number) => (c > 0 ? squareId(seat, r, c - 1) : r > 0 ? squareId(seat, r - 1, n - 1) : before);
  const total = (v: number | undefined) => (live && v !== undefined ? v : '·');
  let note: string | null = null;
  if (!isEmpty(rows) && !isFull(rows)) note = `Grille incomplète (${typed} cases sur ${n * n}) : gardée sur cet ordinateur, elle sera envoyée complète.`;
  else if (isFull(rows) && !allCalled) note = 'Grille gardée sur cet ordinateur : elle sera envoyée une fois toutes les lettres appelées.';
  else if (isFull(rows) && !live) note = 'Totaux à recalculer : enregistrez (Entrée).';
  return (
    <section className="toal-player" aria-labelledby={`toal-g${seat}-title`}>
      <h3 id={`toal-g${seat}-title`}>
        Grille de {name}
        {live && <span className="grid-total"> : {score.total} points</span>}
      </h3>
      <Frame label={`Grille de ${name}`}>
        <table className="toal-grid">
          <caption className="visually-hidden">Grille de {name}, totaux des lignes à droite, des colonnes en bas, de la grille dans le coin</caption>
          <thead>
            <tr>
              <td />
              {rows.map((_, c) => (
                <th key={c} scope="col">
                  <abbr title={`colonne ${c + 1}`}>C{c + 1}</abbr>
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">
                  <abbr title={`ligne ${r + 1}`}>L{r + 1}</abbr>
                </th>
                {row.map((letter, c) => {
                  const refused = problemsAt(squareProblems, `${at}.rows[${r}][${c}]`, true).length > 0;
                  return (
                    <td key={c} className={cover.has(`${r},${c}`) ? 'counted' : undefined}>
                      <LetterBox
                        id={squareId(seat, r, c)}
                        value={letter}
                        label={`${name}, ligne ${r + 1}, colonne ${c + 1}`}
                        onLetter={(l) => onSquare(r, c, l)}
                        moves={{ next: next(r, c), prev: prev(r, c), up: r > 0 ? squareId(seat, r - 1, c) : undefined, down: r + 1 < n ? squareId(seat, r + 1, c) : undefined }}
                        invalid={refused}
                        describedBy={refused ? errorId(r, c) : undefined}
                      />
                    </td>
                  );
                })}
                <td className="num total">{total(score?.rowTotals[r])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {rows.map((_, c) => (
                <td key={c} className="num total">
                  {total(score?.columnTotals[c])}
                </td>
              ))}
              <td className="num corner">{total(score?.total)}</td>
            </tr>
          </tfoot>
        </table>
      </Frame>
      {(squareProblems.length > 0 || lineProblems.length > 0) && (
        <ul className="box-errors">
          {lineProblems.map((p) => (
            <li key={`${p.field}:${p.text}`} className="field-error">
              {p.text}
            </li>
          ))}
          {squareProblems.map((p) => {
            const [, r, c] = /\[(\d+)\]\[(\d+)\]$/.exec(p.field) ?? [];
            return (
              <li key={`${p.field}:${p.text}`} id={errorId(Number(r), Number(c))} className="field-error">
                Ligne {Number(r) + 1}, colonne {Number(c) + 1} : {p.text}
              </li>
            );
          })}
        </ul>
      )}
      {note && <p className="hint">{note}</p>}
      {live && wordsText(score).length > 0 && <p className="words">Mots comptés : {wordsText(score).join(' · ')}</p>}
    </section>
  );
}

/** For the curious, once the game is over: the best grid the server's bounded search found for these letters. */
export function BestFound({ rows, score }: { rows: string[]; score: ToalScore }) {
  return (
    <section className="card" aria-labelledby="toal-best">
      <h2 id="toal-best">Pour les curieux : la meilleure grille trouvée ({score.total} points)</h2>
      <Frame label="Meilleure grille trouvée" focusable>
        <table className="toal-grid best">
          <caption className="visually-hidden">Meilleure grille trouvée, avec ses totaux</caption>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {[...row].map((l, c) => (
                  <td key={c} className="letter">
                    {l}
                  </td>
                ))}
                <td className="num total">{score.rowTotals[r]}</td>
              </tr>
            ))}
            <tr>
              {score.columnTotals.map((t, c) => (
                <td key={c} className="num total">
                  {t}
                </td>
              ))}
              <td className="num corner">{score.total}</td>
            </tr>
          </tbody>
        </table>
      </Frame>
      <p className="hint">Trouvée par une recherche bornée du serveur : la meilleure trouvée, pas forcément la meilleure possible.</p>
    </section>
  );
}

import { type FormEvent, Fragment, useMemo } from 'react';
import { sameValue, submitKeys } from '../../lib/drafts';
import { bareWord, focusBox, LetterBox } from './letter-box';
import { blankMove, claimText, lsForm, type LsForm, type LsMoveForm, resolveClaims, seatOf, trimMoves } from './ls-form';
import { type MarkedWord, StringView } from './ls-string';
import { problemsAt } from './boxes';
import { nameOf } from './toal-form';
import type { ClubGame, LsResult } from './types';
import { useGameWork } from './use-game-work';
import { BoxMessage, Frame, GameNotices, KeysHint, SaveRow } from './work-ui';
import { ColumnHeads, num } from '../../ui/column-heads';

/**
 * Chaînes de lettres: the moves in order, each a letter at either end, a word underlined, or both; the string
 * grows above with the words marked on it; every save answers each player's points after each move.
 */
export function LetterStringsScreen({ game, onStale }: { game: ClubGame; onStale: () => void }) {
  const w = useGameWork<LsForm>(game, lsForm, onStale);
  const { value, setValue, base, problems } = w;
  const result = base.result as unknown as LsResult;
  const saved = useMemo(() => lsForm.formOf(base), [base]);
  const over = result.finished && sameValue(value.moves, saved.moves);
  const rows = over ? value.moves : [...value.moves, blankMove()];
  const { claims, options, strings } = resolveClaims(rows);
  let savedUpTo = 0;
  while (savedUpTo < rows.length && savedUpTo < saved.moves.length && sameValue(rows[savedUpTo], saved.moves[savedUpTo])) savedUpTo++;
  const last = strings[strings.length - 1] ?? { letters: '', first: 0 };
  const marked: MarkedWord[] = rows.flatMap((m, i) =>
    claims[i] ? [{ claim: claims[i], word: m.word.trim().toUpperCase(), who: nameOf(base, seatOf(base, i)), points: i < savedUpTo ? (result.moves[i]?.points ?? null) : null, unsaved: i >= savedUpTo }] : [],
  );

  const setMove = (i: number, patch: Partial<LsMoveForm>) =>
    setValue((v) => {
      const moves = [...v.moves];
      while (moves.length <= i) moves.push(blankMove());
      moves[i] = { ...moves[i]!, ...patch };
      return { moves: trimMoves(moves) };
    });

  function submit(e: FormEvent) {
    e.preventDefault();
    w.save();
    focusBox(`ls-letter-${trimMoves(value.moves).length}`);
  }

  const winner = result.winner !== null ? nameOf(base, result.winner) : null;
  return (
    <>
      <GameNotices w={w} form={lsForm} game={game} />
      <section className="card" aria-labelledby="ls-string-title">
        <h2 id="ls-string-title">La chaîne</h2>
        <p>
          Objectif : <strong>{result.target} points</strong>.{' '}
          {winner ? (
            <strong>
              {winner} gagne : premier à {result.target} points (coup {(result.finishedAt ?? 0) + 1}).
            </strong>
          ) : (
            <>Au tour de {nameOf(base, seatOf(base, trimMoves(value.moves).length))}.</>
          )}
        </p>
        <StringView string={last} words={marked} />
      </section>
      <form className="card game-form" aria-label="Saisie de la partie" onSubmit={submit} onKeyDown={submitKeys()} noValidate inert={!!w.work.offer}>
        <KeysHint>
          Un coup par ligne : la lettre (elle passe au bout), le bout (<kbd>G</kbd> gauche, <kbd>D</kbd> droite), le mot souligné s’il y en a un, tapé tel qu’il se lit (à
          l’endroit ou à l’envers : l’écran trouve ses cases). Entrée enregistre le coup et passe au suivant.
        </KeysHint>
        <Frame label="Les coups">
          <table className="ls-moves">
            <caption className="visually-hidden">Les coups, avec les points de chacun après chaque coup</caption>
            <ColumnHeads columns={[num('N°'), 'Joueur', 'Lettre', 'Bout', 'Mot souligné', num('Points'), ...base.players.map((p) => num(p.name))]} />
            <tbody>
              {rows.map((m, i) => {
                const who = nameOf(base, seatOf(base, i));
                const rowProblems = problemsAt(problems, `moves[${i}]`);
                const local = w.local[`moves[${i}]`] ?? w.local[`moves[${i}].claims`];
                const errorId = `ls-move-${i}-error`;
                const bad = (box: string) => problemsAt(rowProblems, `moves[${i}].${box}`).length > 0;
                const described = rowProblems.length || local ? errorId : undefined;
                const done = i < savedUpTo ? result.moves[i] : undefined;
                return (
                  <Fragment key={i}>
                    <tr className={i >= savedUpTo ? 'unsaved' : undefined}>
                      <td className="num">{i + 1}</td>
                      <td>{who}</td>
                      <td>
                        <LetterBox
                          id={`ls-letter-${i}`}
                          value={m.letter}
                          label={`Coup ${i + 1} (${who}) : lettre`}
                          onLetter={(letter) => setMove(i, { letter })}
                          moves={{ next: i === 0 ? `ls-letter-1` : `ls-end-${i}`, prev: i > 0 ? `ls-word-${i - 1}` : undefined }}
                          invalid={bad('letter')}
                          describedBy={described}
                        />
                      </td>
                      <td>
                        {i === 0 ? (
                          <span className="muted">au centre</span>
                        ) : (
                          <select
                            id={`ls-end-${i}`}
                            aria-label={`Coup ${i + 1} (${who}) : bout`}
                            value={m.end}
                            onChange={(e) => setMove(i, { end: e.target.value as LsMoveForm['end'] })}
                            aria-invalid={bad('end') || undefined}
                            aria-describedby={described}
                          >
                            <option value="right">droite</option>
                            <option value="left">gauche</option>
                          </select>
                        )}
                      </td>
                      <td>
                        {i > 0 && (
                          <span className="ls-word">
                            <input
                              id={`ls-word-${i}`}
                              aria-label={`Coup ${i + 1} (${who}) : mot souligné`}
                              value={m.word}
                              onChange={(e) => setMove(i, { word: bareWord(e.target.value), at: '' })}
                              aria-invalid={bad('claims') || !!w.local[`moves[${i}].claims`] || undefined}
                              aria-describedby={described}
                              autoComplete="off"
                              spellCheck={false}
                              size={10}
                            />
                            {options[i]!.length > 1 ? (
                              <select
                                aria-label={`Coup ${i + 1} : cases du mot`}
                                value={claims[i] ? `${claims[i].from}:${claims[i].to}` : ''}
                                onChange={(e) => setMove(i, { at: e.target.value })}
                              >
                                {options[i]!.map((c) => (
                                  <option key={`${c.from}:${c.to}`} value={`${c.from}:${c.to}`}>
                                    {claimText(c)}
                                  </option>
                                ))}
                              </select>
                            ) : (
                              claims[i] && <span className="hint">{claimText(claims[i])}</span>
                            )}
                          </span>
                        )}
                      </td>
                      <td className="num">{done ? done.points : '·'}</td>
                      {base.players.map((p) => (
                        <td key={p.seat} className="num">
                          {done ? done.totals[p.seat - 1] : '·'}
                        </td>
                      ))}
                    </tr>
                    {described && (
                      <tr className="row-error">
                        <td colSpan={6 + base.players.length}>
                          <BoxMessage id={errorId} problems={rowProblems} local={local} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </Frame>
        <SaveRow w={w} />
      </form>
    </>
  );
}

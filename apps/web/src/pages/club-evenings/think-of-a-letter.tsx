import { type FormEvent, useMemo } from 'react';
import { submitKeys } from '../../lib/drafts';
import { LetterBox } from './letter-box';
import { problemsAt } from './boxes';
import { calledInOrder, callerOf, nameOf, sizeOf, toalForm, type ToalForm } from './toal-form';
import { BestFound, GridEditor, squareId } from './toal-grid';
import type { ClubGame, ToalResult } from './types';
import { useGameWork } from './use-game-work';
import { BoxMessage, GameNotices, KeysHint, SaveRow } from './work-ui';
import { Options } from '../../ui/options';

const callId = (k: number) => `toal-call-${k}`;

/**
 * Pensez à une lettre: the letters called in turn, then each player's grid typed from the paper; every save
 * answers the grids' row, column and corner totals, and names each refused square.
 */
export function ThinkOfALetterScreen({ game, onStale }: { game: ClubGame; onStale: () => void }) {
  const w = useGameWork<ToalForm>(game, toalForm, onStale);
  const { value, setValue, base, problems } = w;
  const n = sizeOf(base);
  const result = base.result as unknown as ToalResult;
  const saved = useMemo(() => toalForm.formOf(base), [base]);
  const called = calledInOrder(value.calls).length;
  const allCalled = called === n * n;
  const seats = base.players.map((p) => p.seat);

  const setCall = (k: number, letter: string) => setValue((v) => ({ ...v, calls: v.calls.map((x, i) => (i === k ? letter : x)) }));
  const setSquare = (seat: number, r: number, c: number, letter: string) =>
    setValue((v) => ({ ...v, grids: v.grids.map((g, i) => (i !== seat - 1 ? g : g.map((row, ri) => (ri !== r ? row : row.map((x, ci) => (ci === c ? letter : x)))))) }));
  const firstSquare = (seat: number) => (seat <= seats.length ? squareId(seat, 0, 0) : undefined);
  const lastSquare = (seat: number) => (seat >= 1 ? squareId(seat, n - 1, n - 1) : callId(n * n - 1));

  function submit(e: FormEvent) {
    e.preventDefault();
    w.save();
  }

  return (
    <>
      <GameNotices w={w} form={toalForm} game={game} />
      <form className="card game-form" aria-label="Saisie de la partie" onSubmit={submit} onKeyDown={submitKeys()} noValidate inert={!!w.work.offer}>
        <KeysHint>
          Une lettre tapée passe à la case suivante (après la dernière lettre appelée, à la première case de la première grille) ; <kbd>Retour arrière</kbd> sur une case vide
          revient en arrière ; les flèches se déplacent dans une grille.
        </KeysHint>
        <fieldset className="toal-calls">
          <legend>
            Lettres appelées : {called} sur {n * n}
          </legend>
          <label className="inline">
            Premier à appeler
            <select value={value.first} onChange={(e) => setValue((v) => ({ ...v, first: Number(e.target.value) }))}>
              <Options items={base.players} value={(p) => p.seat}>
                {(p) => p.name}
              </Options>
            </select>
          </label>
          <ol className="calls">
            {value.calls.map((letter, k) => {
              const refused = problemsAt(problems, `calls[${k}]`);
              return (
                <li key={k}>
                  <span className="call-no" aria-hidden="true">
                    {k + 1}
                  </span>
                  <LetterBox
                    id={callId(k)}
                    value={letter}
                    label={`Lettre ${k + 1}, appelée par ${nameOf(base, callerOf(base, value.first, k))}`}
                    onLetter={(l) => setCall(k, l)}
                    moves={{ next: k + 1 < n * n ? callId(k + 1) : firstSquare(1), prev: k > 0 ? callId(k - 1) : undefined }}
                    invalid={refused.length > 0}
                    describedBy={refused.length ? 'toal-calls-error' : undefined}
                  />
                </li>
              );
            })}
          </ol>
          <BoxMessage id="toal-calls-error" problems={problemsAt(problems, 'calls')} local={w.local.calls} />
          {!allCalled && <p className="hint">Au tour de {nameOf(base, callerOf(base, value.first, called))} d’appeler la lettre {called + 1}.</p>}
        </fieldset>
        <div className="toal-grids">
          {base.players.map((p) => (
            <GridEditor
              key={p.seat}
              seat={p.seat}
              name={p.name}
              rows={value.grids[p.seat - 1]!}
              saved={saved.grids[p.seat - 1]!}
              score={result.players.find((x) => x.seat === p.seat)?.score ?? null}
              problems={problemsAt(problems, `grids[${p.seat - 1}]`)}
              allCalled={allCalled}
              onSquare={(r, c, l) => setSquare(p.seat, r, c, l)}
              before={lastSquare(p.seat - 1)}
              after={firstSquare(p.seat + 1)}
            />
          ))}
        </div>
        <SaveRow w={w} />
      </form>
      {result.bestFound && <BestFound rows={result.bestFound.rows} score={result.bestFound.score} />}
    </>
  );
}

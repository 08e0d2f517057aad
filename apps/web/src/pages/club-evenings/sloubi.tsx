import type { FormEvent } from 'react';
import { submitKeys } from '../../lib/drafts';
import { useThrowRound } from '../../queries/club-games';
import { problemDetail } from '../../api/problem';
import { problemsAt } from './boxes';
import { diceCount, rulesOf, slForm, type SlForm, tieBreakSeats, typedSomething } from './sl-form';
import { nameOf } from './toal-form';
import type { ClubGame, SlResult } from './types';
import { useGameWork } from './use-game-work';
import { BoxMessage, Frame, GameNotices, GameStatus, KeysHint, SaveRow } from './work-ui';
import { ColumnHeads, num } from '../../ui/column-heads';

/**
 * Le Sloubi: the rounds played with their totals and winner, ties thrown again; the next round thrown by the
 * server from the game's seed, or typed in from the dice thrown at the table.
 */
export function SloubiScreen({ game, onStale }: { game: ClubGame; onStale: () => void }) {
  const w = useGameWork<SlForm>(game, slForm, onStale);
  const { value, setValue, base, problems } = w;
  const result = base.result as unknown as SlResult;
  const rules = rulesOf(base);
  const dice = rules.throwsPerRound * rules.dicePerThrow;
  const next = result.roundsPlayed + 1;
  const ties = tieBreakSeats(value, rules);
  const throwRound = useThrowRound(game);
  const at = `rounds[${result.roundsPlayed}]`;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (typedSomething(value)) w.save();
  }
  const setThrows = (i: number, t: string) => setValue((v) => ({ ...v, throws: v.throws.map((x, k) => (k === i ? t : x)) }));
  const setTie = (k: number, i: number, t: string) =>
    setValue((v) => {
      const tieBreaks = [...v.tieBreaks];
      while (tieBreaks.length <= k) tieBreaks.push(v.throws.map(() => ''));
      tieBreaks[k] = tieBreaks[k]!.map((x, j) => (j === i ? t : x));
      return { ...v, tieBreaks };
    });

  const diceBox = (id: string, label: string, typed: string, onChange: (t: string) => void, field: string, local?: string) => {
    const refused = problemsAt(problems, field);
    const errorId = `${id}-error`;
    return (
      <div key={id} className="sl-dice">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={typed}
          onChange={(e) => onChange(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={refused.length > 0 || !!local || undefined}
          aria-describedby={`${id}-count${refused.length || local ? ` ${errorId}` : ''}`}
        />
        <span id={`${id}-count`} className="hint">
          {diceCount(typed)} dés sur {dice}
        </span>
        <BoxMessage id={errorId} problems={refused} local={local} />
      </div>
    );
  };

  return (
    <>
      <GameNotices w={w} form={slForm} game={game} />
      <section className="card" aria-labelledby="sl-rounds">
        <h2 id="sl-rounds">
          Tours : {result.roundsPlayed} joués sur {result.roundsAgreed}
        </h2>
        <p className="hint">
          {result.variant === 'children' ? 'Variante enfants' : 'Variante standard'} : {rules.throwsPerRound} jets de {rules.dicePerThrow} dés par joueur et par tour
          {rules.offset ? `, moins ${-rules.offset} sur le total` : ''} ; le plus gros total gagne le tour, les ex aequo relancent.
        </p>
        <Frame label="Les tours joués" focusable>
          <table className="sl-rounds">
            <caption className="visually-hidden">Total de chaque joueur à chaque tour ; ★ le gagnant du tour</caption>
            <ColumnHeads columns={['Tour', ...base.players.map((p) => num(p.name)), 'Barrages', 'Dés']} />
            <tbody>
              {result.rounds.map((r) => (
                <tr key={r.number}>
                  <th scope="row">{r.number}</th>
                  {r.totals.map((t, i) => (
                    <td key={i} className={`num${r.winner === i + 1 ? ' winner' : ''}`}>
                      {t}
                      {r.winner === i + 1 && (
                        <>
                          <span aria-hidden="true"> ★</span>
                          <span className="visually-hidden"> (gagne le tour)</span>
                        </>
                      )}
                    </td>
                  ))}
                  <td>
                    {r.tieBreaks.length
                      ? r.tieBreaks.map((tb) => tb.seats.map((s) => `${nameOf(base, s)} ${tb.totals[s - 1]}`).join(', ')).join(' ; ')
                      : '—'}
                  </td>
                  <td>{r.fromSeed ? 'tirés par Greffier' : 'tapés'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Tours gagnés</th>
                {result.roundsWon.map((n, i) => (
                  <td key={i} className="num">
                    <strong>{n}</strong>
                  </td>
                ))}
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </Frame>
        {result.decidedAfter !== null && <p>Le premier ne pouvait plus être rattrapé après le tour {result.decidedAfter}.</p>}
        {result.finished && (
          <p>
            <strong>Partie terminée.</strong> Le gagnant chante « Sloubi ».
          </p>
        )}
      </section>
      {!result.finished && (
        <>
          <section className="card" aria-labelledby="sl-throw">
            <h2 id="sl-throw">Tour {next} : les dés de Greffier</h2>
            <p className="hint">Le serveur lance tous les dés du tour, barrages compris, à partir de la graine de la partie : on peut rejouer n’importe quel tour.</p>
            {throwRound.error ? (
              <p className="alert alert-error" role="alert">
                {problemDetail(throwRound.error)} Relisez les tours ci-dessus, puis relancez si besoin.
              </p>
            ) : null}
            <button
              type="button"
              disabled={throwRound.isPending || !!w.work.offer}
              onClick={() => throwRound.mutate(game.version, { onSuccess: (g) => w.adopt(g) })}
            >
              Lancer le tour {next} (dés tirés par Greffier)
            </button>
          </section>
          <form className="card game-form" aria-label="Saisie de la partie" onSubmit={submit} onKeyDown={submitKeys()} noValidate inert={!!w.work.offer}>
            <h2>Tour {next} : les dés lancés à la table</h2>
            <KeysHint>Tapez les dés de chaque joueur à la suite, un chiffre par dé ({dice} dés : les espaces ne comptent pas).</KeysHint>
            <div className="sl-series">
              {base.players.map((p, i) => diceBox(`sl-t${p.seat}`, `Dés de ${p.name}`, value.throws[i] ?? '', (t) => setThrows(i, t), `${at}.throws[${i}]`, w.local[`throws.${i}`]))}
            </div>
            <BoxMessage id="sl-round-error" problems={problemsAt(problems, at).filter((p) => !/\.(throws|tieBreaks)\[/.test(p.field))} />
            {ties.map((tie, k) => (
              <fieldset key={k} className="sl-series">
                <legend>
                  Barrage {k + 1} : {tie.seats.map((s) => nameOf(base, s)).join(' et ')} sont à égalité à {tie.at} et relancent
                </legend>
                {tie.seats.map((s) =>
                  diceBox(`sl-b${k}-${s}`, `Barrage ${k + 1}, dés de ${nameOf(base, s)}`, value.tieBreaks[k]?.[s - 1] ?? '', (t) => setTie(k, s - 1, t), `${at}.tieBreaks[${k}].throws[${s - 1}]`, w.local[`tieBreaks.${k}.${s - 1}`]),
                )}
                <BoxMessage id={`sl-b${k}-error`} problems={problemsAt(problems, `${at}.tieBreaks[${k}]`, true)} />
              </fieldset>
            ))}
            <BoxMessage id="sl-tb-error" problems={problemsAt(problems, `${at}.tieBreaks[${ties.length}]`, true)} />
            <SaveRow w={w} label={`Enregistrer le tour ${next}`} />
          </form>
        </>
      )}
      {result.finished && (
        <div className="row">
          <GameStatus w={w} />
        </div>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { BoxReasons } from '../../ui/common';
import { BoxErrors, Finished, Wordline } from './pyramide-sheet-bits';
import type { NameForm, SheetForm } from './pyramide-sheet-form';
import type { SheetView, TablePlan, Team } from './views';
import { ColumnHeads } from '../../ui/column-heads';

/** What the four events' boxes share: the sheet, the table plan, the boxes typed and how to change them, the reasons of a refusal. */
export interface SheetContext {
  view: SheetView;
  plan: TablePlan | undefined;
  form: SheetForm;
  patch: (fn: (f: SheetForm) => void) => void;
  errs: (box: string) => string[];
  name: (playerId: string) => string;
  seat: (playerId: string) => string;
}

/** « Équipe 1 : A > B (Ana fait deviner Bruno) », in a line of text. */
export const teamText = (ctx: SheetContext, team: Team, index: number): string =>
  `Équipe ${index + 1} : ${ctx.seat(team.dico)} > ${ctx.seat(team.syno)} (${ctx.name(team.dico)} fait deviner ${ctx.name(team.syno)})`;

/** A team as the printed sheet names it: « Équipe 1 : A > B », its players below. */
export function TeamName({ ctx, team, index }: { ctx: SheetContext; team: Team; index: number }): ReactNode {
  return (
    <>
      Équipe {index + 1} : {ctx.seat(team.dico)} &gt; {ctx.seat(team.syno)}
      <br />
      <small className="muted">
        {ctx.name(team.dico)} &gt; {ctx.name(team.syno)}
      </small>
    </>
  );
}

/** The 12 enigmas: finished or not, the bricks and word found per word, the solution. */
export function EnigmasSection({ ctx }: { ctx: SheetContext }) {
  const { plan, form, patch, name, errs } = ctx;
  const inv = (box: string) => errs(box).length > 0;
  const Err = ({ box }: { box: string }) => <BoxReasons reasons={errs(box)} />;

  return (
    <section className="card" aria-labelledby="enigmes">
      <h2 id="enigmes">Énigmes</h2>
      <p className="hint">Cochez « terminée » pour chaque énigme finie (dans l’ordre de jeu) ; une énigme interrompue par le temps ne se saisit pas.</p>
      <div className="enigmas">
        {form.enigmes.map((e, i) => {
          const roles = plan?.enigmes[i];
          const at = `enigmes[${i}]`;
          return (
            <fieldset key={i} className={`enigma ${e.done ? '' : 'off'}`}>
              <legend>
                Énigme {i + 1}
                {roles && (
                  <span className="muted">
                    {' '}
                    — Dico {name(roles.dico)}, Syno {name(roles.syno)}
                  </span>
                )}
              </legend>
              <label className="inline">
                <input type="checkbox" checked={e.done} onChange={(ev) => patch((f) => void (f.enigmes[i]!.done = ev.target.checked))} />
                Énigme {i + 1} : terminée
              </label>
              <Err box={at} />
              <label>
                <span className="visually-hidden">Énigme {i + 1} : </span>titre
                <input
                  aria-label={`Énigme ${i + 1} : titre`}
                  value={e.title}
                  onChange={(ev) => patch((f) => void (f.enigmes[i]!.title = ev.target.value))}
                  aria-invalid={inv(`${at}.title`)}
                />
                <Err box={`${at}.title`} />
              </label>
              <div className="words">
                {e.words.map((w, j) => (
                  <Wordline key={j}>
                    <input
                      className="bricks"
                      aria-label={`Énigme ${i + 1}, mot ${j + 1} : briques`}
                      inputMode="numeric"
                      value={w.bricks}
                      onChange={(ev) =>
                        patch((f) => {
                          f.enigmes[i]!.words[j]!.bricks = ev.target.value;
                          if (ev.target.value.trim()) f.enigmes[i]!.done = true;
                        })
                      }
                      aria-invalid={inv(`${at}.words[${j}].bricks`)}
                    />
                    <span>
                      <input
                        aria-label={`Énigme ${i + 1}, mot ${j + 1} : mot trouvé`}
                        value={w.word}
                        placeholder="— (non trouvé)"
                        onChange={(ev) => patch((f) => void (f.enigmes[i]!.words[j]!.word = ev.target.value))}
                        aria-invalid={inv(`${at}.words[${j}].word`)}
                      />
                      <Err box={`${at}.words[${j}].bricks`} />
                      <Err box={`${at}.words[${j}].word`} />
                    </span>
                  </Wordline>
                ))}
              </div>
              <Err box={`${at}.words`} />
              <label>
                <span className="visually-hidden">Énigme {i + 1} : </span>solution
                <input
                  aria-label={`Énigme ${i + 1} : solution`}
                  value={e.solution}
                  placeholder="— (non trouvée)"
                  onChange={(ev) => patch((f) => void (f.enigmes[i]!.solution = ev.target.value))}
                  aria-invalid={inv(`${at}.solution`)}
                />
                <Err box={`${at}.solution`} />
              </label>
            </fieldset>
          );
        })}
      </div>
      <Err box="enigmes" />
    </section>
  );
}

/** The 13 bricks of the Ping-Pong: the word played, then x, 1 or E in the row of the team that proposed. */
export function PingPongSection({ ctx }: { ctx: SheetContext }) {
  const { view, form, patch, errs } = ctx;
  const inv = (box: string) => errs(box).length > 0;

  return (
    <section className="card" aria-labelledby="pingpong">
      <h2 id="pingpong">Ping-Pong</h2>
      <p className="hint">Pour chaque brique : le mot joué (1 à 5), puis x (pas trouvé), 1 (trouvé) ou E (interdit) dans la ligne de l’équipe qui a proposé.</p>
      <table className="pp-grid">
        <caption className="visually-hidden">Les 13 briques du Ping-Pong</caption>
        <ColumnHeads columns={['Brique', ...form.bricks.map((_, k) => k + 1)]} />
        <tbody>
          <tr>
            <th scope="row">Mot</th>
            {form.bricks.map((b, k) => (
              <td key={k}>
                <input aria-label={`Brique ${k + 1} : mot`} inputMode="numeric" maxLength={1} value={b.word} onChange={(ev) => patch((f) => void (f.bricks[k]!.word = ev.target.value))} aria-invalid={inv(`pingPong.bricks[${k}]`)} />
              </td>
            ))}
          </tr>
          {([0, 1] as const).map((t) => (
            <tr key={t}>
              <th scope="row">
                <TeamName ctx={ctx} team={view.sheet.pingPong.teams[t]} index={t} />
              </th>
              {form.bricks.map((b, k) => (
                <td key={k}>
                  <input
                    aria-label={`Brique ${k + 1} : marque équipe ${t + 1}`}
                    maxLength={1}
                    value={b.marks[t]}
                    onChange={(ev) => patch((f) => void (f.bricks[k]!.marks[t] = ev.target.value))}
                    aria-invalid={inv(`pingPong.bricks[${k}]`)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {form.bricks.map((_, k) => (
        <BoxErrors key={k} label={`Brique ${k + 1}`} reasons={errs(`pingPong.bricks[${k}]`)} />
      ))}
      <BoxErrors label="Ping-Pong" reasons={[...errs('pingPong.bricks'), ...errs('pingPong.teams[0]'), ...errs('pingPong.teams[1]')]} />
      <Finished event="pingPong" form={form} patch={patch} errors={errs('pingPong.finished')} />
    </section>
  );
}

/** The 4 proper names: the bids and who got the point. */
export function NamesSection({ ctx }: { ctx: SheetContext }) {
  const { view, form, patch, errs } = ctx;
  const inv = (box: string) => errs(box).length > 0;
  const Err = ({ box }: { box: string }) => <BoxReasons reasons={errs(box)} />;

  return (
    <section className="card np" aria-labelledby="nomspropres">
      <h2 id="nomspropres">Noms propres</h2>
      <p className="hint">
        {teamText(ctx, view.sheet.nomsPropres.teams[0], 0)} contre {teamText(ctx, view.sheet.nomsPropres.teams[1], 1)}.
      </p>
      <table className="compact">
        <caption className="visually-hidden">Les 4 noms propres</caption>
        <ColumnHeads columns={['Nom', 'Enchère (équipe qui a la main)', 'Enchère inférieure (autre équipe)', 'Point à']} />
        <tbody>
          {form.names.map((n, i) => {
            const at = `nomsPropres.names[${i}]`;
            return (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>
                  <input aria-label={`Nom ${i + 1} : enchère de l’équipe qui a la main`} inputMode="numeric" maxLength={1} value={n.bid0} onChange={(ev) => patch((f) => void (f.names[i]!.bid0 = ev.target.value))} aria-invalid={inv(`${at}.bids[0]`)} />
                  <Err box={`${at}.bids[0]`} />
                </td>
                <td>
                  <input aria-label={`Nom ${i + 1} : enchère inférieure`} inputMode="numeric" maxLength={1} value={n.bid1} onChange={(ev) => patch((f) => void (f.names[i]!.bid1 = ev.target.value))} aria-invalid={inv(`${at}.bids[1]`)} />
                  <Err box={`${at}.bids[1]`} />
                </td>
                <td>
                  <select aria-label={`Nom ${i + 1} : point à`} value={n.point} onChange={(ev) => patch((f) => void (f.names[i]!.point = ev.target.value as NameForm['point']))} aria-invalid={inv(`${at}.points`)}>
                    <option value="">—</option>
                    <option value="0">Équipe 1</option>
                    <option value="1">Équipe 2</option>
                  </select>
                  <Err box={`${at}.points`} />
                  <Err box={at} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <BoxErrors label="Noms propres" reasons={[...errs('nomsPropres.names'), ...errs('nomsPropres.teams[0]'), ...errs('nomsPropres.teams[1]')]} />
      <Finished event="nomsPropres" form={form} patch={patch} errors={errs('nomsPropres.finished')} />
    </section>
  );
}

/** Each team’s Grande Pyramide: its 6 expressions and where it stopped. */
export function PyramidsSection({ ctx }: { ctx: SheetContext }) {
  const { view, form, patch, errs } = ctx;
  const inv = (box: string) => errs(box).length > 0;
  const Err = ({ box }: { box: string }) => <BoxReasons reasons={errs(box)} />;

  return (
    <section className="card" aria-labelledby="grandespyramides">
      <h2 id="grandespyramides">Grandes Pyramides</h2>
      <div className="pyramids">
        {form.pyramids.map((p, t) => {
          const at = `grandesPyramides.pyramids[${t}]`;
          return (
            <fieldset key={t} className="pyramid">
              <legend>{teamText(ctx, view.sheet.grandesPyramides.teams[t]!, t)}</legend>
              <ol>
                {p.expressions.map((x, j) => (
                  <li key={j}>
                    <input
                      aria-label={`Pyramide équipe ${t + 1}, expression ${j + 1}`}
                      value={x}
                      placeholder="— (non trouvée)"
                      onChange={(ev) => patch((f) => void (f.pyramids[t]!.expressions[j] = ev.target.value))}
                      aria-invalid={inv(`${at}.expressions[${j}]`)}
                    />
                    <Err box={`${at}.expressions[${j}]`} />
                  </li>
                ))}
              </ol>
              <label>
                Arrêt (Dico a dit un mot à deviner) sur l’expression
                <select aria-label={`Pyramide équipe ${t + 1} : arrêt`} value={p.stop} onChange={(ev) => patch((f) => void (f.pyramids[t]!.stop = ev.target.value))} aria-invalid={inv(`${at}.stop`)}>
                  <option value="">aucun arrêt</option>
                  {[1, 2, 3, 4, 5, 6].map((n) => (
                    <option key={n} value={String(n)}>
                      {n}
                    </option>
                  ))}
                </select>
                <Err box={`${at}.stop`} />
              </label>
              <Err box={at} />
              <Err box={`${at}.expressions`} />
            </fieldset>
          );
        })}
      </div>
      <Finished event="grandesPyramides" form={form} patch={patch} errors={errs('grandesPyramides.finished')} />
    </section>
  );
}


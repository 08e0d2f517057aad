import { BoxReasons } from '../../ui/common';
import { type FormEvent, Fragment, useEffect, useState } from 'react';
import { ApiError } from '../../api/problem';
import { DraftOffer, merge, sameValue, SaveStatus, type ServerChange, CarriedOverNotice, NewerVersionNotice, submitKeys, useDraftWork, valueAt } from '../../lib/drafts';
import { ProblemAlert } from '../../ui/problem-alert';
import type { MatchView } from './views';
import { SideForm, Side, keyOf, PHASES, shortOf, errorTarget, MatchForm, BLANK_ROW, formOf, sheetRequest, boxLabel, boxText } from './match-sheet-form';
import { DrawText, topText } from './match-summary';
import { SideInputs, Points, DuelInput } from './match-sheet-inputs';
import { ColumnHeads, num } from '../../ui/column-heads';


export function SheetForm({
  match: m,
  tournamentId,
  onSaved,
  onStale,
  onTyping,
}: {
  match: MatchView;
  tournamentId: string;
  onSaved: (m: MatchView) => void;
  onStale: () => void;
  onTyping: () => void;
}) {
  const [base, setBase] = useState<{ version: number; form: MatchForm }>(() => ({ version: m.version, form: formOf(m) }));
  const [value, setValue] = useState<MatchForm>(base.form);
  const [merged, setMerged] = useState<{ version: number; lines: ServerChange[] } | null>(null);
  const [sent, setSent] = useState<string[]>([]);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const playable = m.status !== 'PENDING' && m.decidedBy !== 'bye' && m.decidedBy !== 'empty';
  const dirty = !sameValue(value, base.form);
  const { rows, duels, sprint, complete, reason } = value;

  // A newer version on the server: taken as is while nothing is typed; otherwise the typing stays and the
  // banner offers to carry it over onto the newer version.
  useEffect(() => {
    if (m.version === base.version || dirty) return;
    const fresh = { version: m.version, form: formOf(m) };
    setBase(fresh);
    setValue(fresh.form);
  }, [m, base.version, dirty]);

  const work = useDraftWork<MatchForm, MatchForm, MatchView>({
    key: { area: 'match', tournamentId, sheetId: m.code },
    value,
    base: base.form,
    baseVersion: base.version,
    dirty,
    onRestore: (record) => {
      setBase({ version: record.baseVersion ?? m.version, form: record.base });
      setValue(record.value);
    },
    onSaved: (next, sentForm) => {
      const fresh = formOf(next);
      setBase({ version: next.version, form: fresh });
      // What was typed after asking for the save stays, on top of the saved sheet.
      setValue((v) => (sameValue(v, sentForm) ? fresh : merge(sentForm, v, fresh).value));
      setMerged(null);
      onSaved(next);
    },
    onRefused: (e) => {
      if (e instanceof ApiError && e.code === 'STALE_VERSION') onStale();
    },
  });

  /** The typing carried over onto the server's version: the boxes the other side changed are listed. */
  function carryOver() {
    const fresh = formOf(m);
    const result = merge(base.form, value, fresh);
    const lines = result.theirs.map((p) => ({ label: boxLabel(m, p), mine: boxText(valueAt(value, p)), server: boxText(valueAt(fresh, p)) }));
    setBase({ version: m.version, form: fresh });
    setValue(result.value);
    setMerged({ version: m.version, lines });
    work.clearError();
  }

  function reread() {
    const fresh = formOf(m);
    setBase({ version: m.version, form: fresh });
    setValue(fresh);
    setMerged(null);
    work.clearError();
  }

  const err = work.state === 'refused' && work.error instanceof ApiError ? work.error : null;
  const needsConfirm = err?.code === 'RESULT_HAS_DEPENDENTS';
  const fieldErrors = (key: string, side?: Side): string[] => {
    const out: string[] = [];
    const local = localErrors[`${key}/${side ?? ''}`];
    if (local) out.push(local);
    for (const f of err?.fieldErrors ?? []) {
      const t = errorTarget(f.field);
      if (t && sent[t.index] === key && t.side === side) out.push(f.reason);
    }
    return out;
  };

  function send(confirmReset: boolean) {
    const built = sheetRequest(tournamentId, m, value, base.version, confirmReset);
    setSent(built.keys);
    work.save(built.request);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!playable || work.state === 'sending' || work.offer) return;
    const errors: Record<string, string> = {};
    for (const d of m.draws) {
      if (d.kind !== 'NUMBERS') continue;
      for (const side of ['a', 'b'] as const) {
        const v = (rows[keyOf(d)] ?? BLANK_ROW)[side].value.trim();
        if (v && !/^\d+$/.test(v)) errors[`${keyOf(d)}/${side}`] = 'un nombre entier est attendu';
      }
    }
    setLocalErrors(errors);
    if (Object.keys(errors).length) return;
    onTyping();
    send(false);
  }

  const set = (key: string, side: Side, patch: Partial<SideForm>) =>
    setValue((v) => {
      const row = v.rows[key] ?? BLANK_ROW;
      return { ...v, rows: { ...v.rows, [key]: { ...row, [side]: { ...row[side], ...patch } } } };
    });
  const name = (side: Side) => m[side]?.name ?? `joueur ${side}`;
  const empty = m.draws.every((d) => !d.a && !d.b);

  return (
    <>
      {m.version !== base.version && (dirty || work.offer) && (
        <NewerVersionNotice title="La feuille a été modifiée ailleurs" versions={`version ${m.version}, votre saisie part de la version ${base.version}`} rereadLabel="Relire la feuille enregistrée" offered={!!work.offer} onCarryOver={carryOver} onReread={reread} />
      )}
      {merged && (
        <CarriedOverNotice id="merged-title" version={merged.version} lines={merged.lines} said="Vos cases sont gardées telles que vous les avez tapées ; ce que la version enregistrée avait changé ailleurs est repris. Ce qui avait changé sur le serveur :" check="Vérifiez avec le papier, puis enregistrez." />
      )}
      <DraftOffer work={work} serverVersion={m.version} />
      <form className="card match-sheet" onSubmit={submit} onKeyDown={submitKeys()} noValidate aria-label={`Saisie de la feuille ${m.code}`} inert={!!work.offer}>
        <p className="hint">
          Saisie au clavier : Tab passe d’une case à la suivante (joueur a puis joueur b, coup par coup), Entrée (ou Ctrl+Entrée) enregistre la feuille, depuis n’importe
          quelle case. Un coup sans réponse se laisse vide. Les points sont calculés par le serveur. Pour les comptes, seule la solution écrite est acceptée : tapez le calcul,
          un résultat seul ne compte pas.
        </p>
        {PHASES.map(({ phase, title }) => {
          const list = m.draws.filter((d) => d.phase === phase);
          if (!list.length) return null;
          return (
            <table key={phase} className="sheet-table">
              <caption>{title}</caption>
              <ColumnHeads columns={['N°', 'Tirage', <>{name('a')} (a)</>, num('Pt'), <>{name('b')} (b)</>, num('Pt')]} />
              <tbody>
                {list.map((d) => {
                  const key = keyOf(d);
                  const row = rows[key] ?? BLANK_ROW;
                  const rowErrors = fieldErrors(key);
                  return (
                    <Fragment key={key}>
                      <tr className={d.kind === 'NUMBERS' ? 'numbers' : 'letters'}>
                        <th scope="row">{d.round}</th>
                        <td>
                          <DrawText draw={d} />
                          <br />
                          <small className="muted">
                            {d.kind === 'NUMBERS' ? 'chiffres' : 'lettres'} · {d.time.searchSeconds} s + {d.time.writingSeconds} s · {topText(d)}
                          </small>
                          <BoxReasons reasons={rowErrors} />
                        </td>
                        {(['a', 'b'] as const).map((side) => (
                          <Fragment key={side}>
                            <td>
                              <SideInputs
                                label={`${shortOf(phase)} ${d.round}, ${name(side)}`}
                                kind={d.kind}
                                value={row[side]}
                                errors={fieldErrors(key, side)}
                                disabled={!playable}
                                onChange={(patch) => set(key, side, patch)}
                              />
                            </td>
                            <td className="num">
                              <Points answer={d[side]} />
                            </td>
                          </Fragment>
                        ))}
                      </tr>
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          );
        })}
        {m.format === 'TV' && (
          <fieldset>
            <legend>Duels et sprint final (émission)</legend>
            {duels.map((d, i) => (
              <DuelInput key={`d${i}`} label={`Duel ${i + 1}`} value={d} names={[name('a'), name('b')]} onChange={(v) => setValue((f) => ({ ...f, duels: f.duels.map((y, j) => (j === i ? v : y)) }))} />
            ))}
            {sprint.map((d, i) => (
              <DuelInput key={`s${i}`} label={`Sprint, tirage ${i + 1}`} value={d} names={[name('a'), name('b')]} onChange={(v) => setValue((f) => ({ ...f, sprint: f.sprint.map((y, j) => (j === i ? v : y)) }))} />
            ))}
          </fieldset>
        )}
        <div className="row">
          <label className="inline">
            <input type="checkbox" checked={complete} onChange={(e) => setValue((f) => ({ ...f, complete: e.target.checked }))} />
            Feuille complète : les coups laissés vides comptent comme des blancs (décochez pour n’envoyer que les coups saisis jusqu’ici)
          </label>
        </div>
        <div className="row">
          <label>
            Motif <span className="hint">(facultatif, conseillé pour une correction)</span>
            <input value={reason} onChange={(e) => setValue((f) => ({ ...f, reason: e.target.value }))} maxLength={500} size={40} />
          </label>
          <button type="submit" disabled={work.state === 'sending' || !playable}>
            Enregistrer la feuille
          </button>
          <SaveStatus work={work} what="Feuille" empty={empty && !dirty} savedDetail={`version ${base.version}`} />
        </div>
        {needsConfirm && err ? (
          <div className="alert alert-warn" role="alert">
            <strong>Des matchs suivants ont déjà été joués</strong>
            <p>
              Ce résultat change de vainqueur, et ces matchs, qui en dépendent, ont été joués :{' '}
              <strong>{err.fieldErrors.map((f) => f.reason.replace(/ sera remis à zéro$/, '')).join(', ')}</strong>. En confirmant, ils sont remis à zéro avec tous les matchs
              qui en découlent : leurs feuilles saisies sont effacées (gardez le papier) et ils doivent être rejoués.
            </p>
            <p className="muted">Réponse du serveur : {err.problem.detail}</p>
            <button type="button" className="danger" onClick={() => send(true)} disabled={work.state === 'sending'}>
              Confirmer la correction et remettre ces matchs à zéro
            </button>{' '}
            <button type="button" className="secondary" onClick={work.clearError}>
              Ne rien changer
            </button>
          </div>
        ) : (
          <ProblemAlert error={work.state === 'refused' ? work.error : null} />
        )}
        {err?.code === 'STALE_VERSION' && (
          <p className="alert alert-warn">
            Quelqu’un a enregistré cette feuille pendant votre saisie : rien n’a été écrit, rien de votre saisie n’est perdu. Reprenez-la sur la version enregistrée
            (lien ci-dessus) et comparez avec le papier.
          </p>
        )}
      </form>
    </>
  );
}


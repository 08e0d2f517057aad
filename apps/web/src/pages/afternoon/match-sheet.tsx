import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Fragment, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, body, reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import type { components } from '../../api/schema';
import { DraftOffer, merge, type Path, sameValue, type SaveRequest, SaveStatus, type ServerChange, ServerChanges, submitKeys, UnsavedGuard, useDraftWork, valueAt } from '../../lib/drafts';
import { useLiveQueries } from '../../lib/events';
import { Loaded, Page, PdfLink } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { decidedLabel, destinationLabel, reasonLabel, scoreText, stageLabel } from './labels';
import type { DuelResult, MatchAnswer, MatchDraw, MatchView, Phase } from './views';
import './afternoon.css';

type SheetDto = components['schemas']['MatchSheetDto'];
type SideDto = components['schemas']['MatchSideAnswerDto'];

interface SideForm {
  word: string;
  value: string;
  lines: string;
  ruledWrong: boolean;
}
type Rows = Record<string, { a: SideForm; b: SideForm }>;
type Side = 'a' | 'b';
interface DuelForm {
  by: '' | 'a' | 'b' | 'none';
  right: boolean;
}

const keyOf = (d: { phase: Phase; round: number }) => `${d.phase}/${d.round}`;
const PHASES: { phase: Phase; title: string; short: string }[] = [
  { phase: 'REGULAR', title: 'Coups du match', short: 'Coup' },
  { phase: 'EXTRA', title: 'Prolongation', short: 'Prolongation' },
  { phase: 'SUDDEN_DEATH', title: 'Mort subite', short: 'Mort subite' },
];
const shortOf = (phase: Phase) => PHASES.find((p) => p.phase === phase)!.short;

const sideForm = (a: MatchAnswer | null): SideForm => ({ word: a?.word ?? '', value: a?.value != null ? String(a.value) : '', lines: a?.lines ?? '', ruledWrong: a?.ruledWrong ?? false });
const isBlank = (s: SideForm) => !s.word.trim() && !s.value.trim() && !s.lines.trim() && !s.ruledWrong;

function sideDto(kind: MatchDraw['kind'], s: SideForm): SideDto {
  const out: SideDto = {};
  if (s.ruledWrong) out.ruledWrong = true;
  if (kind === 'LETTERS') {
    if (s.word.trim()) out.word = s.word.trim();
  } else {
    if (s.value.trim()) out.value = Number(s.value.trim());
    if (s.lines.trim()) out.lines = s.lines.trim();
  }
  return out;
}

/** The index of the draw in the body and the side an error field names: "draws[3].a" (rules) or "draws.3.a.value" (validation). */
function errorTarget(field: string): { index: number; side?: Side } | null {
  const m = /^draws(?:\[(\d+)\]|\.(\d+))(?:\.(a|b))?/.exec(field);
  if (!m) return null;
  return { index: Number(m[1] ?? m[2]), side: m[3] as Side | undefined };
}

/** One match: its two players, every draw with both answers, the result per draw and the score the server computes. */
export function MatchSheetPage() {
  const { tournamentId, code } = useParams() as { tournamentId: string; code: string };
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ['tournament', tournamentId, 'match', code], [tournamentId, code]);
  const match = useQuery({
    queryKey,
    queryFn: async () => body<MatchView>(await api.GET('/tournaments/{tournamentId}/matches/{code}', { params: { path: { tournamentId, code } } })),
    refetchOnMount: 'always', // a draft found on opening is compared with the server's version, not a cached one
  });
  useLiveQueries(tournamentId, [queryKey], ['match']);
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (next: MatchView, message?: string) => {
    queryClient.setQueryData(queryKey, next);
    setNotice(message ?? `Enregistré (version ${next.version}) : ${scoreText(next.score)}${next.status === 'FINISHED' ? ', match terminé' : ''}.`);
    void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId, 'poules'] });
  };
  // A read that fails once the sheet is shown (the server away) leaves the boxes where they are.
  const shown = { isPending: match.isPending, error: match.data ? null : match.error, data: match.data };
  return (
    <UnsavedGuard>
      <Page
        title={`Feuille de match ${code}`}
        actions={
          <>
            <Link className="button secondary" to={`/gestion/tournois/${tournamentId}/poules`}>
              Retour aux poules
            </Link>
            <PdfLink href={`/tournaments/${tournamentId}/matches/${code}/sheet.pdf`}>Feuille des joueurs</PdfLink>
            <PdfLink href={`/tournaments/${tournamentId}/matches/${code}/sheet.pdf?copy=arbiter`}>Copie de l’arbitre</PdfLink>
          </>
        }
      >
        <Loaded query={shown}>
          {(data) => (
            <>
              <MatchSummary match={data} />
              {notice && (
                <p className="alert alert-ok" role="status">
                  {notice}
                </p>
              )}
              <SheetForm key={data.code} match={data} tournamentId={tournamentId} onSaved={saved} onStale={() => void match.refetch()} onTyping={() => setNotice(null)} />
              <ForfeitForm key={`forfait-${data.code}`} match={data} tournamentId={tournamentId} onSaved={saved} />
            </>
          )}
        </Loaded>
      </Page>
    </UnsavedGuard>
  );
}

function MatchSummary({ match: m }: { match: MatchView }) {
  const player = (side: Side) => {
    const p = m[side];
    return (
      <div className={`player ${m.winner && p && m.winner.playerId === p.playerId ? 'winner' : ''}`}>
        <span className="side">Joueur {side}</span>
        <strong>{p ? p.name : '— à venir —'}</strong>
        {p && <span className="muted">{p.club}</span>}
        {m.absent.includes(side) && <span className="tag error">absent</span>}
      </div>
    );
  };
  return (
    <section className="card match-summary" aria-label="Résultat du match">
      <p className="muted">
        Poule {m.poule} · {stageLabel(m.stage, m.places)} · {m.draws.filter((d) => d.phase === 'REGULAR').length} coups{m.format === 'TV' ? ' · formule émission' : ''}
      </p>
      <div className="versus">
        {player('a')}
        <output className="big-score" aria-label="Score">
          {scoreText(m.score)}
        </output>
        {player('b')}
      </div>
      {m.extra && <p>Prolongation : {scoreText(m.extra)}</p>}
      {m.suddenDeath.length > 0 && <p>Mort subite : {m.suddenDeath.map((s) => scoreText(s)).join(', ')}</p>}
      <p role="status">
        {m.status === 'FINISHED' && m.winner && (
          <>
            <strong>Terminé</strong> : {m.winner.name} gagne {m.decidedBy ? decidedLabel(m.decidedBy) : ''}. Vainqueur vers {destinationLabel(m.winnerTo)}, perdant vers{' '}
            {destinationLabel(m.loserTo)}.
          </>
        )}
        {m.status === 'READY' && !m.needs && <strong>À jouer</strong>}
        {m.status === 'PENDING' && <strong>En attente : les joueurs ne sont pas encore connus.</strong>}
        {m.needs === 'extra-draws' && (
          <strong className="warn">Égalité : jouez les 2 coups de prolongation ci-dessous, puis enregistrez de nouveau la feuille entière.</strong>
        )}
        {m.needs === 'sudden-death' && (
          <strong className="warn">Toujours à égalité : mort subite. Jouez le coup ci-dessous ; le premier coup gagné décide.</strong>
        )}
      </p>
      {m.dependents.length > 0 && (
        <p className="muted">
          Matchs qui dépendent de ce résultat : {m.dependents.map((d) => `${d.code}${d.played ? ' (joué)' : ''}`).join(', ')}.
        </p>
      )}
    </section>
  );
}

function DrawText({ draw }: { draw: MatchDraw }) {
  if (draw.kind === 'LETTERS') {
    return (
      <span className="draw">
        <span className="letters" aria-label={`Lettres ${(draw.letters ?? '').split('').join(' ')}`}>
          {(draw.letters ?? '').toUpperCase()}
        </span>{' '}
        <small className="muted">{draw.split}</small>
      </span>
    );
  }
  return (
    <span className="draw">
      <span className="plates">{(draw.plates ?? []).join(' · ')}</span> <span aria-hidden="true">→</span>
      <span className="visually-hidden">, à trouver :</span> <strong>{draw.target}</strong>
    </span>
  );
}

function topText(draw: MatchDraw): string {
  const top = draw.top;
  if (!top) return '';
  if (top.kind === 'numbers') return top.exact ? `top : ${top.target} (le compte est bon)` : `top : ${top.best[0]} (à ${top.distance})`;
  return `top : ${top.maxLength} lettres (${top.words.slice(0, 3).join(', ')})`;
}

/** What the sheet's boxes hold (and its draft keeps). */
interface MatchForm {
  rows: Rows;
  duels: DuelForm[];
  sprint: DuelForm[];
  complete: boolean;
  reason: string;
}

const BLANK_ROW = { a: sideForm(null), b: sideForm(null) };

function formOf(m: MatchView): MatchForm {
  return {
    rows: Object.fromEntries(m.draws.map((d) => [keyOf(d), { a: sideForm(d.a), b: sideForm(d.b) }])),
    duels: [0, 1].map((i) => duelForm(m.tv?.duels[i])),
    sprint: [0, 1].map((i) => duelForm(m.tv?.sprint[i])),
    complete: true,
    reason: '',
  };
}

/** The whole sheet as PUT .../sheet takes it, and the screen's draw behind each sent draw (to put errors back). */
function sheetRequest(tournamentId: string, m: MatchView, form: MatchForm, version: number, confirmReset: boolean): { request: SaveRequest; keys: string[] } {
  const draws: SheetDto['draws'] = [];
  const keys: string[] = [];
  const row = (d: MatchDraw) => form.rows[keyOf(d)] ?? BLANK_ROW;
  for (const { phase } of PHASES) {
    const list = m.draws.filter((d) => d.phase === phase);
    const lastTyped = Math.max(-1, ...list.map((d, i) => (!isBlank(row(d).a) || !isBlank(row(d).b) || d.a || d.b ? i : -1)));
    list.forEach((d, i) => {
      if (!form.complete && i > lastTyped) return;
      draws.push({ phase, round: d.round, a: sideDto(d.kind, row(d).a), b: sideDto(d.kind, row(d).b) });
      keys.push(keyOf(d));
    });
  }
  const dto: SheetDto = { draws, reason: form.reason.trim() || undefined, confirmReset: confirmReset || undefined };
  if (m.format === 'TV') {
    dto.duels = takeDuels(form.duels);
    dto.sprint = takeDuels(form.sprint);
  }
  return {
    request: { method: 'PUT', path: '/tournaments/{tournamentId}/matches/{code}/sheet', params: { tournamentId, code: m.code }, body: dto, headers: reasonHeaders(form.reason, version) },
    keys,
  };
}

/** A box of the form, as the merge notice names it. */
function boxLabel(m: MatchView, path: Path): string {
  const [part, key, side, field] = path;
  const name = (s: unknown) => (s === 'a' || s === 'b' ? (m[s]?.name ?? `joueur ${s}`) : '');
  if (part === 'rows' && typeof key === 'string') {
    const [phase, round] = key.split('/');
    const what = { word: 'mot', value: 'résultat', lines: 'calcul', ruledWrong: 'refusé' }[String(field)] ?? String(field);
    return `${shortOf(phase as Phase)} ${round}, ${name(side)} : ${what}`;
  }
  if (part === 'duels' || part === 'sprint') return `${part === 'duels' ? 'Duel' : 'Sprint, tirage'} ${Number(key) + 1}`;
  return part === 'complete' ? 'Feuille complète' : 'Motif';
}

function boxText(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  if (v === undefined || v === null || v === '') return '(vide)';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function SheetForm({
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
        <div className="alert alert-warn" role="status">
          <strong>La feuille a été modifiée ailleurs</strong> (version {m.version}, votre saisie part de la version {base.version}). Rien de votre saisie n’est perdu.{' '}
          <button type="button" className="link" onClick={carryOver} disabled={!!work.offer}>
            Reprendre ma saisie sur la version enregistrée
          </button>{' '}
          ou{' '}
          <button type="button" className="link" onClick={reread} disabled={!!work.offer}>
            Relire la feuille enregistrée
          </button>{' '}
          (votre saisie sera remplacée).
        </div>
      )}
      {merged && (
        <section className="alert alert-warn" role="alert" aria-labelledby="merged-title">
          <h2 id="merged-title">Votre saisie reportée sur la version {merged.version}</h2>
          <p>Vos cases sont gardées telles que vous les avez tapées ; ce que la version enregistrée avait changé ailleurs est repris. Ce qui avait changé sur le serveur :</p>
          <ServerChanges lines={merged.lines} />
          <p>Vérifiez avec le papier, puis enregistrez.</p>
        </section>
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
              <thead>
                <tr>
                  <th scope="col">N°</th>
                  <th scope="col">Tirage</th>
                  <th scope="col">{name('a')} (a)</th>
                  <th scope="col" className="num">
                    Pt
                  </th>
                  <th scope="col">{name('b')} (b)</th>
                  <th scope="col" className="num">
                    Pt
                  </th>
                </tr>
              </thead>
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
                          {rowErrors.map((r) => (
                            <span key={r} className="field-error">
                              {r}
                            </span>
                          ))}
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
              <strong>{err.fieldErrors.map((f) => f.reason.replace(/ will be reset$/, '')).join(', ')}</strong>. En confirmant, ils sont remis à zéro avec tous les matchs
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

function SideInputs({ label, kind, value, errors, disabled, onChange }: { label: string; kind: MatchDraw['kind']; value: SideForm; errors: string[]; disabled: boolean; onChange: (patch: Partial<SideForm>) => void }) {
  const invalid = errors.length > 0;
  return (
    <div className="side-inputs">
      {kind === 'LETTERS' ? (
        <input aria-label={`${label} : mot`} value={value.word} onChange={(e) => onChange({ word: e.target.value })} aria-invalid={invalid} disabled={disabled} autoComplete="off" spellCheck={false} size={12} />
      ) : (
        <>
          <input aria-label={`${label} : résultat`} value={value.value} onChange={(e) => onChange({ value: e.target.value })} inputMode="numeric" aria-invalid={invalid} disabled={disabled} size={5} autoComplete="off" />
          <input aria-label={`${label} : calcul`} value={value.lines} onChange={(e) => onChange({ lines: e.target.value })} aria-invalid={invalid} disabled={disabled} placeholder="25 + 7 = 32 ; …" size={22} autoComplete="off" />
        </>
      )}
      <label className="inline small">
        <input type="checkbox" checked={value.ruledWrong} onChange={(e) => onChange({ ruledWrong: e.target.checked })} disabled={disabled} />
        refusé<span className="visually-hidden"> par l’arbitre, {label}</span>
      </label>
      {errors.map((r) => (
        <span key={r} className="field-error">
          {r}
        </span>
      ))}
    </div>
  );
}

function Points({ answer }: { answer: MatchAnswer | null }) {
  if (!answer) return null;
  const why = reasonLabel(answer.reason);
  return (
    <span className={answer.outcome === 'error' ? 'error-text' : undefined}>
      <strong>{answer.points}</strong>
      {answer.outcome === 'error' ? <small> ✗ {why ?? 'erreur'}</small> : why && <small> — {why}</small>}
    </span>
  );
}

function duelForm(d: DuelResult | null | undefined): DuelForm {
  if (d === undefined) return { by: '', right: true };
  if (d === null) return { by: 'none', right: false };
  return { by: d.by, right: d.right };
}

function takeDuels(list: DuelForm[]): NonNullable<SheetDto['duels']> {
  const out: NonNullable<SheetDto['duels']> = [];
  for (const d of list) {
    if (!d.by) break;
    out.push({ by: d.by, right: d.right });
  }
  return out;
}

function DuelInput({ label, value, names, onChange }: { label: string; value: DuelForm; names: [string, string]; onChange: (v: DuelForm) => void }) {
  return (
    <div className="row">
      <label>
        {label} : qui a répondu
        <select value={value.by} onChange={(e) => onChange({ ...value, by: e.target.value as DuelForm['by'] })}>
          <option value="">pas encore joué</option>
          <option value="a">{names[0]} (a)</option>
          <option value="b">{names[1]} (b)</option>
          <option value="none">personne à temps</option>
        </select>
      </label>
      <label className="inline">
        <input type="checkbox" checked={value.right} onChange={(e) => onChange({ ...value, right: e.target.checked })} disabled={value.by === '' || value.by === 'none'} />
        bonne réponse<span className="visually-hidden"> au {label}</span>
      </label>
    </div>
  );
}

interface ForfeitValue {
  absent: Side[];
  reason: string;
}

function ForfeitForm({ match: m, tournamentId, onSaved }: { match: MatchView; tournamentId: string; onSaved: (m: MatchView) => void }) {
  const [value, setValue] = useState<ForfeitValue>({ absent: [], reason: '' });
  const { absent, reason } = value;
  const dirty = absent.length > 0 || reason !== '';
  const work = useDraftWork<ForfeitValue, null, MatchView>({
    key: { area: 'match-forfeit', tournamentId, sheetId: m.code },
    value,
    base: null,
    baseVersion: m.version,
    dirty,
    onRestore: (record) => setValue(record.value),
    onSaved: (data, sent) => {
      setValue((v) => (sameValue(v, sent) ? { absent: [], reason: '' } : v));
      onSaved(data);
    },
  });
  const send = (confirmReset: boolean) =>
    work.save({
      method: 'POST',
      path: '/tournaments/{tournamentId}/matches/{code}/forfeit',
      params: { tournamentId, code: m.code },
      body: { absent, reason, version: m.version, confirmReset: confirmReset || undefined },
      headers: reasonHeaders(reason),
    });
  if (m.status === 'PENDING' || m.decidedBy === 'bye' || m.decidedBy === 'empty') return null;
  const err = work.state === 'refused' && work.error instanceof ApiError ? work.error : null;
  const sending = work.state === 'sending';
  return (
    <section className="card" aria-labelledby="forfait">
      <h2 id="forfait">Forfait</h2>
      <p className="hint">
        Un joueur absent à l’appel perd le match par forfait (0–0) ; les deux absents : le meilleur rang du duplicate passe. Ce qui a été saisi pour ce match est effacé.
        Entrée (ou Ctrl+Entrée) enregistre le forfait.
      </p>
      <DraftOffer work={work} what="Un forfait non enregistré" />
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (!sending && absent.length > 0) send(false);
        }}
        onKeyDown={submitKeys()}
        inert={!!work.offer}
        aria-label="Forfait"
      >
        <fieldset className="inline-fieldset">
          <legend>Absent(s)</legend>
          {(['a', 'b'] as const).map((side) => (
            <label key={side} className="inline">
              <input
                type="checkbox"
                checked={absent.includes(side)}
                onChange={(e) => setValue((v) => ({ ...v, absent: e.target.checked ? [...v.absent, side] : v.absent.filter((s) => s !== side) }))}
              />
              {m[side]?.name ?? side} ({side})
            </label>
          ))}
        </fieldset>
        <label>
          Motif (obligatoire)
          <input value={reason} onChange={(e) => setValue((v) => ({ ...v, reason: e.target.value }))} required maxLength={500} size={30} aria-invalid={!!err?.fieldError('reason')} />
          {err?.fieldError('reason') && <span className="field-error">{err.fieldError('reason')}</span>}
        </label>
        <button type="submit" className="danger" disabled={sending || absent.length === 0}>
          Enregistrer le forfait
        </button>
        <SaveStatus work={work} what="Forfait" empty={!dirty} quiet />
      </form>
      {err?.code === 'RESULT_HAS_DEPENDENTS' ? (
        <div className="alert alert-warn" role="alert">
          <strong>Des matchs suivants ont déjà été joués</strong>
          <p>{err.problem.detail}</p>
          <button type="button" className="danger" onClick={() => send(true)}>
            Confirmer le forfait et remettre ces matchs à zéro
          </button>
        </div>
      ) : (
        <ProblemAlert error={work.state === 'refused' ? work.error : null} />
      )}
    </section>
  );
}

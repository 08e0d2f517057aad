import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, body, reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import { DraftOffer, draftTime, merge, type Path, sameValue, type SaveRequest, SaveStatus, type ServerChange, ServerChanges, submitKeys, UnsavedGuard, useDraftWork, valueAt } from '../../lib/drafts';
import { formatDateTime, Loaded, Page, PdfLink } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import type { CorrectionView, GameView, LateE, ScoreSheet, SheetView, TablePlan, Team, TeamEventName } from './views';
import './afternoon.css';

const ENIGMAS = 12;
const BRICKS = 13;
const NAMES = 4;
const EXPRESSIONS = 6;
const EVENT_LABELS: Record<'enigmes' | TeamEventName, string> = { enigmes: 'Énigmes', pingPong: 'Ping-Pong', nomsPropres: 'Noms propres', grandesPyramides: 'Grandes Pyramides' };

interface EnigmaForm {
  done: boolean;
  title: string;
  words: { bricks: string; word: string }[];
  solution: string;
}
interface BrickForm {
  word: string;
  marks: [string, string];
}
interface NameForm {
  bid0: string;
  bid1: string;
  point: '' | '0' | '1';
}
interface PyramidForm {
  expressions: string[];
  stop: string;
}
interface SheetForm {
  enigmes: EnigmaForm[];
  bricks: BrickForm[];
  names: NameForm[];
  pyramids: [PyramidForm, PyramidForm];
  finished: Record<TeamEventName, boolean>;
}

const num = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim()));
const text = (s: string): string | null => (s.trim() === '' ? null : s.trim());

function toForm(sheet: ScoreSheet, entered: boolean): SheetForm {
  return {
    enigmes: Array.from({ length: ENIGMAS }, (_, i) => {
      const e = sheet.enigmes[i];
      return {
        done: !!e,
        title: e?.title ?? `Énigme ${i + 1}`,
        words: Array.from({ length: 5 }, (_, j) => ({ bricks: e?.words[j] ? String(e.words[j]!.bricks) : '', word: e?.words[j]?.word ?? '' })),
        solution: e?.solution ?? '',
      };
    }),
    bricks: Array.from({ length: BRICKS }, (_, k) => {
      const b = sheet.pingPong.bricks[k];
      return { word: b ? String(b.word) : '', marks: [b && b.team === 0 ? b.mark : '', b && b.team === 1 ? b.mark : ''] };
    }),
    names: Array.from({ length: NAMES }, (_, n) => {
      const x = sheet.nomsPropres.names[n];
      return { bid0: x ? String(x.bids[0]) : '', bid1: x?.bids[1] != null ? String(x.bids[1]) : '', point: x ? (x.points[0] === 1 ? '0' : x.points[1] === 1 ? '1' : '') : '' };
    }),
    pyramids: [0, 1].map((t) => {
      const p = sheet.grandesPyramides.pyramids[t]!;
      return { expressions: Array.from({ length: EXPRESSIONS }, (_, j) => p.expressions[j] ?? ''), stop: p.stop === null ? '' : String(p.stop + 1) };
    }) as [PyramidForm, PyramidForm],
    // A new sheet: the events are played out unless the arbiter says otherwise.
    finished: entered
      ? { pingPong: sheet.pingPong.finished, nomsPropres: sheet.nomsPropres.finished, grandesPyramides: sheet.grandesPyramides.finished }
      : { pingPong: true, nomsPropres: true, grandesPyramides: true },
  };
}

/** The body of PUT .../sheet, and where each sent item sits on the screen (to put the errors back next to their boxes). */
function toBody(form: SheetForm, sheet: ScoreSheet, plan: TablePlan | undefined) {
  const enigmaRows: number[] = [];
  const brickCols: number[] = [];
  const nameRows: number[] = [];
  const local: Record<string, string> = {};
  const enigmes = form.enigmes.flatMap((e, i) => {
    if (!e.done) return [];
    enigmaRows.push(i);
    const roles: Team = plan?.enigmes[i] ?? sheet.enigmes[i] ?? { dico: '', syno: '' };
    return [{ title: e.title.trim(), dico: roles.dico, syno: roles.syno, words: e.words.map((w) => ({ bricks: num(w.bricks) as number, word: text(w.word) })), solution: text(e.solution) }];
  });
  const bricks = form.bricks.flatMap((b, k) => {
    const [m0, m1] = [b.marks[0].trim(), b.marks[1].trim()];
    if (!m0 && !m1 && !b.word.trim()) return [];
    if (m0 && m1) local[`pingPong.bricks[${k}]`] = 'une seule équipe propose à chaque brique';
    brickCols.push(k);
    const mark = (m0 || m1).toUpperCase() === 'X' ? 'x' : (m0 || m1).toUpperCase();
    return [{ word: num(b.word) as number, team: (m0 ? 0 : 1) as 0 | 1, mark: mark as 'x' | '1' | 'E' }];
  });
  const names = form.names.flatMap((n, i) => {
    if (!n.bid0.trim() && !n.bid1.trim() && !n.point) return [];
    nameRows.push(i);
    return [{ bids: [num(n.bid0) as number, num(n.bid1)] as [number, number | null], points: [n.point === '0' ? 1 : 0, n.point === '1' ? 1 : 0] as [number, number] }];
  });
  const pyramids = form.pyramids.map((p) => {
    const values = p.expressions.map(text);
    const last = Math.max(-1, ...values.map((v, j) => (v !== null ? j : -1)));
    return { expressions: form.finished.grandesPyramides ? values : values.slice(0, last + 1), stop: p.stop ? Number(p.stop) - 1 : null };
  }) as ScoreSheet['grandesPyramides']['pyramids'];
  const out: ScoreSheet = {
    enigmes,
    pingPong: { teams: sheet.pingPong.teams, finished: form.finished.pingPong, bricks },
    nomsPropres: { teams: sheet.nomsPropres.teams, finished: form.finished.nomsPropres, names },
    grandesPyramides: { teams: sheet.grandesPyramides.teams, finished: form.finished.grandesPyramides, pyramids },
  };
  return { body: out, enigmaRows, brickCols, nameRows, local };
}

/** A field of the server's answer, re-indexed on the screen's rows: the 2nd enigma sent may be the screen's 3rd. */
function onScreen(field: string, map: { enigmaRows: number[]; brickCols: number[]; nameRows: number[] }): string {
  return field
    .replace(/^enigmes\[(\d+)\]/, (_, i: string) => `enigmes[${map.enigmaRows[Number(i)] ?? i}]`)
    .replace(/^pingPong\.bricks\[(\d+)\]/, (_, i: string) => `pingPong.bricks[${map.brickCols[Number(i)] ?? i}]`)
    .replace(/^nomsPropres\.names\[(\d+)\]/, (_, i: string) => `nomsPropres.names[${map.nameRows[Number(i)] ?? i}]`);
}

/** A table's feuille de marque, laid out as the paper: the four events, the totals computed by the server, corrections. */
export function PyramideSheetPage() {
  const params = useParams() as { tournamentId: string; game: string; table: string };
  const { tournamentId } = params;
  const game = Number(params.game);
  const table = Number(params.table);
  const queryClient = useQueryClient();
  const key = ['tournament', tournamentId, 'pyramide', 'sheet', game, table];
  const sheet = useQuery({
    queryKey: key,
    queryFn: async () => body<SheetView>(await api.GET('/tournaments/{tournamentId}/pyramide/games/{game}/tables/{table}/sheet', { params: { path: { tournamentId, game, table } } })),
    refetchOnMount: 'always', // a draft found on opening is compared with the server's version, not a cached one
  });
  const gameView = useQuery({
    queryKey: ['tournament', tournamentId, 'pyramide', 'game', game],
    queryFn: async () => body<GameView>(await api.GET('/tournaments/{tournamentId}/pyramide/games/{game}', { params: { path: { tournamentId, game } } })),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (next: SheetView, what: string) => {
    queryClient.setQueryData(key, next);
    setNotice(`${what} (version ${next.version}).`);
    void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId, 'pyramide'] });
  };
  // A read that fails once the sheet is shown (the server away) leaves the boxes where they are.
  const data = sheet.data && gameView.data ? { s: sheet.data, g: gameView.data } : undefined;
  const both = { isPending: sheet.isPending || gameView.isPending, error: data ? null : (sheet.error ?? gameView.error), data };
  return (
    <UnsavedGuard>
      <Page
        title={`Feuille de marque — partie ${game}, table ${table}`}
        actions={
          <>
            <Link className="button secondary" to={`/gestion/tournois/${tournamentId}/pyramide`}>
              Retour à la Pyramide
            </Link>
            <PdfLink href={`/tournaments/${tournamentId}/pyramide/games/${game}/tables/${table}/sheet.pdf`}>Feuille de marque</PdfLink>
          </>
        }
      >
        <Loaded query={both}>
          {({ s, g }) => {
            const plan = g.tables.find((t) => t.number === table)?.plan;
            return (
              <>
                <SheetHeader view={s} />
                {notice && (
                  <p className="alert alert-ok" role="status">
                    {notice}
                  </p>
                )}
                {s.result && <Totals view={s} />}
                <SheetEditor key={`${game}-${table}`} view={s} plan={plan} tournamentId={tournamentId} onSaved={saved} onStale={() => void sheet.refetch()} onTyping={() => setNotice(null)} />
                {s.entered && <LateEForm view={s} tournamentId={tournamentId} onSaved={saved} />}
                {s.entered && <Corrections tournamentId={tournamentId} game={game} table={table} version={s.version} />}
              </>
            );
          }}
        </Loaded>
      </Page>
    </UnsavedGuard>
  );
}

function SheetHeader({ view }: { view: SheetView }) {
  return (
    <section className="card" aria-label="Table">
      <ul className="links">
        {view.seats.map((s) => (
          <li key={s.seat}>
            <span className="seat-letter">{s.seat}</span> {s.name} {s.bib !== null && <small className="muted">(n° {s.bib})</small>}
          </li>
        ))}
      </ul>
      <p>
        {!view.entered ? (
          <span className="tag warn">pas encore saisie</span>
        ) : (
          <>
            <span className={`tag ${view.status === 'CORRECTED' ? 'error' : 'ok'}`}>{view.status === 'CORRECTED' ? 'corrigée par l’arbitre' : 'saisie'}</span> version {view.version}
            {view.updatedAt && <span className="muted"> · {formatDateTime(view.updatedAt)}</span>}
          </>
        )}
      </p>
    </section>
  );
}

function Totals({ view }: { view: SheetView }) {
  const r = view.result!;
  return (
    <section className="card" aria-labelledby="recap">
      <h2 id="recap">Récapitulatif (calculé par le serveur)</h2>
      <table className="results">
        <caption className="visually-hidden">Points de chaque joueur</caption>
        <thead>
          <tr>
            <th scope="col">Joueur</th>
            {(['enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides'] as const).map((e) => (
              <th key={e} scope="col" className="num">
                {EVENT_LABELS[e]}
              </th>
            ))}
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col" className="num">
              Bonus
            </th>
            <th scope="col" className="num">
              Solutions
            </th>
          </tr>
        </thead>
        <tbody>
          {r.scores.map((s) => (
            <tr key={s.player}>
              <th scope="row">{s.name}</th>
              <td className="num">{s.enigmes}</td>
              <td className="num">{s.pingPong}</td>
              <td className="num">{s.nomsPropres}</td>
              <td className="num">{s.grandesPyramides}</td>
              <td className="num">
                <strong>{s.total}</strong>
              </td>
              <td className="num">{s.bonus}</td>
              <td className="num">{s.solutions}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Énigmes terminées : {r.enigmas.finished}, comptées : {r.enigmas.counted}.
        {r.cancelled.length > 0 && <> Épreuve(s) annulée(s) : {r.cancelled.map((e) => EVENT_LABELS[e]).join(', ')}.</>} Points d’équipe : Ping-Pong{' '}
        {r.teamPoints.pingPong.join('–')}, Noms propres {r.teamPoints.nomsPropres.join('–')}, Grandes Pyramides {r.teamPoints.grandesPyramides.join('–')}.
      </p>
    </section>
  );
}

/** What the feuille de marque's boxes hold (and its draft keeps). */
interface EditorValue {
  form: SheetForm;
  asCorrection: boolean;
  reason: string;
}

/** The version the typing is on: its boxes, and whether it was entered already (a replacement, a correction). */
interface EditorBase {
  entered: boolean;
  corrected: boolean;
  value: EditorValue;
}

const editorBase = (view: SheetView): EditorBase => ({
  entered: view.entered,
  corrected: view.status === 'CORRECTED',
  value: { form: toForm(view.sheet, view.entered), asCorrection: view.status === 'CORRECTED', reason: '' },
});

const EVENT_OF_FINISHED: Record<string, string> = { pingPong: 'Ping-Pong', nomsPropres: 'Noms propres', grandesPyramides: 'Grandes Pyramides' };

/** A box of the feuille, as the merge notice names it. */
function boxLabel(path: Path): string {
  const [, part, i, sub, j, leaf] = path.map(String);
  const n = Number(i) + 1;
  if (path[0] === 'asCorrection') return 'Correction d’arbitre';
  if (path[0] === 'reason') return 'Motif';
  if (part === 'enigmes') {
    if (sub === 'words') return `Énigme ${n}, mot ${Number(j) + 1} : ${leaf === 'bricks' ? 'briques' : 'mot trouvé'}`;
    return `Énigme ${n} : ${{ done: 'terminée', title: 'titre', solution: 'solution' }[sub ?? ''] ?? sub}`;
  }
  if (part === 'bricks') return sub === 'word' ? `Brique ${n} : mot` : `Brique ${n} : marque équipe ${j}`;
  if (part === 'names') return `Nom ${n} : ${{ bid0: 'enchère de l’équipe qui a la main', bid1: 'enchère inférieure', point: 'point à' }[sub ?? ''] ?? sub}`;
  if (part === 'pyramids') return sub === 'stop' ? `Pyramide équipe ${i} : arrêt` : `Pyramide équipe ${i}, expression ${Number(j) + 1}`;
  if (part === 'finished') return `${EVENT_OF_FINISHED[i ?? ''] ?? i} : épreuve terminée`;
  return path.join('.');
}

function boxText(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  if (v === undefined || v === null || v === '') return '(vide)';
  return String(v);
}

function SheetEditor({
  view,
  plan,
  tournamentId,
  onSaved,
  onStale,
  onTyping,
}: {
  view: SheetView;
  plan: TablePlan | undefined;
  tournamentId: string;
  onSaved: (v: SheetView, what: string) => void;
  onStale: () => void;
  onTyping: () => void;
}) {
  const [base, setBase] = useState<{ version: number | null; at: EditorBase }>(() => ({ version: view.version, at: editorBase(view) }));
  const [value, setValue] = useState<EditorValue>(base.at.value);
  const [merged, setMerged] = useState<{ version: number | null; lines: ServerChange[] } | null>(null);
  const { form, asCorrection, reason } = value;
  const setForm = (fn: (f: SheetForm) => SheetForm) => setValue((v) => ({ ...v, form: fn(v.form) }));
  const [sentMap, setSentMap] = useState<{ enigmaRows: number[]; brickCols: number[]; nameRows: number[] }>({ enigmaRows: [], brickCols: [], nameRows: [] });
  const [local, setLocal] = useState<Record<string, string>>({});
  const name = (id: string) => view.seats.find((s) => s.playerId === id)?.name ?? id;
  const seat = (id: string) => view.seats.find((s) => s.playerId === id)?.seat ?? '?';
  const teamLabel = (t: Team, i: number) => `équipe ${i} (${seat(t.dico)}>${seat(t.syno)} : ${name(t.dico)} fait deviner ${name(t.syno)})`;
  const dirty = !sameValue(value, base.at.value);
  const { entered } = base.at;

  // A newer version on the server: taken as is while nothing is typed; otherwise the typing stays and the
  // banner offers to carry it over onto the newer version.
  useEffect(() => {
    if (view.version === base.version || dirty) return;
    const fresh = { version: view.version, at: editorBase(view) };
    setBase(fresh);
    setValue(fresh.at.value);
  }, [view, base.version, dirty]);

  const work = useDraftWork<EditorValue, EditorBase, SheetView>({
    key: { area: 'pyramide', tournamentId, sheetId: `${view.game}-${view.table}` },
    value,
    base: base.at,
    baseVersion: base.version,
    dirty,
    onRestore: (record) => {
      setBase({ version: record.baseVersion, at: record.base });
      setValue(record.value);
    },
    onSaved: (res, sent, sentBase) => {
      const fresh = editorBase(res);
      setBase({ version: res.version, at: fresh });
      // What was typed after asking for the save stays, on top of the saved sheet.
      setValue((v) => (sameValue(v, sent) ? fresh.value : merge(sent, v, fresh.value).value));
      setMerged(null);
      onSaved(res, sent.asCorrection && sentBase.entered ? 'Correction enregistrée' : sentBase.entered ? 'Feuille remplacée' : 'Feuille enregistrée');
    },
    onRefused: (e, sent) => {
      setSentMap(toBody(sent.form, view.sheet, plan));
      if (e instanceof ApiError && e.code === 'STALE_VERSION') onStale();
    },
  });

  function request(v: EditorValue): SaveRequest {
    const built = toBody(v.form, view.sheet, plan);
    const params = { tournamentId, game: view.game, table: view.table };
    if (v.asCorrection && entered) {
      return {
        method: 'POST',
        path: '/tournaments/{tournamentId}/pyramide/games/{game}/tables/{table}/corrections',
        params,
        body: { sheet: built.body, reason: v.reason },
        headers: reasonHeaders(undefined, base.version ?? undefined),
      };
    }
    return {
      method: 'PUT',
      path: '/tournaments/{tournamentId}/pyramide/games/{game}/tables/{table}/sheet',
      params,
      body: built.body,
      headers: reasonHeaders(v.reason, entered ? (base.version ?? undefined) : undefined),
    };
  }

  /** The typing carried over onto the server's version: the boxes the other side changed are listed. */
  function carryOver() {
    const fresh = editorBase(view);
    const result = merge(base.at.value, value, fresh.value);
    const lines = result.theirs.map((p) => ({ label: boxLabel(p), mine: boxText(valueAt(value, p)), server: boxText(valueAt(fresh.value, p)) }));
    setBase({ version: view.version, at: fresh });
    setValue(result.value);
    setMerged({ version: view.version, lines });
    work.clearError();
  }

  function reread() {
    const fresh = editorBase(view);
    setBase({ version: view.version, at: fresh });
    setValue(fresh.value);
    setMerged(null);
    work.clearError();
  }

  const err = work.state === 'refused' && work.error instanceof ApiError ? work.error : null;
  const errs = (box: string): string[] => [
    ...(local[box] ? [local[box]!] : []),
    ...(err?.fieldErrors ?? []).filter((f) => onScreen(f.field, sentMap) === box).map((f) => f.reason),
  ];
  const Err = ({ box }: { box: string }) => (
    <>
      {errs(box).map((r) => (
        <span key={r} className="field-error">
          {r}
        </span>
      ))}
    </>
  );
  const inv = (box: string) => errs(box).length > 0;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (work.state === 'sending' || work.offer || blocked) return;
    const built = toBody(form, view.sheet, plan);
    setLocal(built.local);
    if (Object.keys(built.local).length) return;
    setSentMap(built);
    onTyping();
    work.save(request(value));
  }
  const patch = (fn: (f: SheetForm) => void) =>
    setForm((f) => {
      const next = structuredClone(f);
      fn(next);
      return next;
    });
  const blocked = base.at.corrected && !asCorrection;

  return (
    <>
      {view.version !== base.version && (dirty || work.offer) && (
        <div className="alert alert-warn" role="status">
          <strong>La feuille a été modifiée ailleurs</strong> (version {view.version ?? '—'}
          {view.updatedAt ? `, enregistrée le ${draftTime(view.updatedAt)}` : ''} ; votre saisie part {base.version === null ? 'd’une feuille vierge' : `de la version ${base.version}`}).
          Rien de votre saisie n’est perdu.{' '}
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
          <p>
            Vos cases sont gardées telles que vous les avez tapées ; ce que la version enregistrée
            {view.updatedAt ? ` le ${draftTime(view.updatedAt)}` : ''} avait changé ailleurs est repris. Ce qui avait changé sur le serveur :
          </p>
          <ServerChanges lines={merged.lines} />
          <p>Vérifiez avec le papier, puis enregistrez.</p>
        </section>
      )}
      <DraftOffer work={work} serverVersion={view.version} />
      <form className="stack" onSubmit={submit} onKeyDown={submitKeys()} noValidate aria-label="Saisie de la feuille de marque" inert={!!work.offer}>
        <p className="hint">
          Recopiez les cases de la feuille papier ; les points ne se tapent jamais, le serveur les calcule. Tab passe à la case suivante ; Entrée (ou Ctrl+Entrée)
          enregistre, depuis n’importe quelle case. Une case laissée vide vaut un trait.
        </p>
        <ProblemAlert error={work.state === 'refused' ? work.error : null} />
        {(err?.fieldErrors ?? []).some((f) => /^(players|pairs|formula|sheet|body)/.test(f.field)) && <Err box="players" />}

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

        <section className="card" aria-labelledby="pingpong">
          <h2 id="pingpong">Ping-Pong</h2>
          <p className="hint">Pour chaque brique : le mot joué (1 à 5), puis x (pas trouvé), 1 (trouvé) ou E (interdit) dans la ligne de l’équipe qui a proposé.</p>
          <table className="pp-grid">
            <caption className="visually-hidden">Les 13 briques du Ping-Pong</caption>
            <thead>
              <tr>
                <th scope="col">Brique</th>
                {form.bricks.map((_, k) => (
                  <th key={k} scope="col">
                    {k + 1}
                  </th>
                ))}
              </tr>
            </thead>
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
                    Équipe {t} ({seat(view.sheet.pingPong.teams[t].dico)}&gt;{seat(view.sheet.pingPong.teams[t].syno)})
                    <br />
                    <small className="muted">
                      {name(view.sheet.pingPong.teams[t].dico)}, {name(view.sheet.pingPong.teams[t].syno)}
                    </small>
                  </th>
                  {form.bricks.map((b, k) => (
                    <td key={k}>
                      <input
                        aria-label={`Brique ${k + 1} : marque équipe ${t}`}
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

        <section className="card np" aria-labelledby="nomspropres">
          <h2 id="nomspropres">Noms propres</h2>
          <p className="hint">
            {teamLabel(view.sheet.nomsPropres.teams[0], 0)} contre {teamLabel(view.sheet.nomsPropres.teams[1], 1)}.
          </p>
          <table className="compact">
            <caption className="visually-hidden">Les 4 noms propres</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Enchère (équipe qui a la main)</th>
                <th scope="col">Enchère inférieure (autre équipe)</th>
                <th scope="col">Point à</th>
              </tr>
            </thead>
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
                        <option value="0">équipe 0</option>
                        <option value="1">équipe 1</option>
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

        <section className="card" aria-labelledby="grandespyramides">
          <h2 id="grandespyramides">Grandes Pyramides</h2>
          <div className="pyramids">
            {form.pyramids.map((p, t) => {
              const at = `grandesPyramides.pyramids[${t}]`;
              return (
                <fieldset key={t} className="pyramid">
                  <legend>{teamLabel(view.sheet.grandesPyramides.teams[t]!, t)}</legend>
                  <ol>
                    {p.expressions.map((x, j) => (
                      <li key={j}>
                        <input
                          aria-label={`Pyramide équipe ${t}, expression ${j + 1}`}
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
                    <select aria-label={`Pyramide équipe ${t} : arrêt`} value={p.stop} onChange={(ev) => patch((f) => void (f.pyramids[t]!.stop = ev.target.value))} aria-invalid={inv(`${at}.stop`)}>
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

        <div className="sheet-actions">
          {entered && (
            <label className="inline">
              <input type="checkbox" checked={asCorrection} onChange={(e) => setValue((v) => ({ ...v, asCorrection: e.target.checked }))} disabled={base.at.corrected} />
              Correction d’arbitre (motif obligatoire, gardée dans l’historique)
            </label>
          )}
          <label>
            Motif {asCorrection ? '(obligatoire)' : <span className="hint">(facultatif)</span>}
            <input value={reason} onChange={(e) => setValue((v) => ({ ...v, reason: e.target.value }))} required={asCorrection} size={36} aria-invalid={!!err?.fieldError('reason')} />
            {err?.fieldError('reason') && <span className="field-error">{err.fieldError('reason')}</span>}
          </label>
          <button type="submit" disabled={work.state === 'sending' || blocked}>
            {!entered ? 'Enregistrer la feuille' : asCorrection ? 'Enregistrer la correction' : 'Remplacer la feuille'}
          </button>
          <SaveStatus work={work} what="Feuille de marque" empty={!entered && !dirty} savedDetail={base.version !== null ? `version ${base.version}` : undefined} />
          {err?.code === 'STALE_VERSION' && (
            <p className="alert alert-warn">Quelqu’un a changé cette feuille pendant votre saisie : rien n’a été écrit, rien de votre saisie n’est perdu. Reprenez-la sur la version enregistrée (lien ci-dessus).</p>
          )}
        </div>
      </form>
    </>
  );
}

const Wordline = ({ children }: { children: ReactNode }) => <>{children}</>;

function BoxErrors({ label, reasons }: { label: string; reasons: string[] }) {
  if (!reasons.length) return null;
  return (
    <p className="field-error">
      {label} : {reasons.join(' ; ')}
    </p>
  );
}

function Finished({ event, form, patch, errors }: { event: TeamEventName; form: SheetForm; patch: (fn: (f: SheetForm) => void) => void; errors: string[] }) {
  return (
    <div>
      <label className="inline">
        <input type="checkbox" checked={form.finished[event]} onChange={(e) => patch((f) => void (f.finished[event] = e.target.checked))} aria-invalid={errors.length > 0} />
        {EVENT_LABELS[event]} : épreuve terminée <span className="hint">(décochez si elle n’a pas été jouée jusqu’au bout : elle est annulée)</span>
      </label>
      {errors.map((r) => (
        <span key={r} className="field-error">
          {r}
        </span>
      ))}
    </div>
  );
}

interface LateEValue {
  event: TeamEventName;
  where: string;
  team: '0' | '1';
  reason: string;
}

function LateEForm({ view, tournamentId, onSaved }: { view: SheetView; tournamentId: string; onSaved: (v: SheetView, what: string) => void }) {
  const [value, setValue] = useState<LateEValue>({ event: 'pingPong', where: '', team: '0', reason: '' });
  const { event, where, team, reason } = value;
  const set = (patch: Partial<LateEValue>) => setValue((v) => ({ ...v, ...patch }));
  const queryClient = useQueryClient();
  const work = useDraftWork<LateEValue, null, SheetView>({
    key: { area: 'pyramide-late-e', tournamentId, sheetId: `${view.game}-${view.table}` },
    value,
    base: null,
    baseVersion: view.version,
    dirty: where !== '' || reason !== '',
    onRestore: (record) => setValue(record.value),
    onSaved: (data, sent) => {
      setValue((v) => (sameValue(v, sent) ? { ...v, where: '', reason: '' } : v));
      void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId, 'pyramide', 'corrections', view.game, view.table] });
      onSaved(data, 'E tardif enregistré');
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (work.state === 'sending') return;
    const n = Number(where) - 1;
    const lateE: LateE = event === 'pingPong' ? { event, brick: n } : event === 'nomsPropres' ? { event, name: n } : { event, team: Number(team) as 0 | 1, expression: n };
    work.save({
      method: 'POST',
      path: '/tournaments/{tournamentId}/pyramide/games/{game}/tables/{table}/corrections',
      params: { tournamentId, game: view.game, table: view.table },
      body: { lateE, reason },
      headers: reasonHeaders(undefined, view.version ?? undefined),
    });
  }
  const whereLabel = event === 'pingPong' ? 'Brique (1 à 13)' : event === 'nomsPropres' ? 'Nom (1 à 4, le dernier joué)' : 'Expression (1 à 6)';
  return (
    <section className="card" aria-labelledby="lateE">
      <h2 id="lateE">Correction : E relevé en retard</h2>
      <p className="hint">Une proposition interdite relevée après coup (4.2.4, 4.3.3, 4.4.3) : le point change de camp. Il faut un motif. Entrée (ou Ctrl+Entrée) enregistre.</p>
      <DraftOffer work={work} what="Une correction non enregistrée" />
      <form className="row" onSubmit={submit} onKeyDown={submitKeys()} inert={!!work.offer} aria-label="E relevé en retard">
        <label>
          Épreuve
          <select value={event} onChange={(e) => set({ event: e.target.value as TeamEventName })}>
            <option value="pingPong">Ping-Pong</option>
            <option value="nomsPropres">Noms propres</option>
            <option value="grandesPyramides">Grandes Pyramides</option>
          </select>
        </label>
        {event === 'grandesPyramides' && (
          <label>
            Équipe
            <select value={team} onChange={(e) => set({ team: e.target.value as '0' | '1' })}>
              <option value="0">équipe 0</option>
              <option value="1">équipe 1</option>
            </select>
          </label>
        )}
        <label>
          {whereLabel}
          <input inputMode="numeric" size={3} value={where} onChange={(e) => set({ where: e.target.value })} required />
        </label>
        <label>
          Motif de la correction
          <input value={reason} onChange={(e) => set({ reason: e.target.value })} required size={36} />
        </label>
        <button type="submit" disabled={work.state === 'sending'}>
          Enregistrer l’E tardif
        </button>
        <SaveStatus work={work} what="E tardif" empty={where === '' && reason === ''} quiet />
      </form>
      <ProblemAlert error={work.state === 'refused' ? work.error : null} />
    </section>
  );
}

function Corrections({ tournamentId, game, table, version }: { tournamentId: string; game: number; table: number; version: number | null }) {
  const list = useQuery({
    queryKey: ['tournament', tournamentId, 'pyramide', 'corrections', game, table, version],
    queryFn: async () =>
      body<CorrectionView[]>(await api.GET('/tournaments/{tournamentId}/pyramide/games/{game}/tables/{table}/corrections', { params: { path: { tournamentId, game, table } } })),
  });
  return (
    <section className="card" aria-labelledby="historique">
      <h2 id="historique">Corrections de l’arbitre</h2>
      <Loaded query={list}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="muted">Aucune correction.</p>
          ) : (
            <table className="compact">
              <caption className="visually-hidden">Corrections, de la plus ancienne à la plus récente</caption>
              <thead>
                <tr>
                  <th scope="col">Quand</th>
                  <th scope="col">Qui</th>
                  <th scope="col">Quoi</th>
                  <th scope="col">Motif</th>
                  <th scope="col">Totaux avant → après</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <td>{formatDateTime(c.at)}</td>
                    <td>{c.by?.name ?? '—'}</td>
                    <td>{c.kind === 'sheet' ? 'nouvelle feuille' : `E tardif, ${lateELabel(c.lateE)}`}</td>
                    <td>{c.reason}</td>
                    <td>
                      {c.totals
                        .filter((t) => t.before !== t.after)
                        .map((t) => `${t.name} ${t.before ?? '—'} → ${t.after}`)
                        .join(' ; ') || 'inchangés'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}

function lateELabel(e: LateE | null): string {
  if (!e) return '';
  if (e.event === 'pingPong') return `Ping-Pong, brique ${(e.brick ?? 0) + 1}`;
  if (e.event === 'nomsPropres') return `Noms propres, nom ${(e.name ?? 0) + 1}`;
  return `Grandes Pyramides, équipe ${e.team}, expression ${(e.expression ?? 0) + 1}`;
}

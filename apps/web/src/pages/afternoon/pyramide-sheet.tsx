import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { reasonHeaders } from '../../api/client';
import { ApiError } from '../../api/problem';
import { DraftOffer, draftTime, merge, sameValue, type SaveRequest, SaveStatus, type ServerChange, CarriedOverNotice, NewerVersionNotice, submitKeys, UnsavedGuard, useDraftWork, valueAt } from '../../lib/drafts';
import { Loaded, Notice, Page } from '../../ui/common';
import { ProblemAlert } from '../../ui/problem-alert';
import { pdfs } from '../../queries/documents';
import { useLiveTournament } from '../../queries/live';
import { storePyramideSheet, usePyramideGame, usePyramideSheet } from '../../queries/pyramide';
import { PdfLink } from '../../ui/pdf-link';
import { Corrections, LateEForm } from './pyramide-late-e';
import { BoxErrors } from './pyramide-sheet-bits';
import { EnigmasSection, NamesSection, PingPongSection, PyramidsSection, type SheetContext } from './pyramide-sheet-events';
import { boxLabel, boxText, type EditorBase, type EditorValue, editorBase, onScreen, type SheetForm, toBody } from './pyramide-sheet-form';
import { SheetHeader, Totals } from './pyramide-sheet-view';
import type { SheetView, TablePlan } from './views';
import './afternoon.css';


/** One table's feuille de marque, laid out as the paper: typed from the keyboard, checked as a whole by the server. */
export function PyramideSheetPage() {
  const params = useParams() as { tournamentId: string; game: string; table: string };
  const { tournamentId } = params;
  const game = Number(params.game);
  const table = Number(params.table);
  const queryClient = useQueryClient();
  const sheet = usePyramideSheet(tournamentId, game, table);
  const gameView = usePyramideGame(tournamentId, game);
  useLiveTournament(tournamentId);
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (next: SheetView, what: string) => {
    storePyramideSheet(queryClient, tournamentId, next);
    setNotice(`${what} (version ${next.version}).`);
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
            <PdfLink doc={pdfs.pyramideTableSheet(tournamentId, game, table)}>Feuille de marque</PdfLink>
          </>
        }
      >
        <Loaded query={both}>
          {({ s, g }) => {
            const plan = g.tables.find((t) => t.number === table)?.plan;
            return (
              <>
                <SheetHeader view={s} />
                <Notice text={notice} />
                {s.result && <Totals view={s} />}
                <SheetEditor key={`${game}-${table}`} view={s} plan={plan} tournamentId={tournamentId} onSaved={saved} onStale={() => void sheet.refetch()} onTyping={() => setNotice(null)} />
                {s.entered && <LateEForm view={s} tournamentId={tournamentId} onSaved={saved} />}
                {s.entered && <Corrections tournamentId={tournamentId} game={game} table={table} />}
              </>
            );
          }}
        </Loaded>
      </Page>
    </UnsavedGuard>
  );
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
  const ctx: SheetContext = { view, plan, form, patch: (fn) => patch(fn), errs, name, seat };

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
        <NewerVersionNotice
          title="La feuille a été modifiée ailleurs"
          versions={
            <>
              version {view.version ?? '—'}
              {view.updatedAt ? `, enregistrée le ${draftTime(view.updatedAt)}` : ''} ; votre saisie part {base.version === null ? 'd’une feuille vierge' : `de la version ${base.version}`}
            </>
          }
          rereadLabel="Relire la feuille enregistrée"
          offered={!!work.offer}
          onCarryOver={carryOver}
          onReread={reread}
        />
      )}
      {merged && (
        <CarriedOverNotice
          id="merged-title"
          version={merged.version}
          lines={merged.lines}
          said={
            <>
              Vos cases sont gardées telles que vous les avez tapées ; ce que la version enregistrée
              {view.updatedAt ? ` le ${draftTime(view.updatedAt)}` : ''} avait changé ailleurs est repris. Ce qui avait changé sur le serveur :
            </>
          }
          check="Vérifiez avec le papier, puis enregistrez."
        />
      )}
      <DraftOffer work={work} serverVersion={view.version} />
      <form className="stack" onSubmit={submit} onKeyDown={submitKeys()} noValidate aria-label="Saisie de la feuille de marque" inert={!!work.offer}>
        <p className="hint">
          Recopiez les cases de la feuille papier ; les points ne se tapent jamais, le serveur les calcule. Tab passe à la case suivante ; Entrée (ou Ctrl+Entrée)
          enregistre, depuis n’importe quelle case. Une case laissée vide vaut un trait.
        </p>
        <ProblemAlert error={work.state === 'refused' ? work.error : null} />
        {(err?.fieldErrors ?? []).some((f) => /^(players|pairs|formula|sheet|body)/.test(f.field)) && <BoxErrors label="Feuille" reasons={errs('players')} />}

        <EnigmasSection ctx={ctx} />
        <PingPongSection ctx={ctx} />
        <NamesSection ctx={ctx} />
        <PyramidsSection ctx={ctx} />

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


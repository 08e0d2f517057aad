import { useQueryClient } from '@tanstack/react-query';
import { savedReads } from '../../queries/live';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../auth/auth';
import { sameValue } from './merge';
import { attempt, cancelSave, type SaveEvent, saveState, startQueue, submitSave, subscribeSave } from './queue';
import { type DraftKey, draftId, type DraftRecord, listDrafts, putDraft, readDraft, rescueDraft, type SaveRequest, subscribeDrafts, updateDraft } from './store';
import { useGuardedWork } from './unsaved-guard';

/**
 * What a form's typing is, as the screen shows it: « enregistré » (the server has exactly what the boxes hold),
 * « non enregistré » (typed, not sent; or refused), being sent, or « en attente du serveur ».
 */
export type WorkState = 'clean' | 'unsaved' | 'sending' | 'waiting' | 'refused';

export interface DraftWorkOptions<V, B, R> {
  key: DraftKey;
  /** What the boxes hold (the same object while nothing changes: useMemo or state). */
  value: V;
  /** The server's version the typing is on, as the screen compares and merges with it. */
  base: B;
  baseVersion: number | null;
  /** Whether the boxes differ from that version. */
  dirty: boolean;
  /** Puts a draft found on opening back into the boxes: the user took it, or its save was still waiting. */
  onRestore: (record: DraftRecord<V, B>) => void;
  /** The server took a save: `data` is its answer, `sent` the boxes as they were sent. */
  onSaved: (data: R, sent: V, sentBase: B) => void;
  /** The server refused a save (not for want of reaching it): the draft stays. */
  onRefused?: (error: unknown, sent: V, sentBase: B) => void;
}

export interface DraftWork<V, B> {
  /** The local store was read: the screen can show its boxes. */
  ready: boolean;
  /** A draft left by an earlier visit, not yet taken back nor abandoned (the boxes wait for the choice). */
  offer: DraftRecord<V, B> | null;
  take(): void;
  drop(): void;
  /**
   * Keeps the request with the draft and sends it; sent again by itself while the server cannot be reached.
   * `snapshot`: the boxes and version the request was built from, when the screen has just changed them.
   */
  save(request: SaveRequest, snapshot?: { value: V; base: B; baseVersion: number | null }): void;
  state: WorkState;
  /** Attempts made of the save waiting for the server. */
  attempts: number;
  /** The last refusal of the server, until the next save (or clearError). */
  error: unknown;
  clearError(): void;
  /** Typed and not handed to a save yet: leaving the screen asks first. */
  unsaved: boolean;
}

/** Starts the saves' retries in this tab; a save that goes through with no screen showing it refreshes the reads. */
export function useDraftQueue(): void {
  const { account } = useAuth();
  const queryClient = useQueryClient();
  const accountId = account?.id ?? null;
  useEffect(() => {
    startQueue(accountId, (record) => void queryClient.invalidateQueries({ queryKey: savedReads(record.area, record.tournamentId) }));
  }, [accountId, queryClient]);
}

/**
 * One form of a sheet screen, never losing its typing: every change is written to IndexedDB (keyed by area,
 * tournament and sheet, with the server version it started from) and removed once the server has it; a draft
 * found on opening is offered back; saves go through the retrying queue; leaving with unsaved typing asks first
 * (within an UnsavedGuard).
 */
export function useDraftWork<V, B, R>(options: DraftWorkOptions<V, B, R>): DraftWork<V, B> {
  const { area, tournamentId, sheetId } = options.key;
  const id = draftId(options.key);
  const { account } = useAuth();
  useDraftQueue();
  const accountId = account?.id ?? null;
  const accountName = account?.displayName ?? null;
  const latest = useRef(options);
  latest.current = options;
  const [ready, setReady] = useState(false);
  const [offer, setOffer] = useState<DraftRecord<V, B> | null>(null);
  const [event, setEvent] = useState<SaveEvent>(() => saveState(id));
  const [sent, setSent] = useState<{ value: unknown } | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** What was last written for this draft (value, base and version as JSON); null: no record. */
  const stored = useRef<string | null>(null);

  useEffect(
    () =>
      subscribeSave(id, (e) => {
        setEvent(e);
        if (e.kind === 'saved') {
          setSent(null);
          setError(null);
          latest.current.onSaved(e.data as R, e.sent as V, e.sentBase as B);
        } else if (e.kind === 'refused') {
          setSent(null);
          setError(e.error);
          latest.current.onRefused?.(e.error, e.sent as V, e.sentBase as B);
        }
      }),
    [id],
  );

  useEffect(() => {
    let live = true;
    setReady(false);
    setOffer(null);
    void readDraft<V, B>(id).then((record) => {
      if (!live) return;
      stored.current = record ? '' : null;
      if (record?.pending && (record.accountId === null || record.accountId === accountId)) {
        // Its save was asked for and not answered: it goes on by itself, in the boxes.
        setSent({ value: record.pending.sent });
        setEvent((e) => (e.kind === 'idle' ? { kind: 'waiting', attempts: record.pending!.attempts, nextAttemptAt: Date.now(), error: null } : e));
        latest.current.onRestore(record);
        void attempt(id);
      } else if (record) {
        setOffer(record);
      }
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [id, accountId]);

  const { value, base, baseVersion, dirty } = options;
  useEffect(() => {
    if (!ready || offer) return;
    if (dirty) {
      const snapshot = JSON.stringify([value, base, baseVersion]);
      if (stored.current === snapshot) return;
      stored.current = snapshot;
      const updatedAt = new Date().toISOString();
      void putDraft<V, B>(id, (r) => ({
        id,
        area,
        tournamentId,
        sheetId,
        value,
        base,
        baseVersion,
        updatedAt,
        accountId,
        accountName,
        pending: r?.pending ?? null,
        refused: r?.refused ?? null,
      }));
    } else if (stored.current !== null) {
      stored.current = null;
      // The boxes are the server's again: the draft goes, unless its save is still on its way.
      void updateDraft(id, (r) => (r && !r.pending ? null : undefined));
    }
  }, [ready, offer, dirty, value, base, baseVersion, id, area, tournamentId, sheetId, accountId, accountName]);

  // As the page goes (reload, closed tab, another tab to the front), the boxes are copied synchronously: an
  // IndexedDB write still on its way would be lost with the page.
  const shown = useRef({ ready, offer: offer !== null });
  shown.current = { ready, offer: offer !== null };
  useEffect(() => {
    const rescue = () => {
      const o = latest.current;
      if (!shown.current.ready || shown.current.offer || !o.dirty) return;
      rescueDraft({ id, area, tournamentId, sheetId, value: o.value, base: o.base, baseVersion: o.baseVersion, updatedAt: new Date().toISOString(), accountId, accountName });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') rescue();
    };
    window.addEventListener('pagehide', rescue);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', rescue);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [id, area, tournamentId, sheetId, accountId, accountName]);

  const take = useCallback(() => {
    if (!offer) return;
    setOffer(null);
    stored.current = '';
    latest.current.onRestore(offer);
  }, [offer]);

  const drop = useCallback(() => {
    setOffer(null);
    stored.current = null;
    cancelSave(id);
    void updateDraft(id, () => null);
  }, [id]);

  const save = useCallback(
    (request: SaveRequest, snapshot?: { value: V; base: B; baseVersion: number | null }) => {
      const { value: v, base: b, baseVersion: bv } = snapshot ?? latest.current;
      setError(null);
      setSent({ value: v });
      stored.current = JSON.stringify([v, b, bv]);
      void submitSave<V, B>({ id, area, tournamentId, sheetId, value: v, base: b, baseVersion: bv, accountId, accountName }, request);
    },
    [id, area, tournamentId, sheetId, accountId, accountName],
  );

  const pending = event.kind === 'sending' || event.kind === 'waiting';
  const unsaved = dirty && !(pending && sent !== null && sameValue(sent.value, value));
  const state: WorkState = pending ? event.kind : dirty ? (error ? 'refused' : 'unsaved') : 'clean';
  // Written at once on every change: waiting for the record before leaving costs nothing.
  const flush = useCallback(() => updateDraft(id, () => undefined), [id]);
  useGuardedWork(id, { unsaved: ready && unsaved, pending, flush });

  const clearError = useCallback(() => setError(null), []);
  return { ready, offer, take, drop, save, clearError, state, attempts: event.kind === 'waiting' || event.kind === 'sending' ? event.attempts : 0, error, unsaved };
}

/** The drafts of a tournament kept in this browser (all tabs), as they come and go. */
export function useDraftList(tournamentId: string): DraftRecord[] {
  const [list, setList] = useState<DraftRecord[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void listDrafts({ tournamentId }).then((l) => live && setList(l));
    load();
    const off = subscribeDrafts(load);
    return () => {
      live = false;
      off();
    };
  }, [tournamentId]);
  return list;
}

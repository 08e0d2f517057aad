import { api } from '../../api/client';
import { ApiError } from '../../api/problem';
import { isUnreachable, retryDelay } from './retry';
import { type DraftRecord, listDrafts, readDraft, type SaveRequest, updateDraft } from './store';
import { sameValue } from './merge';

/**
 * The saves of the sheet screens. A save is written to the draft's record first (it survives a reload), then
 * sent; when the server cannot be reached (no network, or a proxy's 502, 503, 504) it stays there and is sent
 * again by itself: after a growing delay, as soon as the browser is back online, and when the tab comes back to
 * the front. A refusal of the server (a rule, a conflict) ends it: the draft stays, unsaved, with the reason.
 */
export type SaveEvent =
  | { kind: 'idle' }
  | { kind: 'sending'; attempts: number }
  | { kind: 'waiting'; attempts: number; nextAttemptAt: number; error: unknown }
  | { kind: 'saved'; data: unknown; sent: unknown; sentBase: unknown }
  | { kind: 'refused'; error: unknown; sent: unknown; sentBase: unknown };

type Call = (method: string, path: string, init: { params: { path: Record<string, string | number> }; body: unknown; headers: Record<string, string>; signal: AbortSignal }) => Promise<{ data?: unknown; error?: unknown }>;

async function send(request: SaveRequest): Promise<unknown> {
  // The typed client (its bearer token and its problem+json errors), with a path kept as data.
  const call = api.request as unknown as Call;
  const result = await call(request.method, request.path, { params: { path: request.params }, body: request.body, headers: request.headers, signal: AbortSignal.timeout(20_000) });
  if (result.error !== undefined) throw result.error;
  return result.data;
}

type Listener = (event: SaveEvent) => void;
const listeners = new Map<string, Set<Listener>>();
const states = new Map<string, SaveEvent>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const sending = new Set<string>();
const again = new Set<string>();
let account: string | null = null;
let onBackgroundSave: ((record: DraftRecord) => void) | null = null;
let started = false;

function emit(id: string, event: SaveEvent): void {
  states.set(id, event.kind === 'saved' || event.kind === 'refused' ? { kind: 'idle' } : event);
  listeners.get(id)?.forEach((l) => l(event));
}

/** The save's state as last known in this tab. */
export const saveState = (id: string): SaveEvent => states.get(id) ?? { kind: 'idle' };

export function subscribeSave(id: string, listener: Listener): () => void {
  const set = listeners.get(id) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(id, set);
  return () => {
    set.delete(listener);
    if (!set.size) listeners.delete(id);
  };
}

/**
 * Runs `fn` unless another tab of the screens is sending the same save right now. (Web Locks exist in secure
 * contexts only: a venue's plain-HTTP network goes without, each tab on its own.)
 */
async function alone(id: string, fn: () => Promise<void>): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    await fn();
    return true;
  }
  return navigator.locks.request(`greffier-save:${id}`, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await fn();
    return true;
  });
}

function schedule(id: string, at: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => void attempt(id), Math.max(0, at - Date.now())),
  );
}

/** Sends a draft's pending save now (once at a time per draft), and deals with the answer. */
export async function attempt(id: string): Promise<void> {
  if (sending.has(id)) {
    again.add(id);
    return;
  }
  sending.add(id);
  clearTimeout(timers.get(id));
  timers.delete(id);
  try {
    const ran = await alone(id, async () => {
      const record = await readDraft(id);
      const pending = record?.pending;
      if (!record || !pending) return emit(id, { kind: 'idle' });
      emit(id, { kind: 'sending', attempts: pending.attempts + 1 });
      try {
        const data = await send(pending.request);
        // Typed further after asking for the save: the record stays, holding that newer typing.
        const left = await updateDraft(id, (r) => (r?.pending?.id !== pending.id ? undefined : sameValue(r.value, pending.sent) ? null : { ...r, pending: null, refused: null }));
        emit(id, { kind: 'saved', data, sent: pending.sent, sentBase: pending.sentBase });
        if (!listeners.get(id)?.size) onBackgroundSave?.(left ?? record);
        retryAllSoon(id); // the server answers: the other waiting saves go now
      } catch (error) {
        if (isUnreachable(error)) {
          const attempts = pending.attempts + 1;
          await updateDraft(id, (r) => (r?.pending?.id === pending.id ? { ...r, pending: { ...r.pending, attempts } } : undefined));
          const nextAttemptAt = Date.now() + retryDelay(attempts);
          schedule(id, nextAttemptAt);
          emit(id, { kind: 'waiting', attempts, nextAttemptAt, error });
        } else {
          const refused = error instanceof ApiError ? { status: error.status, code: error.code, title: error.problem.title, detail: error.problem.detail } : { status: 0, detail: String(error) };
          await updateDraft(id, (r) => (r?.pending?.id === pending.id ? { ...r, pending: null, refused } : undefined));
          emit(id, { kind: 'refused', error, sent: pending.sent, sentBase: pending.sentBase });
        }
      }
    });
    if (!ran) schedule(id, Date.now() + 2000); // another tab is on it: look again shortly
  } finally {
    sending.delete(id);
    if (again.delete(id)) void attempt(id);
  }
}

/**
 * Asks for a save: the draft's record takes the request and the boxes as they are now, then the request is
 * sent. The answer comes to the draft's listeners (subscribeSave).
 */
export async function submitSave<V, B>(record: Omit<DraftRecord<V, B>, 'pending' | 'refused' | 'updatedAt'>, request: SaveRequest): Promise<void> {
  const now = new Date().toISOString();
  emit(record.id, { kind: 'sending', attempts: 1 });
  await updateDraft<V, B>(record.id, (r) => ({
    ...record,
    updatedAt: now,
    refused: null,
    pending: { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, request, sent: structuredClone(record.value), sentBase: structuredClone(record.base), since: r?.pending?.since ?? now, attempts: 0 },
  }));
  await attempt(record.id);
}

/** Forgets a pending save (the draft was abandoned). */
export function cancelSave(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  emit(id, { kind: 'idle' });
}

async function retryAll(): Promise<void> {
  for (const record of await listDrafts()) {
    if (record.pending && (record.accountId === null || record.accountId === account)) void attempt(record.id);
  }
}

function retryAllSoon(except: string): void {
  for (const [id, state] of states) if (id !== except && state.kind === 'waiting') schedule(id, Date.now());
}

/**
 * Starts the retries in this tab, for the saves of the signed-in account (another account's saves wait for
 * it to sign in again). `onSaved` hears of every save that went through, shown on screen or not.
 */
export function startQueue(accountId: string | null, onSaved: (record: DraftRecord) => void): void {
  onBackgroundSave = onSaved;
  const changed = account !== accountId;
  account = accountId;
  if (!started) {
    started = true;
    window.addEventListener('online', () => void retryAll());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void retryAll();
    });
  }
  if (changed && accountId) void retryAll();
}

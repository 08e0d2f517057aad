import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * What is typed in a sheet screen and not yet on the server, kept in the browser's IndexedDB: it survives a
 * reload, a crash of the tab and a restart of the laptop. One record per form of a sheet: the area (which
 * screen and form), the tournament and the sheet; it names the server version the typing started from.
 */
export interface DraftKey {
  /** The screen and its form: duplicate, duplicate-correction, match, pyramide... */
  area: string;
  tournamentId: string;
  /** The sheet within the tournament: a player id, a match code, "game-table". */
  sheetId: string;
}

export const draftId = (key: DraftKey): string => `${key.area}/${key.tournamentId}/${key.sheetId}`;

/** A write as the typed client sends it: the OpenAPI path with its parameters, the body and the headers. */
export interface SaveRequest {
  method: 'PUT' | 'POST' | 'PATCH';
  path: string;
  params: Record<string, string | number>;
  body: unknown;
  headers: Record<string, string>;
}

/** A save asked for and not yet answered by the server: retried until it answers. */
export interface PendingSave {
  id: string;
  request: SaveRequest;
  /** The boxes as they were when the save was asked for, and the version they were typed on. */
  sent: unknown;
  sentBase: unknown;
  since: string;
  attempts: number;
}

/** The server's last refusal of this draft (a rule, a conflict): the draft stays, unsaved. */
export interface Refusal {
  status: number;
  code?: string;
  title?: string;
  detail?: string;
}

export interface DraftRecord<V = unknown, B = unknown> extends DraftKey {
  id: string;
  /** The server version the typing started from (null: a sheet not on the server yet). */
  baseVersion: number | null;
  /** That version, as the screen needs it to compare and merge. */
  base: B;
  /** The boxes. */
  value: V;
  updatedAt: string;
  accountId: string | null;
  accountName: string | null;
  pending: PendingSave | null;
  refused: Refusal | null;
}

interface DraftsDb extends DBSchema {
  drafts: { key: string; value: DraftRecord; indexes: { tournamentId: string } };
}

const DB_NAME = 'greffier-drafts';
let opening: Promise<IDBPDatabase<DraftsDb> | null> | null = null;
/** When IndexedDB cannot be opened (a private window of an old browser...): the tab's memory, lost on reload. */
const memory = new Map<string, DraftRecord>();

function database(): Promise<IDBPDatabase<DraftsDb> | null> {
  opening ??= openDB<DraftsDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'id' }).createIndex('tournamentId', 'tournamentId');
    },
    blocking() {
      // A newer version of the screens wants the database: let it, reopen on the next call.
      void opening?.then((db) => db?.close());
      opening = null;
    },
  })
    .then(async (db) => {
      await absorbRescues(db);
      return db;
    })
    .catch(() => null);
  return opening;
}

// The last keystrokes before a reload or a closed tab: IndexedDB writes still on their way when the page goes
// are lost, so the boxes are also copied, synchronously, to localStorage as the page goes (rescueDraft), and
// taken into IndexedDB on the next opening when newer than what it holds.
const RESCUE = 'greffier.drafts.rescue.';

/** Copies a draft synchronously (as the page is hidden or unloaded): merged into the store on the next visit. */
export function rescueDraft(record: Omit<DraftRecord, 'pending' | 'refused'>): void {
  try {
    localStorage.setItem(RESCUE + record.id, JSON.stringify(record));
  } catch {
    // storage full or refused: IndexedDB still holds the draft as last written
  }
}

async function absorbRescues(db: IDBPDatabase<DraftsDb>): Promise<void> {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => !!k?.startsWith(RESCUE));
  for (const key of keys) {
    try {
      const rescued = JSON.parse(localStorage.getItem(key) ?? 'null') as DraftRecord | null;
      if (rescued?.id) {
        const tx = db.transaction('drafts', 'readwrite');
        const current = await tx.store.get(rescued.id);
        if (!current || current.updatedAt < rescued.updatedAt) await tx.store.put({ ...rescued, pending: current?.pending ?? null, refused: current?.refused ?? null });
        await tx.done;
      }
    } catch {
      // a copy that cannot be read is dropped
    }
    localStorage.removeItem(key);
  }
}

/** The copy is not needed once the record is deleted, or written as it was or later, in IndexedDB. */
function forgetRescue(id: string, writtenAt?: string): void {
  try {
    const copy = localStorage.getItem(RESCUE + id);
    if (copy === null) return;
    if (writtenAt === undefined || (JSON.parse(copy) as DraftRecord).updatedAt <= writtenAt) localStorage.removeItem(RESCUE + id);
  } catch {
    // nothing to forget
  }
}

/** Whether the drafts survive a reload (IndexedDB is there). */
export async function draftsArePersistent(): Promise<boolean> {
  return (await database()) !== null;
}

// One operation at a time per record, in the order asked: a keystroke's write never overtakes a save's.
const chains = new Map<string, Promise<unknown>>();
/** A keystroke's write waiting at the end of a record's chain: the next keystrokes replace it (no backlog). */
const waitingPuts = new Map<string, { change: Change<unknown, unknown>; done: Promise<unknown> }>();
type Change<V, B> = (current: DraftRecord<V, B> | null) => DraftRecord<V, B> | null | undefined;

function serial<T>(id: string, run: () => Promise<T>): Promise<T> {
  const next = (chains.get(id) ?? Promise.resolve()).then(run, run);
  const settled = next.catch(() => undefined);
  chains.set(id, settled);
  void settled.then(() => {
    if (chains.get(id) === settled) chains.delete(id);
  });
  return next;
}

export async function readDraft<V, B>(id: string): Promise<DraftRecord<V, B> | null> {
  await Promise.resolve(chains.get(id));
  const db = await database();
  const record = db ? await db.get('drafts', id) : memory.get(id);
  return (record as DraftRecord<V, B> | undefined) ?? null;
}

/**
 * Reads, changes and writes one record in one step. `change` returns the new record, null to delete it, or
 * undefined to leave it as it is.
 */
export function updateDraft<V, B>(id: string, change: Change<V, B>): Promise<DraftRecord<V, B> | null> {
  waitingPuts.delete(id); // a later keystroke must not jump back before this operation
  return serial(id, () => apply(id, change));
}

/**
 * Writes the boxes as typed: as updateDraft, except that while a write of the same record waits its turn, a new
 * one replaces it: typing fast never leaves a backlog of writes behind the last keystroke.
 */
export function putDraft<V, B>(id: string, change: Change<V, B>): Promise<unknown> {
  const waiting = waitingPuts.get(id);
  if (waiting) {
    waiting.change = change as Change<unknown, unknown>;
    return waiting.done;
  }
  const slot = { change: change as Change<unknown, unknown>, done: Promise.resolve() as Promise<unknown> };
  waitingPuts.set(id, slot);
  slot.done = serial(id, () => {
    if (waitingPuts.get(id) === slot) waitingPuts.delete(id);
    return apply(id, slot.change);
  });
  return slot.done;
}

function apply<V, B>(id: string, change: Change<V, B>): Promise<DraftRecord<V, B> | null> {
  return (async () => {
    const db = await database();
    if (!db) {
      const next = change((memory.get(id) as DraftRecord<V, B> | undefined) ?? null);
      if (next === undefined) return (memory.get(id) as DraftRecord<V, B> | undefined) ?? null;
      if (next === null) memory.delete(id);
      else memory.set(id, next as DraftRecord);
      announce(id);
      return next;
    }
    const tx = db.transaction('drafts', 'readwrite');
    const current = ((await tx.store.get(id)) as DraftRecord<V, B> | undefined) ?? null;
    const next = change(current);
    if (next === undefined) {
      await tx.done;
      return current;
    }
    if (next === null) {
      if (current) await tx.store.delete(id);
    } else {
      await tx.store.put(next as DraftRecord);
    }
    await tx.done;
    forgetRescue(id, next?.updatedAt);
    if (next !== null || current !== null) announce(id);
    return next;
  })();
}

export const deleteDraft = (id: string): Promise<unknown> => updateDraft(id, () => null);

export async function listDrafts(filter: { tournamentId?: string } = {}): Promise<DraftRecord[]> {
  const db = await database();
  if (!db) return [...memory.values()].filter((r) => !filter.tournamentId || r.tournamentId === filter.tournamentId);
  return filter.tournamentId ? db.getAllFromIndex('drafts', 'tournamentId', filter.tournamentId) : db.getAll('drafts');
}

// Every tab of the screens hears of a change: the worklist shows another tab's drafts as they come and go.
type Listener = (id: string) => void;
const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('greffier-drafts');
channel?.addEventListener('message', (event: MessageEvent<string>) => listeners.forEach((l) => l(event.data)));

function announce(id: string): void {
  listeners.forEach((l) => l(id));
  channel?.postMessage(id);
}

export function subscribeDrafts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

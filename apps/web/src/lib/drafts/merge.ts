/**
 * Three-way merges of what a screen's boxes hold (plain objects, arrays and strings, as JSON): the typing
 * started from one version of a sheet, the server has a newer one; the typing's own changes are applied on top
 * of the newer version, box by box, so that nothing typed is lost and what the other side changed is kept.
 */
export type Path = (string | number)[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!sameValue(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/** The boxes (leaves) where two values differ, each as its path from the root. */
export function changedPaths(from: unknown, to: unknown, at: Path = []): Path[] {
  if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) return from.flatMap((x, i) => changedPaths(x, to[i], [...at, i]));
  if (isObject(from) && isObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys.flatMap((k) => changedPaths(from[k], to[k], [...at, k]));
  }
  return sameValue(from, to) ? [] : [at];
}

export function valueAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

function withValueAt<T>(value: T, path: Path, leaf: unknown): T {
  if (path.length === 0) return structuredClone(leaf) as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withValueAt(copy[head as number], rest, leaf);
    return copy as T;
  }
  if (isObject(value)) return { ...value, [head!]: withValueAt(value[head as string], rest, leaf) } as T;
  return value; // the box no longer exists on the newer version: nothing to put it in
}

export interface Merge<V> {
  /** The newer version with the typing's changes on top. */
  value: V;
  /** The boxes the typing changed. */
  mine: Path[];
  /** The boxes the other side changed, and of those, the ones both changed (the typing wins there). */
  theirs: Path[];
  both: Path[];
}

export function merge<V>(base: V, mine: V, theirs: V): Merge<V> {
  const minePaths = changedPaths(base, mine);
  const theirPaths = changedPaths(base, theirs);
  let value = theirs;
  for (const p of minePaths) if (p.length === 0 || valueAt(value, p.slice(0, -1)) !== undefined) value = withValueAt(value, p, valueAt(mine, p));
  const key = (p: Path) => JSON.stringify(p);
  const mineKeys = new Set(minePaths.map(key));
  return { value, mine: minePaths, theirs: theirPaths, both: theirPaths.filter((p) => mineKeys.has(key(p))) };
}

import { type Path, sameValue } from '../../lib/drafts/merge';

/**
 * The three-way merge of a game's boxes, list by list and position by position: a game's record grows (a move,
 * a deal, a round more), so two versions' lists seldom have the same length. The drafts' own merge takes a list
 * of another length as one box; here the typing's changes go on top of the newer version at their own place,
 * and what the other side added stays.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The boxes where two versions differ, each as its path; a list's extra entries are boxes of their own. */
export function changedBoxes(from: unknown, to: unknown, at: Path = []): Path[] {
  if (Array.isArray(from) && Array.isArray(to)) {
    return Array.from({ length: Math.max(from.length, to.length) }, (_, i) => changedBoxes(from[i], to[i], [...at, i])).flat();
  }
  if (isObject(from) && isObject(to)) return [...new Set([...Object.keys(from), ...Object.keys(to)])].flatMap((k) => changedBoxes(from[k], to[k], [...at, k]));
  return sameValue(from, to) ? [] : [at];
}

export interface Merged<V> {
  value: V;
  /** The boxes both sides changed differently: the typing is kept there. */
  both: Path[];
}

export function mergeTyping<V>(base: V, mine: V, theirs: V): Merged<V> {
  const both: Path[] = [];
  const at = (b: unknown, m: unknown, t: unknown, path: Path): unknown => {
    if (sameValue(m, b)) return t;
    if (sameValue(t, b) || sameValue(m, t)) return m;
    if (Array.isArray(m) && Array.isArray(t)) {
      const bl = Array.isArray(b) ? b : [];
      const out = Array.from({ length: Math.max(m.length, t.length) }, (_, i) => {
        if (i >= m.length && i < bl.length) return sameValue(t[i], bl[i]) ? undefined : t[i]; // removed by the typing
        if (i >= t.length && i < bl.length) return sameValue(m[i], bl[i]) ? undefined : m[i]; // removed on the server
        return at(bl[i], m[i], t[i], [...path, i]);
      });
      return out.filter((x) => x !== undefined);
    }
    if (isObject(m) && isObject(t)) {
      const bo = isObject(b) ? b : {};
      const out: Record<string, unknown> = {};
      for (const k of new Set([...Object.keys(t), ...Object.keys(m)])) {
        const v = at(bo[k], m[k], t[k], [...path, k]);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    both.push(path);
    return m;
  };
  return { value: at(base, mine, theirs, []) as V, both };
}

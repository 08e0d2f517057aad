import { validatePlates } from './draws';
import { DclInputError } from './errors';
import { formatStep, validateTarget, type Operator, type Step } from './reachable';
import { canonicalMasks } from './subset-shapes';
import { t } from '@greffier/messages';

/**
 * Every distinct way to reach a target. Two computations are the same solution when they have the
 * same canonical form:
 * - sums and differences are flattened into terms added and terms subtracted, products and
 *   quotients into factors multiplied and factors divided, each side sorted: commutations and
 *   re-associations (a + b + c, (c + a) + b...) are one solution;
 * - a term both added and subtracted (or multiplied and divided) cancels out;
 * - useless steps are folded away: x 1 and / 1, and any step whose result equals one of its
 *   operands (10 - 5 = 5, 25 / 5 = 5): the same solution uses that operand directly.
 * Equal plates (two 5s) are interchangeable.
 */
export interface WrittenSolution {
  /** One line, e.g. "(75 - 1) x 3 x 4". */
  expression: string;
  /** As an arbiter writes it: ["75 - 1 = 74", "74 x 4 = 296", "296 x 3 = 888"]. */
  lines: string[];
  steps: number;
  /** The plates used, ascending. */
  plates: number[];
}

export interface AllSolutions {
  target: number;
  solutions: WrittenSolution[];
  /** True when the limit (or the work budget) stopped the search: there may be more. */
  truncated: boolean;
}

export const DEFAULT_SOLUTIONS_LIMIT = 100;
export const MAX_SOLUTIONS_LIMIT = 10_000;
/** A ceiling on combinations tried, so that no target can make the search run for long. */
const WORK_BUDGET = 3_000_000;

type Kind = 'leaf' | 'sum' | 'prod';
/** A canonical expression: for a sum, plus/minus are the terms; for a product, the factors. */
interface Node {
  kind: Kind;
  value: number;
  key: string;
  plus: Node[];
  minus: Node[];
}

const leaf = (value: number): Node => ({ kind: 'leaf', value, key: String(value), plus: [], minus: [] });
const byKey = (a: Node, b: Node): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function group(kind: 'sum' | 'prod', plus: Node[], minus: Node[]): Node | null {
  if (kind === 'prod') {
    plus = plus.filter((n) => n.value !== 1);
    minus = minus.filter((n) => n.value !== 1);
  }
  const rest = [...plus];
  const kept: Node[] = [];
  for (const m of minus) {
    const i = rest.findIndex((p) => p.key === m.key);
    if (i >= 0) rest.splice(i, 1);
    else kept.push(m);
  }
  if (rest.length === 0) return null;
  if (kept.length === 0 && rest.length === 1) return rest[0]!;
  rest.sort(byKey);
  kept.sort(byKey);
  const [join, inverse] = kind === 'sum' ? ['+', '-'] : ['*', '/'];
  const key = `(${rest.map((n) => n.key).join(join)}${kept.map((n) => inverse + n.key).join('')})`;
  const value =
    kind === 'sum'
      ? rest.reduce((s, n) => s + n.value, 0) - kept.reduce((s, n) => s + n.value, 0)
      : rest.reduce((s, n) => s * n.value, 1) / kept.reduce((s, n) => s * n.value, 1);
  return { kind, value, key, plus: rest, minus: kept };
}

const partsOf = (kind: Kind, n: Node): [Node[], Node[]] => (n.kind === kind ? [n.plus, n.minus] : [[n], []]);

/** The canonical form of x op y (x >= y). */
function combine(operator: Operator, x: Node, y: Node): Node | null {
  const kind = operator === '+' || operator === '-' ? 'sum' : 'prod';
  const [xp, xm] = partsOf(kind, x);
  const [yp, ym] = partsOf(kind, y);
  return operator === '+' || operator === 'x' ? group(kind, [...xp, ...yp], [...xm, ...ym]) : group(kind, [...xp, ...ym], [...xm, ...yp]);
}

const byValueDesc = (a: Node, b: Node): number => b.value - a.value || byKey(a, b);

function render(node: Node, steps: Step[]): number {
  if (node.kind === 'leaf') return node.value;
  const [add, sub]: Operator[] = node.kind === 'sum' ? ['+', '-'] : ['x', '/'];
  const plus = [...node.plus].sort(byValueDesc).map((n) => render(n, steps));
  const minus = [...node.minus].sort(byValueDesc).map((n) => render(n, steps));
  let acc = plus[0]!;
  for (const v of plus.slice(1)) {
    const result = add === '+' ? acc + v : acc * v;
    steps.push({ left: Math.max(acc, v), operator: add, right: Math.min(acc, v), result });
    acc = result;
  }
  for (const v of minus) {
    const result = sub === '-' ? acc - v : acc / v;
    steps.push({ left: acc, operator: sub, right: v, result });
    acc = result;
  }
  return acc;
}

function expression(node: Node, inProduct = false): string {
  if (node.kind === 'leaf') return node.key;
  const [add, sub] = node.kind === 'sum' ? [' + ', ' - '] : [' x ', ' / '];
  const child = (n: Node): string => expression(n, node.kind === 'prod');
  const text =
    [...node.plus].sort(byValueDesc).map(child).join(add) + [...node.minus].sort(byValueDesc).map((n) => sub + child(n)).join('');
  return node.kind === 'sum' && inProduct ? `(${text})` : text;
}

function leaves(node: Node, out: number[]): number[] {
  if (node.kind === 'leaf') out.push(node.value);
  for (const n of [...node.plus, ...node.minus]) leaves(n, out);
  return out;
}

class BudgetExceeded extends Error {}

export function allSolutions(plates: readonly number[], target: number, options: { limit?: number } = {}): AllSolutions {
  const sorted = validatePlates(plates, { min: 1, max: 6 });
  validateTarget(target);
  const limit = options.limit ?? DEFAULT_SOLUTIONS_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SOLUTIONS_LIMIT) {
    throw new DclInputError('INVALID_VALUE', 'limit', t('SOLUTIONS_LIMIT', { max: MAX_SOLUTIONS_LIMIT, given: String(limit) }));
  }
  const n = sorted.length;
  const full = (1 << n) - 1;
  const canon = canonicalMasks(sorted);
  const masks = [...new Set(Array.from(canon).slice(1))].sort((a, b) => bitCount(a) - bitCount(b) || a - b);
  const splits = new Map<number, [number, number][]>();
  for (const m of masks) {
    const seen = new Set<number>();
    const pairs: [number, number][] = [];
    for (let s = (m - 1) & m; s !== 0; s = (s - 1) & m) {
      const a = canon[s]!;
      const b = canon[m ^ s]!;
      if (seen.has(Math.min(a, b) * 64 + Math.max(a, b))) continue;
      seen.add(Math.min(a, b) * 64 + Math.max(a, b));
      pairs.push([a, b]);
    }
    splits.set(m, pairs);
  }

  let work = 0;
  // Every value of each proper subset, using exactly its plates, without useless steps.
  const sets = new Map<number, Set<number>>();
  for (const m of masks) {
    if (m === full && n > 1) break;
    const set = new Set<number>();
    if (bitCount(m) === 1) set.add(sorted[31 - Math.clz32(m)]!);
    for (const [a, b] of splits.get(m)!) {
      for (const u of sets.get(a)!) {
        for (const w of sets.get(b)!) {
          const x = Math.max(u, w);
          const y = Math.min(u, w);
          set.add(x + y);
          if (x - y > 0 && x - y !== y) set.add(x - y);
          if (y !== 1) set.add(x * y);
          if (y !== 1 && x % y === 0 && x / y !== y) set.add(x / y);
        }
      }
    }
    sets.set(m, set);
  }

  const memo = new Map<number, Node[]>();
  const exprs = (m: number, v: number): Node[] => {
    const memoKey = v * 64 + m;
    const known = memo.get(memoKey);
    if (known) return known;
    const found = new Map<string, Node>();
    if (bitCount(m) === 1) {
      if (sorted[31 - Math.clz32(m)] === v) found.set(String(v), leaf(v));
    }
    for (const [a, b] of splits.get(m)!) {
      const bs = sets.get(b)!;
      for (const u of sets.get(a)!) {
        for (const [w, operator] of partners(u, v)) {
          if (++work > WORK_BUDGET) throw new BudgetExceeded();
          if (!bs.has(w)) continue;
          const [xm, xv, ym, yv] = u >= w ? [a, u, b, w] : [b, w, a, u];
          for (const ex of exprs(xm, xv)) {
            for (const ey of exprs(ym, yv)) {
              const node = combine(operator, ex, ey);
              if (node && !found.has(node.key)) found.set(node.key, node);
            }
          }
        }
      }
    }
    const list = [...found.values()];
    memo.set(memoKey, list);
    return list;
  };

  const solutions = new Map<string, Node>();
  let truncated = false;
  try {
    for (const m of masks) {
      if (solutions.size >= limit) {
        truncated = true;
        break;
      }
      if (m !== full && !sets.get(m)!.has(target)) continue;
      for (const node of exprs(m, target)) if (!solutions.has(node.key)) solutions.set(node.key, node);
    }
  } catch (e) {
    if (!(e instanceof BudgetExceeded)) throw e;
    truncated = true;
  }
  const written = [...solutions.values()].map((node): WrittenSolution => {
    const steps: Step[] = [];
    render(node, steps);
    return {
      expression: expression(node),
      lines: steps.length === 0 ? [String(node.value)] : steps.map(formatStep),
      steps: steps.length,
      plates: leaves(node, []).sort((a, b) => a - b),
    };
  });
  written.sort((a, b) => a.steps - b.steps || (a.expression < b.expression ? -1 : a.expression > b.expression ? 1 : 0));
  if (written.length > limit) truncated = true;
  return { target, solutions: written.slice(0, limit), truncated };
}

/** The operands w and operators such that u and w give v (with the larger operand first). */
function partners(u: number, v: number): [number, Operator][] {
  const out: [number, Operator][] = [];
  if (v - u > 0) out.push([v - u, '+']);
  if (u - v > 0 && u - v !== v) out.push([u - v, '-']); // u - w = v
  if (u !== v) out.push([u + v, '-']); // w - u = v, u !== v (else a useless step)
  if (u !== 1 && v % u === 0 && v / u !== 1) out.push([v / u, 'x']);
  if (u % v === 0 && u / v !== 1 && u / v !== v) out.push([u / v, '/']); // u / w = v
  if (u !== 1 && u !== v) out.push([u * v, '/']); // w / u = v
  return out;
}

function bitCount(m: number): number {
  let c = 0;
  for (let x = m; x !== 0; x &= x - 1) c++;
  return c;
}

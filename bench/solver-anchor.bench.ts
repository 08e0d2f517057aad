/**
 * The solver against a C anchor (hknrx/Numbers, built outside the repository: see bench/README.md, "Solver"),
 * both on the same inputs in one run: CPU time ratios, and the outputs cross-checked equal.
 * - largest: the largest reachable value of each of the 13,243 selections and one shortest solution;
 * - one draw: 3,000 played draws (seed `bench-solver`), the closest value and one shortest solution;
 * - every target: 34 selections, each target 101..999 (the C program solves each target again).
 * Each figure runs BENCH_ROUNDS times (default 3), the C program then the solver; each side keeps its
 * least CPU time (other jobs on the machine only ever add time).
 * Run: NUMBERS_ANCHOR=/path/to/numbers-driver npm run bench:solver-anchor (or the path as first argument).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { seededRandom } from '@greffier/common';
import { drawNumbers, reachableValues, solve, topFor } from '@greffier/dcl';
import { selections } from './solver-selections';

/** The largest target solve() accepts: its closest value is the largest reachable value. */
const LARGEST = 0x7fffffff;

interface Query {
  plates: number[];
  /** 0 asks for the largest value. */
  target: number;
}

interface Answer {
  value: number;
  steps: number;
  ns: number;
}

interface Timed {
  answers: Answer[];
  cpuMs: number;
}

/** The C driver reads "target p1 ... p6" lines and prints "result operations ns status", then "cpu_ns N". */
function runAnchor(path: string, queries: Query[]): Timed {
  const input = queries.map((q) => `${q.target} ${q.plates.join(' ')}`).join('\n') + '\n';
  const run = spawnSync(path, [], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`${path} failed (${run.status}): ${run.stderr}`);
  const lines = run.stdout.trim().split('\n');
  const cpu = lines.pop()!.split(' ');
  if (cpu[0] !== 'cpu_ns' || lines.length !== queries.length) throw new Error(`${path}: unexpected output`);
  const answers = lines.map((line) => {
    const [value, steps, ns, status] = line.split(' ').map(Number) as [number, number, number, number];
    if (status !== 0) throw new Error(`${path}: status ${status} (aborted search) on "${line}"`);
    return { value, steps, ns };
  });
  return { answers, cpuMs: Number(cpu[1]) / 1e6 };
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function runSolve(queries: Query[]): Timed {
  for (const q of queries.slice(0, 300)) solve(q.plates, q.target || LARGEST); // warm-up (JIT)
  const answers: Answer[] = [];
  const since = process.cpuUsage();
  for (const q of queries) {
    const started = process.hrtime.bigint();
    const s = solve(q.plates, q.target || LARGEST);
    answers.push({ value: s.best[0]!, steps: s.steps, ns: Number(process.hrtime.bigint() - started) });
  }
  return { answers, cpuMs: cpuMs(since) };
}

/** One reachable-values computation per selection, then the top and one shortest solution of each target. */
function runEveryTarget(queries: Query[]): Timed {
  const answers: Answer[] = [];
  const since = process.cpuUsage();
  for (let i = 0; i < queries.length; ) {
    const plates = queries[i]!.plates;
    const reachable = reachableValues(plates);
    for (; i < queries.length && queries[i]!.plates === plates; i++) {
      const top = topFor(reachable, queries[i]!.target);
      answers.push({ value: top.best[0]!, steps: reachable.steps(top.best[0]!)!.length, ns: 0 });
    }
  }
  return { answers, cpuMs: cpuMs(since) };
}

/**
 * Equal outputs: the C value is one of ours (two values can be equally close), at the same number of
 * operations (one shortest solution of that value). Returns the disagreements.
 */
function compare(queries: Query[], ours: Answer[], anchor: Answer[]): string[] {
  const bad: string[] = [];
  queries.forEach((q, i) => {
    const mine = ours[i]!;
    const theirs = anchor[i]!;
    const target = q.target || LARGEST;
    if (Math.abs(mine.value - target) !== Math.abs(theirs.value - target)) {
      bad.push(`${q.plates.join(' ')} for ${target}: ${mine.value} against C ${theirs.value}`);
      return;
    }
    const steps = mine.value === theirs.value ? mine.steps : reachableValues(q.plates).steps(theirs.value)?.length;
    if (steps !== theirs.steps) bad.push(`${q.plates.join(' ')} for ${target}: ${steps} steps against C ${theirs.steps}`);
  });
  return bad;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** Runs both sides `rounds` times, alternately; keeps each side's run of least CPU time. */
function measure(path: string, queries: Query[], ours: (queries: Query[]) => Timed, rounds: number): [Timed, Timed] {
  let mine: Timed | null = null;
  let theirs: Timed | null = null;
  for (let r = 0; r < rounds; r++) {
    const anchor = runAnchor(path, queries);
    if (!theirs || anchor.cpuMs < theirs.cpuMs) theirs = anchor;
    const run = ours(queries);
    if (!mine || run.cpuMs < mine.cpuMs) mine = run;
  }
  return [mine!, theirs!];
}

function report(name: string, queries: Query[], [ours, anchor]: [Timed, Timed], perCall: boolean): boolean {
  const bad = compare(queries, ours.answers, anchor.answers);
  const ratio = ours.cpuMs / anchor.cpuMs;
  let line = `${name}: ${queries.length} queries, CPU ${(ours.cpuMs / 1000).toFixed(2)} s against C ${(anchor.cpuMs / 1000).toFixed(2)} s, ratio ${ratio.toFixed(2)}x`;
  if (perCall) {
    const us = (a: Answer[]): string => (median(a.map((x) => x.ns)) / 1000).toFixed(0);
    line += `; median per call ${us(ours.answers)} µs against C ${us(anchor.answers)} µs`;
  }
  console.log(`${line}; outputs ${bad.length === 0 ? 'equal' : `DIFFERENT (${bad.length})`}`);
  for (const b of bad.slice(0, 10)) console.log(`  ${b}`);
  return bad.length === 0;
}

function main(): void {
  const path = process.argv[2] ?? process.env.NUMBERS_ANCHOR;
  if (!path || !existsSync(path)) {
    console.log(
      `Skipped: no C anchor ${path ? `at ${path}` : '(set NUMBERS_ANCHOR or pass its path)'}. ` +
        'bench/README.md, "Solver", says how to build it.',
    );
    return;
  }
  const figures = new Set((process.env.BENCH_FIGURES ?? 'largest,draw,every').split(','));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const all = selections();
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? '?'} x ${os.cpus().length}, Node.js ${process.version}, ` +
      `load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; anchor ${path}; least CPU of ${rounds} rounds`,
  );
  let equal = true;
  if (figures.has('largest')) {
    const queries = all.map((plates) => ({ plates, target: 0 }));
    equal = report('largest value of every selection', queries, measure(path, queries, runSolve, rounds), false) && equal;
  }
  if (figures.has('draw')) {
    const rng = seededRandom('bench-solver');
    const queries = Array.from({ length: 3000 }, () => drawNumbers(rng));
    equal = report('one draw', queries, measure(path, queries, runSolve, rounds), true) && equal;
  }
  if (figures.has('every')) {
    const queries = all.filter((_, i) => i % 390 === 0).flatMap((plates) => Array.from({ length: 899 }, (_, t) => ({ plates, target: 101 + t })));
    equal = report('every target 101..999 of 34 selections', queries, measure(path, queries, runEveryTarget, rounds), false) && equal;
  }
  if (!equal) process.exitCode = 1;
}

main();

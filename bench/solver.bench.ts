/**
 * Le compte est bon solver benchmark: every distinct 6-plate selection, its reachable values, the
 * exactly solvable (selection, target) pairs, and the time per selection and per single query.
 * Run: npm run bench:solver (builds, then node dist/bench/solver.bench.js). Results: bench/README.md.
 */
import os from 'node:os';
import { seededRandom } from '@greffier/common';
import { drawNumbers, LARGE_PLATES, PLATE_COPIES, reachableValues, solve, TARGET_MAX, TARGET_MIN } from '@greffier/dcl';
import { bruteForceBestDistance, bruteForceReachable } from '../libs/dcl/src/testing/brute-force';
import { EXPECTED_SELECTIONS, selections } from './solver-selections';

/** How many of the C(24, 6) = 134,596 draws give this multiset: C(copies, k) for each value. */
function drawWeight(selection: number[]): number {
  let w = 1;
  for (const [v, copies] of PLATE_COPIES) {
    const k = selection.filter((p) => p === v).length;
    w *= k === 0 ? 1 : k === 1 ? copies : 1; // C(2,2) = C(1,1) = 1, C(2,1) = 2
  }
  return w;
}

const ms = (ns: bigint | number): number => Number(ns) / 1e6;
const fmt = (x: number, digits = 3): string => x.toFixed(digits);
const pct = (a: number, b: number): string => `${((100 * a) / b).toFixed(2)} %`;
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!;
const median = (xs: number[]): number => quantile(xs, 0.5);

function main(): void {
  const all = selections();
  const targets = TARGET_MAX - TARGET_MIN + 1;

  // Warm-up, so that the JIT has compiled the hot loops before timing.
  for (let i = 0; i < 2000; i++) reachableValues(all[(i * 7) % all.length]!);

  const byLarge = Array.from({ length: 5 }, () => ({ selections: 0, solvable: 0, weight: 0, weightedSolvable: 0 }));
  let solvable = 0;
  let weightTotal = 0;
  let weightedSolvable = 0;
  let total = 0n;
  let worst = 0n;
  let worstSelection: number[] = [];
  const perSelection: number[] = [];
  for (const selection of all) {
    const started = process.hrtime.bigint();
    const reachable = reachableValues(selection);
    const elapsed = process.hrtime.bigint() - started;
    perSelection.push(ms(elapsed));
    total += elapsed;
    if (elapsed > worst) [worst, worstSelection] = [elapsed, selection];
    let exact = 0;
    for (let t = TARGET_MIN; t <= TARGET_MAX; t++) exact += reachable.bits[t]!;
    const large = selection.filter((p) => LARGE_PLATES.includes(p)).length;
    const w = drawWeight(selection);
    solvable += exact;
    weightTotal += w;
    weightedSolvable += w * exact;
    const row = byLarge[large]!;
    row.selections++;
    row.solvable += exact;
    row.weight += w;
    row.weightedSolvable += w * exact;
  }

  // Single queries: one played draw, all reachable values and one shortest solution rebuilt.
  const rng = seededRandom('bench-solver');
  const queries = Array.from({ length: 3000 }, () => drawNumbers(rng));
  for (const q of queries.slice(0, 300)) solve(q.plates, q.target);
  const queryTimes = queries.map((q) => {
    const started = process.hrtime.bigint();
    solve(q.plates, q.target);
    return ms(process.hrtime.bigint() - started);
  });

  // Before: the plain references (recursive pick-two-combine) on samples, and a cross-check.
  const sample = all.filter((_, i) => i % 66 === 0);
  let disagreements = 0;
  const bruteStarted = process.hrtime.bigint();
  const references = sample.map((s) => bruteForceReachable(s));
  const bruteMean = ms(process.hrtime.bigint() - bruteStarted) / sample.length;
  sample.forEach((s, i) => {
    const reachable = reachableValues(s);
    for (let t = TARGET_MIN; t <= TARGET_MAX; t++) if ((reachable.bits[t] === 1) !== references[i]!.has(t)) disagreements++;
  });
  const recursiveTimes = queries.slice(0, 300).map((q) => {
    const started = process.hrtime.bigint();
    bruteForceBestDistance(q.plates, q.target);
    return ms(process.hrtime.bigint() - started);
  });

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `Machine: ${cpu}, ${os.cpus().length} cores, ${os.platform()} ${os.arch()}, Node.js ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    '',
    `Selections enumerated: ${all.length} (expected ${EXPECTED_SELECTIONS}), standing for ${weightTotal} draws of 6 plates out of 24 (C(24, 6) = 134596); targets ${TARGET_MIN}..${TARGET_MAX} (${targets} each)`,
    '',
    '| large plates | selections | solvable pairs | of pairs | of draws (weighted by how often each selection is drawn) |',
    '| --- | --- | --- | --- | --- |',
    ...byLarge.map(
      (r, large) =>
        `| ${large} | ${r.selections} | ${r.solvable} | ${pct(r.solvable, r.selections * targets)} | ${pct(r.weightedSolvable, r.weight * targets)} |`,
    ),
    `| all | ${all.length} | ${solvable} | ${pct(solvable, all.length * targets)} | ${pct(weightedSolvable, weightTotal * targets)} |`,
    '',
    `All reachable values of one selection: mean ${fmt(ms(total) / all.length)} ms, median ${fmt(median(perSelection))} ms, p99 ${fmt(quantile(perSelection, 0.99))} ms, worst ${fmt(ms(worst))} ms (${worstSelection.join(' ')}), total ${fmt(ms(total) / 1000, 2)} s`,
    `Single query (one draw, one shortest solution): median ${fmt(median(queryTimes))} ms, p99 ${fmt(quantile(queryTimes, 0.99))} ms, max ${fmt(Math.max(...queryTimes))} ms over ${queries.length} played draws`,
    '',
    `Before (plain references in libs/dcl/src/testing/brute-force.ts):`,
    `- all reachable values by recursive pick-two-combine with a memo: mean ${fmt(bruteMean, 1)} ms per selection (${sample.length} selections)`,
    `- single query by recursive pick-two-combine, stopping when exact: median ${fmt(median(recursiveTimes))} ms (300 draws)`,
    `- cross-check on those ${sample.length} selections: ${disagreements} disagreement(s) over ${sample.length * targets} targets`,
  ];
  console.log(lines.join('\n'));
  if (disagreements > 0) process.exitCode = 1;
}

main();

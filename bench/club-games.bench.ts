/**
 * Club evenings benchmark: Think of a Letter's "best grid found" search (run every time a finished game is
 * scored), on seeded random letters, with the real French lexicon, at the default budget of 20,000 swaps.
 * Run: npm run bench:club-games. Results: bench/README.md, "## Club evenings".
 */
import { cpus } from 'node:os';
import { seededRandom } from '@greffier/common';
import { loadLexicon } from '@greffier/lexicon';
import { lexiconJudge, searchBestGrid } from '@greffier/think-of-a-letter';

const GAMES = 12;
const ITERATIONS = 20_000;
// Letters a club calls, roughly French frequencies (the callers choose them: no published table applies).
const BAG = 'EEEEEEEEEEEEEEEAAAAAAAAIIIIIIIOOOOOUUUUUSSSSSSSNNNNNNNRRRRRRTTTTTTLLLLLDDDDCCCMMMPPPGBVHFQ';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const lexicon = loadLexicon();
const judge = lexiconJudge(lexicon);
console.log(`machine: ${cpus()[0]?.model ?? '?'} x ${cpus().length}, node ${process.version}`);
for (const size of [5, 8]) {
  const random = seededRandom(`club-games-bench/${size}`);
  const times: number[] = [];
  const totals: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const letters = Array.from({ length: size * size }, () => BAG[Math.floor(random.next() * BAG.length)]!);
    const started = process.hrtime.bigint();
    const best = searchBestGrid(letters, size, judge, { 5: 1 }, { seed: `game-${g}`, iterations: ITERATIONS });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    totals.push(best.total);
  }
  console.log(`best grid ${size}x${size}, ${ITERATIONS} swaps, ${GAMES} games: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; best totals found: median ${median(totals)}`);
}

/**
 * Documents benchmark: size and rendering time of the printed sheets with the embedded Unicode font
 * (DejaVu Sans Condensed, subset), on the layouts' test fixtures. Run: npm run bench:pdf. Results:
 * bench/README.md, "## Documents".
 */
import { cpus } from 'node:os';
import { answerSheetPdf, correctedSheetPdf, drawsSheetPdf, duplicateRankingPdf, generalRankingPdf, matchSheetPdf } from '@greffier/pdf';
import { generalRankingVm, playedMatchSheetVm } from '../libs/pdf/src/testing/afternoon-fixture';
import { answerSheetVm, correctedSheetVm, drawsSheetVm, rankingVm } from '../libs/pdf/src/testing/duplicate-fixture';

const RUNS = 7;
const documents: [string, () => Promise<Buffer>][] = [
  ['answer sheet', () => answerSheetPdf(answerSheetVm())],
  ['corrected sheet', () => correctedSheetPdf(correctedSheetVm())],
  ['draws sheet', () => drawsSheetPdf(drawsSheetVm())],
  ['ranking, 300 players', () => duplicateRankingPdf(rankingVm(300))],
  ['general ranking', () => generalRankingPdf(generalRankingVm())],
  ['match sheet', () => matchSheetPdf(playedMatchSheetVm())],
];

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model ?? '?'} x ${cpus().length}, node ${process.version}`);
  for (const [name, render] of documents) {
    await render(); // the font is read once per process
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = process.hrtime.bigint();
      size = (await render()).length;
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(22)} ${(size / 1024).toFixed(1).padStart(6)} KB   median ${times[Math.floor(RUNS / 2)]!.toFixed(0).padStart(4)} ms`);
  }
}

void main();

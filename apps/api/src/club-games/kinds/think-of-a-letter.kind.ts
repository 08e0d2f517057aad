import { thinkOfALetterSheetPdf, type ThinkOfALetterGridVm, type ThinkOfALetterSheetVm } from '@greffier/pdf';
import {
  emptyRecord,
  lexiconJudge,
  parseSettings,
  PLAYERS,
  scoreGame,
  type GridScore,
  type ThinkOfALetterRecord,
  type ThinkOfALetterResult,
  type ThinkOfALetterSettings,
} from '@greffier/think-of-a-letter';
import { type ClubGameKindHandler, type ClubGameView, sheetHeading } from '../club-game-kind';

const LABEL = 'Pensez à une lettre';

/** Think of a Letter (libs/think-of-a-letter, docs/rules/think-of-a-letter.md): grids scored on the reference lexicon and the evening's rulings. */
export const thinkOfALetterKind: ClubGameKindHandler = {
  label: LABEL,
  players: PLAYERS,
  settings: (raw, _players, ctx) => parseSettings(raw, ctx.newSeed),
  emptyRecord: (_settings, players) => emptyRecord(players.length),
  score(settings, players, record, ctx) {
    const s = settings as ThinkOfALetterSettings;
    const scored = scoreGame(s, players.length, record, lexiconJudge(ctx.lexicon(), s.rulings));
    const standings = scored.result.players
      .map((p) => ({ seat: p.seat, name: players[p.seat - 1]?.name ?? `place ${p.seat}`, points: p.points, place: p.place }))
      .sort((a, b) => a.place - b.place || a.seat - b.seat);
    return { record: scored.record, result: scored.result, standings, finished: scored.result.finished };
  },
  pdf: (view) => thinkOfALetterSheetPdf(sheetVm(view)),
};

function gridVm(label: string, size: number, rows: string[] | null, score: GridScore | null): ThinkOfALetterGridVm {
  const counted = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const words: string[] = [];
  const list = (prefix: string, lines: GridScore['rows']): void => {
    for (const line of lines) {
      if (!line.words.length) continue;
      for (const w of line.words) for (const [r, c] of w.squares) counted[r]![c] = true;
      const shown = line.words.map((w) => (w.spelling.toUpperCase() === w.word ? w.word : `${w.word} (${w.spelling})`));
      words.push(`${prefix}${line.index + 1} : ${shown.join(', ')}`);
    }
  };
  if (score) {
    list('L', score.rows);
    list('C', score.columns);
  }
  return { label, rows, counted, rowTotals: score?.rowTotals ?? [], columnTotals: score?.columnTotals ?? [], total: score?.total ?? 0, words };
}

export function sheetVm(view: ClubGameView): ThinkOfALetterSheetVm {
  const result = view.result as ThinkOfALetterResult;
  const record = view.record as ThinkOfALetterRecord;
  const name = (seat: number) => view.players[seat - 1]?.name ?? `place ${seat}`;
  return {
    ...sheetHeading(view),
    size: result.size,
    pointsTable: result.pointsTable,
    calls: record.calls,
    callsNeeded: result.callsNeeded,
    finished: view.finished,
    standings: view.standings.map((s) => ({ place: s.place, seat: s.seat, name: s.name, points: s.points })),
    grids: result.players.map((p) => gridVm(`${p.seat}. ${name(p.seat)}`, result.size, record.grids[p.seat - 1]?.rows ?? null, p.score)),
    bestFound: result.bestFound
      ? { ...gridVm('Meilleure grille trouvée', result.size, result.bestFound.rows, result.bestFound.score), seed: result.bestFound.seed, iterations: result.bestFound.iterations, fromPlayer: result.bestFound.from === 'start' }
      : null,
  };
}

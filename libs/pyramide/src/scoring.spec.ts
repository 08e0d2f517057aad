import { InvalidScoreSheetError } from './errors';
import type { ScoreSheet } from './score-sheet';
import { scoreSheet } from './scoring';
import { enigma, fullSheet, THREE } from './testing/sheets';

const line = (r: ReturnType<typeof scoreSheet>, player: string) => r.scores.find((s) => s.player === player)!;
const edited = (edit: (s: ScoreSheet) => void, base: () => ScoreSheet = () => fullSheet()): ScoreSheet => {
  const sheet = structuredClone(base());
  edit(sheet);
  return sheet;
};

describe('scoreSheet: a table of 4 in individual play', () => {
  // Each player plays 6 enigmas of 9 points (5 words + 3 bonus + 1 solution): 54, bonus 6 x 3 = 18, solutions 6.
  // Ping-Pong 3-1 (AB/CD), Noms propres 3-1 (CA/BD), Grandes Pyramides 4-2 (DA/BC).
  it.each<[string, number, number, number, number]>([
    // player, Ping-Pong, Noms propres, Grandes Pyramides, total
    ['ana', 3, 3, 4, 64], // 54 + 3 + 3 + 4 = 64
    ['bea', 3, 1, 2, 60], // 54 + 3 + 1 + 2 = 60
    ['cyr', 1, 3, 2, 60], // 54 + 1 + 3 + 2 = 60
    ['dan', 1, 1, 4, 60], // 54 + 1 + 1 + 4 = 60
  ])('%s: 54 + %i + %i + %i = %i', (player, pingPong, nomsPropres, grandesPyramides, total) => {
    expect(line(scoreSheet(fullSheet()), player)).toEqual({ player, enigmes: 54, pingPong, nomsPropres, grandesPyramides, total, bonus: 18, solutions: 6 });
  });

  it('keeps the bonus and the solutions apart as tie-break columns, inside the enigmes points (4.1.4, 6.1)', () => {
    const sheet = edited((s) => {
      // enigma 1 (ana > bea): 5 words in 1 brick each, no solution: 5 + 8 + 0 = 13 instead of 9
      s.enigmes[0] = enigma(s.enigmes[0]!, [[1, true], [1, true], [1, true], [1, true], [1, true]], false);
    });
    const r = scoreSheet(sheet);
    expect(line(r, 'ana')).toMatchObject({ enigmes: 58, bonus: 23, solutions: 5 }); // 54 - 9 + 13; 18 - 3 + 8; 6 - 1
    expect(line(r, 'cyr')).toMatchObject({ enigmes: 54, bonus: 18, solutions: 6 });
  });
});

describe('scoreSheet: unfinished events are cancelled (6.5)', () => {
  it.each<[string, (s: ScoreSheet) => void, string[], number[]]>([
    // edit, cancelled, totals of ana bea cyr dan
    ['nothing', () => undefined, [], [64, 60, 60, 60]],
    ['the Ping-Pong stopped after 2 words', (s) => Object.assign(s.pingPong, { bricks: s.pingPong.bricks.slice(0, 7), finished: false }), ['pingPong'], [61, 57, 59, 59]], // - 3, - 3, - 1, - 1
    ['the Noms propres after 3 names', (s) => Object.assign(s.nomsPropres, { names: s.nomsPropres.names.slice(0, 3), finished: false }), ['nomsPropres'], [61, 59, 57, 59]],
    ['the Grandes Pyramides not played', (s) => Object.assign(s.grandesPyramides, { pyramids: [{ expressions: [], stop: null }, { expressions: [], stop: null }], finished: false }), ['grandesPyramides'], [60, 58, 58, 56]],
  ])('%s', (_, edit, cancelled, totals) => {
    const r = scoreSheet(edited(edit));
    expect(r.cancelled).toEqual(cancelled);
    expect(r.scores.map((s) => s.total)).toEqual(totals);
  });
});

describe('scoreSheet: only the first 6, 8 or 10 enigmas count when the 12 are not finished (6.2)', () => {
  it.each<[number, number, number]>([
    // finished, counted, ana's enigmes points (9 each; ana plays 1 of every 2)
    [12, 12, 54], // 6 x 9
    [11, 10, 45], // 5 x 9
    [9, 8, 36], //   4 x 9
    [7, 6, 27], //   3 x 9
    [5, 0, 0], //    fewer than 6: none
  ])('%i finished: %i count', (finished, counted, points) => {
    const r = scoreSheet(edited((s) => (s.enigmes = s.enigmes.slice(0, finished))));
    expect(r.enigmas).toEqual({ finished, counted });
    expect(line(r, 'ana').enigmes).toBe(points);
    expect(new Set(r.scores.map((s) => s.enigmes)).size).toBe(1); // the same count of enigmas for all 4
    expect(r.cancelled.includes('enigmes')).toBe(counted === 0);
  });

  it("applies the arbiter's cap for the whole game", () => {
    expect(scoreSheet(fullSheet(), { enigmaCap: 8 }).enigmas).toEqual({ finished: 12, counted: 8 });
  });
});

describe('scoreSheet: a table of 3 counts the first 6, 8 or 10 enigmas too (6.1, 6.2)', () => {
  // 6.1: "Les explications qui suivent valent pour les feuilles de table de 4 joueurs, mais également pour les
  // tables de 3"; 6.2: "seuls les points des 6, 8, ou 10 premières seront comptabilisés".
  // Enigmas in play order eve>fred, fred>gus, gus>eve, fred>eve, gus>fred, eve>gus, then the same again; 9 points each.
  it.each<[number, number, [number, number, number]]>([
    // finished, counted, enigmes points of eve, fred, gus
    [12, 12, [72, 72, 72]], // 8 enigmas each: 8 x 9
    [11, 10, [63, 63, 54]], // the first 10: eve 7, fred 7, gus 6 enigmas (was 9 counted: 6 each)
    [10, 10, [63, 63, 54]], // the 10 (was 9 counted)
    [9, 8, [45, 54, 45]], //   the first 8: eve 5, fred 6, gus 5 enigmas (was 9 counted)
    [8, 8, [45, 54, 45]], //   the 8 (was 6 counted)
    [7, 6, [36, 36, 36]], //   the first 6: 4 enigmas each
    [5, 0, [0, 0, 0]], //      fewer than 6: none
  ])('%i finished: %i count', (finished, counted, points) => {
    const r = scoreSheet(edited((s) => (s.enigmes = s.enigmes.slice(0, finished)), () => fullSheet(THREE)));
    expect(r.enigmas).toEqual({ finished, counted });
    expect(THREE.map((p) => line(r, p).enigmes)).toEqual(points);
    expect(r.cancelled.includes('enigmes')).toBe(counted === 0);
  });
});

describe('scoreSheet: a table of 3, the shared Syno scores with both teams (chosen)', () => {
  // 12 enigmas, each player in 8: 8 x 9 = 72. Ping-Pong eve>gus 3, fred>gus 1; Noms propres fred>eve 3,
  // gus>eve 1; Grandes Pyramides gus>fred 4, eve>fred 2.
  it.each<[string, number, number, number, number]>([
    ['eve', 3, 4, 2, 81], //  72 + 3 + (3 + 1) + 2 = 81
    ['fred', 1, 3, 6, 82], // 72 + 1 + 3 + (4 + 2) = 82
    ['gus', 4, 1, 4, 81], //  72 + (3 + 1) + 1 + 4 = 81
  ])('%s', (player, pingPong, nomsPropres, grandesPyramides, total) => {
    expect(line(scoreSheet(fullSheet(THREE)), player)).toMatchObject({ enigmes: 72, pingPong, nomsPropres, grandesPyramides, total, bonus: 24, solutions: 8 });
  });
});

describe('scoreSheet: doublette, by pair', () => {
  it('gives both partners the same line, and the pair its line', () => {
    const r = scoreSheet(fullSheet(undefined, 'doublette'));
    expect(r.pairScores).toEqual([
      // 54 + 3 + 3 + 4 = 64
      { pair: 'p1', players: ['ana', 'bea'], enigmes: 54, pingPong: 3, nomsPropres: 3, grandesPyramides: 4, total: 64, bonus: 18, solutions: 6 },
      // 54 + 1 + 1 + 2 = 58
      { pair: 'p2', players: ['cyr', 'dan'], enigmes: 54, pingPong: 1, nomsPropres: 1, grandesPyramides: 2, total: 58, bonus: 18, solutions: 6 },
    ]);
    expect(line(r, 'bea').total).toBe(64);
  });
});

describe('scoreSheet: an invalid sheet', () => {
  it('is refused as a whole, with every violation', () => {
    const sheet = edited((s) => {
      s.nomsPropres.names[0]!.points = [1, 1];
      s.declared = { ana: { total: 70 } };
    });
    expect(() => scoreSheet(sheet)).toThrow(InvalidScoreSheetError);
    try {
      scoreSheet(sheet);
    } catch (e) {
      expect((e as InvalidScoreSheetError).code).toBe('INVALID_SCORE_SHEET');
      expect((e as InvalidScoreSheetError).violations.map((v) => v.code)).toEqual(['NP_TWO_POINTS', 'DECLARED_MISMATCH']);
    }
  });
});

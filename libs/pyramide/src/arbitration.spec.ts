import { applyLateE } from './arbitration';
import { pingPongGrid, readPingPong, type PingPongBrick, type ScoreSheet } from './score-sheet';
import { validateSheet } from './sheet-validation';
import { fullSheet } from './testing/sheets';

const b = (word: number, team: 0 | 1, mark: PingPongBrick['mark']): PingPongBrick => ({ word, team, mark });
const withPingPong = (bricks: PingPongBrick[]): ScoreSheet => {
  const s = structuredClone(fullSheet());
  s.pingPong = { ...s.pingPong, bricks, finished: false };
  return s;
};
const rows = (s: ScoreSheet): string[] => pingPongGrid(s.pingPong).map((r) => r.map((x) => x || '.').join(''));

describe('applyLateE, Ping-Pong: the regulation example (4.2.4)', () => {
  // "B s'aperçoit, à la 5ème brique du 2ème mot, que C a fait une proposition interdite à la 4ème brique de ce
  // 2ème mot : il faut alors revenir dans les cases de la 4ème brique et y inscrire « E » pour C-D et 1 point
  // pour A-B. Après l'intervention de l'arbitre, A-B reprend la main pour le mot suivant qui démarre à la 8ème
  // brique du Ping-Pong."
  //   A → B   x 1 x x 1
  //   C → D   x x E
  const before = withPingPong([
    b(1, 0, 'x'), b(1, 1, 'x'), b(1, 0, '1'), //              word 1, bricks 1-3: A-B finds it
    b(2, 0, 'x'), b(2, 1, 'x'), b(2, 0, 'x'), b(2, 1, 'x'), // word 2, bricks 4-7: C proposes at brick 7
    b(2, 0, 'x'), //                                          brick 8, the 5th of word 2: B notices the error
  ]);

  it('writes the E for C-D and the point for A-B at brick 7, and A-B takes the hand at brick 8', () => {
    const fix = applyLateE(before, { event: 'pingPong', brick: 6 });
    //                      bricks 1234567890123
    expect(rows(fix.sheet)).toEqual([/* A-B */ 'x.1x.x1......', /* C-D */ '.x..x.E......']);
    expect(fix).toMatchObject({ pointTo: 0, struck: 1, nextHand: 0, nextBrick: 7 });
    const play = readPingPong(fix.sheet.pingPong);
    expect(play.points).toEqual([2, 0]); // word 1 and the E
    expect(play.nextHand).toBe(0);
    // the sheet stays valid, and the next word starts at brick 8 with A-B
    const next = { ...fix.sheet, pingPong: { ...fix.sheet.pingPong, bricks: [...fix.sheet.pingPong.bricks, b(3, 0, 'x')] } };
    expect(validateSheet(next).valid).toBe(true);
    expect(before.pingPong.bricks).toHaveLength(8); // the sheet given is not changed
  });

  it('is refused once the next word has begun ("uniquement si le mot suivant n\'a pas été commencé")', () => {
    expect(() => applyLateE(before, { event: 'pingPong', brick: 1 })).toThrow(expect.objectContaining({ code: 'LATE_E_TOO_LATE', field: 'pingPong.bricks[1]' }));
  });

  it.each<[string, ScoreSheet, number]>([
    ['a brick not played', before, 8],
    ['a brick that already holds an E', withPingPong([b(1, 0, 'E')]), 0],
    ['a sheet whose marks break the rules', withPingPong([b(1, 0, 'x'), b(1, 0, 'x')]), 1],
  ])('is refused on %s', (_, sheet, brick) => {
    expect(() => applyLateE(sheet, { event: 'pingPong', brick })).toThrow(expect.objectContaining({ code: 'INVALID_CORRECTION' }));
  });

  it('turns a found word into an E: the point changes side', () => {
    const fix = applyLateE(withPingPong([b(1, 0, 'x'), b(1, 1, '1')]), { event: 'pingPong', brick: 1 });
    expect(readPingPong(fix.sheet.pingPong).points).toEqual([1, 0]); // 0 - 1 -> 1 - 0
    expect(fix.nextHand).toBe(0);
  });
});

describe('applyLateE, Noms propres and Grandes Pyramides', () => {
  it('gives the point of the last name to the team that did not play it', () => {
    const sheet = structuredClone(fullSheet());
    sheet.nomsPropres.names[3] = { bids: [3, 1], points: [0, 1] }; // team 1 played in 1 and found it
    const fix = applyLateE(sheet, { event: 'nomsPropres', name: 3 });
    expect(fix.sheet.nomsPropres.names[3]!.points).toEqual([1, 0]);
    expect(fix.pointTo).toBe(0);
    expect(() => applyLateE(sheet, { event: 'nomsPropres', name: 2 })).toThrow(expect.objectContaining({ code: 'LATE_E_TOO_LATE' }));
    expect(() => applyLateE(fix.sheet, { event: 'nomsPropres', name: 3 })).toThrow(expect.objectContaining({ code: 'INVALID_CORRECTION' }));
  });

  it('stops a pyramid at the expression, keeping the points scored before it (4.4.3)', () => {
    // team 0: pomme de terre, coup de foudre, -, tire-bouchon, arc-en-ciel, -: 4 points; stopped at the 4th: 2
    const fix = applyLateE(fullSheet(), { event: 'grandesPyramides', team: 0, expression: 3 });
    expect(fix.sheet.grandesPyramides.pyramids[0]).toEqual({ expressions: ['pomme de terre', 'coup de foudre', null, null, null, null], stop: 3 });
    expect(fix.struck).toBe(2);
    expect(validateSheet(fix.sheet).valid).toBe(true);
    expect(() => applyLateE(fullSheet(), { event: 'grandesPyramides', team: 1, expression: 4 })).toThrow(expect.objectContaining({ code: 'INVALID_CORRECTION' }));
  });
});

import { blankSheet, enigmaPoints, pingPongGrid, pyramidPoints, readNomsPropres, readPingPong, type PingPongBrick } from './score-sheet';
import { enigma, planFor, PING_PONG } from './testing/sheets';

const team = { dico: 'ana', syno: 'bea' };

describe('enigmaPoints: 1 point a word, the bonus, the solution, to both partners (4.1.4)', () => {
  it.each<[string, [number, boolean][], boolean, number, number, number]>([
    // words as [bricks, found], solution found, bonus, solution point, points
    ['5 words in 2+2+2+2+2 = 10 bricks, solution', [[2, true], [2, true], [2, true], [2, true], [2, true]], true, 3, 1, 9], //  5 + (13 - 10) + 1 = 9
    ['5 words in 1 brick each', [[1, true], [1, true], [1, true], [1, true], [1, true]], false, 8, 0, 13], //                  5 + (13 - 5) + 0 = 13
    ['5 words in exactly 13 bricks', [[3, true], [3, true], [3, true], [2, true], [2, true]], true, 0, 1, 6], //               5 + 0 + 1 = 6
    ['4 words: no bonus at all', [[1, true], [1, true], [1, true], [1, true], [2, false]], true, 0, 1, 5], //                 4 + 0 + 1 = 5 (7 bricks unused)
    ['bricks run out at word 4', [[4, true], [4, false], [5, true], [0, false], [0, false]], false, 0, 0, 2], //               2 + 0 + 0 = 2
    ['nothing found, solution found anyway', [[3, false], [3, false], [3, false], [3, false], [1, false]], true, 0, 1, 1], //  0 + 0 + 1 = 1
  ])('%s', (_, words, solved, bonus, solution, points) => {
    expect(enigmaPoints(enigma(team, words, solved))).toMatchObject({ bonus, solution, points });
  });
});

const b = (word: number, t: 0 | 1, mark: PingPongBrick['mark']): PingPongBrick => ({ word, team: t, mark });

describe('readPingPong: points and hand from the marks (4.2.1, 4.2.4)', () => {
  it('reads the fixture: team 0 scores at bricks 3, 7 (an E of team 1) and 8, team 1 at brick 10', () => {
    const play = readPingPong({ bricks: PING_PONG, teams: planFor().pingPong });
    expect(play.violations).toEqual([]);
    expect(play.points).toEqual([3, 1]); // 1 + 1 + 1 | 1
    expect(play.words.map((w) => [w.word, w.firstBrick + 1, w.bricks, w.hand, w.end, w.scoredBy])).toEqual([
      [1, 1, 3, 0, 'found', 0],
      [2, 4, 4, 0, 'E', 0],
      [3, 8, 1, 0, 'found', 0],
      [4, 9, 2, 0, 'found', 1],
      [5, 11, 3, 1, null, null], // cut short by the 13th brick
    ]);
    expect(play.complete).toBe(true);
  });

  it.each<[string, PingPongBrick[], [number, number], 0 | 1, boolean]>([
    // marks, points, next hand, complete
    ['a word found keeps the hand', [b(1, 0, 'x'), b(1, 1, '1')], [0, 1], 1, false],
    ['an E gives the point and the hand to the other team', [b(1, 0, 'E')], [0, 1], 1, false],
    ['5 bricks without the word pass the hand', [b(1, 0, 'x'), b(1, 1, 'x'), b(1, 0, 'x'), b(1, 1, 'x'), b(1, 0, 'x')], [0, 0], 1, false],
    ['5 words found at once: complete in 5 bricks', [b(1, 0, '1'), b(2, 0, '1'), b(3, 0, '1'), b(4, 0, '1'), b(5, 0, '1')], [5, 0], 0, true],
  ])('%s', (_, bricks, points, nextHand, complete) => {
    const play = readPingPong({ bricks, teams: planFor().pingPong });
    expect(play.violations).toEqual([]);
    expect([play.points, play.nextHand, play.complete]).toEqual([points, nextHand, complete]);
  });

  it('draws the grid as on paper: the E in the erring row, the point in the other, same column (6.3)', () => {
    const [ab, cd] = pingPongGrid({ bricks: PING_PONG }).map((row) => row.map((box) => box || '.').join(''));
    //             bricks 1234567890123
    expect(ab).toBe(/* A-B */ 'x.1x.x11x..x.');
    expect(cd).toBe(/* C-D */ '.x..x.E..1x.x');
  });
});

describe('readNomsPropres: each name gives one point; the team that scored has the hand (4.3.3)', () => {
  it('reads who played, who scored, and the hand', () => {
    const np = readNomsPropres({
      names: [
        { bids: [3, 2], points: [0, 1] }, // hand 0 bids 3, team 1 bids 2 and plays: found
        { bids: [2, null], points: [1, 0] }, // hand 1 plays in 2: not found, the point to team 0
        { bids: [1, null], points: [1, 0] }, // hand 0 plays in 1: found
        { bids: [3, 1], points: [1, 0] }, // hand 0 bids 3, team 1 plays in 1: not found
      ],
    });
    expect(np.names.map((n) => [n.hand, n.playedBy, n.bricks, n.scoredBy, n.found])).toEqual([
      [0, 1, 2, 1, true],
      [1, 1, 2, 0, false],
      [0, 0, 1, 0, true],
      [0, 1, 1, 0, false],
    ]);
    expect(np.points).toEqual([3, 1]);
    expect(np.complete).toBe(true);
  });
});

describe('pyramidPoints: 1 point an expression; a stop keeps the points already scored (4.4.3)', () => {
  it.each<[string, (string | null)[], number | null, number]>([
    ['6 found: 6 points', ['a', 'b', 'c', 'd', 'e', 'f'], null, 6],
    ['4 found, 2 dashes: 4 points', ['a', null, 'c', 'd', null, 'f'], null, 4],
    ['stopped at the 3rd: the first 2 count', ['a', 'b', null, null, null, null], 2, 2],
    ['stopped at the 1st: nothing', [null, null, null, null, null, null], 0, 0],
  ])('%s', (_, expressions, stop, points) => {
    expect(pyramidPoints({ expressions, stop })).toBe(points);
  });
});

describe('blankSheet', () => {
  it("takes the plan's roles, with nothing played and the team events not finished", () => {
    const sheet = blankSheet(planFor());
    expect(sheet.pingPong).toEqual({ teams: [{ dico: 'ana', syno: 'bea' }, { dico: 'cyr', syno: 'dan' }], finished: false, bricks: [] });
    expect(sheet.enigmes).toEqual([]);
  });
});

import fc from 'fast-check';
import { applyLateE } from './arbitration';
import { other, type TeamIndex } from './plan';
import { readPingPong, type PingPongBrick, type PingPongMark } from './score-sheet';
import { validateSheet } from './sheet-validation';
import { fullSheet } from './testing/sheets';

// Fixed seed: the same runs on every machine; a failure prints its counterexample.
const options = { seed: 20260416, numRuns: 300 };

/** A Ping-Pong played by the rules from a list of outcomes, one per brick, until it is over (or the list is). */
function play(outcomes: readonly PingPongMark[]): PingPongBrick[] {
  const bricks: PingPongBrick[] = [];
  let hand: TeamIndex = 0;
  let word = 1;
  let inWord = 0;
  let proposer: TeamIndex = 0;
  for (const mark of outcomes) {
    if (bricks.length === 13 || word > 5) break;
    proposer = inWord === 0 ? hand : other(proposer);
    bricks.push({ word, team: proposer, mark });
    inWord++;
    if (mark === 'x' && inWord < 5) continue;
    hand = mark === '1' ? proposer : mark === 'E' ? other(proposer) : other(hand);
    word++;
    inWord = 0;
  }
  return bricks;
}
const outcomes = fc.array(fc.constantFrom<PingPongMark>('x', 'x', 'x', '1', 'E'), { maxLength: 20 });

describe('the Ping-Pong marks (property tests)', () => {
  it('a Ping-Pong played by the rules reads without violation, at most 1 point a word', () => {
    fc.assert(
      fc.property(outcomes, (o) => {
        const p = readPingPong({ bricks: play(o), teams: [{ dico: 'a', syno: 'b' }, { dico: 'c', syno: 'd' }] });
        expect(p.violations).toEqual([]);
        expect(p.points[0] + p.points[1]).toBe(p.words.filter((w) => w.scoredBy !== null).length);
        expect(p.points[0] + p.points[1]).toBeLessThanOrEqual(5);
        expect(p.bricksUsed).toBeLessThanOrEqual(13);
      }),
      options,
    );
  });

  it('a late E on any brick of the word in play leaves a valid sheet, the point to the other team', () => {
    fc.assert(
      fc.property(outcomes, fc.nat(), (o, pick) => {
        const bricks = play(o);
        if (bricks.length === 0) return;
        const words = readPingPong({ bricks }).words;
        const last = words[words.length - 1]!;
        const k = last.firstBrick + (pick % last.bricks);
        if (bricks[k]!.mark === 'E') return;
        const base = fullSheet();
        const sheet = { ...base, pingPong: { ...base.pingPong, bricks, finished: readPingPong({ bricks, teams: base.pingPong.teams }).complete } };
        const fix = applyLateE(sheet, { event: 'pingPong', brick: k });
        expect(validateSheet(fix.sheet).violations).toEqual([]);
        const after = readPingPong(fix.sheet.pingPong);
        expect(after.words[after.words.length - 1]).toMatchObject({ end: 'E', scoredBy: other(bricks[k]!.team) });
        expect(after.nextHand).toBe(fix.pointTo);
      }),
      options,
    );
  });
});

import { scoreSheet, type DuplicateAnswer } from './duplicate-scoring';
import { formatPerMille, perMille, rankingForm, sheetProgression, sheetStats, summarizeSheet } from './duplicate-summary';
import { douai, session } from './testing/duplicate-fixtures';

const answers: DuplicateAnswer[] = [
  { round: 1, kind: 'numbers', written: '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680\n680 + 3 = 683' }, // 9, exact, topped
  { round: 2, kind: 'letters', word: 'remaniable' }, // 10, topped
  { round: 3, kind: 'letters', word: 'soudaine' }, // 8
  { round: 4, kind: 'numbers', written: '6 x 5 = 31' }, // error: 0
  { round: 5, kind: 'letters', word: 'fatuite' }, // refused (accent): 0
  { round: 6, kind: 'numbers', declared: 600 }, // 603 - 600 = 3: 6
];
const sheet = scoreSheet(session, answers, douai);

describe('sheetStats', () => {
  it.each<[string, number]>([
    ['roundsTopped', 2], // coups 1 and 2
    ['numbersTopped', 1],
    ['lettersTopped', 1],
    ['numbersExact', 1],
    ['numbersErrors', 1], // coup 4
    ['validWords', 2], // remaniable, soudaine
    ['averageWordLengthTenths', 90], // (10 + 8) / 2 = 9.0
  ])('%s = %i', (key, value) => {
    expect(sheetStats(sheet)[key as keyof ReturnType<typeof sheetStats>]).toBe(value);
  });
});

describe('summarizeSheet and the ranking form', () => {
  it('holds the ranking form as the players fill it in', () => {
    // 9 + 10 + 8 + 0 + 0 + 6 = 33; numbers 9 + 0 + 6 = 15
    expect(rankingForm(sheet)).toEqual({ total: 33, tens: 1, numbersPoints: 15, nines: 0, eights: 1, sevens: 0 });
  });

  it('keeps what the ranking needs', () => {
    expect(summarizeSheet('p1', sheet, 'INCOMPLETE')).toMatchObject({
      playerId: 'p1',
      notCounted: 'INCOMPLETE',
      total: 33,
      lettersPoints: 18, // 10 + 8
      toppedRounds: [1, 2],
      topPoints: 52,
      stats: { roundsTopped: 2, validWords: 2 },
    });
  });
});

describe('per mille of the top', () => {
  it.each<[number, number, number | null, string]>([
    [45, 52, 865, '86,5 %'], // 45000 / 52 = 865.38
    [1, 3, 333, '33,3 %'], // 333.33
    [2, 3, 667, '66,7 %'], // 666.67
    [1, 16, 63, '6,3 %'], // 62.5, half up
    [52, 52, 1000, '100,0 %'],
    [0, 52, 0, '0,0 %'],
    [5, 0, null, '–'],
  ])('%i of %i: %p (%s)', (part, whole, expected, text) => {
    expect(perMille(part, whole)).toBe(expected);
    expect(formatPerMille(perMille(part, whole))).toBe(text);
  });
});

describe('sheetProgression: the ranking\'s chart, coup by coup against the top', () => {
  it('adds each coup\'s points and the top\'s, 0 for a coup left blank', () => {
    // coup 1: 683 is reachable, top 9 on the douai scale; coup 2: BAMERILANE, REMANIABLE, top 10
    expect(sheetProgression(session.slice(0, 2), new Map([[2, 8]]), 'douai')).toEqual([
      { round: 1, points: 0, cumulative: 0, topPoints: 9, topCumulative: 9 }, // blank: 0
      { round: 2, points: 8, cumulative: 8, topPoints: 10, topCumulative: 19 }, // 0 + 8; 9 + 10
    ]);
  });
});

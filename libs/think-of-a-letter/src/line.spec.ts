import fc from 'fast-check';
import { bestLine, lineTotal } from './line';
import { BOOK_BONUSES, pointsTable, wordPoints } from './points';
import { TEST_LEXICON } from './testing';
import { explainWord, lexiconJudge, type WordJudge } from './words';

const judge = lexiconJudge(TEST_LEXICON);
const words = (letters: string, j: WordJudge = judge) => bestLine(letters, j, BOOK_BONUSES).words.map((w) => `${w.word}@${w.start}-${w.end}`);

describe('the points of a word (000, rules 1 and 2)', () => {
  it.each([
    [1, BOOK_BONUSES, 0], // one-letter words score nothing
    [2, BOOK_BONUSES, 2], // as many points as letters
    [4, BOOK_BONUSES, 4],
    [5, BOOK_BONUSES, 6], // 5 + the bonus point of five-letter words
    [6, BOOK_BONUSES, 6], // the book's bonus is for five letters exactly
    [8, { '5': 1, '8': 2 }, 10], // the variation: an eight-letter word merits two bonus points, 8 + 2
  ])('a word of %i letters with bonuses %j scores %i', (length, bonuses, points) => {
    expect(wordPoints(length, bonuses)).toBe(points);
  });

  it('prints the table of a 5 x 5 grid: 2, 3, 4, then 5 + 1', () => {
    expect(pointsTable(5, BOOK_BONUSES)).toEqual([
      { length: 2, points: 2 },
      { length: 3, points: 3 },
      { length: 4, points: 4 },
      { length: 5, points: 6 },
    ]);
  });
});

describe('the best set of words of a line (000: no two words of a line share letters)', () => {
  it.each([
    // 000: "The IT scores two points, the word WIT scores three points, and the total for the row is five
    // points. It would not be permitted to score the two points for IT as well as the four points for TWIT."
    ['ITWIT', 5, ['IT@0-1', 'WIT@2-4']], // 2 + 3 = 5; IT + TWIT share the T
    ['TWITX', 4, ['TWIT@0-3']], // TWIT 4 beats WIT 3
    ['CHATS', 6, ['CHATS@0-4']], // 5 + 1 (five-letter bonus) beats CHAT 4, AT 2
    ['ETEXX', 3, ['ETE@0-2']], // ETE reads été: accents are not in a grid
    ['AXAXA', 0, []], // one-letter words score nothing
    ['TIWXX', 0, []], // reading is left to right only: TI is not IT
    ['ABABX', 4, ['ABAB@0-3']], // ABAB 4 = AB + AB 4: the set with fewer words is kept
    ['AUTOX', 0, []], // only written "au-to": hyphenated words are avoided
    ['PARIS', 0, []], // "Paris" is a proper noun: no capital letters (000, permissible words)
  ])('%s scores %i: %j', (letters, total, expected) => {
    const line = bestLine(letters, judge, BOOK_BONUSES);
    expect(line.total).toBe(total);
    expect(words(letters)).toEqual(expected);
    expect(lineTotal(letters, judge, BOOK_BONUSES)).toBe(total);
  });

  it('gives the lexicon spelling that admitted a word, accents and all', () => {
    expect(bestLine('ETEXX', judge, BOOK_BONUSES).words[0]).toEqual({ word: 'ETE', spelling: 'été', by: 'lexicon', start: 0, end: 2, points: 3 });
  });

  it("follows the evening's rulings both ways: TWIT refused, ITIS admitted", () => {
    const ruled = lexiconJudge(TEST_LEXICON, { admitted: ['itis'], refused: ['twit'] });
    expect(words('TWITX', ruled)).toEqual(['WIT@1-3']); // 3: TWIT is refused
    expect(bestLine('ITISX', ruled, BOOK_BONUSES)).toMatchObject({ total: 4, words: [{ word: 'ITIS', by: 'ruling', spelling: 'itis' }] });
  });

  it('says why a spelling is not a word', () => {
    expect(judge('PORTEMONNAIE')).toEqual({ admitted: true, by: 'lexicon', spelling: 'portemonnaie' });
    expect(judge('AUTO')).toMatchObject({ admitted: false, code: 'HYPHENATED' });
    expect(judge('AUTO')).toMatchObject({ reason: 'le lexique l’écrit « au-to » : les mots à trait d’union ne comptent pas' });
    expect(explainWord(TEST_LEXICON, judge, 'PARIS')).toMatchObject({ admitted: false, reason: '« Paris » est un nom propre' });
    expect(explainWord(TEST_LEXICON, judge, 'TRIE')).toMatchObject({ admitted: false, reason: '« trie » est une forme verbale conjuguée (seuls l’infinitif et les participes sont admis)' });
    expect(explainWord(TEST_LEXICON, judge, 'ZZ')).toMatchObject({ admitted: false, code: 'NOT_ADMITTED', reason: '« ZZ » n’est pas dans le lexique' });
    expect(lexiconJudge(TEST_LEXICON, { admitted: [], refused: ['Twit'] })('TWIT')).toMatchObject({ code: 'REFUSED_BY_RULING', reason: '« Twit » est refusé par les décisions d’arbitrage' });
    expect(judge.extends?.('TWI')).toBe(true);
    expect(judge.extends?.('TWIT')).toBe(false);
  });
});

/** Every set of stretches that share no square, tried one by one. */
function bruteForce(letters: string, j: WordJudge): number {
  const go = (from: number): number => {
    if (from >= letters.length) return 0;
    let best = go(from + 1);
    for (let to = from + 2; to <= letters.length; to++) {
      if (j(letters.slice(from, to)).admitted) best = Math.max(best, wordPoints(to - from, BOOK_BONUSES) + go(to));
    }
    return best;
  };
  return go(0);
}

describe('the best set is exact (property tests, fixed seed)', () => {
  const line = fc.string({ unit: fc.constantFrom('A', 'B', 'I', 'T', 'W', 'S', 'R', 'O'), minLength: 1, maxLength: 10 });
  it('scores what trying every set of non-overlapping words scores; its words are admitted, apart, and add up', () => {
    fc.assert(
      fc.property(line, (letters) => {
        const scored = bestLine(letters, judge, BOOK_BONUSES);
        expect(scored.total).toBe(bruteForce(letters, judge));
        expect(scored.words.reduce((s, w) => s + w.points, 0)).toBe(scored.total);
        scored.words.forEach((w, i) => {
          expect(judge(letters.slice(w.start, w.end + 1)).admitted).toBe(true);
          if (i > 0) expect(w.start).toBeGreaterThan(scored.words[i - 1]!.end);
        });
      }),
      { seed: 10, numRuns: 400 },
    );
  });
});

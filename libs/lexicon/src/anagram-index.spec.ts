import { AnagramIndex, signatureOf } from './anagram-index';

describe('signatureOf (sorted letters read in base 27)', () => {
  it.each([
    ['AIMER', 'MARIE'],
    ['REMANIABLE', 'REANIMABLE'],
    ['CHIEN', 'NICHE'],
  ])('%s and %s are anagrams: same signature', (a, b) => {
    expect(signatureOf(a)).toBe(signatureOf(b));
  });

  it.each([
    ['AAB', 'ABB'],
    ['AZ', 'BY'], // same letter sum, different letters
    ['A', 'AA'],
  ])('%s and %s differ', (a, b) => {
    expect(signatureOf(a)).not.toBe(signatureOf(b));
  });

  it.each([
    ['A', 1],
    ['BA', 1 * 27 + 2], // sorted: A then B
    ['ZZZZZZZZZZ', 27 ** 10 - 1], // the largest: still an exact integer in a double
  ])('signatureOf(%s) = %d', (key, sig) => {
    expect(signatureOf(key)).toBe(sig);
    expect(Number.isSafeInteger(sig)).toBe(true);
  });
});

describe('AnagramIndex', () => {
  const keys = ['AIMER', 'MARIE', 'RAMIE', 'AMI', 'ABCDEFGHIJK'];
  const index = AnagramIndex.build(keys);
  const tiles = (letters: string): Uint8Array =>
    Uint8Array.from([...letters].sort().map((l) => l.charCodeAt(0) - 64));

  it('groups anagrams and skips keys longer than 10 letters', () => {
    expect(index.signatureCount).toBe(2);
    const slot = index.slotOf(signatureOf('EIMRA'));
    expect(index.wordsOf(slot).sort()).toEqual([0, 1, 2]);
    expect(index.slotOf(signatureOf('ABCDEFGHIJ'))).toBe(-1);
  });

  it.each([
    ['AIMERXXXXX', 5, [0, 1, 2]],
    ['AIMERXXXXX', 3, [3]],
    ['AIMERXXXXX', 4, []],
    ['AIMXXXXXXX', 5, []],
  ])('collect(%s, size %d) -> %j', (draw, size, expected) => {
    const out: number[] = [];
    index.collect(tiles(draw), draw.length, size, out);
    expect(out.sort()).toEqual(expected);
  });

  it('visits each sub-multiset once when tiles repeat', () => {
    const withRepeats = AnagramIndex.build(['AA', 'AB']);
    const out: number[] = [];
    withRepeats.collect(tiles('AAAABBBBCC'), 10, 2, out);
    expect(out.sort()).toEqual([0, 1]);
  });
});

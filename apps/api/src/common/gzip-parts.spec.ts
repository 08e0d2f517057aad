import { gunzipSync } from 'node:zlib';
import { buf as crc32 } from 'crc-32';
import { crc32Combine, deflateAgain, deflatedPart, digestOfParts, gzipOfParts, rawPart, storedPart } from './gzip-parts';

describe('a gzip made of parts compressed apart', () => {
  const rows = Array.from({ length: 200 }, (_, i) => JSON.stringify({ rank: i + 1, name: `Joueur ${i} Hélène`, total: 1000 - i }));
  const texts = ['{"rows":[', rows.slice(0, 64).join(','), `,${rows.slice(64).join(',')}`, '],"fin":"é"}'];

  it('inflates to the parts one after the other, with the whole length and CRC-32 checked by zlib', () => {
    const gz = Buffer.concat(gzipOfParts(texts.map((t) => deflatedPart(t))));
    expect(gunzipSync(gz).toString()).toBe(texts.join(''));
    JSON.parse(gunzipSync(gz).toString());
  });

  it('stores a short part as it is (a stored block) and compresses a longer one, both inflating in place', () => {
    const head = storedPart(texts[0]!);
    expect(head.deflated.length).toBe(head.raw.length + 5);
    const long = storedPart(texts[1]!);
    expect(long.deflated.length).toBeLessThan(long.raw.length / 2);
    const parts = [head, long, deflatedPart(texts[2]!, long.raw), storedPart(texts[3]!), storedPart('')];
    expect(gunzipSync(Buffer.concat(gzipOfParts(parts))).toString()).toBe(texts.join(''));
  });

  it('takes an empty part, and no part', () => {
    const parts = [deflatedPart(texts[0]!), deflatedPart(''), deflatedPart(texts[1]!), deflatedPart(texts.slice(2).join(''))];
    expect(gunzipSync(Buffer.concat(gzipOfParts(parts))).toString()).toBe(texts.join(''));
    expect(gunzipSync(Buffer.concat(gzipOfParts([]))).toString()).toBe('');
  });

  it.each([
    ['', 'abc'],
    ['abc', ''],
    ['a', 'b'],
    ['Le compte est bon', ' : 100 + 7 x 3 = 121'],
    ['x'.repeat(100_000), 'y'.repeat(70_000)],
  ])('crc32Combine(%j, %j) is the CRC-32 of the two together', (a, b) => {
    const [A, B] = [Buffer.from(a), Buffer.from(b)];
    expect(crc32Combine(crc32(A) >>> 0, crc32(B) >>> 0, B.length)).toBe(crc32(Buffer.concat([A, B])) >>> 0);
  });

  it('digests the body from its parts: the same parts the same digest, any change another', () => {
    const digest = (t: string[]) => digestOfParts(t.map((x) => deflatedPart(x)));
    expect(digest(texts)).toBe(digest([...texts]));
    expect(digest(texts)).not.toBe(digest([...texts.slice(0, 3), '],"fin":"e"}']));
  });

  it('compresses a part after the one before it smaller than alone, and still inflates', () => {
    const first = deflatedPart(texts[1]!);
    const alone = deflatedPart(texts[2]!);
    const after = deflatedPart(texts[2]!, first.raw);
    expect(after.deflated.length).toBeLessThan(alone.deflated.length);
    const parts = [deflatedPart(texts[0]!), first, after, deflatedPart(texts[3]!, after.raw)];
    expect(gunzipSync(Buffer.concat(gzipOfParts(parts))).toString()).toBe(texts.join(''));
  });

  it('stores a part as it is, then compresses it at the best after the same part before it: the same bytes, fewer of them', () => {
    // Rows less alike than `rows` (which zlib's fastest already compresses as well as its best).
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) % 1000;
    const row = () => JSON.stringify({ rank: random(), name: `Joueur ${random()} ${random()}`, total: random(), stats: [random(), random(), random()] });
    const [a, b] = [Array.from({ length: 300 }, row).join(','), `,${Array.from({ length: 300 }, row).join(',')}`];
    const first = rawPart(a);
    const after = rawPart(b);
    expect(after.deflated.length).toBe(after.raw.length + 5);
    const fast = Buffer.concat(gzipOfParts([first, after]));
    const { raw, crc, sha1 } = after;
    deflateAgain(first);
    deflateAgain(after, first.raw);
    const best = Buffer.concat(gzipOfParts([first, after]));
    expect(best.length).toBeLessThan(fast.length);
    expect([gunzipSync(fast).toString(), gunzipSync(best).toString()]).toEqual([a + b, a + b]);
    expect(after).toMatchObject({ raw, crc, sha1 });
  });

  it.each([0, 1, 65_535, 65_536, 200_000])('stores a part of %d bytes as it is, in stored blocks of at most 65,535 bytes', (length) => {
    const text = Array.from({ length }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const part = rawPart(text);
    expect(part.deflated.length).toBe(length + 5 * Math.max(1, Math.ceil(length / 65_535)));
    const parts = [storedPart('{"a":"'), part, deflatedPart('é"}', part.raw)];
    expect(gunzipSync(Buffer.concat(gzipOfParts(parts))).toString()).toBe(`{"a":"${text}é"}`);
    expect(digestOfParts([part])).toBe(digestOfParts([deflatedPart(text)]));
  });
});

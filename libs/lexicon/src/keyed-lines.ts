/**
 * Lines "KEY<TAB>fields..." (or "KEY" alone) sorted by KEY, an ASCII A-Z letter key, kept as their UTF-8 bytes with
 * the offset of each line: 178,000 lines of the admitted words cost 3.8 MB this way, against some 20 MB as
 * JavaScript strings (a string, a key and its spellings per line). A line is decoded only when it is asked for.
 */
export const TAB = 9;
export const NEWLINE = 10;

export class KeyedLines {
  /** starts[i]: the offset of line i; starts[count]: one past the last line's newline. */
  private readonly starts: Uint32Array;

  /** `bytes`: the lines, each ended by a newline (the last one may lack it). */
  constructor(readonly bytes: Buffer) {
    let count = 0;
    for (let i = bytes.indexOf(NEWLINE); i >= 0; i = bytes.indexOf(NEWLINE, i + 1)) count++;
    const unended = bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE;
    if (unended) count++;
    this.starts = new Uint32Array(count + 1);
    let line = 0;
    let start = 0;
    while (start < bytes.length) {
      this.starts[line++] = start;
      const end = bytes.indexOf(NEWLINE, start);
      start = end < 0 ? bytes.length : end + 1;
    }
    this.starts[line] = bytes.length + (unended ? 1 : 0);
  }

  get count(): number {
    return this.starts.length - 1;
  }

  /** Offset of line i's first byte. */
  start(i: number): number {
    return this.starts[i] as number;
  }

  /** Offset one past line i's last byte (its newline excluded). */
  end(i: number): number {
    return (this.starts[i + 1] as number) - 1;
  }

  /** Compare the key of line i with `key` (ASCII A-Z), as strings compare: < 0, 0 or > 0. */
  compare(i: number, key: string): number {
    const bytes = this.bytes;
    let p = this.starts[i] as number;
    const end = this.end(i);
    for (let k = 0; k < key.length; k++, p++) {
      if (p === end || bytes[p] === TAB) return -1; // the line's key is a prefix of `key`
      const d = (bytes[p] as number) - key.charCodeAt(k);
      if (d !== 0) return d;
    }
    return p === end || bytes[p] === TAB ? 0 : 1;
  }

  /** The first line whose key is not below `key` (count when there is none). */
  lowerBound(key: string): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The line holding exactly this key, or -1. */
  indexOf(key: string): number {
    const at = this.lowerBound(key);
    return at < this.count && this.compare(at, key) === 0 ? at : -1;
  }

  /** Offset of line i's first tab, or its end when it has none. */
  keyEnd(i: number): number {
    const bytes = this.bytes;
    const end = this.end(i);
    let p = this.starts[i] as number;
    while (p < end && bytes[p] !== TAB) p++;
    return p;
  }

  /** The key of line i (ASCII: one byte a character). */
  keyAt(i: number): string {
    return decodeWord(this.bytes, this.starts[i] as number, this.keyEnd(i), false);
  }

  /** Line i as text, without its newline. */
  lineAt(i: number): string {
    return this.bytes.toString('utf8', this.starts[i], this.end(i));
  }
}

// One reused array of char codes per length: String.fromCharCode over it is 2-3 times faster than Buffer's
// toString for a word of a few letters (the longest-word finder decodes each word it answers).
const MAX_FAST = 32;
const CODES = Array.from({ length: MAX_FAST + 1 }, (_, n) => new Array<number>(n).fill(0));

/**
 * bytes[start .. end) as text: UTF-8, in lower case when `lower` (used for an ASCII key only). ASCII words, most
 * of them, are built from their codes.
 */
export function decodeWord(bytes: Buffer, start: number, end: number, lower: boolean): string {
  const n = end - start;
  const codes = CODES[n];
  if (codes === undefined) return lowered(bytes.toString('utf8', start, end), lower);
  for (let i = 0; i < n; i++) {
    const b = bytes[start + i] as number;
    if (b > 127) return lowered(bytes.toString('utf8', start, end), lower);
    codes[i] = lower ? b | 0x20 : b;
  }
  return String.fromCharCode.apply(null, codes);
}

function lowered(text: string, lower: boolean): string {
  return lower ? text.toLowerCase() : text;
}

/**
 * Forms the lexicon source knows but refuses (conjugated verbs, proper nouns...), kept only to say why a word
 * is refused. 273,000 lines would cost some 40 MB as JavaScript strings; they are kept instead as the raw
 * UTF-8 bytes with an offset per line, binary-searched on the ASCII key, and a line is decoded only when hit.
 * Line format (scripts/lexicon/build-lexicon.py): KEY<TAB>code[<TAB>spelling], sorted by KEY; the spelling is
 * left out when it is the key in lower case.
 */
const TAB = 9;
const NEWLINE = 10;

export class RefusedTable {
  private readonly starts: Uint32Array;

  constructor(private readonly bytes: Buffer) {
    let count = 0;
    for (let i = bytes.indexOf(NEWLINE); i >= 0; i = bytes.indexOf(NEWLINE, i + 1)) count++;
    if (bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE) count++;
    this.starts = new Uint32Array(count + 1);
    let line = 0;
    let start = 0;
    while (start < bytes.length) {
      this.starts[line++] = start;
      const end = bytes.indexOf(NEWLINE, start);
      start = end < 0 ? bytes.length : end + 1;
    }
    this.starts[line] = bytes.length + (bytes[bytes.length - 1] === NEWLINE ? 0 : 1);
  }

  get size(): number {
    return this.starts.length - 1;
  }

  /** Compare the key of line `i` with `key` (ASCII A-Z), as strings compare. */
  private compare(i: number, key: string): number {
    const bytes = this.bytes;
    let p = this.starts[i] as number;
    for (let k = 0; k < key.length; k++, p++) {
      const b = bytes[p] as number;
      if (b === TAB) return -1; // the line's key is a prefix of `key`
      const d = b - key.charCodeAt(k);
      if (d !== 0) return d;
    }
    return bytes[p] === TAB ? 0 : 1;
  }

  /** [code, spelling] of every line whose key is `key`. */
  find(key: string): [string, string][] {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    const out: [string, string][] = [];
    for (let i = lo; i < this.size && this.compare(i, key) === 0; i++) {
      const end = (this.starts[i + 1] as number) - 1;
      const fields = this.bytes.toString('utf8', this.starts[i], end).split('\t');
      out.push([fields[1] as string, fields[2] ?? key.toLowerCase()]);
    }
    return out;
  }
}

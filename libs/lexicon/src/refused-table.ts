import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { KeyedLines, NEWLINE } from './keyed-lines';

/**
 * Forms the lexicon source knows but refuses (conjugated verbs, proper nouns...), kept only to say why a word
 * is refused. Their 282,000 lines are 5.4 MB of text (40 MB as JavaScript strings); they are kept in blocks of
 * about 64 KB of lines, each compressed on its own (1.3 MB in all), with the first key of each block: a lookup
 * inflates the one or two blocks that can hold its key (a fraction of a millisecond) and binary-searches their
 * lines. The last block read is kept, for the same word asked again.
 * Line format (scripts/lexicon/build-lexicon.py): KEY<TAB>code[<TAB>spelling], sorted by KEY; the spelling is
 * left out when it is the key in lower case.
 */
const BLOCK_BYTES = 64 * 1024;

export class RefusedTable {
  private readonly blocks: Buffer[] = [];
  private readonly firstKeys: string[] = [];
  private readonly lines: number = 0;
  private last: { block: number; lines: KeyedLines } | undefined;

  constructor(bytes: Buffer) {
    for (let start = 0; start < bytes.length; ) {
      const newline = bytes.indexOf(NEWLINE, Math.min(bytes.length - 1, start + BLOCK_BYTES));
      const end = newline < 0 ? bytes.length : newline + 1;
      const block = bytes.subarray(start, end);
      const lines = new KeyedLines(block);
      this.lines += lines.count;
      this.firstKeys.push(lines.keyAt(0));
      // Level 1: the whole table in about 30 ms at load, 1.3 MB (level 6: 1.0 MB, five times longer).
      this.blocks.push(deflateRawSync(block, { level: 1 }));
      start = end;
    }
  }

  get size(): number {
    return this.lines;
  }

  /** [code, spelling] of every line whose key is `key`. */
  find(key: string): [string, string][] {
    // The first block whose first key is not below `key`: the key's lines may begin in the block before it.
    let lo = 0;
    let hi = this.firstKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.firstKeys[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    const out: [string, string][] = [];
    for (let b = Math.max(0, lo - 1); b < this.blocks.length; b++) {
      const lines = this.block(b);
      for (let i = lines.lowerBound(key); i < lines.count && lines.compare(i, key) === 0; i++) {
        const fields = lines.lineAt(i).split('\t');
        out.push([fields[1] as string, fields[2] ?? key.toLowerCase()]);
      }
      // The key's lines go on into the next block only when they reach this block's end.
      if (lines.compare(lines.count - 1, key) > 0) break;
    }
    return out;
  }

  private block(b: number): KeyedLines {
    if (this.last?.block !== b) this.last = { block: b, lines: new KeyedLines(inflateRawSync(this.blocks[b] as Buffer)) };
    return this.last.lines;
  }
}

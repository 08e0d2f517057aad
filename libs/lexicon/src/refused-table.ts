import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Forms the lexicon source knows but refuses (conjugated verbs, proper nouns...), kept only to say why a word
 * is refused. 273,000 lines would cost some 40 MB as JavaScript strings, and 6.5 MB as their raw UTF-8 bytes
 * with an offset per line; they are kept instead in blocks of 256 lines, each compressed on its own (raw
 * deflate, 1.35 MB in all), with the first key of each block: a search finds the block by its first keys, then
 * inflates and reads that block alone (about 15 µs), and the next one when the key's lines run on into it.
 * Line format (scripts/lexicon/build-lexicon.py): KEY<TAB>code[<TAB>spelling], sorted by KEY; the spelling is
 * left out when it is the key in lower case.
 */
const NEWLINE = 10;
const BLOCK_LINES = 256;
/**
 * Fast and small: a window of 1 KB (sorted lines share their prefixes with the lines just before) and little
 * state, so that compressing the 1,100 blocks at load leaves no large buffers behind (zlib's default state,
 * 256 KB a call, left the process's memory 20 MB larger).
 */
const DEFLATE = { level: 1, windowBits: 10, memLevel: 2, chunkSize: 2048 };
const INFLATE = { windowBits: 10 };

export class RefusedTable {
  /** The compressed blocks, one after the other: block b is packed[starts[b] .. starts[b + 1]). */
  private readonly packed: Buffer;
  private readonly starts: Uint32Array;
  /** The key of each block's first line. */
  private readonly firstKeys: string[] = [];
  readonly size: number;

  constructor(bytes: Buffer) {
    const blocks: Buffer[] = [];
    let lines = 0;
    for (let start = 0; start < bytes.length; ) {
      let end = start;
      for (let n = 0; n < BLOCK_LINES && end < bytes.length; n++, lines++) {
        const newline = bytes.indexOf(NEWLINE, end);
        end = newline < 0 ? bytes.length : newline + 1;
      }
      const tab = bytes.indexOf(9, start);
      this.firstKeys.push(bytes.toString('latin1', start, tab < 0 || tab > end ? end : tab).trimEnd());
      blocks.push(deflateRawSync(bytes.subarray(start, end), DEFLATE));
      start = end;
    }
    this.size = lines;
    this.packed = Buffer.concat(blocks);
    this.starts = new Uint32Array(blocks.length + 1);
    for (let b = 0; b < blocks.length; b++) this.starts[b + 1] = (this.starts[b] as number) + (blocks[b] as Buffer).length;
  }

  /** [code, spelling] of every line whose key is `key` (ASCII A-Z). */
  find(key: string): [string, string][] {
    // The key's first line is in the last block whose first key comes before it, or starts the block after.
    let lo = 0;
    let hi = this.firstKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.firstKeys[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    const out: [string, string][] = [];
    for (let b = Math.max(0, lo - 1); b < this.firstKeys.length; b++) {
      const block = inflateRawSync(this.packed.subarray(this.starts[b], this.starts[b + 1]), INFLATE).toString('utf8');
      for (const line of block.split('\n')) {
        if (line === '') continue;
        const fields = line.split('\t');
        const lineKey = fields[0] as string;
        if (lineKey > key) return out;
        if (lineKey === key) out.push([fields[1] as string, fields[2] ?? key.toLowerCase()]);
      }
    }
    return out;
  }
}

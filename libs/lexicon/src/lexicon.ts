import { join } from 'node:path';
import { t as say } from '@greffier/messages';
import { AnagramIndex } from './anagram-index';
import { ADDITIONS_FILE, defaultLexiconDir, LEXICON_FILE, readAdditions, readGzip, REFUSED_FILE } from './data-files';
import { decodeWord, KeyedLines, NEWLINE, TAB } from './keyed-lines';
import { LexiconInputError } from './errors';
import { letterKey } from './normalize';
import { RefusedTable } from './refused-table';

/** Why the lexicon source refuses a form it knows (docs/rules/letters.md). */
export type RefusalCategory =
  | 'conjugated-verb'
  | 'proper-noun'
  | 'abbreviation'
  | 'elided-form'
  | 'locution-element'
  | 'affix';

export interface RefusedForm {
  readonly spelling: string;
  readonly category: RefusalCategory;
}

// One-letter codes of fr-refused.txt.gz, written by scripts/lexicon/build-lexicon.py.
const CATEGORY_BY_CODE: Readonly<Record<string, RefusalCategory>> = {
  c: 'conjugated-verb',
  p: 'proper-noun',
  a: 'abbreviation',
  e: 'elided-form',
  l: 'locution-element',
  z: 'affix',
};
const CODE_BY_CATEGORY = Object.fromEntries(
  Object.entries(CATEGORY_BY_CODE).map(([code, category]) => [category, code]),
) as Record<RefusalCategory, string>;

const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The admitted words as the data file's lines, one per letter key, sorted by key: "KEY" alone when its only
 * spelling is the key in lower case (MOUCHE), else "KEY<TAB>spelling..." (FATUITE<TAB>fatuité). Kept as the
 * file's bytes with an offset per line (KeyedLines: 3.8 MB where strings cost 20 MB); nothing is hashed or
 * normalised at load time: a lookup is a binary search over the keys (about 18 comparisons of a few bytes), and
 * a spelling list is decoded off its line when asked for.
 */
export class Lexicon {
  private constructor(
    /** One line per letter key, sorted by key. */
    private readonly admitted: KeyedLines,
    /** Refused forms by letter key: searched only to explain a refusal. */
    private readonly refused: RefusedTable,
    /** Words of 10 letters or fewer by letter multiset, for the longest-word finder. */
    readonly anagrams: AnagramIndex,
    /** Number of admitted spellings. */
    readonly size: number,
  ) {}

  /** A lexicon from plain lists (tests, rulings, another source); loadLexicon reads the committed files. */
  static fromForms(admittedSpellings: Iterable<string>, refusedForms: Iterable<RefusedForm> = []): Lexicon {
    const byKey = new Map<string, Set<string>>();
    for (const spelling of admittedSpellings) {
      const key = letterKey(spelling);
      if (key === undefined || key === '') continue;
      const set = byKey.get(key) ?? new Set<string>();
      byKey.set(key, set.add(spelling));
    }
    const lines = [...byKey.keys()].sort(byString).map((key) => dataLine(key, [...(byKey.get(key) as Set<string>)]));
    const refused: [string, string][] = [];
    for (const form of refusedForms) {
      const key = letterKey(form.spelling);
      if (key === undefined || key === '') continue;
      refused.push([key, `${key}\t${CODE_BY_CATEGORY[form.category]}\t${form.spelling}`]);
    }
    // Sorted on the key alone ("A\t..." before "AB\t..."), as in the generated file.
    refused.sort(([ka, a], [kb, b]) => byString(ka, kb) || byString(a, b));
    return Lexicon.fromData(
      Buffer.from(lines.map((line) => line + '\n').join(''), 'utf8'),
      Buffer.from(refused.map(([, line]) => line + '\n').join(''), 'utf8'),
    );
  }

  /** @internal used by loadLexicon: the generated files' contents, lines sorted by key. */
  static fromData(admittedBytes: Buffer, refusedBytes: Buffer): Lexicon {
    const admitted = new KeyedLines(admittedBytes);
    const keys: string[] = new Array<string>(admitted.count);
    let size = 0;
    for (let i = 0; i < admitted.count; i++) {
      keys[i] = admitted.keyAt(i);
      if (i > 0 && (keys[i - 1] as string) >= (keys[i] as string)) {
        throw new LexiconInputError('INVALID_LEXICON_DATA', 'path', say('LEXICON_UNSORTED', { line: i + 1 }));
      }
    }
    // One spelling per tab, or the key's own when its line has none.
    for (let tab = admittedBytes.indexOf(TAB); tab >= 0; tab = admittedBytes.indexOf(TAB, tab + 1)) size++;
    for (let i = 0; i < admitted.count; i++) if (admitted.keyEnd(i) === admitted.end(i)) size++;
    // The keys as strings only while the index is built.
    return new Lexicon(admitted, new RefusedTable(refusedBytes), AnagramIndex.build(keys), size);
  }

  /** True when the lexicon admits exactly this spelling (case, accents and hyphens included). */
  has(word: string): boolean {
    return this.lookup(word).includes(word);
  }

  /** The admitted spellings that read like the word once case, accents and hyphens are ignored. */
  lookup(word: string): readonly string[] {
    const key = letterKey(word);
    if (key === undefined) return [];
    const at = this.admitted.indexOf(key);
    return at < 0 ? [] : this.spellingsAt(at);
  }

  /** Spellings of the lexicon source that read like the word but are refused by a rule, and why. */
  refusals(word: string): RefusedForm[] {
    const key = letterKey(word);
    if (key === undefined || key === '') return [];
    return this.refused
      .find(key)
      .map(([code, spelling]) => ({ spelling, category: CATEGORY_BY_CODE[code] ?? 'abbreviation' }));
  }

  /** Number of distinct letter keys; keyAt(0 .. keyCount - 1) lists them in order. */
  get keyCount(): number {
    return this.admitted.count;
  }

  /** The i-th letter key (the anagram index answers with these positions). */
  keyAt(i: number): string {
    return this.admitted.keyAt(i);
  }

  /** Admitted spellings of the i-th letter key. */
  spellingsAt(i: number): string[] {
    const out: string[] = [];
    this.pushSpellingsAt(i, out);
    return out;
  }

  /** Push the admitted spellings of the i-th letter key onto `out` (no intermediate array). */
  pushSpellingsAt(i: number, out: string[]): void {
    const admitted = this.admitted;
    const bytes = admitted.bytes;
    const end = admitted.end(i);
    let from = admitted.keyEnd(i);
    if (from === end) {
      out.push(decodeWord(bytes, admitted.start(i), end, true));
      return;
    }
    while (from < end) {
      let to = from + 1;
      while (to < end && bytes[to] !== TAB) to++;
      out.push(decodeWord(bytes, from + 1, to, false));
      from = to;
    }
  }
}

/** A data line for a key and its spellings: the key alone when its only spelling is the key in lower case. */
function dataLine(key: string, spellings: readonly string[]): string {
  const sorted = [...new Set(spellings)].sort(byString);
  return sorted.length === 1 && sorted[0] === key.toLowerCase() ? key : [key, ...sorted].join('\t');
}

/**
 * The admitted lines with more spellings merged in (each at its letter key, the lines kept sorted): a spelling
 * joins the other spellings of its key (RESONNEES, unknown to Grammalecte, gets a line; a key already there gets
 * one more spelling). A handful of words: each is a binary search and one splice.
 */
export function mergeAdmitted(lines: readonly string[], spellings: Iterable<string>): string[] {
  const out = [...lines];
  const keyOf = (line: string): string => {
    const tab = line.indexOf('\t');
    return tab < 0 ? line : line.slice(0, tab);
  };
  for (const spelling of spellings) {
    const key = letterKey(spelling);
    if (key === undefined || key === '') {
      throw new LexiconInputError('INVALID_LEXICON_DATA', 'path', say('LEXICON_BAD_ADDITION', { spelling }));
    }
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keyOf(out[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    const at = out[lo];
    if (at !== undefined && keyOf(at) === key) {
      const tab = at.indexOf('\t');
      const known = tab < 0 ? [key.toLowerCase()] : at.slice(tab + 1).split('\t');
      out[lo] = dataLine(key, [...known, spelling]);
    } else {
      out.splice(lo, 0, dataLine(key, [spelling]));
    }
  }
  return out;
}

/**
 * Load the French reference lexicon from `dir` (default: libs/lexicon/data): fr-lexicon.txt.gz (Grammalecte's
 * admitted words), fr-refused.txt.gz, and additions.txt, the rule books' example words that Grammalecte lacks
 * (AUDONIENS, RESONNÉES), merged into the admitted words. Synchronous: it is read once at start-up (figures in
 * bench/README.md).
 */
export function loadLexicon(dir: string = defaultLexiconDir()): Lexicon {
  const admitted = readGzip(join(dir, LEXICON_FILE));
  const refused = readGzip(join(dir, REFUSED_FILE));
  const additions = readAdditions(join(dir, ADDITIONS_FILE)).map((a) => a.spelling);
  return Lexicon.fromData(mergeAdmittedBytes(admitted, additions), refused);
}

/**
 * mergeAdmitted on the data file's bytes: only the lines the spellings touch are decoded, merged, and written
 * back in place between the untouched bytes.
 */
export function mergeAdmittedBytes(bytes: Buffer, spellings: readonly string[]): Buffer {
  if (spellings.length === 0) return bytes;
  if (bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE) bytes = Buffer.concat([bytes, Buffer.from('\n')]);
  const lines = new KeyedLines(bytes);
  const byKey = new Map<string, string[]>();
  for (const spelling of spellings) {
    const key = letterKey(spelling) ?? '';
    byKey.set(key, [...(byKey.get(key) ?? []), spelling]);
  }
  // Each touched key: the line it replaces (or the line it goes before) and its merged line.
  const edits = [...byKey].map(([key, added]) => {
    const at = key === '' ? 0 : lines.lowerBound(key);
    const replaces = key !== '' && at < lines.count && lines.compare(at, key) === 0;
    const [merged] = mergeAdmitted(replaces ? [lines.lineAt(at)] : [], added);
    return { at, replaces, key, line: merged as string };
  });
  edits.sort((a, b) => a.at - b.at || byString(a.key, b.key));
  const parts: Buffer[] = [];
  let copied = 0;
  for (const edit of edits) {
    const from = edit.at < lines.count ? lines.start(edit.at) : bytes.length;
    parts.push(bytes.subarray(copied, from), Buffer.from(edit.line + '\n', 'utf8'));
    copied = edit.replaces ? lines.end(edit.at) + 1 : from;
  }
  parts.push(bytes.subarray(Math.min(copied, bytes.length)));
  return Buffer.concat(parts);
}

import { join } from 'node:path';
import { t as say } from '@greffier/messages';
import { AnagramIndex, MAX_WORD_LETTERS } from './anagram-index';
import { ADDITIONS_FILE, defaultLexiconDir, LEXICON_FILE, readAdditions, readGzip, readGzipLines, REFUSED_FILE } from './data-files';
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
 * spelling is the key in lower case (MOUCHE), else "KEY<TAB>spelling..." (FATUITE<TAB>fatuité). Nothing is
 * hashed or normalised at load time: a lookup is a binary search over the keys (about 18 string comparisons),
 * and a spelling list is read off its line when asked for. One exception: the spellings of the keys of 10
 * letters or fewer, which the longest-word finder answers with, are split once at load (an answer then reads
 * no line and cuts no string; about 20 ms and 10 MB more at load).
 */
export class Lexicon {
  private constructor(
    /** One line per letter key, sorted by key. */
    private readonly lines: readonly string[],
    /** keys[i] is the key of lines[i] (the very same string when the line has no spelling). */
    private readonly keys: readonly string[],
    /** spellingsOf[i]: the spellings of a key of 10 letters or fewer (one string when it has one), else ''. */
    private readonly spellingsOf: readonly (string | readonly string[])[],
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
    return Lexicon.fromData(lines, Buffer.from(refused.map(([, line]) => line + '\n').join(''), 'utf8'));
  }

  /** @internal used by loadLexicon: the generated files' contents, lines sorted by key. */
  static fromData(lines: readonly string[], refusedBytes: Buffer): Lexicon {
    const keys: string[] = new Array<string>(lines.length);
    const spellingsOf: (string | string[])[] = new Array<string | string[]>(lines.length);
    let size = 0;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      const tab = line.indexOf('\t');
      keys[i] = tab < 0 ? line : line.slice(0, tab);
      if ((keys[i] as string).length > MAX_WORD_LETTERS) spellingsOf[i] = '';
      else if (tab < 0) spellingsOf[i] = line.toLowerCase();
      else if (line.indexOf('\t', tab + 1) < 0) spellingsOf[i] = line.slice(tab + 1); // one spelling, not an array
      else spellingsOf[i] = splitSpellings(line, tab);
      for (let t = tab; t >= 0; t = line.indexOf('\t', t + 1)) size++;
      if (tab < 0) size++;
      if (i > 0 && (keys[i - 1] as string) >= (keys[i] as string)) {
        throw new LexiconInputError('INVALID_LEXICON_DATA', 'path', say('LEXICON_UNSORTED', { line: i + 1 }));
      }
    }
    return new Lexicon(lines, keys, spellingsOf, new RefusedTable(refusedBytes), AnagramIndex.build(keys), size);
  }

  /** True when the lexicon admits exactly this spelling (case, accents and hyphens included). */
  has(word: string): boolean {
    return this.lookup(word).includes(word);
  }

  /** The admitted spellings that read like the word once case, accents and hyphens are ignored. */
  lookup(word: string): readonly string[] {
    const key = letterKey(word);
    if (key === undefined) return [];
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    return this.keys[lo] === key ? this.spellingsAt(lo) : [];
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
    return this.keys.length;
  }

  /** The i-th letter key (the anagram index answers with these positions). */
  keyAt(i: number): string {
    return this.keys[i] as string;
  }

  /** Admitted spellings of the i-th letter key. */
  spellingsAt(i: number): string[] {
    const out: string[] = [];
    this.pushSpellingsAt(i, out);
    return out;
  }

  /** Push the admitted spellings of the i-th letter key onto `out` (no intermediate array). */
  pushSpellingsAt(i: number, out: string[]): void {
    const known = this.spellingsOf[i] as string | readonly string[];
    if (typeof known !== 'string') {
      for (let k = 0; k < known.length; k++) out.push(known[k] as string);
      return;
    }
    if (known !== '') {
      out.push(known);
      return;
    }
    const line = this.lines[i] as string;
    const tab = line.indexOf('\t');
    if (tab < 0) out.push(line.toLowerCase());
    else for (const spelling of splitSpellings(line, tab)) out.push(spelling);
  }
}

/** The spellings of a line with a tab: what follows each tab. */
function splitSpellings(line: string, tab: number): string[] {
  const out: string[] = [];
  while (tab >= 0) {
    const next = line.indexOf('\t', tab + 1);
    out.push(line.slice(tab + 1, next < 0 ? line.length : next));
    tab = next;
  }
  return out;
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
  const lines = readGzipLines(join(dir, LEXICON_FILE));
  const refused = readGzip(join(dir, REFUSED_FILE));
  const additions = readAdditions(join(dir, ADDITIONS_FILE)).map((a) => a.spelling);
  return Lexicon.fromData(mergeAdmitted(lines, additions), refused);
}

/**
 * Spelling normalisation shared by the lexicon, the word check and the longest-word finder.
 *
 * A DCL draw is made of plain tiles A-Z: a written word is matched against it and against the lexicon by its
 * "letter key": upper case, accents stripped, hyphens dropped. Ligatures are two tiles (ŒUVRE is O E U V R E,
 * 6 letters; ÆTHUSE is A E T H U S E), as in the dictionaries' alphabetical order.
 * scripts/lexicon/build-lexicon.py computes the same key (letters_key) when it writes the data file.
 */

const A = 'a'.charCodeAt(0);
const Z = 'z'.charCodeAt(0);
const APOSTROPHES = new Set(["'", '’', 'ʼ']);
const PLAIN_LOWER = /^[a-z]+$/;
// Combining accents (U+0300-U+036F) follow their letter when a text arrives decomposed (NFD, as typed on some
// systems): they fold to nothing, so "e" + U+0301 reads as "é".
const COMBINING_FIRST = 0x300;
const COMBINING_LAST = 0x36f;

function foldUncached(ch: string): string | null {
  const code = ch.charCodeAt(0);
  if (code >= COMBINING_FIRST && code <= COMBINING_LAST) return '';
  if (ch === '-') return '';
  const lower = ch.toLowerCase();
  if (lower === 'œ') return 'OE';
  if (lower === 'æ') return 'AE';
  const base = lower.normalize('NFD').charCodeAt(0);
  return base >= A && base <= Z ? String.fromCharCode(base - 32) : null;
}

// Latin-1 and Latin Extended are folded once at start-up (the 187,000 spellings are keyed at load time and NFD
// is slow); rarer characters are folded on demand and remembered.
const TABLE: (string | null)[] = Array.from({ length: COMBINING_LAST + 1 }, (_, c) =>
  foldUncached(String.fromCharCode(c)),
);
const folded = new Map<string, string | null>();

/** The letters one character stands for ('' for a hyphen or a combining accent), or null for a non-letter. */
function foldChar(ch: string): string | null {
  if (ch.length === 1) {
    const code = ch.charCodeAt(0);
    if (code < TABLE.length) return TABLE[code] as string | null;
  }
  let out = folded.get(ch);
  if (out === undefined) {
    out = ch.length === 1 ? foldUncached(ch) : null; // astral characters are no French letters
    folded.set(ch, out);
  }
  return out;
}

/** Upper case, accents stripped, hyphens removed (fatuité -> FATUITE, œuvre -> OEUVRE); undefined if a
 * character is neither a letter nor a hyphen. */
export function letterKey(word: string): string | undefined {
  if (PLAIN_LOWER.test(word)) return word.toUpperCase();
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const f = code < TABLE.length ? TABLE[code] : foldChar(String.fromCodePoint(word.codePointAt(i) as number));
    if (f === null || f === undefined) return undefined;
    out += f;
    if (code >= 0xd800 && code <= 0xdbff) i++;
  }
  return out;
}

/** Accents stripped, case and hyphens kept (Œuvre-née -> OEuvre-nee, ça -> ca);
 * combining accents are dropped. Non-letters are kept as they are. */
export function stripAccents(text: string): string {
  let out = '';
  for (const ch of text) {
    const f = foldChar(ch);
    if (f === null || ch === '-') out += ch;
    else out += ch === ch.toLowerCase() ? f.toLowerCase() : f;
  }
  return out;
}

export function isApostrophe(ch: string): boolean {
  return APOSTROPHES.has(ch);
}

/** The word without its apostrophes (aujourd’hui -> aujourdhui): the letters are still counted. */
export function withoutApostrophes(word: string): string {
  let out = '';
  for (const ch of word) if (!APOSTROPHES.has(ch)) out += ch;
  return out;
}

/**
 * How each E of the word is written, in order: "e", "é", "è", "ê" or "ë" (lower case). Two spellings of the
 * same letter key carry the same accents on E when their profiles are equal (fatuité "eé" vs fatuite "ee").
 * The E of a ligature (œ, æ) is a plain e.
 */
export function eAccentProfile(word: string): string {
  let out = '';
  for (const ch of word.normalize('NFC')) {
    const f = foldChar(ch);
    if (f === null || !f.includes('E')) continue;
    out += f === 'E' ? ch.toLowerCase() : 'e';
  }
  return out;
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { t } from '@greffier/messages';
import { LexiconInputError } from './errors';

export const LEXICON_FILE = 'fr-lexicon.txt.gz';
export const REFUSED_FILE = 'fr-refused.txt.gz';
/** Greffier's own additions to the admitted words (the rule books' examples Grammalecte lacks): plain text. */
export const ADDITIONS_FILE = 'additions.txt';

/**
 * The folder of the committed data files. From libs/lexicon/src (Jest, ts) it is ../data; from
 * dist/libs/lexicon/src it is ../data too when the build copied it (swc --copy-files does), otherwise the
 * repository's libs/lexicon/data found by walking up to package.json.
 */
export function defaultLexiconDir(): string {
  const beside = resolve(__dirname, '..', 'data');
  if (existsSync(join(beside, LEXICON_FILE))) return beside;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'libs', 'lexicon', 'data');
    if (existsSync(join(dir, 'package.json')) && existsSync(join(candidate, LEXICON_FILE))) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new LexiconInputError('LEXICON_DATA_NOT_FOUND', 'path', t('LEXICON_NOT_FOUND', { file: LEXICON_FILE, folder: __dirname }));
}

/** The bytes of a gzip-compressed file. */
export function readGzip(file: string): Buffer {
  if (!existsSync(file)) {
    throw new LexiconInputError('LEXICON_DATA_NOT_FOUND', 'path', t('LEXICON_FILE_MISSING', { file }));
  }
  return gunzipSync(readFileSync(file));
}

/** One word of additions.txt: the spelling the lexicon admits and the rule that admits it. */
export interface LexiconAddition {
  readonly spelling: string;
  readonly source: string;
}

/** The words of additions.txt ("spelling<TAB>source" lines; # comments and blank lines skipped). */
export function readAdditions(file: string): LexiconAddition[] {
  if (!existsSync(file)) {
    throw new LexiconInputError('LEXICON_DATA_NOT_FOUND', 'path', t('LEXICON_FILE_MISSING', { file }));
  }
  const out: LexiconAddition[] = [];
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      const tab = line.indexOf('\t');
      const spelling = (tab < 0 ? line : line.slice(0, tab)).trim().normalize('NFC');
      const source = tab < 0 ? '' : line.slice(tab + 1).trim();
      if (spelling === '' || /\s/.test(spelling) || source === '') {
        throw new LexiconInputError('INVALID_LEXICON_DATA', 'path', t('LEXICON_BAD_LINE', { file, line: i + 1 }));
      }
      out.push({ spelling, source });
    });
  return out;
}

import { join } from 'node:path';
import { defaultLexiconDir, readGzip, REFUSED_FILE } from './data-files';
import { decodeWord, KeyedLines } from './keyed-lines';
import { mergeAdmitted, mergeAdmittedBytes } from './lexicon';
import { RefusedTable } from './refused-table';

const linesOf = (text: string): KeyedLines => new KeyedLines(Buffer.from(text, 'utf8'));

describe('KeyedLines: sorted lines kept as bytes', () => {
  const lines = linesOf('A\nAB\tab\tAb\nABC\nFATUITE\tfatuité\nZOO');

  it('counts and decodes the lines, the last one without its newline', () => {
    expect(lines.count).toBe(5);
    expect([0, 1, 2, 3, 4].map((i) => lines.keyAt(i))).toEqual(['A', 'AB', 'ABC', 'FATUITE', 'ZOO']);
    expect(lines.lineAt(3)).toBe('FATUITE\tfatuité');
    expect(lines.lineAt(4)).toBe('ZOO');
  });

  it.each<[string, number]>([
    ['A', 0],
    ['AA', 1],
    ['AB', 1],
    ['ABB', 2],
    ['ABC', 2],
    ['ABCD', 3],
    ['FATUITE', 3],
    ['ZOO', 4],
    ['ZOOS', 5],
  ])('finds where %s goes as strings compare (%i)', (key, at) => {
    expect(lines.lowerBound(key)).toBe(at);
    expect(lines.indexOf(key)).toBe(lines.keyAt(at) === key ? at : -1);
  });

  it('holds no line for no bytes', () => {
    expect(linesOf('').count).toBe(0);
    expect(linesOf('').lowerBound('A')).toBe(0);
  });
});

describe('decodeWord', () => {
  it.each<[string, boolean, string]>([
    ['MOUCHE', true, 'mouche'],
    ['porte-monnaie', false, 'porte-monnaie'],
    ['fatuité', false, 'fatuité'],
    ['ANTICONSTITUTIONNELLEMENTANTICONSTITUTIONNELLEMENT', true, 'anticonstitutionnellementanticonstitutionnellement'],
    ['', false, ''],
  ])('%s (lower case: %s)', (text, lower, word) => {
    const bytes = Buffer.from(`x${text}y`, 'utf8');
    expect(decodeWord(bytes, 1, bytes.length - 1, lower)).toBe(word);
  });
});

describe('mergeAdmittedBytes: mergeAdmitted on the file bytes', () => {
  const base = ['ABC', 'FATUITE\tfatuité', 'MOUCHE', 'ZOO'];
  it.each<[string[]]>([
    [['resonnées', 'fatuite', 'abc', 'aa']],
    [['zoos', 'zzz', 'a']],
    [['mouche', 'mouché', 'Mouche']],
    [[]],
  ])('gives the lines mergeAdmitted gives for %j', (spellings) => {
    const bytes = Buffer.from(base.join('\n') + '\n', 'utf8');
    const merged = mergeAdmittedBytes(bytes, spellings).toString('utf8');
    expect(merged).toBe(mergeAdmitted(base, spellings).join('\n') + '\n');
  });

  it('adds a spelling after a last line that has no newline', () => {
    expect(mergeAdmittedBytes(Buffer.from('ABC'), ['zoo']).toString()).toBe('ABC\nZOO\n');
  });
});

describe('RefusedTable: blocks compressed on their own', () => {
  it('finds a key whose lines run across two blocks', () => {
    const before = Array.from({ length: 4000 }, (_, i) => `AAA\tc\taaa${i}`);
    const across = Array.from({ length: 4000 }, (_, i) => `MOT\tc\tmot${i}`);
    const after = Array.from({ length: 4000 }, (_, i) => `ZZZ\tp\tzzz${i}`);
    const table = new RefusedTable(Buffer.from([...before, ...across, ...after].join('\n') + '\n'));
    expect(table.size).toBe(12_000);
    expect(table.find('MOT').map(([, spelling]) => spelling)).toEqual(across.map((line) => line.split('\t')[2]));
    expect(table.find('AAA')).toHaveLength(4000);
    expect(table.find('ZZZ')[3999]).toEqual(['p', 'zzz3999']);
    expect(table.find('MO')).toEqual([]);
    expect(table.find('MOTS')).toEqual([]);
    expect(table.find('ZZZZ')).toEqual([]);
    expect(table.find('A')).toEqual([]);
  });

  it('answers as a plain scan of the committed file does, for every 97th key', () => {
    const bytes = readGzip(join(defaultLexiconDir(), REFUSED_FILE));
    const byKey = new Map<string, [string, string][]>();
    for (const line of bytes.toString('utf8').split('\n')) {
      if (line === '') continue;
      const [key, code, spelling] = line.split('\t') as [string, string, string?];
      byKey.set(key, [...(byKey.get(key) ?? []), [code, spelling ?? key.toLowerCase()]]);
    }
    const table = new RefusedTable(bytes);
    const keys = [...byKey.keys()];
    for (let i = 0; i < keys.length; i += 97) expect(table.find(keys[i] as string)).toEqual(byKey.get(keys[i] as string));
  });
});

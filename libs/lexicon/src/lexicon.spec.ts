import { join } from 'node:path';
import { ADDITIONS_FILE, defaultLexiconDir, LEXICON_FILE, readAdditions, readGzip } from './data-files';
import { LexiconInputError } from './errors';
import { Lexicon, loadLexicon, mergeAdmitted, type RefusalCategory } from './lexicon';

const lexicon = loadLexicon();

describe('loadLexicon (the committed Grammalecte extract)', () => {
  it('holds the 186,968 admitted spellings counted in docs/lexicon.md, plus the 2 of additions.txt', () => {
    expect(lexicon.size).toBe(186_968 + 2);
  });

  it('finds its data beside the sources', () => {
    expect(defaultLexiconDir()).toBe(join(__dirname, '..', 'data'));
  });

  it('reads each key\'s spellings off its line, as the data file gives them (every 13th line)', () => {
    const lines = readGzip(join(defaultLexiconDir(), LEXICON_FILE)).toString('utf8').split('\n');
    for (let i = 0; i < lines.length - 1; i += 13) {
      const [key, ...spellings] = (lines[i] as string).split('\t') as [string, ...string[]];
      expect(lexicon.lookup(key)).toEqual(spellings.length > 0 ? spellings : [key.toLowerCase()]);
    }
  });

  it('says which folder is missing when the data is not there', () => {
    expect(() => loadLexicon('/nonexistent')).toThrow(LexiconInputError);
    expect(() => loadLexicon('/nonexistent')).toThrow(join('/nonexistent', LEXICON_FILE));
  });
});

// Admission rules of docs/rules/letters.md, read off the generated data.
describe('admitted words', () => {
  it.each([
    ['mouche', 'a noun that is also a conjugated verb (moucher)'],
    ['fatuité', 'noun, accents kept'],
    ['chanteuses', 'feminine plural'],
    ['chanter', 'infinitive'],
    ['chantant', 'present participle'],
    ['chantées', 'past participle, feminine plural'],
    ['porte-monnaie', 'compound word'],
    ['rapidement', 'adverb'],
    ['lequel', 'grammatical word (pronoun)'],
    ['malgré', 'grammatical word (preposition)'],
    ['eurêka', 'interjection'],
    ['seize', 'numeral'],
    ['messieurs', 'title, a plural noun'],
    ['saoudienne', 'gentile, as a noun or adjective in lower case'],
    ['richelieu', 'a proper noun that is also a common noun'],
  ])('%s (%s)', (word) => {
    expect(lexicon.has(word)).toBe(true);
  });
});

// The rule books give AUDONIENS and RESONNÉES as right words; Grammalecte has neither (docs/lexicon.md).
describe('additions.txt: the rule books\' example words that Grammalecte lacks', () => {
  it('lists each word with the rule that admits it', () => {
    const additions = readAdditions(join(defaultLexiconDir(), ADDITIONS_FILE));
    expect(additions.map((a) => a.spelling)).toEqual(['audoniens', 'resonnées']);
    expect(additions[0]!.source).toContain('AUDONIENS et SOUDANIEN (en 9 lettres)'); // TV rules
    expect(additions[1]!.source).toContain('resonnées (bon) - résonnées (faux)'); // Douai, II B
  });

  it.each<[string, string[]]>([
    ['audoniens', ['audoniens']],
    ['resonnées', ['resonnées']], // the spelling of the Douai regulation, accents on E as it writes them
  ])('admits %s with no ruling', (word, spellings) => {
    expect(lexicon.has(word)).toBe(true);
    expect(lexicon.lookup(word.toUpperCase())).toEqual(spellings);
  });

  it('still refuses résonnées: "résonnées (faux)" (only its accents differ from resonnées)', () => {
    expect(lexicon.has('résonnées')).toBe(false);
  });

  it('merges a spelling into its key, keeping the lines sorted', () => {
    const merged = mergeAdmitted(['ABC', 'FATUITE\tfatuité', 'ZOO'], ['resonnées', 'fatuite', 'abc', 'aa']);
    expect(merged).toEqual(['AA', 'ABC', 'FATUITE\tfatuite\tfatuité', 'RESONNEES\tresonnées', 'ZOO']);
  });

  it('refuses a malformed line', () => {
    expect(() => mergeAdmitted([], ['a1'])).toThrow(expect.objectContaining({ code: 'INVALID_LEXICON_DATA' }));
  });
});

describe('refused forms and why', () => {
  it.each<[string, RefusalCategory]>([
    ['mangeront', 'conjugated-verb'],
    ['chantâmes', 'conjugated-verb'],
    ['dégage', 'conjugated-verb'], // while the participle dégagé is admitted
    ['Concarneau', 'proper-noun'],
    ['Virginie-Occidentale', 'proper-noun'],
    ['km', 'abbreviation'],
    ['BD', 'abbreviation'],
    ['lorsqu', 'elided-form'],
    ['envi', 'locution-element'], // only in "à l'envi"
    ['semi', 'affix'],
  ])('%s is refused as %s', (word, category) => {
    expect(lexicon.has(word)).toBe(false);
    expect(lexicon.refusals(word)).toContainEqual({ spelling: word, category });
  });

  it.each([['aujourd’hui'], ['xyzzy']])('%s is unknown: no admitted nor refused form', (word) => {
    expect(lexicon.lookup(word)).toEqual([]);
    expect(lexicon.refusals(word)).toEqual([]);
  });
});

describe('has (exact spelling) and lookup (case, accents and hyphens ignored)', () => {
  it.each([
    ['fatuité', true],
    ['fatuite', false],
    ['FATUITÉ', false],
    ['porte-monnaie', true],
  ])('has(%s) = %s', (word, expected) => {
    expect(lexicon.has(word)).toBe(expected);
  });

  it.each([
    ['FATUITE', ['fatuité']],
    ['remaniable', ['remaniable']],
    ['Pecher', ['pécher', 'pêcher']],
    ['PORTEMONNAIE', ['porte-monnaie', 'portemonnaie']],
    ['oeuvre', ['œuvre', 'œuvré']],
    ['aujourd’hui', []],
  ])('lookup(%s) = %j', (word, spellings) => {
    expect(lexicon.lookup(word)).toEqual(spellings);
  });
});

describe('Lexicon.fromForms (a lexicon from plain lists)', () => {
  const small = Lexicon.fromForms(
    ['zèbre', 'abc', 'Ab', 'a', 'zèbre'],
    [
      { spelling: 'ab', category: 'abbreviation' },
      { spelling: 'a-b-c', category: 'affix' },
      { spelling: 'A', category: 'proper-noun' },
    ],
  );

  it('sorts and deduplicates unsorted input', () => {
    expect(small.size).toBe(4);
    expect(small.lookup('ZEBRE')).toEqual(['zèbre']);
  });

  it.each([
    ['a', [{ spelling: 'A', category: 'proper-noun' }]],
    ['ab', [{ spelling: 'ab', category: 'abbreviation' }]], // key A is a prefix of AB: no mix-up
    ['abc', [{ spelling: 'a-b-c', category: 'affix' }]],
    ['abcd', []],
  ])('refusals(%s)', (word, expected) => {
    expect(small.refusals(word)).toEqual(expected);
  });
});

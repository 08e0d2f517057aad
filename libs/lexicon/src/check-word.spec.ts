import { checkWord, type CheckWordReasonCode } from './check-word';
import { LexiconInputError } from './errors';
import { loadLexicon } from './lexicon';
import type { Rulings } from './rulings';

const lexicon = loadLexicon();
const tiles = (letters: string): string[] => letters.split(' ');
const duplicate = { requireAccentsOnE: true };
const match = { requireAccentsOnE: false };

describe('checkWord: valid answers', () => {
  it.each([
    // draw, answer, letters counted, lexicon spelling matched (duplicate profile: accents on E required)
    ['B A M E R I L A N E', 'REMANIABLE', 10, 'remaniable'],
    ['B A M E R I L A N E', 'RÉANIMABLE', 10, 'réanimable'],
    ['A N E D O S U N E I', 'saoudienne', 10, 'saoudienne'],
    ['A N E D O S U N E I', 'ADÉNOSINE', 9, 'adénosine'],
    ['F A T U I T E X Y Z', 'fatuité', 7, 'fatuité'],
    ['A R S E N I C O U P', 'ARSENIC', 7, 'arsenic'],
    ['M O U C H E S T A R', 'MOUCHE', 6, 'mouche'], // a noun as well as a conjugated verb
    ['O E U V R E S T A B', 'ŒUVRE', 6, 'œuvre'], // Œ takes the two tiles O and E
    ['A B A T J O U R S E', 'abat-jour', 8, 'abat-jour'], // a compound word; the hyphen is no letter
    ['M A R I E E B L T S', 'mariée', 6, 'mariée'], // feminine past participle: E drawn twice, used twice
  ])('%s: %s', (draw, answer, length, spelling) => {
    const result = checkWord(lexicon, tiles(draw), answer, duplicate);
    expect(result).toMatchObject({ valid: true, length, spelling });
    expect(result.reason).toBeUndefined();
  });

  it('ignores accents altogether outside the duplicate profile (fatuite is right in a match)', () => {
    const result = checkWord(lexicon, tiles('F A T U I T E X Y Z'), 'FATUITE', match);
    expect(result).toMatchObject({ valid: true, length: 7 });
  });
});

describe('checkWord: refused answers, with the reason', () => {
  it.each<[string, string, boolean, CheckWordReasonCode, string]>([
    // draw, answer, duplicate profile, reason, letter at fault ('' when none)
    ['B A M E R I L A N E', 'TABLE', true, 'LETTER_NOT_IN_DRAW', 'T'],
    ['B A M E R I L A N E', 'ÉLÉMENT', true, 'LETTER_USED_TOO_OFTEN', 'E'], // 3 E, 2 drawn; no T either
    ['B A M E R I L A N E', 'AMÉNAGEE', true, 'LETTER_NOT_IN_DRAW', 'G'],
    ['M A N G E R O N T S', 'MANGERONT', false, 'CONJUGATED_VERB', ''],
    ['C O N C A R N E A U', 'Concarneau', false, 'PROPER_NOUN', ''],
    ['K M S A B C D E F G', 'km', false, 'ABBREVIATION', ''],
    ['A U J O U R D H U I', 'aujourd’hui', false, 'WORD_WITH_APOSTROPHE', ''],
    ['L O R S Q U E A B C', 'LORSQU', false, 'WORD_WITH_APOSTROPHE', ''], // lorsqu' is elided
    ['E N V I A B C D F G', 'envi', false, 'LOCUTION_ELEMENT', ''],
    ['S E M I A B C D F G', 'semi', false, 'AFFIX', ''],
    ['X Y Z Z Y A B C D E', 'xyzzy', false, 'NOT_IN_LEXICON', ''],
    ['F A T U I T E X Y Z', 'fatuite', true, 'MISSING_ACCENT_ON_E', ''],
    ['F A T U I T E X Y Z', 'FATUITE', true, 'MISSING_ACCENT_ON_E', ''], // capitals need accents too
    ['F A T U I T E X Y Z', 'fatuitè', true, 'WRONG_ACCENT_ON_E', ''],
    ['D E G A G E R S T U', 'dégage', true, 'CONJUGATED_VERB', ''], // the participle dégagé is admitted
  ])('%s: %s (duplicate %s) -> %s', (draw, answer, requireAccentsOnE, code, letter) => {
    const result = checkWord(lexicon, tiles(draw), answer, { requireAccentsOnE });
    expect(result.valid).toBe(false);
    expect(result.reason?.code).toBe(code);
    if (letter) expect(result.reason?.letter).toBe(letter);
  });

  it('says how often a letter is used and drawn', () => {
    const tooMany = checkWord(lexicon, tiles('B A M E R I L A N E'), 'ÉLÉMENT', duplicate);
    expect(tooMany.reason).toMatchObject({ code: 'LETTER_USED_TOO_OFTEN', letter: 'E' });
    expect(tooMany.reason?.message).toBe('E est utilisé 3 fois mais tiré 2 fois');
  });

  it.each([
    // the TV format scores a refused word by its length
    ['M A N G E R O N T S', 'mangeront', 9, 'MANGERONT'],
    // counted without hyphens, even when the word does not fit the draw
    ['A B C D E F G H I J', 'porte-monnaie', 12, 'PORTEMONNAIE'],
  ])('gives the length of a refused word: %s, %s -> %i letters', (draw, answer, length, normalized) => {
    expect(checkWord(lexicon, tiles(draw), answer, match)).toMatchObject({ valid: false, length, normalized });
  });

  it('tells the expected spelling when accents on E are missing', () => {
    expect(checkWord(lexicon, tiles('F A T U I T E X Y Z'), 'fatuite', duplicate).reason).toEqual({
      code: 'MISSING_ACCENT_ON_E',
      expected: ['fatuité'],
      message: 'les accents sur les E sont exigés : le lexique écrit « fatuité »',
      params: { expected: '« fatuité »' },
    });
  });
});

describe("checkWord: the rule books' example words, admitted with no ruling (libs/lexicon/data/additions.txt)", () => {
  it.each<[string, string, boolean, boolean, CheckWordReasonCode | undefined]>([
    // TV rules, « Le Mot le plus long »: "ADENOSINE, AUDONIENS et SOUDANIEN (en 9 lettres)"
    ['A N E D O S U N E I', 'AUDONIENS', false, true, undefined],
    ['A N E D O S U N E I', 'audoniens', true, true, undefined],
    // Douai, II B: "N'oubliez pas les accents sur le « e » [...] resonnées (bon) - résonnées (faux)"
    ['R E S O N N E E S A', 'resonnées', true, true, undefined],
    ['R E S O N N E E S A', 'résonnées', true, false, 'WRONG_ACCENT_ON_E'],
    ['R E S O N N E E S A', 'RESONNEES', true, false, 'MISSING_ACCENT_ON_E'],
    ['R E S O N N E E S A', 'RESONNEES', false, true, undefined], // a match does not check the accents
  ])('%s: %s (duplicate %s) -> valid %s, %s', (draw, answer, requireAccentsOnE, valid, code) => {
    const result = checkWord(lexicon, tiles(draw), answer, { requireAccentsOnE });
    expect(result.valid).toBe(valid);
    expect(result.reason?.code).toBe(code);
    if (valid) expect(result.spelling).toBe(draw.startsWith('A') ? 'audoniens' : 'resonnées');
    else expect(result.reason?.expected).toEqual(['resonnées']);
  });
});

describe('checkWord: rulings override the lexicon both ways', () => {
  const rulings: Rulings = { admitted: ['audoniens', 'resonnées'], refused: ['MOUCHE'] };

  it.each<[string, string, boolean, boolean, CheckWordReasonCode]>([
    ['A N E D O S U N E I', 'AUDONIENS', false, true, 'ADMITTED_BY_RULING'], // also in additions.txt: the ruling is read first
    ['R E S O N N E E S A', 'resonnées', true, true, 'ADMITTED_BY_RULING'], // the Douai regulation's example (a ruling on an admitted word stays allowed)
    ['R E S O N N E E S A', 'résonnées', true, false, 'WRONG_ACCENT_ON_E'], // "résonnées (faux)"
    ['M O U C H E S T A R', 'mouche', false, false, 'REFUSED_BY_RULING'],
    ['M O U C H E S T A R', 'MOUCHÉ', true, false, 'REFUSED_BY_RULING'], // a refusal covers every spelling
  ])('%s: %s (duplicate %s) -> valid %s, %s', (draw, answer, requireAccentsOnE, valid, code) => {
    const result = checkWord(lexicon, tiles(draw), answer, { requireAccentsOnE, rulings });
    expect(result).toMatchObject({ valid, reason: { code } });
  });

  it('keeps a lexicon spelling whose accents differ from an admitted ruling (ruling pécher, answer pêcher)', () => {
    const result = checkWord(lexicon, tiles('P E C H E R S T A B'), 'pêcher', {
      requireAccentsOnE: true,
      rulings: { admitted: ['pécher'] },
    });
    expect(result).toEqual({ valid: true, length: 6, normalized: 'PECHER', spelling: 'pêcher' });
  });

  it('does not let a ruling add a tile: the letters are checked first', () => {
    const result = checkWord(lexicon, tiles('A B C D E F G H I J'), 'audoniens', { ...match, rulings });
    expect(result.reason?.code).toBe('LETTER_NOT_IN_DRAW');
  });

  it('refuses contradictory rulings', () => {
    const bad = { admitted: ['mouche'], refused: ['MOUCHE'] };
    expect(() => checkWord(lexicon, tiles('M O U C H E S T A R'), 'mouche', { ...match, rulings: bad })).toThrow(
      expect.objectContaining({ code: 'CONFLICTING_RULINGS', field: 'rulings.admitted[0]' }),
    );
  });
});

describe('checkWord: bad input throws LexiconInputError', () => {
  it.each([
    ['A B C', 'abc', 'INVALID_DRAW_LENGTH', 'draw'],
    ['A B C D E F G H I 1', 'abc', 'INVALID_DRAW_LETTER', 'draw[9]'],
    ['A B C D E F G H I É', 'abc', 'INVALID_DRAW_LETTER', 'draw[9]'],
    ['A B C D E F G H I J', '', 'INVALID_ANSWER', 'answer'],
    ['A B C D E F G H I J', 'ab1', 'INVALID_ANSWER', 'answer'],
    ['A B C D E F G H I J', 'pomme de terre', 'INVALID_ANSWER', 'answer'],
  ])('draw %s, answer %j -> %s on %s', (draw, answer, code, field) => {
    let error: unknown;
    try {
      checkWord(lexicon, tiles(draw), answer, match);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LexiconInputError);
    expect(error).toMatchObject({ code, field });
  });
});

import { GameInputError } from '@greffier/common';
import { dealOf, wordsFor } from './testing/deals';
import { parseRecord, parseSettings } from './validation';

function refused(record: unknown, players: 3 | 4 = 4): { field: string; reason: string }[] {
  try {
    parseRecord(record, players);
  } catch (e) {
    if (e instanceof GameInputError) return e.errors;
    throw e;
  }
  throw new Error('the record was accepted');
}
const fields = (record: unknown, players: 3 | 4 = 4): string[] => refused(record, players).map((e) => e.field);

describe('the record refused, every box named', () => {
  it.each<[string, unknown, string[]]>([
    ['a trick count over 13', { deals: [dealOf(1, 14)] }, ['deals[0].tricks']],
    ['a trick count that is not whole', { deals: [dealOf(1, 7), dealOf(1, 6.5)] }, ['deals[1].tricks']],
    ['a missing word', { deals: [{ words: { 1: 'MAISON', 2: 'ELITE', 3: 'HELAS' }, tricks: 7 }] }, ['deals[0].words.4']],
    // 003: "Celui qui ne peut pas former un mot d'au moins 5 lettres doit montrer son jeu"
    ['a word of 4 letters', { deals: [{ words: { ...wordsFor(1), 2: 'LOUP' }, tricks: 7 }] }, ['deals[0].words.2']],
    ['a word with a digit', { deals: [{ words: { ...wordsFor(1), 3: 'TR0US' }, tricks: 7 }] }, ['deals[0].words.3']],
    ['more Z than the pack holds (one)', { deals: [{ words: { 1: 'ZEBRE', 2: 'ZONES', 3: 'HELAS', 4: 'TROUS' }, tricks: 7 }] }, ['deals[0].words']],
    ['nobody formed a word', { deals: [{ words: { 1: null, 2: null, 3: null, 4: null }, tricks: 7 }] }, ['deals[0].words']],
    ['a declarer the words contradict', { deals: [dealOf(1, 7, { declarer: 2 })] }, ['deals[0].declarer']],
    // HELAS 44 twice
    ['a tie the words cannot break, no declarer given', { deals: [{ words: { 1: 'HELAS', 2: 'HELAS', 3: 'TROUS', 4: 'ZEBRE' }, tricks: 7 }] }, ['deals[0].declarer']],
    // HELAS, HELAS, TRIER all 44: H before T, then HELAS = HELAS
    ['a tie, a declarer outside it', { deals: [{ words: { 1: 'HELAS', 2: 'HELAS', 3: 'TROUS', 4: 'TRIER' }, declarer: 3, tricks: 7 }] }, ['deals[0].declarer']],
    ['an unknown box', { deals: [{ ...dealOf(1, 7), contract: 3 }], score: 1 }, ['score', 'deals[0].contract']],
    ['a renonce without the penalty chosen', { deals: [dealOf(1, 7, { renonce: { seat: 2 } as never })] }, ['deals[0].renonce.penalty']],
    ['a dealer off the table', { deals: [dealOf(1, 7, { dealer: 5 })] }, ['deals[0].dealer']],
    ['defenders\' tricks at four', { deals: [dealOf(1, 7, { defenderTricks: { 2: 6 } })] }, ['deals[0].defenderTricks']],
    ['several deals wrong at once', { deals: [dealOf(1, 14), dealOf(2, 7), { words: { ...wordsFor(2), 1: 'AB' }, tricks: -1 }] }, ['deals[0].tricks', 'deals[2].tricks', 'deals[2].words.1']],
  ])('%s', (_, record, expected) => {
    expect(fields(record)).toEqual(expected);
  });

  it('says why', () => {
    expect(refused({ deals: [dealOf(1, 14)] })[0]?.reason).toContain('0 to 13');
    expect(refused({ deals: [dealOf(1, 7, { declarer: 2 })] })[0]?.reason).toBe('the words make seat 1 (MAISON, 52) the declarer, not seat 2');
  });

  it.each<[string, unknown, string[]]>([
    ['the 13 tricks do not add up', { deals: [{ words: wordsFor(1, 3), tricks: 7, defenderTricks: { 2: 3, 3: 2 } }] }, ['deals[0].defenderTricks']],
    ['the declarer listed as a defender', { deals: [{ words: wordsFor(1, 3), tricks: 7, defenderTricks: { 1: 3, 3: 3 } }] }, ['deals[0].defenderTricks.1', 'deals[0].defenderTricks.2']],
    ['no defenders\' tricks', { deals: [{ words: wordsFor(2, 3), tricks: 7 }] }, ['deals[0].defenderTricks']],
    ['the declarer revokes, 3 tricks, no receiver', { deals: [{ words: wordsFor(2, 3), tricks: 7, defenderTricks: { 1: 3, 3: 3 }, renonce: { seat: 2, penalty: 'tricks' } }] }, ['deals[0].renonce.to']],
  ])('at three: %s', (_, record, expected) => {
    expect(fields(record, 3)).toEqual(expected);
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['two A for the dealer', { 1: 'A', 2: 'A', 3: 'K', 4: 'M' }, ['cut.2']],
    ['the second and third cards equal: the partnerships', { 1: 'A', 2: 'D', 3: 'D', 4: 'Z' }, ['cut.3']],
    ['a master card, a word, a missing seat', { 1: '*', 2: 'AB' }, ['cut.1', 'cut.2', 'cut.3', 'cut.4']],
  ])('a cut that decides nothing: %s', (_, cut, expected) => {
    expect(fields({ cut, deals: [] })).toEqual(expected);
  });

  it('keeps the record normalised: words in capitals without accents, the cut too', () => {
    const parsed = parseRecord({ cut: { 1: 'k', 2: 'b', 3: 't', 4: 'c' }, deals: [{ words: { 1: ' élève ', 2: 'Cœurs', 3: null, 4: 'trous' }, tricks: 7 }] }, 4);
    expect(parsed.record).toEqual({ cut: { 1: 'K', 2: 'B', 3: 'T', 4: 'C' }, deals: [{ words: { 1: 'ELEVE', 2: 'COEURS', 3: null, 4: 'TROUS' }, tricks: 7 }] });
    expect(parsed.deals[0]?.declarer).toBe(2); // COEURS 8 + 8 + 10 + 8 + 8 + 8 = 50 > ELEVE 10 + 8 + 10 + 6 + 10 = 44
  });
});

describe('the settings', () => {
  it('fill every card the club leaves out with the default values', () => {
    const { values } = parseSettings({ values: { z: 10 } });
    expect(values.Z).toBe(10);
    expect(values.A).toBe(10);
    expect(values['*']).toBe(15);
  });
  it.each<[unknown, string[]]>([
    [{ values: { '1': 3, B: -2, C: 2.5 } }, ['settings.values.1', 'settings.values.B', 'settings.values.C']],
    [{ points: 3 }, ['settings.points']],
  ])('refuse %j', (raw, expected) => {
    expect(() => parseSettings(raw)).toThrow(GameInputError);
    try {
      parseSettings(raw);
    } catch (e) {
      expect((e as GameInputError).errors.map((x) => x.field)).toEqual(expected);
    }
  });
});

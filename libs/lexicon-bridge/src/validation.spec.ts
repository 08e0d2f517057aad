import { refusedInFrench } from '../../common/src/testing/refused';
import { GameInputError } from '@greffier/common';
import { dealOf, wordsFor } from './testing/deals';
import { parseRecord, parseSettings } from './validation';
import { englishWords } from '../../messages/src/testing/english';

function refused(record: unknown, players: 3 | 4 = 4): { field: string; reason: string }[] {
  return refusedInFrench(() => parseRecord(record, players), 'the record was accepted').errors;
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

  it.each<[string, unknown, 3 | 4, string]>([
    ['a trick count over 13', { deals: [dealOf(1, 14)] }, 4, '14 levées : une donne n’en a que 13'],
    ['a trick count that is not whole', { deals: [dealOf(1, 6.5)] }, 4, 'les levées du déclarant (avec le mort) : un nombre entier de 0 à 13'],
    ['a declarer the words contradict', { deals: [dealOf(1, 7, { declarer: 2 })] }, 4, 'les mots font de la place 1 (MAISON, 52) le déclarant, pas de la place 2'],
    ['a word of 4 letters', { deals: [{ words: { ...wordsFor(1), 2: 'LOUP' }, tricks: 7 }] }, 4, 'un mot d’au moins 5 lettres ; un joueur qui n’en a pas montre son jeu : laissez la case vide'],
    ['a word with a digit', { deals: [{ words: { ...wordsFor(1), 3: 'TR0US' }, tricks: 7 }] }, 4, 'des lettres de A à Z seulement, et * pour la carte maîtresse'],
    ['more Z than the pack holds', { deals: [{ words: { 1: 'ZEBRE', 2: 'ZONES', 3: 'HELAS', 4: 'TROUS' }, tricks: 7 }] }, 4, 'plus de Z que le jeu n’en contient (écrivez la carte maîtresse *)'],
    ['nobody formed a word', { deals: [{ words: { 1: null, 2: null, 3: null, 4: null }, tricks: 7 }] }, 4, 'personne n’a formé de mot : personne ne déclare, on redonne (la donne n’est pas notée)'],
    ['a missing word', { deals: [{ words: { 1: 'MAISON', 2: 'ELITE', 3: 'HELAS' }, tricks: 7 }] }, 4, 'chaque joueur montre un mot, ou son jeu (null) : celui de cette place manque'],
    ['a tie, no declarer given', { deals: [{ words: { 1: 'HELAS', 2: 'HELAS', 3: 'TROUS', 4: 'ZEBRE' }, tricks: 7 }] }, 4,
      'les mots ne départagent pas la place 1 (HELAS, 44) et la place 2 (HELAS, 44) : indiquez le déclarant choisi par la table'],
    ['a tie, a declarer outside it', { deals: [{ words: { 1: 'HELAS', 2: 'HELAS', 3: 'TROUS', 4: 'TRIER' }, declarer: 3, tricks: 7 }] }, 4,
      'l’une des places dont les mots sont à égalité : la place 1 (HELAS, 44) et la place 2 (HELAS, 44)'],
    ['an unknown box', { deals: [], score: 1 }, 4, 'case inconnue (celles qu’on attend ici : « cut », « deals »)'],
    ['the penalty of a revoke', { deals: [dealOf(1, 7, { renonce: { seat: 2 } as never })] }, 4,
      'le choix des adversaires : « tricks » (prendre 3 levées) ou « points » (50 points au-dessus de la ligne)'],
    ['a dealer off the table', { deals: [dealOf(1, 7, { dealer: 5 })] }, 4, 'une place, de 1 à 4'],
    ['defenders\' tricks at four', { deals: [dealOf(1, 7, { defenderTricks: { 2: 6 } })] }, 4, 'à trois seulement : à quatre, les défenseurs font ensemble 13 levées moins celles du déclarant'],
    ['the 13 tricks at three', { deals: [{ words: wordsFor(1, 3), tricks: 4, defenderTricks: { 2: 6, 3: 4 } }] }, 3, '13 levées par donne : 4 pour le déclarant + 10 pour les défenseurs = 14'],
    ['the declarer listed as a defender', { deals: [{ words: wordsFor(1, 3), tricks: 7, defenderTricks: { 1: 3, 3: 3 } }] }, 3, 'la place 1 déclare : seuls les défenseurs (places 2 et 3) sont notés'],
    ['the receiver of a declarer\'s revoke', { deals: [{ words: wordsFor(2, 3), tricks: 7, defenderTricks: { 1: 3, 3: 3 }, renonce: { seat: 2, penalty: 'tricks' } }] }, 3,
      'le déclarant a renoncé : quel défenseur prend les 3 levées ?'],
    ['the same card for the dealer', { cut: { 1: 'A', 2: 'A', 3: 'K', 4: 'M' }, deals: [] }, 4,
      'la même lettre (A) que la place 1 : le donneur n’est pas désigné ; coupez de nouveau et notez la coupe qui décide'],
    ['the same card for the partnerships', { cut: { 1: 'A', 2: 'D', 3: 'D', 4: 'Z' }, deals: [] }, 4,
      'la même lettre (D) que la place 2 : les équipes ne sont pas formées ; coupez de nouveau et notez la coupe qui décide'],
    ['the master card at the cut', { cut: { 1: '*', 2: 'B', 3: 'C', 4: 'D' }, deals: [] }, 4, 'la carte maîtresse n’a pas de rang à la coupe : tirez de nouveau'],
    ['no record', 'deals', 4, 'la feuille est un objet { cut, deals } : la coupe (facultative), puis la liste des donnes'],
  ])('says why in French: %s', (_, record, players, reason) => {
    expect(refused(record, players)[0]?.reason).toBe(reason);
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
      for (const { field, reason } of (e as GameInputError).errors) expect({ field, english: englishWords(reason, [field]) }).toEqual({ field, english: [] });
    }
  });
});

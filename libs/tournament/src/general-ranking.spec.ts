import { AfternoonInputError } from './afternoon-errors';
import { buildBracket } from './bracket';
import { generalPlace, generalRanking } from './general-ranking';
import { formPoules } from './poules';
import { ids, playBetterSeedWins } from './testing/bracket-fixtures';

describe('generalPlace: 16 x poule index + place in poule', () => {
  it.each<[string, number, number, number]>([
    ['A', 0, 1, 1], // 16 x 0 + 1
    ['A', 0, 16, 16], // 16 x 0 + 16
    ['B', 1, 1, 17], // 16 x 1 + 1
    ['B', 1, 9, 25], // 16 x 1 + 9
    ['C', 2, 8, 40], // 16 x 2 + 8
  ])('poule %s (index %i), place %i: %i', (_, index, place, general) => {
    expect(generalPlace(index, place)).toBe(general);
  });
});

describe('generalRanking', () => {
  const poules = formPoules(ids(40)); // A 16, B 16, C 8

  it('places every player of 40: the better seed winning everywhere, place = duplicate rank', () => {
    const r = generalRanking(poules.map((p) => playBetterSeedWins(buildBracket(p))), ['w1', 'w2']);
    expect(r.rows.map((x) => x.place)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(r.rows.map((x) => x.playerId)).toEqual(ids(40));
    expect(r.rows[16]).toEqual({ place: 17, playerId: 'p17', poule: 'B', placeInPoule: 1 });
    expect(r.withdrawn).toEqual(['w1', 'w2']); // withdrawn before the poules: apart, no place
  });

  it('an upset in poule B: seed 16 (p32) beats seed 1 (p17) in the 1/8 and wins the poule', () => {
    const b = playBetterSeedWins(buildBracket(poules[1]!), (id) => ['B-R16-1', 'B-QF-1', 'B-SF-1', 'B-F'].includes(id));
    const r = generalRanking([playBetterSeedWins(buildBracket(poules[0]!)), b, playBetterSeedWins(buildBracket(poules[2]!))]);
    const at = (id: string) => r.rows.find((x) => x.playerId === id)!;
    expect(at('p32')).toMatchObject({ place: 17, placeInPoule: 1 }); // 16 x 1 + 1
    expect(at('p17')).toMatchObject({ place: 25, placeInPoule: 9 }); // lost the 1/8, won 9-16, 9-12, 9-10: 16 x 1 + 9
    expect(at('p40')).toMatchObject({ place: 40, poule: 'C', placeInPoule: 8 }); // 16 x 2 + 8
  });

  it('accepts the brackets in any order', () => {
    const done = poules.map((p) => playBetterSeedWins(buildBracket(p)));
    expect(generalRanking([...done].reverse())).toEqual(generalRanking(done));
  });

  it.each<[string, () => unknown, string, string]>([
    ['an unfinished poule', () => generalRanking([buildBracket(poules[0]!)]), 'POULE_NOT_FINISHED', 'la poule A a encore des matchs à jouer'],
    ['a missing poule', () => generalRanking([playBetterSeedWins(buildBracket(poules[1]!))]), 'INVALID_POULE', 'la poule 1 sur 1 manque ou figure deux fois'],
    ['a withdrawn player who plays', () => generalRanking([playBetterSeedWins(buildBracket(poules[0]!))], ['p3']), 'DUPLICATE_PLAYER', 'le joueur p3 s’est retiré mais joue dans une poule'],
    ['a withdrawn player twice', () => generalRanking([playBetterSeedWins(buildBracket(poules[0]!))], ['x', 'x']), 'DUPLICATE_PLAYER', 'un joueur retiré figure deux fois'],
  ])('refuses %s, in French', (_, act, code, message) => {
    expect(act).toThrow(AfternoonInputError);
    expect(act).toThrow(expect.objectContaining({ code, message }));
  });
});

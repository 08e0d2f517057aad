import fc from 'fast-check';
import { AfternoonInputError } from './afternoon-errors';
import { bestClubCup, type ClubCupEntry } from './best-club';

/** Players of one club at the given places: `${club}${place}`. */
const club = (clubId: string, ...places: number[]): ClubCupEntry[] => places.map((place) => ({ playerId: `${clubId}${place}`, clubId, place }));
const summary = (entries: ClubCupEntry[]) => bestClubCup(entries).ranked.map((r) => [r.rank, r.clubId, r.total, r.thirdPlace, r.brokenBy ?? null]);

describe('bestClubCup: the sum of the 3 best general places', () => {
  // Douai, "V - Coupe du meilleur club": "Les 3 clubs sont à 20 ; dans ce cas, c'est le club C qui gagne (car son
  // 3ème joueur est le meilleur des troisièmes)".
  it('the regulation example: A 1+9+10, B 2+3+15, C 5+7+8, all 20: C (3rd 8th), A (10th), B (15th)', () => {
    const entries = [...club('A', 1, 9, 10), ...club('B', 2, 3, 15), ...club('C', 5, 7, 8)];
    expect(summary(entries)).toEqual([
      [1, 'C', 20, 8, null], // 5 + 7 + 8 = 20
      [2, 'A', 20, 10, 'third-place'], // 1 + 9 + 10 = 20
      [3, 'B', 20, 15, 'third-place'], // 2 + 3 + 15 = 20
    ]);
  });

  it.each<[string, ClubCupEntry[], (string | number | null)[][]]>([
    // "1er + 5ème + 9ème donne un total de 15"
    ['the regulation sum: 1 + 5 + 9 = 15', club('A', 1, 5, 9), [[1, 'A', 15, 9, null]]],
    ['the lowest total wins: 2 + 3 + 4 = 9 before 1 + 5 + 6 = 12', [...club('X', 1, 5, 6), ...club('Y', 2, 3, 4)], [[1, 'Y', 9, 4, null], [2, 'X', 12, 6, null]]],
    ['only the 3 best count: 1 + 2 + 3 = 6, the 40th is left out', club('A', 40, 3, 1, 2), [[1, 'A', 6, 3, null]]],
  ])('%s', (_, entries, expected) => {
    expect(summary(entries)).toEqual(expected);
  });

  it('lists a club of fewer than 3 players as not ranked, and leaves players without a club out', () => {
    const cup = bestClubCup([...club('A', 4, 5, 6), ...club('B', 1, 2), { playerId: 'solo', clubId: null, place: 3 }]);
    expect(cup.ranked.map((r) => r.clubId)).toEqual(['A']);
    expect(cup.notRanked).toEqual([{ clubId: 'B', playerIds: ['B1', 'B2'], places: [1, 2] }]);
  });

  it('keeps the 3 best players of each club, best first', () => {
    expect(bestClubCup(club('A', 9, 2, 7, 30)).ranked[0]).toMatchObject({ playerIds: ['A2', 'A7', 'A9'], places: [2, 7, 9] });
  });

  it.each<[string, ClubCupEntry[], string, string]>([
    ['a place held twice', [...club('A', 1), ...club('B', 1)], 'INVALID_PLACES', 'la place 1 est occupée deux fois'],
    ['a place 0', club('A', 0), 'INVALID_PLACES', 'une place au classement général est un entier d’au moins 1'],
    ['a player twice', [{ playerId: 'p', clubId: 'A', place: 1 }, { playerId: 'p', clubId: 'A', place: 2 }], 'DUPLICATE_PLAYER', 'le joueur p figure deux fois'],
  ])('refuses %s, in French', (_, entries, code, message) => {
    expect(() => bestClubCup(entries)).toThrow(AfternoonInputError);
    expect(() => bestClubCup(entries)).toThrow(expect.objectContaining({ code, message }));
  });
});

describe('bestClubCup is a total order (property test)', () => {
  it('ranks 1..k, by total then third place, never two clubs equal on both', () => {
    const field = fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', null), { minLength: 0, maxLength: 40 });
    fc.assert(
      fc.property(field, fc.nat(), (clubs, shift) => {
        // distinct places: a rotation of 1..n
        const entries = clubs.map((clubId, i) => ({ playerId: `p${i}`, clubId, place: ((i + shift) % clubs.length) + 1 }));
        const { ranked } = bestClubCup(entries);
        expect(ranked.map((r) => r.rank)).toEqual(ranked.map((_, i) => i + 1));
        for (let i = 1; i < ranked.length; i++) {
          const [x, y] = [ranked[i - 1]!, ranked[i]!];
          expect(x.total < y.total || (x.total === y.total && x.thirdPlace < y.thirdPlace)).toBe(true);
        }
      }),
      { seed: 20260412, numRuns: 300 },
    );
  });
});

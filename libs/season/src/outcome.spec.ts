import { SeasonInputError } from './errors';
import { type DuplicateStanding, tournamentOutcome, type TournamentStandings } from './outcome';

// docs/rules/season-ranking.md, "A tournament's result": the final place comes from the general ranking after the
// afternoon (Douai regulation, "IV - Poules", places 16 x poule + place), else the Pyramide standings, else the duplicate.
const duplicate = (provisional = false): DuplicateStanding => ({
  provisional,
  rows: [
    { playerId: 'ann', rank: 1, total: 90, percentOfTopPerMille: 900 },
    { playerId: 'bob', rank: 2, total: 80, percentOfTopPerMille: 800 },
    { playerId: 'cat', rank: 3, total: 80, percentOfTopPerMille: 800 },
  ],
  notCounted: [{ playerId: 'dan', total: 40 }],
});
const general = (complete = true) => ({ complete, rows: [{ playerId: 'bob', place: 1 }, { playerId: 'ann', place: 2 }, { playerId: 'cat', place: 3 }] });
const summary = (s: TournamentStandings) => {
  const o = tournamentOutcome(s);
  return { source: o.source, provisional: o.provisional, field: o.field, places: Object.fromEntries(o.players.map((p) => [p.playerId, p.place])) };
};

describe('tournamentOutcome: each player\'s result in one tournament', () => {
  it.each<[string, TournamentStandings, ReturnType<typeof summary>]>([
    ['a Douai day played out: the general ranking\'s places', { duplicate: duplicate(), general: general() }, { source: 'general', provisional: false, field: 3, places: { ann: 2, bob: 1, cat: 3, dan: null } }],
    [
      'poules still under way: the duplicate\'s ranks, final, come first',
      { duplicate: duplicate(), general: general(false) },
      { source: 'duplicate', provisional: false, field: 3, places: { ann: 1, bob: 2, cat: 3, dan: null } },
    ],
    [
      'both still under way: the general ranking as it stands, provisional',
      { duplicate: duplicate(true), general: general(false) },
      { source: 'general', provisional: true, field: 3, places: { ann: 2, bob: 1, cat: 3, dan: null } },
    ],
    ['a duplicate alone, sheets still to check: provisional', { duplicate: duplicate(true) }, { source: 'duplicate', provisional: true, field: 3, places: { ann: 1, bob: 2, cat: 3, dan: null } }],
    [
      'a Pyramide in doublette: both players of a pair hold its rank, the field counts pairs',
      { pyramide: { provisional: false, rows: [{ rank: 1, playerIds: ['cat', 'dan'] }, { rank: 2, playerIds: ['ann', 'bob'] }] } },
      { source: 'pyramide', provisional: false, field: 2, places: { ann: 2, bob: 2, cat: 1, dan: 1 } },
    ],
    [
      'a duplicate then a Pyramide: the Pyramide\'s standings are the final ranking',
      { duplicate: duplicate(), pyramide: { provisional: false, rows: [{ rank: 1, playerIds: ['cat'] }, { rank: 2, playerIds: ['ann'] }, { rank: 3, playerIds: ['bob'] }] } },
      { source: 'pyramide', provisional: false, field: 3, places: { ann: 2, bob: 3, cat: 1, dan: null } },
    ],
    ['nothing played yet', { duplicate: { provisional: true, rows: [], notCounted: [] } }, { source: null, provisional: false, field: 0, places: {} }],
  ])('%s', (_, standings, expected) => expect(summary(standings)).toEqual(expected));

  it('keeps the duplicate\'s rank, points and % of the top beside the final place; a sheet not counted has no rank', () => {
    const o = tournamentOutcome({ duplicate: duplicate(), general: general() });
    expect(o.duplicateField).toBe(3);
    expect(o.players).toEqual([
      { playerId: 'ann', duplicate: { rank: 1, total: 90, percentOfTopPerMille: 900 }, place: 2 },
      { playerId: 'bob', duplicate: { rank: 2, total: 80, percentOfTopPerMille: 800 }, place: 1 },
      { playerId: 'cat', duplicate: { rank: 3, total: 80, percentOfTopPerMille: 800 }, place: 3 },
      { playerId: 'dan', duplicate: { rank: null, total: 40, percentOfTopPerMille: null }, place: null },
    ]);
  });

  it.each<[string, TournamentStandings, string]>([
    ['a player twice in the general ranking', { general: { complete: true, rows: [{ playerId: 'a', place: 1 }, { playerId: 'a', place: 2 }] } }, 'general[1]'],
    ['a pair\'s player in another pair', { pyramide: { provisional: false, rows: [{ rank: 1, playerIds: ['a', 'b'] }, { rank: 2, playerIds: ['b', 'c'] }] } }, 'pyramide[1]'],
    ['a place 0', { general: { complete: true, rows: [{ playerId: 'a', place: 0 }] } }, 'general[0]'],
    ['a sheet both ranked and not counted', { duplicate: { provisional: false, rows: [{ playerId: 'a', rank: 1, total: 5, percentOfTopPerMille: null }], notCounted: [{ playerId: 'a', total: 5 }] } }, 'duplicate.notCounted'],
  ])('refuses %s', (_, standings, field) => {
    expect(() => tournamentOutcome(standings)).toThrow(SeasonInputError);
    expect(() => tournamentOutcome(standings)).toThrow(expect.objectContaining({ code: 'INVALID_STANDINGS', field }));
  });
});

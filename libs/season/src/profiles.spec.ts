import { SeasonInputError } from './errors';
import { DEFAULT_PARAMETERS, describeProfile, resultPoints, type ResultFigures, seasonParameters, type SeasonProfile } from './profiles';

// docs/rules/season-ranking.md: the rule books give no season ranking; these profiles are the project's reading.
const at = (place: number | null, field: number, percentOfTopPerMille: number | null = null): ResultFigures => ({ place, field, percentOfTopPerMille });

describe('resultPoints: what one tournament is worth', () => {
  const table = seasonParameters('places-table');
  it.each<[string, ResultFigures, number | null]>([
    ['the winner: the table\'s 1st', at(1, 48), 100],
    ['the 2nd', at(2, 48), 80],
    ['the 16th, last of the first poule', at(16, 48), 16],
    ['the 17th, past the table: the 5 points for taking part', at(17, 48), 5],
    ['the 48th and last: 5 as well', at(48, 48), 5],
    ['no final place (withdrew before the poules): nothing', at(null, 48), null],
  ])('places-table (default): %s', (_, result, points) => expect(resultPoints('places-table', table, result)).toBe(points));

  it.each<[string, ResultFigures, number | null]>([
    ['the winner of 40: 40 - 1 + 1 = 40', at(1, 40), 40],
    ['the 10th of 40: 40 - 10 + 1 = 31', at(10, 40), 31],
    ['the last of 40: 40 - 40 + 1 = 1', at(40, 40), 1],
    ['a pair 3rd of 12 pairs (doublette): 12 - 3 + 1 = 10', at(3, 12), 10],
    ['no final place: nothing', at(null, 40), null],
  ])('players-beaten: %s', (_, result, points) => expect(resultPoints('players-beaten', { best: 5 }, result)).toBe(points));

  it.each<[string, ResultFigures, number | null]>([
    ['87.4 % of the top: 874 points', at(12, 40, 874), 874],
    ['the top itself: 1000', at(1, 40, 1000), 1000],
    ['a Pyramide without duplicate: nothing, whatever the place', at(1, 8, null), null],
  ])('percent-of-top: %s', (_, result, points) => expect(resultPoints('percent-of-top', { best: 5 }, result)).toBe(points));

  it('reads a table of the season\'s own: 3 places, then 1', () => {
    const own = seasonParameters('places-table', { points: [10, 6, 3], beyond: 1 });
    expect([1, 2, 3, 4, 30].map((place) => resultPoints('places-table', own, at(place, 30)))).toEqual([10, 6, 3, 1, 1]);
  });
});

describe('seasonParameters: a profile\'s settings, checked, with its defaults', () => {
  it.each(Object.entries(DEFAULT_PARAMETERS))('%s without parameters: its defaults', (profile, defaults) => {
    expect(seasonParameters(profile)).toEqual(defaults);
    expect(seasonParameters(profile, {})).toEqual(defaults);
  });

  it.each<[string, SeasonProfile, Record<string, unknown>, object]>([
    ['the best 8 results', 'places-table', { best: 8 }, { best: 8, beyond: 5 }],
    ['a table ending lower than 5: beyond takes its last (2)', 'places-table', { points: [10, 5, 2] }, { best: 5, points: [10, 5, 2], beyond: 2 }],
    ['a table whose places past it get nothing', 'places-table', { points: [3, 2, 1], beyond: 0 }, { points: [3, 2, 1], beyond: 0 }],
    ['equal places allowed (10, 10)', 'places-table', { points: [10, 10, 4] }, { points: [10, 10, 4], beyond: 4 }],
    ['players-beaten, the best 3', 'players-beaten', { best: 3 }, { best: 3 }],
  ])('%s', (_, profile, given, expected) => expect(seasonParameters(profile, given)).toMatchObject(expected));

  it.each<[string, string, unknown, string, string]>([
    ['an unknown profile', 'elo', {}, 'profile', 'UNKNOWN_SEASON_PROFILE'],
    ['parameters as a list', 'places-table', [5], 'parameters', 'INVALID_SEASON_PARAMETERS'],
    ['a parameter of another profile', 'percent-of-top', { points: [3, 2] }, 'parameters.points', 'INVALID_SEASON_PARAMETERS'],
    ['an unknown parameter', 'places-table', { bonus: 1 }, 'parameters.bonus', 'INVALID_SEASON_PARAMETERS'],
    ['best 0', 'places-table', { best: 0 }, 'parameters.best', 'INVALID_SEASON_PARAMETERS'],
    ['best 2.5', 'players-beaten', { best: 2.5 }, 'parameters.best', 'INVALID_SEASON_PARAMETERS'],
    ['best 101', 'percent-of-top', { best: 101 }, 'parameters.best', 'INVALID_SEASON_PARAMETERS'],
    ['an empty table', 'places-table', { points: [] }, 'parameters.points', 'INVALID_SEASON_PARAMETERS'],
    ['a table of 201 places', 'places-table', { points: Array(201).fill(1) }, 'parameters.points', 'INVALID_SEASON_PARAMETERS'],
    ['negative points', 'places-table', { points: [10, -1] }, 'parameters.points[1]', 'INVALID_SEASON_PARAMETERS'],
    ['points as text', 'places-table', { points: [10, '5'] }, 'parameters.points[1]', 'INVALID_SEASON_PARAMETERS'],
    ['a 3rd place worth more than the 2nd (10, 5, 6)', 'places-table', { points: [10, 5, 6] }, 'parameters.points[2]', 'INVALID_SEASON_PARAMETERS'],
    ['beyond worth more than the last place (3 > 2)', 'places-table', { points: [10, 2], beyond: 3 }, 'parameters.beyond', 'INVALID_SEASON_PARAMETERS'],
  ])('refuses %s', (_, profile, given, field, code) => {
    const call = () => seasonParameters(profile, given as Record<string, unknown>);
    expect(call).toThrow(SeasonInputError);
    expect(call).toThrow(expect.objectContaining({ code, field }));
  });

  it('says why in French', () => {
    expect(() => seasonParameters('places-table', { points: [10, 5, 6] })).toThrow('la place 3 ne peut pas rapporter plus de points que la place au-dessus');
  });
});

describe('describeProfile: the rule in words', () => {
  it('the default places table: its first 8 places, its length, beyond and best', () => {
    expect(describeProfile('places-table', seasonParameters('places-table'))).toBe(
      'Chaque tournoi rapporte des points selon la place finale (1re : 100, 2e : 80, 3e : 65, 4e : 55, 5e : 50, 6e : 45, 7e : 40, 8e : 36 … (16 places au barème) ; 5 points pour toute place au-delà) ; la saison additionne les 5 meilleurs résultats de chaque joueur.',
    );
  });
  it('a short table, shown whole', () => {
    expect(describeProfile('places-table', seasonParameters('places-table', { points: [3, 2, 1], beyond: 0, best: 2 }))).toBe(
      'Chaque tournoi rapporte des points selon la place finale (1re : 3, 2e : 2, 3e : 1 ; 0 point pour toute place au-delà) ; la saison additionne les 2 meilleurs résultats de chaque joueur.',
    );
  });
  it.each<[SeasonProfile, RegExp]>([
    ['players-beaten', /^Chaque tournoi rapporte 1 point, plus 1 point par joueur .* les 4 meilleurs résultats/],
    ['percent-of-top', /^Chaque duplicate rapporte son pourcentage du top en pour mille .* les 4 meilleurs résultats/],
  ])('%s', (profile, text) => expect(describeProfile(profile, { best: 4 })).toMatch(text));
});

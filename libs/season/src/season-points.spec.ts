import type { PlayerOutcome } from './outcome';
import { seasonParameters, type SeasonProfile } from './profiles';
import { latestClub, type PlayedFor, type SeasonTournament, seasonPoints } from './season-points';

// docs/rules/season-ranking.md, "A season": the tournaments dated within the season and finished count; "The season
// ranking": a result the profile gives no points (no final place; no duplicate under percent-of-top) is left out.
type Result = [place: number | null, percentOfTopPerMille?: number];
const outcome = (playerId: string, [place, perMille]: Result): PlayerOutcome => ({
  playerId,
  place,
  duplicate: perMille === undefined ? null : { rank: 1, total: 0, percentOfTopPerMille: perMille },
});
const tournament = (id: string, counts: boolean, field: number, results: Record<string, Result>, clubs: Record<string, string> = {}): SeasonTournament => ({
  tournament: { id, date: `2026-${id.slice(1).padStart(2, '0')}-01`, counts },
  field,
  outcomes: new Map(Object.entries(results).map(([playerId, r]) => [playerId, outcome(playerId, r)])),
  entries: new Map(Object.keys({ ...results, ...clubs }).map((playerId) => [playerId, { clubId: clubs[playerId] ?? 'arras', club: clubs[playerId] ?? 'arras' }])),
});
const players = new Map(['ann', 'bob', 'cat'].map((id) => [id, { name: id.toUpperCase() }]));
const summary = (profile: SeasonProfile, tournaments: SeasonTournament[]) => {
  const { points, entrants } = seasonPoints(tournaments, profile, seasonParameters(profile), players);
  return {
    points: Object.fromEntries([...points].map(([id, worth]) => [id, Object.fromEntries(worth)])),
    entrants: entrants.map((e) => [e.name, ...e.results.map((r) => `${r.tournamentId}:${r.points}`)]),
  };
};

describe('seasonPoints: which results count, and what each is worth', () => {
  it.each<[string, SeasonProfile, SeasonTournament[], ReturnType<typeof summary>]>([
    [
      'finished tournaments on the default table: 1st 100, 2nd 80, 17th past the table 5',
      'places-table',
      [tournament('t1', true, 40, { ann: [1], bob: [2] }), tournament('t2', true, 40, { ann: [17], cat: [1] })],
      { points: { t1: { ann: 100, bob: 80 }, t2: { ann: 5, cat: 100 } }, entrants: [['ANN', 't1:100', 't2:5'], ['BOB', 't1:80'], ['CAT', 't2:100']] },
    ],
    [
      'a tournament still under way counts nothing yet, not even an empty list of points',
      'places-table',
      [tournament('t1', true, 40, { ann: [2] }), tournament('t2', false, 40, { ann: [1], bob: [2] })],
      { points: { t1: { ann: 80 } }, entrants: [['ANN', 't1:80']] },
    ],
    [
      'no final place (withdrew before the poules): no points, and no entrant without another result',
      'places-table',
      [tournament('t1', true, 40, { ann: [1], bob: [null, 700] })],
      { points: { t1: { ann: 100 } }, entrants: [['ANN', 't1:100']] },
    ],
    [
      'a result of a player no longer registered counts for nothing',
      'places-table',
      [{ ...tournament('t1', true, 40, { ann: [1], bob: [2] }), entries: new Map([['ann', { clubId: 'arras', club: 'arras' }]]) }],
      { points: { t1: { ann: 100 } }, entrants: [['ANN', 't1:100']] },
    ],
    [
      'players-beaten: 12 - 3 + 1 = 10 for the 3rd of 12, 12 - 12 + 1 = 1 for the last',
      'players-beaten',
      [tournament('t1', true, 12, { ann: [3], bob: [12] })],
      { points: { t1: { ann: 10, bob: 1 } }, entrants: [['ANN', 't1:10'], ['BOB', 't1:1']] },
    ],
    [
      'percent-of-top: 87.4 % is 874; a Pyramide without duplicate gives nothing whatever the place',
      'percent-of-top',
      [tournament('t1', true, 40, { ann: [12, 874], bob: [1, 1000] }), tournament('t2', true, 8, { ann: [1] })],
      { points: { t1: { ann: 874, bob: 1000 }, t2: {} }, entrants: [['ANN', 't1:874'], ['BOB', 't1:1000']] },
    ],
    [
      'a result worth 0 is a result (percent-of-top at 0 per mille)',
      'percent-of-top',
      [tournament('t1', true, 40, { cat: [40, 0] })],
      { points: { t1: { cat: 0 } }, entrants: [['CAT', 't1:0']] },
    ],
  ])('%s', (_, profile, tournaments, expected) => expect(summary(profile, tournaments)).toEqual(expected));
});

// docs/seasons.md, "The ranking's club column is the club of the player's latest result in the season"; the club of
// a result is the club of that day (docs/rules/season-ranking.md, "A tournament's result").
describe('latestClub: the club a player\'s season line shows', () => {
  const season = [
    tournament('t1', true, 40, { ann: [1], bob: [2] }, { ann: 'arras', bob: 'arras' }),
    tournament('t2', true, 40, { ann: [3], bob: [null] }, { ann: 'béthune', bob: 'calais' }),
    tournament('t3', false, 40, { ann: [1] }, { ann: 'douai', cat: 'douai' }),
  ];
  const { points } = seasonPoints(season, 'places-table', seasonParameters('places-table'), players);
  const directory: PlayedFor = { clubId: 'lens', club: 'Lens' };
  it.each<[string, string, string]>([
    ['the club of the latest counted result: béthune in t2 after arras in t1', 'ann', 'béthune'],
    ['a result without points passed over: arras in t1, not calais in t2 (no final place)', 'bob', 'arras'],
    ['no counted result (t3 still under way): the directory\'s club', 'cat', 'lens'],
  ])('%s', (_, playerId, clubId) => expect(latestClub(playerId, season, points, directory).clubId).toBe(clubId));

  it('gives the club only, not the rest of the entry', () => {
    expect(latestClub('cat', season, points, { ...directory, playerId: 'cat', name: 'CAT' } as PlayedFor)).toEqual(directory);
  });
});

import { type ClubCupStanding, clubCupStanding, clubSeasonPlayers, type ClubSeasonPlayer } from './club-season';
import { seasonParameters } from './profiles';
import { type SeasonEntry, seasonPoints, type SeasonTournament } from './season-points';
import { rankSeason } from './season-ranking';

// docs/seasons.md, "a club's season": its players are those who played for it (the club of the day, docs/rules/
// season-ranking.md, "A tournament's result") in a finished tournament of the season, with the points they brought
// the club (their results kept in their season total) and their season rank.
const NAMES: Record<string, string> = { ann: 'Ann', bob: 'Bob', cat: 'Cat', dan: 'Dan', eve: 'Eve', elo: 'Élodie', zoe: 'Zoé', fay: 'Fay' };
const tournament = (id: string, date: string, counts: boolean, results: Record<string, [club: string, place: number | null] | [club: string]>): SeasonTournament<SeasonEntry> => ({
  tournament: { id, date, counts },
  field: 20,
  // [club, place]: a result there (place null: withdrew before the poules); [club]: registered, no result at all.
  outcomes: new Map(Object.entries(results).flatMap(([playerId, r]) => (r.length === 2 ? [[playerId, { playerId, place: r[1], duplicate: null }]] : []))),
  entries: new Map(Object.entries(results).map(([playerId, [club]]) => [playerId, { playerId, name: NAMES[playerId]!, licence: playerId.toUpperCase(), clubId: club, club }])),
});
// The default places table, the best 2 of each player (docs/rules/season-ranking.md, "The profiles").
const SEASON = [
  tournament('t1', '2026-10-10', true, { ann: ['arras', 1], bob: ['arras', 2], cat: ['béthune', 3], dan: ['arras', null], elo: ['arras', null], fay: ['arras'] }),
  tournament('t2', '2026-11-14', true, { ann: ['béthune', 17], bob: ['arras', 1], cat: ['béthune', 4], eve: ['arras', 16], zoe: ['arras', null] }),
  tournament('t3', '2027-01-09', true, { ann: ['béthune', 3], bob: ['arras', 4] }),
  tournament('t4', '2027-02-06', false, { cat: ['arras', 1] }),
];
const people = new Map(Object.entries(NAMES).map(([id, name]) => [id, { name }]));
const { points, entrants } = seasonPoints(SEASON, 'places-table', seasonParameters('places-table'), people);
// Bob 80 + 100 + 55: 100 + 80 = 180; Ann 100 + 5 + 65: 100 + 65 = 165; Cat 65 + 55 = 120; Eve 16.
const RANKING = rankSeason(entrants, 2);
const line = (p: ClubSeasonPlayer) => `${p.name} ${p.rank ?? '-'}: ${p.tournaments} played, ${p.points} of ${p.total ?? '-'}`;

describe('clubSeasonPlayers: a club\'s players in a season', () => {
  it('the season ranking the club pages read', () => {
    expect(RANKING.map((r) => `${r.rank} ${r.playerId} ${r.total}`)).toEqual(['1 bob 180', '2 ann 165', '3 cat 120', '4 eve 16']);
  });

  it.each<[string, string, string[]]>([
    [
      'arras: Bob 80 + 100 (the 55 of t3 dropped), Ann 100 in t1 only (then béthune), Eve 16; Dan, Élodie, Zoé without a place, unranked by name in French order; Fay without a result and Cat under way in t4 left out',
      'arras',
      ['Bob 1: 3 played, 180 of 180', 'Ann 2: 1 played, 100 of 165', 'Eve 4: 1 played, 16 of 16', 'Dan -: 1 played, 0 of -', 'Élodie -: 1 played, 0 of -', 'Zoé -: 1 played, 0 of -'],
    ],
    ['béthune: Ann 65 in t3 (the 5 of t2 dropped), Cat 65 + 55 = 120', 'béthune', ['Ann 2: 2 played, 65 of 165', 'Cat 3: 2 played, 120 of 120']],
    ['a club nobody played for', 'calais', []],
  ])('%s', (_, clubId, expected) => expect(clubSeasonPlayers(clubId, SEASON, points, RANKING).map(line)).toEqual(expected));
});

// docs/rules/best-club-cup.md (Douai regulation, "V - Coupe du meilleur club"): the 3 best general places of each
// club added up, the lowest first; on the same total the better third player; fewer than 3 players: not ranked.
describe('clubCupStanding: a club\'s line in one tournament\'s cup', () => {
  const DIRECTORY: Record<string, string | null> = { p1: 'A', p2: 'B', p3: 'B', p4: 'D', p5: 'C', p6: 'D', p7: 'C', p8: 'C', p9: 'A', p10: 'A', p11: 'A', p12: null, p13: 'E', p15: 'B' };
  const general = Object.entries(DIRECTORY).map(([playerId, clubId]) => ({ playerId, clubId, place: Number(playerId.slice(1)) }));
  // p11 is in club A in the directory but played for D that day; p13 is not registered any more.
  const entries = new Map(general.filter((g) => g.playerId !== 'p13').map((g) => [g.playerId, { clubId: g.playerId === 'p11' ? 'D' : (g.clubId ?? '') }]));
  const cup = (clubId: string) => {
    const s: ClubCupStanding | null = clubCupStanding(clubId, general, entries);
    return s && { rank: s.rank, total: s.total, clubs: s.clubs, places: s.players.map((p) => `${p.playerId}:${p.place}`) };
  };
  it.each<[string, string, ReturnType<typeof cup>]>([
    ['C: 5 + 7 + 8 = 20, first of the three at 20 by its third (8th)', 'C', { rank: 1, total: 20, clubs: 4, places: ['p5:5', 'p7:7', 'p8:8'] }],
    ['A: 1 + 9 + 10 = 20, third 10th: 2nd', 'A', { rank: 2, total: 20, clubs: 4, places: ['p1:1', 'p9:9', 'p10:10'] }],
    ['B: 2 + 3 + 15 = 20, third 15th: 3rd', 'B', { rank: 3, total: 20, clubs: 4, places: ['p2:2', 'p3:3', 'p15:15'] }],
    ['D with p11, who played for it that day: 4 + 6 + 11 = 21', 'D', { rank: 4, total: 21, clubs: 4, places: ['p4:4', 'p6:6', 'p11:11'] }],
    ['E, one player (p13, no longer registered, counted for the general ranking\'s club): not ranked', 'E', { rank: null, total: null, clubs: 4, places: ['p13:13'] }],
    ['a club with nobody placed', 'F', null],
  ])('%s', (_, clubId, expected) => expect(cup(clubId)).toEqual(expected));
});

import { FINAL_PLAN, generateSession, generateSuddenDeath, MATCH_PLAN, TIE_BREAK_PLAN, type SessionDraw } from '@greffier/dcl';
import {
  applyForfeit,
  applyResult,
  bestClubCup,
  buildBracket,
  formPoules,
  generalRanking,
  isWinnersLine,
  placesOf,
  readyMatches,
  type Bracket,
  type BracketMatch,
  type RecordedDecision,
} from '@greffier/tournament';
import type {
  BestClubCupVm,
  BracketMatchVm,
  GeneralRankingVm,
  MatchAnswerVm,
  MatchRoundVm,
  MatchSheetVm,
  PouleBracketVm,
} from '../afternoon-view-models';
import type { PlannedRoundVm } from '../view-models';
import { CREATED, TOURNAMENT } from './duplicate-fixture';

/**
 * The afternoon of the Douai tournament for the document tests, built as the API builds it: 44 players
 * ranked by the duplicate form poules A, B (16) and C (12: seeds 1-4 have a bye) with libs/tournament; the
 * brackets are played (better seed wins, with a few upsets, ties, a forfeit), then the general ranking and
 * the best-club cup are computed from them. The match sheets use draws made by libs/dcl.
 */
export { CREATED, TOURNAMENT };
export const MATCH_SEED = 'douai-2026-03-14/A-QF-2';

const FIRST = ['Élise', 'Jérôme', 'Hélène', 'François', 'Zoé', 'Gaëlle', 'Noël', 'Cécile', 'André', 'Bérénice', 'Loïc', 'Maëlys', 'Thérèse', 'Raphaël', 'Agnès', 'Benoît'];
const LAST = ['Lefèvre', 'Château', 'Béranger', 'Dubœuf', 'Lœuillet', 'Müller', 'Desprès', 'Gaillard', 'Maréchal', 'Pérignon', 'Dufrêne', 'Leclercq', 'Hénin', 'Crèvecœur', 'Évrard', 'Théry', 'Wattiez'];
const CLUBS = ['Douai', 'Lille-Fives « Les Anagrammes »', 'Arras', 'Valenciennes', 'Cambrai', 'Béthune', 'Saint-Amand-les-Eaux'];

export interface FixturePlayer {
  id: string;
  name: string;
  club: string;
  licence: string;
}

/** 44 players in duplicate order; the last two clubs have 2 players and 1 player (not ranked in the cup). */
export const PLAYERS: FixturePlayer[] = Array.from({ length: 44 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `${FIRST[i % FIRST.length]} ${LAST[(i * 5 + Math.floor(i / FIRST.length)) % LAST.length]}`,
  club: i === 17 || i === 40 ? 'Maubeuge' : i === 29 ? 'Lens' : (CLUBS[(i * 3) % CLUBS.length] as string),
  licence: String(59100 + i * 13),
}));
const byId = new Map(PLAYERS.map((p) => [p.id, p]));
const player = (id: string): FixturePlayer => byId.get(id) as FixturePlayer;

export const WITHDRAWN = [
  { name: 'Marcel Vanhoutte', club: 'Douai', reason: 'forfait après le duplicate (malade)' },
  { name: 'Brigitte Ségard', club: 'Arras', reason: 'partie avant les poules' },
];

const seedOf = (b: Bracket, id: string): number => (b.poule.entries.find((e) => e.playerId === id) as { seed: number }).seed;

/** Scores of the played matches (the bracket holds only who won and how). */
export type Scores = Map<string, [number, number]>;

/**
 * Plays every ready match: the better seed wins, except the matches in `upsets`; a few ties are decided by
 * the extra draws, sudden death or the duplicate rank, and one player is absent in poule C.
 */
export function playPoule(bracket: Bracket, scores: Scores, untilRound = Infinity): Bracket {
  let b = bracket;
  for (let ready = readyMatches(b).filter((m) => m.round <= untilRound); ready.length > 0; ready = readyMatches(b).filter((m) => m.round <= untilRound)) {
    for (const m of ready) b = playMatch(b, m, scores);
  }
  return b;
}

function playMatch(b: Bracket, m: BracketMatch, scores: Scores): Bracket {
  const [x, y] = m.slots.map((s) => s.playerId as string) as [string, string];
  const upset = ['A-R16-2', 'A-QF-3', 'A-P9-16-1', 'B-R16-6', 'C-R16-6', 'C-P5-8-1'].includes(m.id);
  const [w, l] = (seedOf(b, x) < seedOf(b, y)) !== upset ? [x, y] : [y, x];
  if (m.id === 'C-P9-12-1') return applyForfeit(b, m.id, [l]);
  const n = Number(m.id.split('-').pop()) || m.round;
  let decidedBy: RecordedDecision = 'score';
  let score: [number, number] = [11 + (n % 4), 6 + ((n * 3) % 5)];
  if (['A-QF-2', 'B-SF-1', 'C-F'].includes(m.id)) decidedBy = m.id === 'A-QF-2' ? 'sudden-death' : 'extra-draws';
  if (['A-P5-8-2', 'B-P13-14'].includes(m.id) && !isWinnersLine(m.stage)) decidedBy = 'duplicate-rank';
  if (decidedBy !== 'score') score = [10 - (n % 2), 10 - (n % 2)];
  const winnerSlot = m.slots[0].playerId === w ? 0 : 1;
  scores.set(m.id, winnerSlot === 0 ? score : [score[1], score[0]]);
  return applyResult(b, m.id, w, l, decidedBy);
}

export function poules(): Bracket[] {
  return formPoules(PLAYERS.map((p) => p.id)).map(buildBracket);
}

export function bracketVm(bracket: Bracket, scores: Scores): PouleBracketVm {
  const poule = bracket.poule;
  const seed = (id: string | undefined): number | undefined => (id === undefined ? undefined : seedOf(bracket, id));
  const matches: BracketMatchVm[] = bracket.matches.map((m) => {
    const vm: BracketMatchVm = {
      id: m.id,
      stage: m.stage,
      round: m.round,
      places: m.places,
      slots: m.slots.map((s) => ({
        source: s.source,
        ...(s.state === 'player' ? { seed: seed(s.playerId) } : {}),
        ...(s.state === 'empty' ? { empty: true } : {}),
      })) as BracketMatchVm['slots'],
    };
    if (m.result) {
      const winner = m.result.winner === null ? null : m.slots[0].playerId === m.result.winner ? 0 : 1;
      vm.result = { winner, decidedBy: m.result.decidedBy, ...(scores.has(m.id) ? { score: scores.get(m.id) } : {}) };
    }
    return vm;
  });
  return {
    tournament: TOURNAMENT,
    poule: poule.id,
    players: poule.entries.map((e) => ({ seed: e.seed, name: player(e.playerId).name, club: player(e.playerId).club, duplicateRank: e.duplicateRank })),
    matches,
    places: placesOf(bracket).map((p) => ({
      place: p.place,
      ...(p.status === 'held' ? { seed: seed(p.playerId) } : {}),
      ...(p.status === 'empty' ? { empty: true } : {}),
    })),
    creationDate: CREATED,
  };
}

/** Every poule played to the end. */
export function finishedPoules(): { brackets: Bracket[]; scores: Scores } {
  const scores: Scores = new Map();
  return { brackets: poules().map((b) => playPoule(b, scores)), scores };
}

export function generalRankingVm(): GeneralRankingVm {
  const { brackets } = finishedPoules();
  const ranking = generalRanking(brackets);
  const rankOf = new Map(brackets.flatMap((b) => b.poule.entries.map((e) => [e.playerId, e.duplicateRank] as const)));
  return {
    tournament: TOURNAMENT,
    rows: ranking.rows.map((r) => ({
      place: r.place,
      name: player(r.playerId).name,
      club: player(r.playerId).club,
      licence: player(r.playerId).licence,
      poule: r.poule,
      placeInPoule: r.placeInPoule,
      duplicateRank: rankOf.get(r.playerId),
    })),
    withdrawn: WITHDRAWN,
    creationDate: CREATED,
  };
}

export function bestClubCupVm(): BestClubCupVm {
  const ranking = generalRankingVm();
  const cup = bestClubCup(ranking.rows.map((r, i) => ({ playerId: String(i), clubId: r.club ?? null, place: r.place })));
  const named = (ids: string[], places: number[]): { name: string; place: number }[] =>
    ids.map((id, i) => ({ name: (ranking.rows[Number(id)] as { name: string }).name, place: places[i] as number }));
  return {
    tournament: TOURNAMENT,
    ranked: cup.ranked.map((r) => ({ rank: r.rank, club: r.clubId, players: named(r.playerIds, r.places), total: r.total })),
    notRanked: cup.notRanked.map((c) => ({ club: c.clubId, players: named(c.playerIds, c.places) })),
    creationDate: CREATED,
  };
}

// ---------------------------------------------------------------------------------------------
// Match sheets

const planned = (d: SessionDraw): PlannedRoundVm =>
  d.kind === 'numbers' ? { round: d.round, kind: 'numbers' } : { round: d.round, kind: 'letters', consonants: d.consonants, vowels: d.vowels };

type Answer = string | null | [string, string];
const answer = (a: Answer): MatchAnswerVm | null => (a === null ? null : Array.isArray(a) ? { text: a[0], error: a[1] } : { text: a });

/** A played round: both answers (a word or a result; [text, error] for an error) and the points. */
const played = (draw: SessionDraw, a: Answer, b: Answer, points: [number, number]): MatchRoundVm => ({ draw, answers: [answer(a), answer(b)], points });

// 1/4 de finale A-QF-2, seeds 4 and 5: 8 - 8 after the 20 draws, 1 - 1 in the extra draws, won at MS3.
const REGULAR: [Answer, Answer, [number, number]][] = [
  ['personne', 'ronées', [1, 0]],
  ['739', '738', [1, 0]],
  ['retuée', 'retuée', [0, 0]],
  ['salade', 'malades', [0, 1]],
  ['994', '996', [0, 1]],
  ['douces', 'codes', [1, 0]],
  ['938', '940', [1, 0]],
  ['destins', 'minarets', [0, 1]],
  ['jeûnes', 'écumes', [0, 0]],
  ['263', '263', [0, 0]],
  ['prôneur', ['pourrone', 'mot refusé'], [1, 0]],
  ['215', ['215', 'ligne 2 fausse'], [1, 0]],
  ['carotte', 'carotter', [0, 1]],
  ['poules', 'peuplés', [0, 1]],
  ['456', '456', [0, 0]],
  ['litières', 'triées', [1, 0]],
  ['770', '769', [0, 1]],
  ['calmes', 'musicale', [0, 1]],
  ['rentier', 'ornée', [1, 0]],
  [null, '890', [0, 1]],
];
const EXTRA: [Answer, Answer, [number, number]][] = [
  ['393', '390', [1, 0]],
  ['saper', 'reposer', [0, 1]],
];
const SUDDEN_DEATH: [Answer, Answer, [number, number]][] = [
  ['praline', 'praline', [0, 0]],
  ['403', '403', [0, 0]],
  ['caudal', ['calcul', 'un seul L au tirage'], [1, 0]],
];

export const ELISE_A = { name: 'Élise Lefèvre', club: 'Lille-Fives « Les Anagrammes »', licence: '059123', duplicateRank: 4, seed: 4 };
export const JEROME_A = { name: 'Jérôme Château', club: 'Cambrai', licence: '062001', duplicateRank: 5, seed: 5 };

/** The quarter-final, blank: the players' sheet (no draws, no answers). */
export function blankMatchSheetVm(): MatchSheetVm {
  return {
    tournament: TOURNAMENT,
    poule: 'A',
    matchId: 'A-QF-2',
    stage: 'quarter-final',
    places: { from: 1, to: 8 },
    table: 6,
    players: [ELISE_A, JEROME_A],
    rounds: generateSession(MATCH_PLAN, MATCH_SEED).map((d) => ({ draw: planned(d) })),
    suddenDeathSeconds: [40, 35, 30, 25, 20],
    creationDate: CREATED,
  };
}

/** The same quarter-final, played: a tie after 20 draws and after the 2 extra draws, won at the 3rd sudden-death draw. */
export function playedMatchSheetVm(): MatchSheetVm {
  const regular = generateSession(MATCH_PLAN, MATCH_SEED);
  const extra = generateSession(TIE_BREAK_PLAN, `${MATCH_SEED}/prolongation`);
  const suddenDeath = generateSuddenDeath(MATCH_SEED, SUDDEN_DEATH.length);
  const rows = (draws: SessionDraw[], answers: [Answer, Answer, [number, number]][]): MatchRoundVm[] =>
    draws.map((d, i) => {
      const [a, b, points] = answers[i] as [Answer, Answer, [number, number]];
      return played(d, a, b, points);
    });
  return {
    ...blankMatchSheetVm(),
    arbiter: 'Michel Caron',
    rounds: rows(regular, REGULAR),
    extraRounds: rows(extra, EXTRA),
    suddenDeathRounds: rows(suddenDeath, SUDDEN_DEATH),
    result: { winner: 0, decidedBy: 'sudden-death' },
  };
}

/** The final of poule A, arbiter's copy: 24 draws printed, not played yet. */
export function finalArbiterCopyVm(): MatchSheetVm {
  return {
    tournament: TOURNAMENT,
    poule: 'A',
    matchId: 'A-F',
    stage: 'final',
    places: { from: 1, to: 2 },
    table: 1,
    arbiter: 'Michel Caron',
    players: [
      { name: 'Hélène Béranger', club: 'Arras', duplicateRank: 1, seed: 1 },
      { name: 'Jérôme Château', club: 'Cambrai', duplicateRank: 5, seed: 5 },
    ],
    rounds: generateSession(FINAL_PLAN, 'douai-2026-03-14/A-F').map((draw) => ({ draw })),
    extraRounds: generateSession(TIE_BREAK_PLAN, 'douai-2026-03-14/A-F/prolongation').map((draw) => ({ draw })),
    suddenDeathSeconds: [40, 35, 30, 25, 20, 20],
    creationDate: CREATED,
  };
}

/** A classification match, blank: no extra draws, the duplicate rank decides a tie. */
export function classificationMatchSheetVm(): MatchSheetVm {
  return {
    tournament: TOURNAMENT,
    poule: 'B',
    matchId: 'B-P5-8-1',
    stage: 'classification',
    places: { from: 5, to: 8 },
    table: 14,
    players: [
      { name: 'Thérèse Crèvecœur', club: 'Saint-Amand-les-Eaux', duplicateRank: 21, seed: 5 },
      { name: 'Raphaël Dufrêne', club: 'Valenciennes', duplicateRank: 28, seed: 12 },
    ],
    rounds: generateSession(MATCH_PLAN, 'douai-2026-03-14/B-P5-8-1').map((d) => ({ draw: planned(d) })),
    creationDate: CREATED,
  };
}

/**
 * The regulation's example ("V - Coupe du meilleur club"): three clubs on 20 (C: 5 + 7 + 8, A: 1 + 9 + 10,
 * B: 2 + 3 + 15), C wins on its 3rd player (8th), then A (10th), then B (15th); here C is Douai, A Arras and
 * B Cambrai; Béthune adds 4 + 6 + 11 = 21, Lens has 2 players.
 */
export function regulationCupVm(): BestClubCupVm {
  const clubs: Record<string, number[]> = { Douai: [5, 7, 8], Arras: [1, 9, 10], Cambrai: [2, 3, 15], Béthune: [4, 6, 11, 14], Lens: [12, 13] };
  const entries = Object.entries(clubs).flatMap(([club, places]) => places.map((place) => ({ playerId: `p${place}`, clubId: club, place })));
  const cup = bestClubCup(entries);
  const named = (places: number[]): { name: string; place: number }[] => places.map((place) => ({ name: player(`p${place}`).name, place }));
  return {
    tournament: TOURNAMENT,
    ranked: cup.ranked.map((r) => ({ rank: r.rank, club: r.clubId, players: named(r.places), total: r.total })),
    notRanked: cup.notRanked.map((c) => ({ club: c.clubId, players: named(c.places) })),
    creationDate: CREATED,
  };
}

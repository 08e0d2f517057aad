import {
  blankSheet,
  drawFirstSeating,
  enigmaPoints,
  nextSeating,
  other,
  pingPongGrid,
  readNomsPropres,
  scoreSheet,
  SEATS,
  standings,
  tablePlan,
  type EnigmaSheet,
  type GameSheets,
  type Pair,
  type PingPongBrick,
  type ScoreSheet,
  type Seating,
  type TablePlan,
  type TableResult,
  type Team,
} from '@greffier/pyramide';
import type {
  PyramidePlayerVm,
  PyramideSeatVm,
  PyramideStandingsVm,
  PyramideTablePlanVm,
  PyramideTeamVm,
  ScoreSheetMarksVm,
  ScoreSheetResultVm,
  ScoreSheetVm,
  SeatingPlanVm,
} from '../pyramide-view-models';
import type { TournamentVm } from '../view-models';

/**
 * A Pyramide club tournament for the document tests, built as the API builds it: the plans, sheets, results,
 * rotations and standings come from libs/pyramide; the player ids are then replaced by seats and names.
 */
export const CREATED = new Date('2026-12-12T18:00:00Z');
export const TOURNAMENT: TournamentVm = {
  name: 'Tournoi Pyramide de Douai',
  date: '2026-12-12',
  venue: 'Maison des associations, Douai',
  organiser: 'Pyramide Club de Douai',
};

const NAMES = [
  'Anne Martin', 'Bérénice Lœuillet', 'Cyril Dufrêne', 'Dominique Crèvecœur', 'Éloïse Château', 'François Hénin', 'Gaëlle Müller',
  'Hélène Desprès', 'Irène Évrard', 'Jérôme Béranger', 'Loïc Maréchal', 'Maëlys Pérignon', 'Noël Wattiez', 'Océane Théry',
];
const CLUBS = ['Pyramide Club de Douai', 'Lille « Les Mots Croisés »', 'Arras', 'Valenciennes'];
export const PLAYERS = NAMES.map((name, i) => ({ id: `p${String(i + 1).padStart(2, '0')}`, name, number: i + 1, club: CLUBS[i % CLUBS.length]! }));
const byId = new Map(PLAYERS.map((p) => [p.id, p]));
export const nameOf = (id: string): string => byId.get(id)?.name ?? id;

// ---------------------------------------------------------------------------------------------
// From libs/pyramide to the view models (what the API does with its stored data)

export function seatOf(players: readonly string[]): (id: string) => PyramideSeatVm {
  return (id) => SEATS[players.indexOf(id)] as PyramideSeatVm;
}

export function planVm(plan: TablePlan): PyramideTablePlanVm {
  const seat = seatOf(plan.players);
  const team = (t: Team): PyramideTeamVm => ({ dico: seat(t.dico), syno: seat(t.syno) });
  const teams = (t: readonly [Team, Team]): [PyramideTeamVm, PyramideTeamVm] => [team(t[0]), team(t[1])];
  const shared = plan.sharedSyno;
  return {
    enigmes: plan.enigmes.map(team),
    pingPong: teams(plan.pingPong),
    nomsPropres: teams(plan.nomsPropres),
    grandesPyramides: teams(plan.grandesPyramides),
    sharedSyno: shared.pingPong && shared.nomsPropres && shared.grandesPyramides
      ? { pingPong: seat(shared.pingPong), nomsPropres: seat(shared.nomsPropres), grandesPyramides: seat(shared.grandesPyramides) }
      : null,
  };
}

export function playersVm(players: readonly string[]): PyramidePlayerVm[] {
  return players.map((id, s) => ({ seat: SEATS[s] as PyramideSeatVm, name: nameOf(id), number: byId.get(id)?.number, club: byId.get(id)?.club }));
}

export function marksVm(sheet: ScoreSheet): ScoreSheetMarksVm {
  const seat = seatOf(sheet.players);
  const team = (t: Team): PyramideTeamVm => ({ dico: seat(t.dico), syno: seat(t.syno) });
  const teams = (t: readonly [Team, Team]): [PyramideTeamVm, PyramideTeamVm] => [team(t[0]), team(t[1])];
  const np = readNomsPropres(sheet.nomsPropres);
  return {
    enigmes: sheet.enigmes.map((e) => ({ title: e.title, dico: seat(e.dico), syno: seat(e.syno), words: e.words.map((w) => ({ ...w })), solution: e.solution, points: enigmaPoints(e) })),
    pingPong: { teams: teams(sheet.pingPong.teams), finished: sheet.pingPong.finished, grid: pingPongGrid(sheet.pingPong), words: sheet.pingPong.bricks.map((b) => b.word) },
    nomsPropres: {
      teams: teams(sheet.nomsPropres.teams),
      finished: sheet.nomsPropres.finished,
      names: sheet.nomsPropres.names.map((n, i) => {
        const hand = np.names[i]!.hand;
        const bids: [number | null, number | null] = [null, null];
        bids[hand] = n.bids[0];
        bids[other(hand)] = n.bids[1];
        return { bids, points: [n.points[0], n.points[1]] };
      }),
    },
    grandesPyramides: {
      teams: teams(sheet.grandesPyramides.teams),
      finished: sheet.grandesPyramides.finished,
      pyramids: [0, 1].map((t) => ({ ...sheet.grandesPyramides.pyramids[t]! })) as ScoreSheetMarksVm['grandesPyramides']['pyramids'],
    },
  };
}

export function resultVm(result: TableResult): ScoreSheetResultVm {
  const seat = seatOf(result.players);
  return {
    enigmas: { ...result.enigmas },
    cancelled: [...result.cancelled],
    teamPoints: { pingPong: result.teamPoints.pingPong, nomsPropres: result.teamPoints.nomsPropres, grandesPyramides: result.teamPoints.grandesPyramides },
    scores: result.scores.map(({ player, ...f }) => ({ seat: seat(player), ...f })),
  };
}

/** A blank model: the seats stand for the players. */
export function blankVm(size: 3 | 4, formula: 'individuel' | 'doublette' = 'individuel'): ScoreSheetVm {
  const seats = SEATS.slice(0, size) as PyramideSeatVm[];
  const doublette = formula === 'doublette';
  const pairs: [Pair, Pair] | null = doublette ? [{ id: 'P1', players: ['A', 'B'] }, { id: 'P2', players: ['C', 'D'] }] : null;
  return {
    tournament: TOURNAMENT,
    formula,
    size,
    plan: planVm(tablePlan({ players: seats, pairs }, formula)),
    pairs: doublette ? [{ label: 'P1', seats: ['A', 'B'] }, { label: 'P2', seats: ['C', 'D'] }] : null,
    creationDate: CREATED,
  };
}

// ---------------------------------------------------------------------------------------------
// A played table of 4 (game 2, table 3) and a table of 3 whose Grandes Pyramides were not finished

type W = [number, string | null];
const ENIGMAS: { title: string; words: W[]; solution: string | null }[] = [
  { title: 'Le Roi-Soleil', words: [[2, 'château'], [3, 'miroir'], [1, 'jardin'], [2, 'fontaine'], [2, 'perruque']], solution: 'Versailles' }, // 5 + 3 + 1
  { title: 'Un grand voyage', words: [[3, 'navire'], [3, 'boussole'], [3, 'tempête'], [3, 'escale'], [1, 'épices']], solution: null }, // 5 + 0
  { title: 'Au pays des fromages', words: [[2, 'vache'], [4, null], [2, 'croûte'], [2, 'cave'], [3, 'affinage']], solution: 'Maroilles' }, // 4 + 1
  { title: 'Le peintre de Giverny', words: [[5, null], [5, 'nénuphar'], [3, null], [0, null], [0, null]], solution: null }, // 1
  { title: 'La fête foraine', words: [[1, 'manège'], [1, 'barbe'], [2, 'tir'], [1, 'grande roue'], [2, 'pomme']], solution: 'la ducasse' }, // 5 + 6 + 1
  { title: 'Le Nord et ses beffrois', words: [[2, 'carillon'], [2, 'géant'], [2, 'briques'], [2, 'terril'], [2, 'estaminet']], solution: 'Douai' },
  { title: 'Une partie de cartes', words: [[3, 'atout'], [2, 'pli'], [2, 'belote'], [2, 'rebelote'], [2, 'dix de der']], solution: 'la belote' },
  { title: 'La cuisine de grand-mère', words: [[2, 'pot-au-feu'], [2, 'mijoter'], [2, 'tablier'], [3, 'confiture'], [2, 'tarte']], solution: null },
  { title: 'Le théâtre', words: [[1, 'rideau'], [2, 'coulisses'], [2, 'tirade'], [2, 'souffleur'], [2, 'trac']], solution: 'Molière' },
  { title: 'À la plage', words: [[2, 'marée'], [2, 'coquillage'], [3, 'parasol'], [2, 'mouette'], [2, 'château de sable']], solution: 'Malo-les-Bains' },
  { title: 'Les quatre saisons', words: [[2, 'printemps'], [2, 'vendanges'], [2, 'givre'], [2, 'canicule'], [2, 'violon']], solution: 'Vivaldi' }, // 11th: not counted
];

function enigma(team: Team, e: (typeof ENIGMAS)[number]): EnigmaSheet {
  return { title: e.title, dico: team.dico, syno: team.syno, words: e.words.map(([bricks, word]) => ({ bricks, word })), solution: e.solution };
}

const b = (word: number, team: 0 | 1, mark: PingPongBrick['mark']): PingPongBrick => ({ word, team, mark });
/** The regulation's example at word 2 (4.2.4): team 1 errs at brick 7, the point and the hand to team 0. 3-1. */
const PING_PONG: PingPongBrick[] = [
  b(1, 0, 'x'), b(1, 1, 'x'), b(1, 0, '1'),
  b(2, 0, 'x'), b(2, 1, 'x'), b(2, 0, 'x'), b(2, 1, 'E'),
  b(3, 0, '1'),
  b(4, 0, 'x'), b(4, 1, '1'),
  b(5, 1, 'x'), b(5, 0, 'x'), b(5, 1, 'x'),
];

export const TABLE_OF_4 = ['p03', 'p07', 'p12', 'p05'];
export const TABLE_OF_3 = ['p01', 'p10', 'p14'];

/** The sheet of a table: 11 enigmas finished (10 count), the Ping-Pong 3-1, Noms propres 3-1, Grandes Pyramides 4-2. */
export function playedSheet(players: string[] = TABLE_OF_4, options: { pyramidsUnfinished?: boolean } = {}): ScoreSheet {
  const plan = tablePlan({ players, pairs: null }, 'individuel');
  const sheet = blankSheet(plan);
  sheet.enigmes = ENIGMAS.map((e, i) => enigma(plan.enigmes[i]!, e));
  sheet.pingPong = { ...sheet.pingPong, bricks: PING_PONG.map((x) => ({ ...x })), finished: true };
  sheet.nomsPropres = {
    ...sheet.nomsPropres,
    finished: true,
    names: [
      { bids: [3, 2], points: [0, 1] }, // team 1 underbids, plays in 2 and finds: its point, its hand
      { bids: [2, null], points: [1, 0] }, // team 1 plays in 2 and misses: the point and the hand to team 0
      { bids: [1, null], points: [1, 0] }, // team 0 plays in 1 and finds
      { bids: [3, 1], points: [1, 0] }, // team 1 underbids to 1 and misses
    ],
  };
  sheet.grandesPyramides = {
    ...sheet.grandesPyramides,
    finished: !options.pyramidsUnfinished,
    pyramids: options.pyramidsUnfinished
      ? [
          { expressions: ['pomme de terre', 'coup de foudre', null, 'tire-bouchon', 'arc-en-ciel', null], stop: null },
          { expressions: ['pot-au-feu', 'chou-fleur'], stop: null },
        ]
      : [
          { expressions: ['pomme de terre', 'coup de foudre', null, 'tire-bouchon', 'arc-en-ciel', null], stop: null },
          { expressions: ['pot-au-feu', 'chou-fleur', null, null, null, null], stop: 2 },
        ],
  };
  return sheet;
}

export function filledVm(players: string[] = TABLE_OF_4, options: { pyramidsUnfinished?: boolean; game?: number; table?: number } = {}): ScoreSheetVm & { raw: TableResult } {
  const sheet = playedSheet(players, options);
  const result = scoreSheet(sheet);
  return {
    tournament: TOURNAMENT,
    formula: 'individuel',
    size: players.length as 3 | 4,
    game: options.game ?? 2,
    table: options.table ?? 3,
    players: playersVm(players),
    plan: planVm(tablePlan({ players, pairs: null }, 'individuel')),
    sheet: marksVm(sheet),
    result: resultVm(result),
    creationDate: CREATED,
    raw: result,
  };
}

// ---------------------------------------------------------------------------------------------
// A seating plan: 11 players (tables of 4, 4 and 3), game 2 by the computed rotation, with 2 repeats

export function seatingVm(): SeatingPlanVm {
  const ids = PLAYERS.slice(0, 11).map((p) => p.id);
  const first = drawFirstSeating(ids, 'douai-2026');
  const second = nextSeating([first], { seed: 'douai-2026' });
  return {
    tournament: TOURNAMENT,
    formula: 'individuel',
    game: 2,
    games: 4,
    method: second.method,
    explanation: 'rotation calculée : la rotation du règlement changerait la taille des tables (tables de 4 et de 3 mêlées) ; 2 rencontre(s) répétée(s)',
    tables: second.seating.tables.map((t) => ({ number: t.number, players: playersVm(t.players), pairs: null, plan: planVm(tablePlan(t, 'individuel')) })),
    repeats: second.repeats.map((r) => ({ names: r.players.map(nameOf), table: r.table, previousGames: r.previousGames, gamesAgo: r.gamesAgo })),
    regulationRepeats: null,
    leftOut: [PLAYERS[11]!.name],
    creationDate: CREATED,
  };
}

// ---------------------------------------------------------------------------------------------
// Standings: 8 players over 2 games; an enigma played for the bonus separates players equal on total

/** Every enigma 9 points (2 bricks a word, solution found); `bonusSwap`: 9 bricks and the solution missed (still 9). */
function templateSheet(players: string[], options: { bonusSwap?: number[]; missedWord?: number[]; nomsPropres31?: boolean } = {}): ScoreSheet {
  const plan = tablePlan({ players, pairs: null }, 'individuel');
  const sheet = playedSheet(players);
  sheet.enigmes = plan.enigmes.map((t, i) => {
    const bricks = options.bonusSwap?.includes(i) ? [2, 2, 2, 2, 1] : [2, 2, 2, 2, 2];
    const missed = options.missedWord?.includes(i);
    return {
      title: `Énigme ${i + 1}`,
      dico: t.dico,
      syno: t.syno,
      words: bricks.map((n, j) => ({ bricks: n, word: missed && j === 4 ? null : `mot ${j + 1}` })),
      solution: options.bonusSwap?.includes(i) ? null : 'solution',
    };
  });
  if (!options.nomsPropres31) sheet.nomsPropres.names[3] = { bids: [3, 1], points: [0, 1] };
  return sheet;
}

export function standingsVm(): PyramideStandingsVm & { raw: ReturnType<typeof standings> } {
  const ids = PLAYERS.slice(0, 8).map((p) => p.id);
  const first: Seating = drawFirstSeating(ids, 'douai-2026');
  const second = nextSeating([first], { seed: 'douai-2026' }).seating;
  const [t1, t2] = first.tables.map((t) => t.players) as [string[], string[]];
  const [u1, u2] = second.tables.map((t) => t.players) as [string[], string[]];
  const games: GameSheets[] = [
    { game: 1, sheets: [templateSheet(t1, { bonusSwap: [0] }), templateSheet(t2, { missedWord: [1], nomsPropres31: true })] },
    { game: 2, sheets: [templateSheet(u1), templateSheet(u2, { bonusSwap: [3, 5] })] },
  ];
  const result = standings(games, { randomSeed: 'douai-2026-classement' });
  return {
    tournament: TOURNAMENT,
    formula: 'individuel',
    games: [1, 2],
    gamesPlanned: 2,
    provisional: false,
    rows: result.rows.map((r) => ({
      rank: r.rank,
      name: nameOf(r.id),
      club: byId.get(r.id)?.club,
      perGame: r.perGame,
      total: r.total,
      bonus: r.bonus,
      solutions: r.solutions,
      tieBreak: r.brokenBy && r.brokenBy !== 'total' ? (r.brokenByReason ?? undefined) : undefined,
    })),
    randomSeed: result.randomSeed,
    creationDate: CREATED,
    raw: result,
  };
}

/** A doublette table whose three team events were all left unfinished (each cancelled): the longest recto. */
export function doubletteCancelledVm(): ScoreSheetVm & { raw: TableResult } {
  const players = TABLE_OF_4;
  const pairs: [Pair, Pair] = [
    { id: 'P1', players: [players[0]!, players[1]!] },
    { id: 'P2', players: [players[2]!, players[3]!] },
  ];
  const plan = tablePlan({ players, pairs }, 'doublette');
  const sheet = blankSheet(plan);
  sheet.enigmes = ENIGMAS.slice(0, 8).map((e, i) => enigma(plan.enigmes[i]!, e));
  sheet.pingPong = { ...sheet.pingPong, bricks: PING_PONG.slice(0, 7).map((x) => ({ ...x })), finished: false };
  sheet.nomsPropres = { ...sheet.nomsPropres, finished: false, names: [{ bids: [3, 2], points: [0, 1] }, { bids: [2, null], points: [1, 0] }] };
  sheet.grandesPyramides = {
    ...sheet.grandesPyramides,
    finished: false,
    pyramids: [{ expressions: ['pomme de terre', null, 'tire-bouchon', 'arc-en-ciel', 'coup de foudre', 'chou-fleur'], stop: null }, { expressions: ['pot-au-feu'], stop: null }],
  };
  const result = scoreSheet(sheet);
  return {
    tournament: TOURNAMENT,
    formula: 'doublette',
    size: 4,
    game: 1,
    table: 2,
    players: playersVm(players),
    pairs: [
      { label: 'P1', seats: ['A', 'B'] },
      { label: 'P2', seats: ['C', 'D'] },
    ],
    plan: planVm(plan),
    sheet: marksVm(sheet),
    result: resultVm(result),
    status: 'corrigée par l’arbitre',
    creationDate: CREATED,
    raw: result,
  };
}

import { type Cell, columns, type ExportColumn, type ExportTable } from './export-table';

// The afternoon's exports (matches, general ranking, best-club cup), shaped from what the API answers.

interface Side {
  name: string;
  club: string;
}

export interface MatchInput {
  poule: string;
  code: string;
  stage: string;
  places: { from: number; to: number };
  a: Side | null;
  b: Side | null;
  status: string;
  score: number[];
  extra: (number | null)[] | null;
  winner: Side | null;
  decidedBy: string | null;
  /** The regular draws' points, in round order: [a, b] per draw. */
  draws: { round: number; a: number | null; b: number | null }[];
  /** The sudden-death draws played, [a, b] per draw. */
  suddenDeath: number[][];
}

export const STAGE_LABELS: Readonly<Record<string, string>> = {
  'round-of-16': 'huitième de finale',
  'quarter-final': 'quart de finale',
  'semi-final': 'demi-finale',
  final: 'finale',
  classification: 'match de classement',
};

export const DECIDED_BY_LABELS: Readonly<Record<string, string>> = {
  score: 'au score',
  'extra-draws': 'aux tirages supplémentaires',
  'sudden-death': 'à la mort subite',
  'duplicate-rank': 'au rang du duplicate',
  forfeit: 'par forfait',
  bye: 'exempt',
  empty: 'match vide',
};

const MATCH_STATUS_LABELS: Readonly<Record<string, string>> = { FINISHED: 'joué', READY: 'à jouer', PENDING: 'en attente' };

/** One row per match: the players, the points of each draw, the extra draws and sudden death, the winner and how. */
export function matchesTable(matches: MatchInput[]): ExportTable {
  const drawCount = Math.max(0, ...matches.map((m) => m.draws.length));
  const drawColumns: ExportColumn[] = Array.from({ length: drawCount }, (_, i) => [
    { key: `draw${i + 1}A`, label: `tirage ${i + 1} A` },
    { key: `draw${i + 1}B`, label: `tirage ${i + 1} B` },
  ]).flat();
  const rows = matches.map((m): Record<string, Cell> => {
    const perDraw: Record<string, Cell> = {};
    for (let i = 0; i < drawCount; i++) {
      perDraw[`draw${i + 1}A`] = m.draws[i]?.a ?? null;
      perDraw[`draw${i + 1}B`] = m.draws[i]?.b ?? null;
    }
    return {
      poule: m.poule,
      code: m.code,
      stage: STAGE_LABELS[m.stage] ?? m.stage,
      places: `${m.places.from}-${m.places.to}`,
      playerA: m.a?.name ?? null,
      clubA: m.a?.club ?? null,
      playerB: m.b?.name ?? null,
      clubB: m.b?.club ?? null,
      scoreA: m.score[0] ?? 0,
      scoreB: m.score[1] ?? 0,
      ...perDraw,
      extraA: m.extra?.[0] ?? null,
      extraB: m.extra?.[1] ?? null,
      suddenDeath: m.suddenDeath.length ? m.suddenDeath.map(([a, b]) => `${a}-${b}`).join(' ; ') : null,
      winner: m.winner?.name ?? null,
      decidedBy: m.decidedBy ? (DECIDED_BY_LABELS[m.decidedBy] ?? m.decidedBy) : null,
      status: MATCH_STATUS_LABELS[m.status] ?? m.status,
    };
  });
  return {
    name: 'matches',
    columns: [
      ...columns(['poule', 'poule'], ['code', 'match'], ['stage', 'tour'], ['places', 'places'], ['playerA', 'joueur A'], ['clubA', 'club A'], ['playerB', 'joueur B'], ['clubB', 'club B'], ['scoreA', 'score A'], ['scoreB', 'score B']),
      ...drawColumns,
      ...columns(['extraA', 'tirages supplémentaires A'], ['extraB', 'tirages supplémentaires B'], ['suddenDeath', 'mort subite (A-B)'], ['winner', 'vainqueur'], ['decidedBy', 'décidé'], ['status', 'statut']),
    ],
    rows,
  };
}

export interface GeneralRankingInput {
  rows: { place: number; poule: string; placeInPoule: number; name: string; club: string }[];
  withdrawnBeforePoules: { name: string; club: string }[];
}

export function generalRankingTable(ranking: GeneralRankingInput): ExportTable {
  return {
    name: 'general-ranking',
    columns: columns(['place', 'place'], ['name', 'nom'], ['club', 'club'], ['poule', 'poule'], ['placeInPoule', 'place dans la poule'], ['status', 'statut']),
    rows: [
      ...ranking.rows.map((r) => ({ place: r.place, name: r.name, club: r.club, poule: r.poule, placeInPoule: r.placeInPoule, status: 'classé' })),
      ...ranking.withdrawnBeforePoules.map((r) => ({ place: null, name: r.name, club: r.club, poule: null, placeInPoule: null, status: 'retiré avant les poules' })),
    ],
  };
}

export interface CupInput {
  ranked: { rank: number; club?: string; total: number; thirdPlace: number; brokenBy?: string; players: { name?: string; place: number }[] }[];
  notRanked: { club?: string; players: { name?: string; place: number }[] }[];
}

const cupPlayers = (players: { name?: string; place: number }[]) => players.map((p) => `${p.name ?? '?'} (${p.place})`).join(', ');

/** The clubs ranked by the sum of their three best places (the lowest wins; a tie goes to the better third player). */
export function bestClubCupTable(cup: CupInput): ExportTable {
  return {
    name: 'best-club-cup',
    columns: columns(['rank', 'rang'], ['club', 'club'], ['total', 'total des places'], ['thirdPlace', 'place du troisième'], ['brokenBy', 'départagé par'], ['players', 'joueurs (place)'], ['status', 'statut']),
    rows: [
      ...cup.ranked.map((c) => ({
        rank: c.rank,
        club: c.club ?? null,
        total: c.total,
        thirdPlace: c.thirdPlace,
        brokenBy: c.brokenBy === 'third-place' ? 'place du troisième joueur' : null,
        players: cupPlayers(c.players),
        status: 'classé',
      })),
      ...cup.notRanked.map((c) => ({ rank: null, club: c.club ?? null, total: null, thirdPlace: null, brokenBy: null, players: cupPlayers(c.players), status: 'non classé : moins de trois joueurs classés' })),
    ],
  };
}

import type { PlayerScore } from '@greffier/pyramide';
import { type Cell, columns, type ExportColumn, type ExportTable } from './export-table';

// The Pyramide's exports (standings, score sheets) and the club evenings' games, shaped from what the API answers.

/** A line of the recto's figures (6.1), as the rules library tallies them. */
type Figures = Omit<PlayerScore, 'player'>;

const figures = (f: Figures) => ({ enigmes: f.enigmes, pingPong: f.pingPong, nomsPropres: f.nomsPropres, grandesPyramides: f.grandesPyramides, total: f.total, bonus: f.bonus, solutions: f.solutions });
const FIGURE_COLUMNS: [string, string][] = [
  ['enigmes', 'énigmes'],
  ['pingPong', 'ping-pong'],
  ['nomsPropres', 'noms propres'],
  ['grandesPyramides', 'grandes pyramides'],
  ['total', 'total'],
  ['bonus', 'bonus'],
  ['solutions', 'solutions'],
];

export interface StandingsInput {
  gamesCounted: number[];
  rows: (Figures & {
    rank: number;
    name: string;
    players: { name: string }[];
    tiedOnTotal: boolean;
    brokenBy: string | null;
    brokenByReason: string | null;
    randomDraw: { lot: number; of: number } | null;
    withdrawn: boolean;
    games: number;
    perGame: { game: number; total: number | null }[];
  })[];
}

/** The standings over the games counted, with each game's total and the tie-breaks (regulation 6.1). */
export function pyramideStandingsTable(standings: StandingsInput): ExportTable {
  const games = standings.gamesCounted;
  const perGame: ExportColumn[] = games.map((g) => ({ key: `game${g}`, label: `partie ${g}` }));
  return {
    name: 'pyramide-standings',
    columns: [
      ...columns(['rank', 'rang'], ['name', 'nom'], ['players', 'joueurs']),
      ...columns(...FIGURE_COLUMNS),
      ...perGame,
      ...columns(['games', 'parties jouées'], ['tiedOnTotal', 'ex aequo au total'], ['brokenBy', 'départagé par'], ['brokenByReason', 'départage expliqué'], ['randomLot', 'tirage au sort'], ['withdrawn', 'retiré']),
    ],
    rows: standings.rows.map((r): Record<string, Cell> => ({
      rank: r.rank,
      name: r.name,
      players: r.players.map((p) => p.name).join(', '),
      ...figures(r),
      ...Object.fromEntries(games.map((g) => [`game${g}`, r.perGame.find((p) => p.game === g)?.total ?? null])),
      games: r.games,
      tiedOnTotal: r.tiedOnTotal,
      brokenBy: r.brokenBy,
      brokenByReason: r.brokenByReason,
      randomLot: r.randomDraw ? `${r.randomDraw.lot}/${r.randomDraw.of}` : null,
      withdrawn: r.withdrawn,
    })),
  };
}

export interface GameResultsInput {
  game: number;
  tables: {
    table: number;
    status: string | null;
    result: { scores: (Figures & { bib: number | null; name: string })[]; pairScores: (Figures & { name: string })[] | null } | null;
  }[];
}

const PYRAMIDE_SHEET_LABELS: Readonly<Record<string, string>> = { ENTERED: 'saisie', CORRECTED: 'corrigée', CHECKED: 'vérifiée' };

/** The feuilles de marque: one row per game, table and player (and per pair in doublette), with each event's points. */
export function pyramideSheetsTable(games: GameResultsInput[]): ExportTable {
  const rows = games.flatMap((g) =>
    g.tables.flatMap((t): Record<string, Cell>[] => {
      const status = t.status ? (PYRAMIDE_SHEET_LABELS[t.status] ?? t.status) : 'non saisie';
      if (!t.result) return [{ game: g.game, table: t.table, sheetStatus: status, scoredAs: null, bib: null, name: null, enigmes: null, pingPong: null, nomsPropres: null, grandesPyramides: null, total: null, bonus: null, solutions: null }];
      return [
        ...t.result.scores.map((s) => ({ game: g.game, table: t.table, sheetStatus: status, scoredAs: 'joueur', bib: s.bib, name: s.name, ...figures(s) })),
        ...(t.result.pairScores ?? []).map((s) => ({ game: g.game, table: t.table, sheetStatus: status, scoredAs: 'doublette', bib: null, name: s.name, ...figures(s) })),
      ];
    }),
  );
  return {
    name: 'pyramide-sheets',
    columns: [...columns(['game', 'partie'], ['table', 'table'], ['sheetStatus', 'feuille'], ['scoredAs', 'compté pour'], ['bib', 'dossard'], ['name', 'nom']), ...columns(...FIGURE_COLUMNS)],
    rows,
  };
}

export interface ClubGameInput {
  kindLabel: string;
  playedOn: string;
  title: string | null;
  finished: boolean;
  players: { seat: number; playerId: string | null; name: string }[];
  standings: { seat: number; name: string; points: number; place: number }[];
}

/** A club's games (an evening's, or a span's): one row per game and player, in the order of the places. */
export function clubGamesTable(games: ClubGameInput[]): ExportTable {
  return {
    name: 'club-games',
    columns: columns(['playedOn', 'date'], ['game', 'jeu'], ['title', 'titre'], ['place', 'place'], ['seat', 'siège'], ['name', 'joueur'], ['guest', 'invité'], ['points', 'points'], ['finished', 'partie terminée']),
    rows: games.flatMap((g) =>
      [...g.standings]
        .sort((a, b) => a.place - b.place || a.seat - b.seat)
        .map((s) => ({
          playedOn: g.playedOn,
          game: g.kindLabel,
          title: g.title,
          place: s.place,
          seat: s.seat,
          name: s.name,
          guest: g.players.find((p) => p.seat === s.seat)?.playerId === null,
          points: s.points,
          finished: g.finished,
        })),
    ),
  };
}

import { api } from '../api/client';

/**
 * A printable PDF: its address, and for the documents reserved to organisers and arbitres (answer sheets,
 * the arbiters' draws) the typed call that fetches it with the signed-in account's token.
 */
export interface PdfDocument {
  href: string;
  load?: () => Promise<{ data?: unknown; error?: unknown }>;
}

const root = (t: string) => `/tournaments/${t}`;
const blob = (tournamentId: string) => ({ params: { path: { tournamentId } }, parseAs: 'blob' as const });

/** Every PDF the screens link to, by what it is. */
export const pdfs = {
  duplicateRanking: (t: string): PdfDocument => ({ href: `${root(t)}/duplicate/documents/ranking.pdf` }),
  answerSheets: (t: string): PdfDocument => ({
    href: `${root(t)}/duplicate/documents/answer-sheets.pdf`,
    load: () => api.GET('/tournaments/{tournamentId}/duplicate/documents/answer-sheets.pdf', blob(t)),
  }),
  arbiterDraws: (t: string): PdfDocument => ({
    href: `${root(t)}/duplicate/documents/draws.pdf`,
    load: () => api.GET('/tournaments/{tournamentId}/duplicate/documents/draws.pdf', blob(t)),
  }),
  answerSheet: (t: string, playerId: string): PdfDocument => ({
    href: `${root(t)}/duplicate/sheets/${playerId}/answer-sheet.pdf`,
    load: () => api.GET('/tournaments/{tournamentId}/duplicate/sheets/{playerId}/answer-sheet.pdf', { params: { path: { tournamentId: t, playerId } }, parseAs: 'blob' }),
  }),
  correctedSheet: (t: string, playerId: string): PdfDocument => ({ href: `${root(t)}/duplicate/ranking/${playerId}/corrected.pdf` }),
  bracket: (t: string, poule: string): PdfDocument => ({ href: `${root(t)}/poules/${poule}/bracket.pdf` }),
  matchSheet: (t: string, code: string, copy: 'players' | 'arbiter' = 'players'): PdfDocument => ({ href: `${root(t)}/matches/${code}/sheet.pdf${copy === 'arbiter' ? '?copy=arbiter' : ''}` }),
  generalRanking: (t: string): PdfDocument => ({ href: `${root(t)}/documents/general-ranking.pdf` }),
  bestClubCup: (t: string): PdfDocument => ({ href: `${root(t)}/documents/best-club-cup.pdf` }),
  pyramideStandings: (t: string): PdfDocument => ({ href: `${root(t)}/pyramide/standings.pdf` }),
  pyramideBlankSheet: (t: string, size: 3 | 4): PdfDocument => ({ href: `${root(t)}/pyramide/blank-sheet.pdf?size=${size}` }),
  pyramideSeating: (t: string, game: number): PdfDocument => ({ href: `${root(t)}/pyramide/games/${game}/seating.pdf` }),
  pyramideTableSheet: (t: string, game: number, table: number): PdfDocument => ({ href: `${root(t)}/pyramide/games/${game}/tables/${table}/sheet.pdf` }),
  /** A club evening's game: its printed score sheet (public). */
  clubGameSheet: (game: { clubId: string; id: string }): PdfDocument => ({ href: `/clubs/${game.clubId}/games/${game.id}/sheet.pdf` }),
  /** A season's ranking (public). */
  seasonRanking: (seasonId: string): PdfDocument => ({ href: `/seasons/${seasonId}/ranking.pdf` }),
};

export type ExportFormat = 'csv' | 'json';

/**
 * A results file to save (docs/exports.md): its address in each format, and for the exports reserved to
 * organisers and arbitres (answer sheets, matches) the typed call that fetches it with the signed-in account's token.
 */
export interface ExportFile {
  href: (format: ExportFormat) => string;
  /** The file's name without its extension, as the API names it. */
  name: string;
  load?: (format: ExportFormat) => Promise<{ data?: unknown; error?: unknown }>;
}

const exportOf = (t: string, what: string, name: string): ExportFile => ({ href: (f) => `${root(t)}/exports/${what}.${f}`, name });

/** Every export the screens link to, by what it is. */
export const exportFiles = {
  duplicateRanking: (t: string) => exportOf(t, 'duplicate-ranking', 'classement-duplicate'),
  answerSheets: (t: string): ExportFile => ({
    ...exportOf(t, 'answer-sheets', 'feuilles-de-reponses'),
    load: (format) => api.GET('/tournaments/{tournamentId}/exports/answer-sheets.{format}', { params: { path: { tournamentId: t, format } }, parseAs: 'blob' }),
  }),
  matches: (t: string): ExportFile => ({
    ...exportOf(t, 'matches', 'matchs'),
    load: (format) => api.GET('/tournaments/{tournamentId}/exports/matches.{format}', { params: { path: { tournamentId: t, format } }, parseAs: 'blob' }),
  }),
  generalRanking: (t: string) => exportOf(t, 'general-ranking', 'classement-general'),
  bestClubCup: (t: string) => exportOf(t, 'best-club-cup', 'coupe-du-meilleur-club'),
  pyramideStandings: (t: string) => exportOf(t, 'pyramide-standings', 'pyramide-classement'),
  pyramideSheets: (t: string) => exportOf(t, 'pyramide-sheets', 'pyramide-feuilles-de-marque'),
  /** A club's games as its history shows them: one evening (`on`), or the days and game filtered. */
  clubGames: (clubId: string, filters: { on?: string; from?: string; to?: string; kind?: string }): ExportFile => {
    const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1])).toString();
    return { href: (f) => `/clubs/${clubId}/exports/games.${f}${query ? `?${query}` : ''}`, name: filters.on ? `soiree-${filters.on}` : 'soirees' };
  },
  /** A season's ranking, a player's season (public). */
  seasonRanking: (seasonId: string): ExportFile => ({ href: (f) => `/seasons/${seasonId}/exports/ranking.${f}`, name: 'classement-saison' }),
  seasonHistory: (seasonId: string, playerId: string): ExportFile => ({ href: (f) => `/seasons/${seasonId}/players/${playerId}/exports/history.${f}`, name: 'historique-saison' }),
};

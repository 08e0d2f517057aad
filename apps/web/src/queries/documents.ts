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
};

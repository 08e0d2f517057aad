import { createHash } from 'node:crypto';

/**
 * A tournament archive (docs/archive-format.md, docs/archive.schema.json): one JSON file holding a whole
 * tournament, its rows table by table, sealed by the SHA-256 of its content as written.
 */
export const ARCHIVE_FORMAT = 'greffier-tournament-archive';
export const ARCHIVE_VERSION = 1;

export type Rows = Record<string, unknown>[];

export interface ArchiveContent {
  tournamentId: string;
  name: string;
  /** The migrations of the database it was taken from: the tables' columns. */
  migrations: string[];
  /** Each table's rows of the tournament (and its players and clubs), as PostgreSQL's json_agg writes them. */
  tables: Record<string, Rows>;
}

export interface Archive {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  exportedAt: string;
  /** Hex SHA-256 of JSON.stringify(content). */
  sha256: string;
  content: ArchiveContent;
}

export type ArchiveErrorCode = 'ARCHIVE_UNREADABLE' | 'ARCHIVE_FOREIGN' | 'ARCHIVE_NEWER_FORMAT' | 'ARCHIVE_CHECKSUM';

/** Why a file is not an archive this version can import (the service answers it as a 400 problem). */
export class ArchiveFileError extends Error {
  constructor(readonly code: ArchiveErrorCode) {
    super(code);
    this.name = 'ArchiveFileError';
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function sealArchive(content: ArchiveContent, exportedAt: Date): string {
  const body = JSON.stringify(content);
  return `{"format":"${ARCHIVE_FORMAT}","version":${ARCHIVE_VERSION},"exportedAt":"${exportedAt.toISOString()}","sha256":"${sha256(body)}","content":${body}}`;
}

/** Reads an archive back: refused when truncated or not JSON, foreign, of a later format, or when its content is not the one sealed. */
export function openArchive(file: Buffer): Archive {
  let doc: unknown;
  try {
    doc = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(file));
  } catch {
    throw new ArchiveFileError('ARCHIVE_UNREADABLE');
  }
  const a = doc as Partial<Archive> | null;
  if (!a || typeof a !== 'object' || a.format !== ARCHIVE_FORMAT) throw new ArchiveFileError('ARCHIVE_FOREIGN');
  if (a.version !== ARCHIVE_VERSION) throw new ArchiveFileError('ARCHIVE_NEWER_FORMAT');
  const c = a.content as Partial<ArchiveContent> | undefined;
  if (!c || typeof c.tournamentId !== 'string' || !Array.isArray(c.migrations) || typeof c.tables !== 'object' || c.tables === null || typeof a.exportedAt !== 'string' || Number.isNaN(Date.parse(a.exportedAt))) {
    throw new ArchiveFileError('ARCHIVE_FOREIGN');
  }
  if (typeof a.sha256 !== 'string' || sha256(JSON.stringify(a.content)) !== a.sha256) throw new ArchiveFileError('ARCHIVE_CHECKSUM');
  if (!Object.values(c.tables).every((rows) => Array.isArray(rows) && rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r)))) {
    throw new ArchiveFileError('ARCHIVE_FOREIGN');
  }
  return a as Archive;
}

/**
 * The archive's player and club ids mapped to this instance's: a club by its federation code (else its name and
 * city), a player by their licence, never duplicated; the ones not found keep their own id and are created.
 */
export interface LocalMatches {
  clubs: Map<string, string>;
  players: Map<string, string>;
}

/** The archive's text with every archived player and club id replaced by the local one (ids are UUIDs: no false match). */
export function remapIds(content: ArchiveContent, matches: LocalMatches): ArchiveContent {
  let text = JSON.stringify(content);
  for (const map of [matches.clubs, matches.players]) {
    for (const [archived, local] of map) if (archived !== local) text = text.split(archived).join(local);
  }
  return JSON.parse(text) as ArchiveContent;
}

/** What a tournament's results are, in a few lines per player and match: compared before and after a newer archive. */
export interface ResultsSummary {
  sheets: Record<string, string>;
  matches: Record<string, string>;
  pyramide: Record<string, string>;
  status: string;
}

export function summarise(tables: Record<string, Rows>): ResultsSummary {
  const licences = new Map((tables.player ?? []).map((p) => [p.id as string, p.licence as string]));
  const entries = new Map((tables.tournament_entry ?? []).map((e) => [e.id as string, licences.get(e.player_id as string) ?? String(e.player_id)]));
  const sheets = Object.fromEntries((tables.answer_sheet ?? []).map((s) => [entries.get(s.entry_id as string) ?? String(s.entry_id), `${s.total} points, ${s.status}${s.not_counted ? `, ${s.not_counted}` : ''}`]));
  const names = (id: unknown) => (id ? (licences.get(id as string) ?? String(id)) : '-');
  const matches = Object.fromEntries((tables.match ?? []).map((m) => [m.code as string, `${names(m.player_a_id)} ${m.score_a}-${m.score_b} ${names(m.player_b_id)}, ${m.status}${m.winner_id ? `, vainqueur ${names(m.winner_id)}` : ''}`]));
  const games = new Map((tables.pyramide_game ?? []).map((g) => [g.id as string, g.number as number]));
  const pyramide = Object.fromEntries((tables.pyramide_sheet ?? []).map((s) => [`partie ${games.get(s.game_id as string)} table ${s.table_number}`, `${s.status} ${JSON.stringify((s.result as { scores?: unknown } | null)?.scores ?? null)}`]));
  return { sheets, matches, pyramide, status: String((tables.tournament ?? [])[0]?.status ?? '') };
}

export interface ResultChange {
  what: 'feuille' | 'match' | 'pyramide' | 'étape';
  key: string;
  before: string | null;
  after: string | null;
}

/** The results a newer archive changes: each sheet, match and Pyramide table whose summary differs, and the step. */
export function resultChanges(before: ResultsSummary, after: ResultsSummary): ResultChange[] {
  const changes: ResultChange[] = [];
  const compare = (what: ResultChange['what'], a: Record<string, string>, b: Record<string, string>) => {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (a[key] !== b[key]) changes.push({ what, key, before: a[key] ?? null, after: b[key] ?? null });
    }
  };
  compare('feuille', before.sheets, after.sheets);
  compare('match', before.matches, after.matches);
  compare('pyramide', before.pyramide, after.pyramide);
  if (before.status !== after.status) changes.push({ what: 'étape', key: 'tournoi', before: before.status, after: after.status });
  return changes;
}

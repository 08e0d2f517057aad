import { gunzipSync, gzipSync } from 'node:zlib';
import { t } from '@greffier/messages';

/**
 * A backup file (docs/backups.md): gzip of one JSON document holding every table of the database, row by row,
 * as one consistent snapshot, with the migrations the database had. The same file on PostgreSQL and on the
 * embedded engine: a backup of one restores into the other.
 */
export const BACKUP_FORMAT = 'greffier-backup';
export const BACKUP_VERSION = 1;

export interface Snapshot {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  takenAt: string;
  /** Why it was taken: manuelle, avant-poules, avant-cloture, auto. */
  kind: BackupKind;
  engine: 'postgresql' | 'embedded';
  /** The migrations applied to the database, in order. */
  migrations: string[];
  /** Each table's rows, as PostgreSQL's json_agg writes them (column names as keys). */
  tables: Record<string, Record<string, unknown>[]>;
}

export const BACKUP_KINDS = ['manuelle', 'avant-poules', 'avant-cloture', 'auto'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** Why a file is not a backup this version can restore; `code` is stable (the CLI and the API show the words). */
export class BackupFileError extends Error {
  constructor(
    readonly code: 'BACKUP_UNREADABLE' | 'BACKUP_FOREIGN' | 'BACKUP_NEWER_FORMAT',
    message: string,
  ) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** `tablesJson` maps each table to its rows already written as a JSON array (the database's own json_agg text). */
export function encodeBackup(header: Omit<Snapshot, 'tables'>, tablesJson: Record<string, string>): Buffer {
  const tables = Object.entries(tablesJson)
    .map(([name, rows]) => `${JSON.stringify(name)}:${rows}`)
    .join(',');
  const head = JSON.stringify(header);
  return gzipSync(Buffer.from(`${head.slice(0, -1)},"tables":{${tables}}}`, 'utf8'));
}

export function decodeBackup(file: Buffer): Snapshot {
  let doc: unknown;
  try {
    doc = JSON.parse(gunzipSync(file).toString('utf8'));
  } catch {
    throw new BackupFileError('BACKUP_UNREADABLE', t('BACKUP_UNREADABLE'));
  }
  const d = doc as Partial<Snapshot> | null;
  if (!d || typeof d !== 'object' || d.format !== BACKUP_FORMAT || typeof d.tables !== 'object' || !Array.isArray(d.migrations)) {
    throw new BackupFileError('BACKUP_FOREIGN', t('BACKUP_FOREIGN'));
  }
  if (d.version !== BACKUP_VERSION) {
    throw new BackupFileError('BACKUP_NEWER_FORMAT', t('BACKUP_NEWER_FORMAT', { version: String(d.version) }));
  }
  return d as Snapshot;
}

const NAME = /^greffier-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})-([a-z-]+)\.json\.gz$/;

/** greffier-20261212-143005-120-avant-poules.json.gz: the time it was taken (UTC) and why; sorted by name, by time. */
export function backupName(at: Date, kind: BackupKind): string {
  const iso = at.toISOString();
  return `greffier-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${iso.slice(20, 23)}-${kind}.json.gz`;
}

export function parseBackupName(name: string): { takenAt: Date; kind: BackupKind } | null {
  const m = NAME.exec(name);
  if (!m || !(BACKUP_KINDS as readonly string[]).includes(m[8]!)) return null;
  const [, y, mo, d, h, mi, s, ms] = m;
  return { takenAt: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`), kind: m[8] as BackupKind };
}

/** The automatic backups to delete so that the last `keep` remain; backups taken by hand are never deleted. */
export function backupsToPrune(names: readonly string[], keep: number): string[] {
  const automatic = names.filter((n) => {
    const parsed = parseBackupName(n);
    return parsed !== null && parsed.kind !== 'manuelle';
  });
  return [...automatic].sort().slice(0, Math.max(0, automatic.length - keep));
}

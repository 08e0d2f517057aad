import { t } from '@greffier/messages';
import { NotFoundError, PreconditionRequiredError, StaleVersionError } from '../common/domain-errors';
import { Prisma } from '../generated/prisma/client';
import { COMMIT_WITH } from './transaction-batches';

/** The client of one interactive transaction. */
export type Tx = Prisma.TransactionClient;

/**
 * What a lock of a tournament guards. Writers of the same data take the same lock; every transaction
 * takes its tournament locks before any row lock, so that two of them never wait on each other in turn.
 * - scoring: the duplicate's sheets against what their scores depend on (rulings, draws, the points
 *   scale, the step of the day). A sheet write holds it shared (many arbiters type at once), a rescore
 *   exclusive (it waits for the writes under way, and the writes that follow wait for it).
 * - registration: the table numbers given out one after the other.
 * - poules: the poules drawn or undone, once.
 */
export type TournamentLock = 'scoring' | 'registration' | 'poules';

/**
 * Takes a transaction-scoped advisory lock of a tournament, released at COMMIT or ROLLBACK. PostgreSQL
 * shares advisory locks between every process on the same server, so API processes side by side are
 * serialised alike; on the embedded engine (one connection, one transaction at a time) it is granted at once.
 */
/** The name of a tournament's lock, and of one of its records' under it: every taker of a lock names it so. */
const lockKey = (what: TournamentLock, tournamentId: string, record?: string): string => [what, tournamentId, ...(record ? [record] : [])].join(':');

export async function lockTournament(tx: Tx, tournamentId: string, what: TournamentLock, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = lockKey(what, tournamentId);
  if (mode === 'shared') await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`;
  else await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/**
 * The keys of the tournament's scoring lock and of one of its records' lock under it (a sheet), as the database's
 * functions take them (greffier_lock_scoring, greffier_lock_sheet_entry): the tournament's lock held shared, then
 * the record's; two writers of the same record are served one after the other, in the order (tournament, then
 * record) that every transaction keeps.
 */
export const scoringLockKeys = (tournamentId: string, record: string): [scope: string, record: string] => [
  lockKey('scoring', tournamentId),
  lockKey('scoring', tournamentId, record),
];

/**
 * claimVersion's answer for a record this transaction already holds locked and has read (so no one else can
 * move its version before COMMIT): the version is compared here, without a statement, and the caller's own
 * write of the record adds NEXT_VERSION. The same 409 and 428 as claimVersion.
 */
export function checkVersion(expected: number | undefined, what: VersionedRecord & { label: string }): void {
  if (expected === undefined) {
    throw new PreconditionRequiredError(what.versionRequired ?? t('VERSION_REQUIRED'));
  }
  if (expected !== what.current) throw new StaleVersionError(what.entity, what.label, expected, what.current);
}

/**
 * A transaction's last statement, with the transaction's COMMIT sent in the same round trip on PostgreSQL
 * (transaction-batches.ts; on the embedded engine the mark is a comment). Nothing may run in the transaction after
 * it, and nothing after it may throw: once it is answered, what the transaction wrote is committed.
 */
export const commitWith = (statement: Prisma.Sql): Prisma.Sql => Prisma.sql`${Prisma.raw(COMMIT_WITH)}${statement}`;

/** What every write of a versioned record adds to its data: the record's version moves on by one. */
export const NEXT_VERSION = { version: { increment: 1 } } as const;

/** A versioned table's delegate, as far as claiming a version goes. */
interface VersionedDelegate {
  updateMany(args: { where: Record<string, unknown>; data: Record<string, unknown> }): Promise<{ count: number }>;
}

/** The record, the version it holds, and how to name it in a 409 or 428. */
export interface VersionedRecord {
  entity: string;
  /** How the record is named to the client (a player's id, a match's code...); its id by default. */
  label?: string;
  /** The version read in this transaction. */
  current: number;
  /** Why a version is needed, when the client may send none (a sheet that may not exist yet): 428. */
  versionRequired?: string;
}

/**
 * Takes a record for this transaction at the version the client last read: the row is locked until COMMIT and
 * its version bumped, with `data` written in the same statement; a version that is no longer current gets 409
 * and nothing is written, no version at all 428. `key` is the record's id, or its unique key.
 */
export async function claimVersion(
  delegate: VersionedDelegate,
  key: string | Record<string, string>,
  expected: number | undefined,
  what: VersionedRecord,
  data: Record<string, unknown> = {},
): Promise<void> {
  const where = typeof key === 'string' ? { id: key } : key;
  if (expected === undefined) {
    throw new PreconditionRequiredError(what.versionRequired ?? t('VERSION_REQUIRED'));
  }
  const res = await delegate.updateMany({ where: { ...where, version: expected }, data: { ...data, ...NEXT_VERSION } });
  const label = what.label ?? (typeof key === 'string' ? key : Object.values(key).join('/'));
  if (res.count === 0) throw new StaleVersionError(what.entity, label, expected, what.current === expected ? expected + 1 : what.current);
}

/** A table whose records are soft-deleted (deletedAt set), as far as claiming one of them goes. */
interface SoftDeletedDelegate<Row> extends VersionedDelegate {
  findFirst(args: { where: { id: string; deletedAt: null } }): PromiseLike<Row | null>;
}

/**
 * A record not deleted, as it is, claimed at the version the client read (claimVersion): 404 when it does not
 * exist or is deleted, 409 when the version is stale.
 */
export async function claimLive<Row extends { version: number }>(delegate: SoftDeletedDelegate<Row>, entity: string, id: string, version: number): Promise<Row> {
  const row = await delegate.findFirst({ where: { id, deletedAt: null } });
  if (!row) throw new NotFoundError(entity, id);
  await claimVersion(delegate, id, version, { entity, current: row.version });
  return row;
}

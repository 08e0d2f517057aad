import { StaleVersionError } from '../common/domain-errors';
import type { Prisma } from '../generated/prisma/client';

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
export async function lockTournament(tx: Tx, tournamentId: string, what: TournamentLock, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = `${what}:${tournamentId}`;
  if (mode === 'shared') await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`;
  else await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/** A versioned table's delegate, as far as claiming a version goes. */
interface VersionedDelegate {
  updateMany(args: { where: { id: string; version: number }; data: { version: { increment: number } } }): Promise<{ count: number }>;
}

/**
 * Takes a record for this transaction at the version the client last read: the row is locked until
 * COMMIT and its version bumped; a version that is no longer current gets 409 and nothing is written.
 */
export async function claimVersion(
  delegate: VersionedDelegate,
  id: string,
  expected: number,
  what: { entity: string; label?: string; current: number },
): Promise<void> {
  const res = await delegate.updateMany({ where: { id, version: expected }, data: { version: { increment: 1 } } });
  if (res.count === 0) throw new StaleVersionError(what.entity, what.label ?? id, expected, what.current === expected ? expected + 1 : what.current);
}

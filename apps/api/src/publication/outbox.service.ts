import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/domain-errors';
import { PrismaClient } from '../generated/prisma/client';
import type { AttemptOutcome } from './attempt-outcome';
import type { PublicationDto } from './publication.dto';

/** A publication claimed by one process: the sequence it sends, the failures before it. */
export interface Claimed {
  tournamentId: string;
  requested: number;
  attempts: number;
}

/** How long a claim keeps other processes off a publication: past it (a process that died mid-send), another sends it. */
const LEASE_SECONDS = 180;

/**
 * The venue's outbox of publications (the publication table, docs/federation.md): one row per tournament. A
 * change bumps `requested`; a process claims a due row with FOR UPDATE SKIP LOCKED and a lease, sends the latest
 * archive, and records the federation's answer: acknowledged (`acknowledged` becomes the sequence it sent),
 * refused, or to try again after a back-off. All of it in the database: a restart, or several processes, lose
 * nothing and send nothing twice at once.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * A change worth publishing: queued (or the queued one's sequence bumped). A publication acknowledged already
   * is due again no sooner than `minIntervalSeconds` after its last attempt; a waiting one keeps its back-off, a
   * refused one stays refused until the settings change or « Publier maintenant ».
   */
  async queue(tournamentId: string, minIntervalSeconds: number): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO publication (tournament_id, requested, state, next_attempt_at, requested_at, updated_at)
      SELECT id, 1, 'PENDING', now(), now(), now() FROM tournament WHERE id = ${tournamentId}::uuid AND deleted_at IS NULL
      ON CONFLICT (tournament_id) DO UPDATE SET
        requested = publication.requested + 1,
        requested_at = now(),
        updated_at = now(),
        state = CASE WHEN publication.state = 'PUBLISHED' THEN 'PENDING'::"PublicationState" ELSE publication.state END,
        next_attempt_at = CASE WHEN publication.state = 'PUBLISHED'
          THEN GREATEST(now(), coalesce(publication.last_attempt_at, now()) + make_interval(secs => ${minIntervalSeconds}::int))
          ELSE publication.next_attempt_at END`;
  }

  /** « Publier maintenant »: queued and due at once, the back-off and a refusal forgotten. */
  async queueNow(tournamentId: string): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO publication (tournament_id, requested, state, next_attempt_at, requested_at, updated_at)
      SELECT id, 1, 'PENDING', now(), now(), now() FROM tournament WHERE id = ${tournamentId}::uuid AND deleted_at IS NULL
      ON CONFLICT (tournament_id) DO UPDATE SET
        requested = publication.requested + 1, requested_at = now(), updated_at = now(),
        state = 'PENDING', attempts = 0, next_attempt_at = now()`;
  }

  /**
   * After a restart: the club's tournaments not finished, or whose fiche or step changed after their last
   * acknowledgement, are queued once more (a change announced just before the process stopped is not lost; the
   * import of an archive the federation has already answers « unchanged »).
   */
  async requeueUnfinished(clubId: string): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE publication p SET requested = p.requested + 1, requested_at = now(), updated_at = now(),
        state = CASE WHEN p.state = 'PUBLISHED' THEN 'PENDING'::"PublicationState" ELSE p.state END,
        next_attempt_at = CASE WHEN p.state = 'PUBLISHED' THEN now() ELSE p.next_attempt_at END
      FROM tournament t
      WHERE t.id = p.tournament_id AND t.organising_club_id = ${clubId}::uuid AND p.state <> 'REFUSED'
        AND (t.status <> 'FINISHED' OR p.published_at IS NULL OR t.updated_at > p.published_at)`;
  }

  /** The next due publication, claimed by this process (SKIP LOCKED: a row another process is claiming is left to it). */
  async claim(owner: string): Promise<Claimed | null> {
    const [row] = await this.prisma.$queryRaw<Claimed[]>`
      UPDATE publication SET lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS}::int), last_attempt_at = now()
      WHERE tournament_id = (
        SELECT tournament_id FROM publication
        WHERE state IN ('PENDING', 'WAITING') AND requested > acknowledged AND next_attempt_at <= now()
          AND (lease_until IS NULL OR lease_until < now())
        ORDER BY next_attempt_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING tournament_id::text AS "tournamentId", requested, attempts`;
    return row ?? null;
  }

  /** The federation's answer to the sequence `claimed.requested`, recorded if this process still holds the claim. */
  async settle(claimed: Claimed, owner: string, outcome: AttemptOutcome, delaySeconds: number): Promise<void> {
    const { tournamentId, requested } = claimed;
    if (outcome.kind === 'acknowledged') {
      await this.prisma.$executeRaw`
        UPDATE publication SET acknowledged = GREATEST(acknowledged, ${requested}::int), attempts = 0, published_at = now(),
          published_sha256 = coalesce(${outcome.sha256}, published_sha256), outcome = ${outcome.outcome}, error_code = NULL, error_detail = NULL,
          state = CASE WHEN requested > ${requested}::int THEN 'PENDING'::"PublicationState" ELSE 'PUBLISHED'::"PublicationState" END,
          next_attempt_at = now() + make_interval(secs => ${delaySeconds}::double precision),
          lease_owner = NULL, lease_until = NULL, updated_at = now()
        WHERE tournament_id = ${tournamentId}::uuid AND lease_owner = ${owner}`;
      return;
    }
    const state = outcome.kind === 'refused' ? 'REFUSED' : 'WAITING';
    await this.prisma.$executeRaw`
      UPDATE publication SET attempts = attempts + 1, state = ${state}::"PublicationState", error_code = ${outcome.code}, error_detail = ${outcome.detail},
        next_attempt_at = now() + make_interval(secs => ${delaySeconds}::double precision),
        lease_owner = NULL, lease_until = NULL, updated_at = now()
      WHERE tournament_id = ${tournamentId}::uuid AND lease_owner = ${owner}`;
  }

  /** Gives a claim back without an attempt (the settings were removed meanwhile). */
  async release(claimed: Claimed, owner: string): Promise<void> {
    await this.prisma.$executeRaw`UPDATE publication SET lease_owner = NULL, lease_until = NULL WHERE tournament_id = ${claimed.tournamentId}::uuid AND lease_owner = ${owner}`;
  }

  /** When the next publication is due (for the worker's timer), or null. */
  async nextDue(): Promise<Date | null> {
    const [row] = await this.prisma.$queryRaw<{ at: Date | null }[]>`
      SELECT min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at))) AS at FROM publication
      WHERE state IN ('PENDING', 'WAITING') AND requested > acknowledged`;
    return row?.at ?? null;
  }

  async list(): Promise<PublicationDto[]> {
    const rows = await this.prisma.publication.findMany({ include: { tournament: { select: { name: true } } }, orderBy: { requestedAt: 'desc' } });
    return rows.map((p) => toDto(p, p.tournament.name));
  }

  async get(tournamentId: string): Promise<PublicationDto> {
    const tournament = await this.prisma.tournament.findFirst({ where: { id: tournamentId, deletedAt: null }, select: { name: true, publication: true } });
    if (!tournament) throw new NotFoundError('tournament', tournamentId);
    return tournament.publication ? toDto(tournament.publication, tournament.name) : none(tournamentId, tournament.name);
  }
}

type Row = NonNullable<Awaited<ReturnType<PrismaClient['publication']['findUnique']>>>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toDto(p: Row, tournamentName: string): PublicationDto {
  return {
    tournamentId: p.tournamentId,
    tournamentName,
    state: p.state,
    requested: p.requested,
    acknowledged: p.acknowledged,
    attempts: p.attempts,
    nextAttemptAt: p.state === 'PENDING' || p.state === 'WAITING' ? p.nextAttemptAt.toISOString() : null,
    lastAttemptAt: iso(p.lastAttemptAt),
    publishedAt: iso(p.publishedAt),
    outcome: p.outcome,
    errorCode: p.errorCode,
    errorDetail: p.errorDetail,
  };
}

const none = (tournamentId: string, tournamentName: string): PublicationDto => ({
  tournamentId,
  tournamentName,
  state: 'NONE',
  requested: 0,
  acknowledged: 0,
  attempts: 0,
  nextAttemptAt: null,
  lastAttemptAt: null,
  publishedAt: null,
  outcome: null,
  errorCode: null,
  errorDetail: null,
});

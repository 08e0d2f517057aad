import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/actor';
import { EVENTS_CHANNEL, TournamentEvents } from '../events/tournament-events';
import type { Tx } from '../database/tx';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { type Page, pageArgs } from '../common/pagination.dto';
import type { AuditEntryDto, AuditQueryDto } from './audit.dto';

export interface AuditRecord {
  actor: Actor | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
  /** The tournament the change belongs to: its screens are told of it live (TournamentEvents). */
  tournamentId?: string;
}

/** JSON-safe copy of a record: dates as ISO strings, bigints as strings, secrets left out. */
export function auditSnapshot(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (value === undefined || value === null) return Prisma.DbNull;
  return JSON.parse(
    JSON.stringify(value, (key, v) => (key === 'passwordHash' ? undefined : typeof v === 'bigint' ? v.toString() : v)),
  ) as Prisma.InputJsonValue;
}

@Injectable()
export class AuditService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Records a write inside the caller's transaction: the entry and the change land together or not at all. */
  async record(tx: Tx, entry: AuditRecord): Promise<void> {
    if (!entry.tournamentId) {
      await tx.auditEntry.create({ data: this.toRow(entry) });
      return;
    }
    // The entry and its announcement in one statement.
    const { part, announce } = this.announced({ ...entry, tournamentId: entry.tournamentId });
    await tx.$executeRaw`WITH ${part} SELECT ${announce}`;
  }

  /**
   * A tournament's audit entry and its announcement as parts of a writer's own statement (one round trip of the
   * busiest writes: a coup typed): `part`, a common table expression (`audit_written AS (...)`), and `announce`, an
   * expression the statement selects once (PostgreSQL sends the notification when the transaction commits).
   */
  announced(entry: AuditRecord & { tournamentId: string }): { part: Prisma.Sql; announce: Prisma.Sql } {
    const json = (v: unknown) => {
      const snap = auditSnapshot(v);
      return snap === Prisma.DbNull ? null : JSON.stringify(snap);
    };
    const event = TournamentEvents.payload({ tournamentId: entry.tournamentId, entity: entry.entity, entityId: entry.entityId, action: entry.action });
    return {
      part: Prisma.sql`audit_written AS (
        INSERT INTO "audit_entry" ("actor_id", "actor_role", "action", "entity", "entity_id", "before", "after", "reason", "request_id")
        VALUES (${entry.actor?.accountId ?? null}::uuid, ${entry.actor?.role ?? null}, ${entry.action}, ${entry.entity}, ${entry.entityId},
          ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb, ${entry.reason ?? null}, ${entry.actor?.requestId ?? null})
        RETURNING 1)`,
      announce: Prisma.sql`(SELECT pg_notify(${EVENTS_CHANNEL}, ${event})::text FROM audit_written)`,
    };
  }

  /**
   * Records several writes inside the caller's transaction, with their announcements, in one statement however
   * many they are (the columns passed as arrays: a thousand players registered at once cost one round trip).
   */
  async recordMany(tx: Tx, entries: AuditRecord[]): Promise<void> {
    if (!entries.length) return;
    const rows = entries.map((e) => this.toRow(e));
    const json = (v: Prisma.AuditEntryCreateManyInput['after']) => (v === Prisma.DbNull || v === undefined || v === null ? null : JSON.stringify(v));
    const announced = new Map<string, string>();
    const at = new Date().toISOString();
    for (const e of entries) {
      const key = `${e.tournamentId}/${e.entity}/${e.entityId}`;
      if (e.tournamentId && !announced.has(key)) {
        announced.set(key, TournamentEvents.payload({ tournamentId: e.tournamentId, entity: e.entity, entityId: e.entityId, action: e.action }, at));
      }
    }
    await tx.$executeRaw`
      WITH written AS (
        INSERT INTO "audit_entry" ("actor_id", "actor_role", "action", "entity", "entity_id", "before", "after", "reason", "request_id")
        SELECT actor_id::uuid, actor_role, action, entity, entity_id, before::jsonb, after::jsonb, reason, request_id
        FROM unnest(${rows.map((r) => r.actorId ?? null)}::text[], ${rows.map((r) => r.actorRole ?? null)}::text[], ${rows.map((r) => r.action)}::text[],
          ${rows.map((r) => r.entity)}::text[], ${rows.map((r) => r.entityId)}::text[], ${rows.map((r) => json(r.before))}::text[],
          ${rows.map((r) => json(r.after))}::text[], ${rows.map((r) => r.reason ?? null)}::text[], ${rows.map((r) => r.requestId ?? null)}::text[])
          WITH ORDINALITY AS u(actor_id, actor_role, action, entity, entity_id, before, after, reason, request_id, n)
        ORDER BY n
        RETURNING 1)
      SELECT pg_notify(${EVENTS_CHANNEL}, payload) FROM unnest(${[...announced.values()]}::text[]) AS payload`;
  }

  private toRow(e: AuditRecord): Prisma.AuditEntryCreateManyInput {
    return {
      actorId: e.actor?.accountId ?? null,
      actorRole: e.actor?.role ?? null,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      before: auditSnapshot(e.before),
      after: auditSnapshot(e.after),
      reason: e.reason ?? null,
      requestId: e.actor?.requestId ?? null,
    };
  }

  /** A page of the trail, newest first, with the total of the entries that pass the filters. */
  async list(filter: AuditQueryDto): Promise<Page<AuditEntryDto>> {
    const at = filter.from || filter.to ? { gte: filter.from ? new Date(filter.from) : undefined, lt: filter.to ? new Date(filter.to) : undefined } : undefined;
    const where: Prisma.AuditEntryWhereInput = { entity: filter.entity, entityId: filter.entityId, action: filter.action, actorId: filter.actorId, at };
    const [total, rows] = await this.prisma.$transaction([
      this.prisma.auditEntry.count({ where }),
      this.prisma.auditEntry.findMany({ where, orderBy: { id: 'desc' }, ...pageArgs(filter) }),
    ]);
    const items = rows.map((r) => ({
      id: r.id.toString(),
      at: r.at.toISOString(),
      actorId: r.actorId,
      actorRole: r.actorRole,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
      reason: r.reason,
      requestId: r.requestId,
    }));
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  }
}

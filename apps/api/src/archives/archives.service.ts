import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import { AuditService } from '../audit/audit.service';
import { dependencies, insertOrder } from '../backups/snapshot';
import type { Actor } from '../common/actor';
import { ConflictError, DomainError, ForbiddenError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import type { Tx } from '../database/tx';
import { PrismaClient } from '../generated/prisma/client';
import { type Archive, ArchiveFileError, type ArchiveContent, type LocalMatches, openArchive, remapIds, type ResultChange, resultChanges, type Rows, sealArchive, summarise } from './archive-format';
import { AUDIT_COLUMNS, AUDIT_WHERE, DIRECTORY_TABLES, TOURNAMENT_TABLES } from './archive-tables';

export interface ImportResult {
  tournamentId: string;
  outcome: 'created' | 'replaced' | 'unchanged';
  sha256: string;
  clubs: { matched: number; created: number };
  players: { matched: number; created: number };
  changes: ResultChange[];
}

/**
 * A publication by a club's key (docs/federation.md): the archive's tournament must be organised by the key's
 * club (its club matched here as every club is), and the audit entry names the key.
 */
export interface ImportScope {
  keyId: string;
  keyLabel: string;
  clubId: string;
  clubName: string;
}

/** What this instance imported of a tournament: in server_setting, key archive-import:<tournament id>. */
interface ImportState {
  sha256: string;
  exportedAt: string;
}

const quoted = (name: string) => `"${name}"`;
const IMPORT_MARK = 'archive';
const settingKey = (tournamentId: string) => `archive-import:${tournamentId}`;

/**
 * Tournament archives (docs/archive-format.md): a whole tournament written to one sealed file, and imported into
 * another instance in one transaction: the same archive twice changes nothing, a newer one replaces the results
 * and says in the audit trail what changed; players are matched by licence and clubs by federation code.
 */
@Injectable()
export class ArchivesService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  private async migrations(db: Tx): Promise<string[]> {
    const rows = await db.$queryRawUnsafe<{ name: string }[]>(
      `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    return rows.map((r) => r.name);
  }

  private async rows(db: Tx, table: string, where: string, param: unknown): Promise<Rows> {
    const [row] = await db.$queryRawUnsafe<{ rows: string }[]>(`SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quoted(table)} t WHERE ${where}`, param);
    return JSON.parse(row!.rows) as Rows;
  }

  /** The tournament's rows, its players', clubs' and audit trail's, as one consistent read. */
  private async read(db: Tx, tournamentId: string): Promise<Record<string, Rows>> {
    const tables: Record<string, Rows> = {};
    for (const [table, where] of [...DIRECTORY_TABLES, ...TOURNAMENT_TABLES]) tables[table] = await this.rows(db, table, where, tournamentId);
    const ids = TOURNAMENT_TABLES.flatMap(([table]) => tables[table]!.map((r) => r.id)).filter((id): id is string => typeof id === 'string');
    ids.push(...(tables.room_display ?? []).map((r) => String(r.session_id)));
    tables.audit_entry = (await this.rows(db, 'audit_entry', AUDIT_WHERE, ids)).sort((a, b) => Number(a.id) - Number(b.id));
    return tables;
  }

  async export(tournamentId: string): Promise<{ file: string; name: string }> {
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        const tournament = await tx.tournament.findFirst({ where: { id: tournamentId, deletedAt: null } });
        if (!tournament) throw new NotFoundError('tournament', tournamentId);
        const content: ArchiveContent = { tournamentId, name: tournament.name, migrations: await this.migrations(tx), tables: await this.read(tx, tournamentId) };
        return { file: sealArchive(content, new Date()), name: `tournoi-${tournament.date.toISOString().slice(0, 10)}-${tournamentId.slice(0, 8)}.greffier.json` };
      },
      { timeout: 120_000 },
    );
  }

  /** An archived club found here: by id, else its federation code, else (no code) its name and city. */
  private async localClub(tx: Tx, c: Rows[number]): Promise<string | undefined> {
    const [found] = await tx.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id::text FROM club WHERE id = $1::uuid OR ($2::text IS NOT NULL AND federation_code = $2) OR ($2::text IS NULL AND lower(name) = lower($3) AND lower(city) = lower($4))
       ORDER BY (id = $1::uuid) DESC, (federation_code IS NOT DISTINCT FROM $2) DESC LIMIT 1`,
      c.id,
      c.federation_code ?? null,
      c.name,
      c.city,
    );
    return found?.id;
  }

  /** A key publishes only its club's tournaments: the archive's organising club, and the tournament here if it is. */
  private async checkScope(tx: Tx, content: ArchiveContent, scope: ImportScope): Promise<void> {
    const tournament = (content.tables.tournament ?? [])[0];
    const archived = (content.tables.club ?? []).find((c) => c.id === tournament?.organising_club_id);
    const here = await tx.tournament.findUnique({ where: { id: content.tournamentId }, select: { organisingClubId: true } });
    const organiser = archived ? await this.localClub(tx, archived) : undefined;
    if (organiser !== scope.clubId || (here && here.organisingClubId !== scope.clubId)) {
      throw new ForbiddenError(t('PUBLICATION_OTHER_CLUB', { club: scope.clubName, tournament: content.name }), 'PUBLICATION_OTHER_CLUB');
    }
  }

  /** The archive's clubs and players found here: clubs by id, federation code, else name and city; players by id, else licence. */
  private async match(tx: Tx, tables: Record<string, Rows>): Promise<LocalMatches & { newClubs: Rows; newPlayers: Rows }> {
    const clubs = new Map<string, string>();
    const newClubs: Rows = [];
    for (const c of tables.club ?? []) {
      const found = await this.localClub(tx, c);
      clubs.set(c.id as string, found ?? (c.id as string));
      if (!found) newClubs.push(c);
    }
    const players = new Map<string, string>();
    const newPlayers: Rows = [];
    for (const p of tables.player ?? []) {
      const [found] = await tx.$queryRawUnsafe<{ id: string }[]>(
        `SELECT id::text FROM player WHERE id = $1::uuid OR upper(licence) = upper($2) ORDER BY (id = $1::uuid) DESC LIMIT 1`,
        p.id,
        p.licence,
      );
      players.set(p.id as string, found?.id ?? (p.id as string));
      if (!found) newPlayers.push(p);
    }
    return { clubs, players, newClubs, newPlayers };
  }

  private async insert(tx: Tx, table: string, rows: Rows): Promise<void> {
    if (!rows.length) return;
    await tx.$executeRawUnsafe(`INSERT INTO ${quoted(table)} SELECT * FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`, JSON.stringify(rows));
  }

  async import(file: Buffer | object, actor: Actor, scope?: ImportScope): Promise<ImportResult> {
    let archive: Archive;
    try {
      archive = openArchive(Buffer.isBuffer(file) ? file : Buffer.from(JSON.stringify(file), 'utf8'));
    } catch (e) {
      if (e instanceof ArchiveFileError) throw new InvalidInputError(t(e.code), [{ field: 'body', reason: t(e.code) }], e.code);
      throw e;
    }
    try {
      return await this.prisma.$transaction((tx) => this.importIn(tx, archive, actor, scope), { timeout: 300_000, maxWait: 60_000 });
    } catch (e) {
      if (e instanceof DomainError) throw e;
      // A row the database refuses (a reference to nothing, a value out of its column): the archive does not hold together.
      throw new RuleViolationError('ARCHIVE_INCONSISTENT', t('ARCHIVE_INCONSISTENT', { detail: (e as Error).message.split('\n').slice(-1)[0]!.slice(0, 300) }));
    }
  }

  private async importIn(tx: Tx, archive: Archive, actor: Actor, scope?: ImportScope): Promise<ImportResult> {
    const { content, sha256 } = archive;
    const tournamentId = content.tournamentId;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`archive:${tournamentId}`}, 0))`;
    if ((await this.migrations(tx)).join('\n') !== content.migrations.join('\n')) throw new RuleViolationError('ARCHIVE_OTHER_VERSION', t('ARCHIVE_OTHER_VERSION'));
    if (scope) await this.checkScope(tx, content, scope);
    const setting = await tx.serverSetting.findUnique({ where: { key: settingKey(tournamentId) } });
    const state = setting ? (JSON.parse(setting.value) as ImportState) : null;
    const local = await tx.tournament.findUnique({ where: { id: tournamentId }, select: { id: true } });
    const base = { tournamentId, sha256, clubs: { matched: 0, created: 0 }, players: { matched: 0, created: 0 }, changes: [] };
    if (local && !state) throw new ConflictError('ARCHIVE_LOCAL_TOURNAMENT', t('ARCHIVE_LOCAL_TOURNAMENT'));
    if (state?.sha256 === sha256) return { ...base, outcome: 'unchanged' };
    if (state && Date.parse(archive.exportedAt) <= Date.parse(state.exportedAt)) throw new ConflictError('ARCHIVE_OLDER', t('ARCHIVE_OLDER', { exportedAt: state.exportedAt }));

    const matches = await this.match(tx, content.tables);
    const tables = remapIds(content, matches).tables;
    const newClubIds = new Set(matches.newClubs.map((c) => c.id));
    const newPlayerIds = new Set(matches.newPlayers.map((p) => p.id));
    let changes: ResultChange[] = [];
    if (local) {
      const before = await this.read(tx, tournamentId);
      changes = resultChanges(summarise(before), summarise(tables));
      const oldIds = (before.audit_entry ?? []).map((a) => String(a.entity_id));
      await tx.$executeRawUnsafe(`DELETE FROM audit_entry WHERE request_id = $1 AND entity_id = ANY($2::text[])`, IMPORT_MARK, oldIds);
      // The duplicate and the Pyramide first (their sheets point at the entries), then the tournament and the rest with it.
      for (const table of ['duplicate_session', 'pyramide_tournament', 'match', 'poule']) await tx.$executeRawUnsafe(`DELETE FROM ${quoted(table)} WHERE tournament_id = $1::uuid`, tournamentId);
      await tx.$executeRawUnsafe(`DELETE FROM tournament WHERE id = $1::uuid`, tournamentId);
    }
    await this.insert(tx, 'club', (tables.club ?? []).filter((c) => newClubIds.has(c.id)));
    await this.insert(tx, 'player', (tables.player ?? []).filter((p) => newPlayerIds.has(p.id)));
    const own = TOURNAMENT_TABLES.map(([table]) => table);
    for (const table of insertOrder(own, await dependencies(tx))) await this.insert(tx, table, tables[table] ?? []);
    const audit = (tables.audit_entry ?? []).map((a) => ({ ...a, request_id: IMPORT_MARK }));
    if (audit.length) {
      const cols = AUDIT_COLUMNS.map(quoted).join(', ');
      await tx.$executeRawUnsafe(`INSERT INTO audit_entry (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::audit_entry, $1::json)`, JSON.stringify(audit));
    }
    const value = JSON.stringify({ sha256, exportedAt: archive.exportedAt } satisfies ImportState);
    await tx.serverSetting.upsert({ where: { key: settingKey(tournamentId) }, create: { key: settingKey(tournamentId), value }, update: { value } });
    const result: ImportResult = {
      tournamentId,
      outcome: local ? 'replaced' : 'created',
      sha256,
      clubs: { matched: (content.tables.club ?? []).length - newClubIds.size, created: newClubIds.size },
      players: { matched: (content.tables.player ?? []).length - newPlayerIds.size, created: newPlayerIds.size },
      changes,
    };
    await this.audit.record(tx, {
      actor,
      action: local ? 'archive.replace' : 'archive.import',
      entity: 'tournament',
      entityId: tournamentId,
      after: {
        sha256,
        exportedAt: archive.exportedAt,
        clubs: result.clubs,
        players: result.players,
        changes,
        ...(scope && { publishedWith: { apiKey: scope.keyId, label: scope.keyLabel, clubId: scope.clubId, club: scope.clubName } }),
      },
      tournamentId,
    });
    return result;
  }
}

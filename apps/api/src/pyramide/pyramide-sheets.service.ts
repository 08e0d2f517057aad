import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import {
  applyLateE,
  blankSheet,
  canonicalSheet,
  InvalidScoreSheetError,
  sameSheet,
  tablePlan,
  tallySheet,
  validateSheet,
  type Formula,
  type LateE,
  type ScoreSheet,
  type Table,
  type TableResult,
} from '@greffier/pyramide';
import { AuditService } from '../audit/audit.service';
import { claimVersion, type Tx } from '../database/tx';
import type { Actor } from '../common/actor';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import { Prisma, PrismaClient, type PyramideCorrection, type PyramideGame, type PyramideSheet } from '../generated/prisma/client';
import { pageArgs, type PageQueryDto } from '../common/pagination.dto';
import type { CorrectionDto, LateEDto } from './pyramide.dto';
import { tableSheet } from './pyramide-problems';
import { PyramideStore } from './pyramide-store';
import { Namer, resultView } from './pyramide-views';

const json = (v: unknown): Prisma.InputJsonValue => JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue;
const stored = (row: Pick<PyramideSheet, 'sheet'>): ScoreSheet => row.sheet as unknown as ScoreSheet;
const storedResult = (v: unknown): TableResult => v as TableResult;
const ordered = (v: unknown, keys: string[]) => Object.fromEntries(keys.map((k) => [k, (v as Record<string, unknown>)[k]]));
const totals = (r: TableResult) => Object.fromEntries(r.scores.map((s) => [s.player, s.total]));

/** The fields a late E needs, by event; the others must be left out. */
const LATE_E_FIELDS: Record<LateEDto['event'], (keyof LateEDto)[]> = {
  pingPong: ['brick'],
  nomsPropres: ['name'],
  grandesPyramides: ['team', 'expression'],
};

function lateEOf(dto: LateEDto): LateE {
  const needed = LATE_E_FIELDS[dto.event];
  const others = (['brick', 'name', 'team', 'expression'] as const).filter((k) => !needed.includes(k) && dto[k] !== undefined);
  const missing = needed.filter((k) => dto[k] === undefined);
  if (missing.length || others.length) {
    throw new InvalidInputError(t('PYRAMIDE_LATE_E_FIELDS', { event: dto.event, fields: needed.join(',') }), [
      ...missing.map((k) => ({ field: `lateE.${k}`, reason: t('PYRAMIDE_LATE_E_FIELD_REQUIRED', { event: dto.event }) })),
      ...others.map((k) => ({ field: `lateE.${k}`, reason: t('PYRAMIDE_LATE_E_FIELD_NOT_FOR', { event: dto.event }) })),
    ]);
  }
  if (dto.event === 'pingPong') return { event: 'pingPong', brick: dto.brick! };
  if (dto.event === 'nomsPropres') return { event: 'nomsPropres', name: dto.name! };
  return { event: 'grandesPyramides', team: dto.team!, expression: dto.expression! };
}

/**
 * The feuilles de marque: one per table and game, entered whole (validated as a whole, idempotent), its result
 * stored with it; an arbiter's correction (a whole new sheet, or a late E) with a reason, kept in
 * pyramide_correction (who, when, before, after, why) and the audit trail.
 */
@Injectable()
export class PyramideSheetsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly store: PyramideStore,
  ) {}

  private async scope(db: Tx | PrismaClient, tournamentId: string, number: number, tableNumber: number) {
    const config = await this.store.config(db, tournamentId);
    const game = await this.store.game(db, config.id, number);
    const table = this.store.table(game, tableNumber);
    const row = await db.pyramideSheet.findUnique({ where: { gameId_tableNumber: { gameId: game.id, tableNumber } } });
    return { config, game, table, row, formula: config.formula as Formula };
  }

  private view(game: PyramideGame, table: Table, formula: Formula, namer: Namer, row: PyramideSheet | null) {
    return {
      id: row?.id ?? null,
      game: game.number,
      table: table.number,
      seats: table.players.map((id, s) => ({ seat: 'ABCD'[s]!, ...namer.person(id) })),
      entered: row !== null,
      status: row?.status ?? null,
      version: row?.version ?? null,
      // Not entered yet: a blank sheet with the plan's teams, ready to fill in.
      sheet: row ? canonicalSheet(stored(row)) : blankSheet(tablePlan(table, formula)),
      result: row ? resultView(storedResult(row.result), namer) : null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  async get(tournamentId: string, number: number, tableNumber: number) {
    const { config, game, table, row, formula } = await this.scope(this.prisma, tournamentId, number, tableNumber);
    const namer = Namer.of(await this.store.roster(this.prisma, tournamentId), config);
    return this.view(game, table, formula, namer, row);
  }

  /** Takes the sheet for this transaction: a stale version gets 409 and nothing is written. */
  private async claim(tx: Tx, row: PyramideSheet, version: number | undefined): Promise<void> {
    await claimVersion(tx.pyramideSheet, row.id, version, {
      entity: 'sheet of table',
      label: `${row.tableNumber}`,
      current: row.version,
      versionRequired: t('SHEET_VERSION_REQUIRED'),
    });
  }

  /** The whole feuille de marque: refused as a whole when it breaks a rule; sending it again changes nothing. */
  async enter(tournamentId: string, number: number, tableNumber: number, body: unknown, version: number | undefined, actor: Actor, reason?: string) {
    return this.prisma.$transaction(async (tx) => {
      await this.store.openTournament(tx, tournamentId);
      const { config, game, table, row, formula } = await this.scope(tx, tournamentId, number, tableNumber);
      const namer = Namer.of(await this.store.roster(tx, tournamentId), config);
      const sheet = tableSheet(body, formula, table, namer.playerName);
      if (row && sameSheet(stored(row), sheet)) return this.view(game, table, formula, namer, row); // a retried request
      const result = tallySheet(sheet);
      if (!row) {
        const created = await tx.pyramideSheet.create({ data: { gameId: game.id, tableNumber, sheet: json(sheet), result: json(result) } });
        await this.audit.record(tx, { tournamentId, actor, action: 'sheet.enter', entity: 'pyramide_sheet', entityId: created.id, after: { game: number, table: tableNumber, sheet, totals: totals(result) }, reason });
        return this.view(game, table, formula, namer, created);
      }
      if (row.status === 'CORRECTED') {
        throw new RuleViolationError('SHEET_CORRECTED', t('PYRAMIDE_SHEET_CORRECTED'));
      }
      await this.claim(tx, row, version);
      const after = await tx.pyramideSheet.update({ where: { id: row.id }, data: { sheet: json(sheet), result: json(result) } });
      await this.audit.record(tx, {
        tournamentId,
        actor,
        action: 'sheet.replace',
        entity: 'pyramide_sheet',
        entityId: row.id,
        before: { sheet: row.sheet, totals: totals(storedResult(row.result)) },
        after: { sheet, totals: totals(result) },
        reason,
      });
      return this.view(game, table, formula, namer, after);
    });
  }

  /** An arbiter's correction: a whole new sheet or a late E, always with a reason and the version last read. */
  async correct(tournamentId: string, number: number, tableNumber: number, dto: CorrectionDto, version: number, actor: Actor) {
    if ((dto.sheet === undefined) === (dto.lateE === undefined)) {
      throw new InvalidInputError(t('PYRAMIDE_SHEET_OR_LATE_E'), [{ field: dto.sheet ? 'lateE' : 'sheet', reason: t('PYRAMIDE_ONE_OF_SHEET_OR_LATE_E') }]);
    }
    const lateE = dto.lateE ? lateEOf(dto.lateE) : null;
    return this.prisma.$transaction(async (tx) => {
      await this.store.openTournament(tx, tournamentId);
      const { config, game, table, row, formula } = await this.scope(tx, tournamentId, number, tableNumber);
      if (!row) throw new NotFoundError('feuille de marque of table', t('PYRAMIDE_TABLE_OF_GAME', { table: tableNumber, game: number }));
      await this.claim(tx, row, version);
      const namer = Namer.of(await this.store.roster(tx, tournamentId), config);
      const before = stored(row);
      let next: ScoreSheet;
      let outcome: Record<string, unknown> | null = null;
      if (lateE) {
        const fix = applyLateE(before, lateE);
        const { violations } = validateSheet(fix.sheet);
        if (violations.length) throw new InvalidScoreSheetError(violations, namer.playerName);
        next = canonicalSheet(fix.sheet);
        outcome = { pointTo: fix.pointTo, struck: fix.struck, nextHand: fix.nextHand, nextBrick: fix.nextBrick };
      } else {
        next = tableSheet(dto.sheet, formula, table, namer.playerName);
      }
      if (sameSheet(before, next)) throw new ConflictError('NO_CHANGE', t('PYRAMIDE_NO_CHANGE', { table: tableNumber }));
      const result = tallySheet(next);
      const after = await tx.pyramideSheet.update({ where: { id: row.id }, data: { sheet: json(next), result: json(result), status: 'CORRECTED' } });
      const correction = await tx.pyramideCorrection.create({
        data: {
          sheetId: row.id,
          actorId: actor.accountId,
          kind: lateE ? 'late-e' : 'sheet',
          lateE: lateE ? json(lateE) : Prisma.DbNull,
          outcome: outcome ? json(outcome) : Prisma.DbNull,
          before: json(before),
          after: json(next),
          beforeResult: row.result as Prisma.InputJsonValue,
          afterResult: json(result),
          reason: dto.reason,
        },
      });
      await this.audit.record(tx, {
        tournamentId,
        actor,
        action: 'sheet.correct',
        entity: 'pyramide_sheet',
        entityId: row.id,
        before: { sheet: before, totals: totals(storedResult(row.result)) },
        after: { sheet: next, totals: totals(result), lateE, outcome },
        reason: dto.reason,
      });
      return { ...this.view(game, table, formula, namer, after), correction: await this.correctionView(tx, correction, namer) };
    });
  }

  /** A page of the sheet's corrections, oldest first (none before the sheet is entered). */
  async corrections(tournamentId: string, number: number, tableNumber: number, query: PageQueryDto) {
    const { config, row } = await this.scope(this.prisma, tournamentId, number, tableNumber);
    if (!row) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const namer = Namer.of(await this.store.roster(this.prisma, tournamentId), config);
    const where = { sheetId: row.id };
    const [total, rows] = await this.prisma.$transaction([
      this.prisma.pyramideCorrection.count({ where }),
      this.prisma.pyramideCorrection.findMany({ where, orderBy: { id: 'asc' }, ...pageArgs(query) }),
    ]);
    const items = await Promise.all(rows.map((c) => this.correctionView(this.prisma, c, namer)));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  private async correctionView(db: Tx | PrismaClient, c: PyramideCorrection, namer: Namer) {
    const account = c.actorId ? await db.account.findUnique({ where: { id: c.actorId }, select: { id: true, displayName: true, role: true } }) : null;
    const before = storedResult(c.beforeResult);
    const after = storedResult(c.afterResult);
    return {
      id: c.id.toString(),
      at: c.at.toISOString(),
      by: account ? { accountId: account.id, name: account.displayName, role: account.role } : null,
      kind: c.kind,
      lateE: c.lateE ? lateEOf(c.lateE as unknown as LateEDto) : null,
      outcome: c.outcome ? ordered(c.outcome, ['pointTo', 'struck', 'nextHand', 'nextBrick']) : null,
      reason: c.reason,
      totals: after.scores.map((s) => ({ ...namer.person(s.player), before: before.scores.find((b) => b.player === s.player)?.total ?? null, after: s.total })),
      before: { sheet: canonicalSheet(c.before as unknown as ScoreSheet), result: resultView(before, namer) },
      after: { sheet: canonicalSheet(c.after as unknown as ScoreSheet), result: resultView(after, namer) },
    };
  }
}

import { Injectable } from '@nestjs/common';
import type { WorklistFlag } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import type { Answer, AnswerSheet, Club, DuplicateDraw, Player, TournamentEntry } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';
import type { AnswerViewDto, SheetChangeDto, SheetResponseDto } from './duplicate-views.dto';
import type { SheetChangeQueryDto, SheetQueryDto } from './duplicate.dto';

const sheetInclude = {
  answers: { orderBy: { round: 'asc' } },
  entry: { include: { player: { include: { club: true } } } },
  corrector: { include: { player: true } },
  session: { include: { draws: { select: { round: true, kind: true }, orderBy: { round: 'asc' } } } },
} as const;

/** What a sheet's view is made of: read back from the database, or kept from the write that just happened. */
export interface SheetParts {
  sheet: AnswerSheet;
  answers: Answer[];
  entry: TournamentEntry & { player: Player & { club: Club } };
  corrector: (TournamentEntry & { player: Player }) | null;
  drawRows: Pick<DuplicateDraw, 'round' | 'kind'>[];
}

export function answerView(a: Answer, kind: 'NUMBERS' | 'LETTERS'): AnswerViewDto {
  return {
    round: a.round,
    kind,
    word: a.word,
    value: a.value,
    lines: a.lines,
    points: a.points,
    computedPoints: a.computedPoints,
    pointsOverride: a.pointsOverride,
    overrideReason: a.overrideReason,
    valid: a.valid,
    topped: a.topped,
    length: a.length,
    reason: a.reasonMessage ? { code: a.reasonCode, message: a.reasonMessage } : null,
    flagged: a.flagged,
  };
}

/** A sheet as the API answers it (SheetResponseDto, the document's shape). */
export function composeSheet({ sheet: s, answers, entry, corrector, drawRows }: SheetParts): SheetResponseDto {
  const kinds = new Map(drawRows.map((d) => [d.round, d.kind]));
  const answered = new Set(answers.map((a) => a.round));
  return {
    playerId: entry.playerId,
    bib: entry.bib,
    name: `${entry.player.firstName} ${entry.player.lastName}`,
    club: entry.player.club.name,
    status: s.status,
    notCounted: s.notCounted,
    declaredTotal: s.declaredTotal,
    declaredForm: s.declaredForm,
    correctorPlayerId: corrector?.playerId ?? null,
    correctorName: corrector ? `${corrector.player.firstName} ${corrector.player.lastName}` : null,
    correctorMark: s.correctorMark,
    form: { total: s.total, tens: s.tens, numbersPoints: s.numbersPoints, nines: s.nines, eights: s.eights, sevens: s.sevens },
    lettersPoints: s.lettersPoints,
    topPoints: s.topPoints,
    toppedRounds: s.toppedRounds,
    answered: s.answeredCount,
    missingRounds: drawRows.filter((d) => !answered.has(d.round)).map((d) => d.round),
    worklist: s.worklist as unknown as WorklistFlag[],
    stats: s.stats,
    answers: answers.map((a) => answerView(a, kinds.get(a.round)!)),
    version: s.version,
  };
}

/** Read models of the sheets: one sheet, the room's worklist, a sheet's history of changes. */
@Injectable()
export class SheetViews {
  constructor(private readonly prisma: PrismaClient) {}

  async sheet(tournamentId: string, playerId: string): Promise<SheetResponseDto> {
    const s = await this.prisma.answerSheet.findFirst({ where: { entry: { tournamentId, playerId } }, include: sheetInclude });
    if (!s) throw new NotFoundError('answer sheet of player', playerId);
    return composeSheet({ sheet: s, answers: s.answers, entry: s.entry, corrector: s.corrector, drawRows: s.session.draws });
  }

  /** A page of the sheets typed in, by table number. */
  async sheets(tournamentId: string, query: SheetQueryDto): Promise<Page<SheetResponseDto>> {
    const where = { session: { tournamentId }, status: query.status };
    const counted = await this.prisma.$transaction([
      this.prisma.answerSheet.count({ where }),
      this.prisma.answerSheet.findMany({ where, include: sheetInclude, orderBy: { entry: { bib: 'asc' } }, ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, (s) => composeSheet({ sheet: s, answers: s.answers, entry: s.entry, corrector: s.corrector, drawRows: s.session.draws }));
  }

  /**
   * The arbiters' lunch-break list for the whole room: sheets whose declared total differs, answers
   * flagged by the checker, incomplete or unreadable sheets, and registered players with no sheet yet.
   */
  async worklist(tournamentId: string, all = false) {
    const session = await this.prisma.duplicateSession.findUnique({ where: { tournamentId }, include: { draws: true } });
    if (!session) throw new NotFoundError('duplicate session of tournament', tournamentId);
    const entries = await this.prisma.tournamentEntry.findMany({
      where: { tournamentId, OR: [{ withdrawnAt: null }, { sheet: { isNot: null } }] },
      include: { player: { include: { club: true } }, sheet: true },
      orderBy: { bib: 'asc' },
    });
    const items = entries.map((e) => {
      const flags: WorklistFlag[] = e.sheet
        ? [...(e.sheet.worklist as unknown as WorklistFlag[])]
        : [{ code: 'INCOMPLETE', message: 'feuille non saisie' }];
      if (e.sheet?.notCounted === 'UNREADABLE' && !flags.some((f) => f.code === 'UNREADABLE')) {
        flags.push({ code: 'UNREADABLE', message: 'feuille marquée illisible' });
      }
      return {
        playerId: e.playerId,
        bib: e.bib,
        name: `${e.player.firstName} ${e.player.lastName}`,
        club: e.player.club.name,
        sheetStatus: e.sheet?.status ?? null,
        notCounted: e.sheet?.notCounted ?? null,
        declaredTotal: e.sheet?.declaredTotal ?? null,
        computedTotal: e.sheet?.total ?? null,
        flags,
        version: e.sheet?.version ?? null,
      };
    });
    // Checked sheets are done: the arbiters saw their flags. ?all=true lists them again.
    const shown = all ? items : items.filter((i) => i.sheetStatus !== 'CHECKED');
    return {
      draws: session.draws.length,
      sheets: entries.filter((e) => e.sheet).length,
      players: entries.length,
      checked: entries.filter((e) => e.sheet?.status === 'CHECKED').length,
      items: shown,
    };
  }

  /** A page of the sheet's history, oldest first. */
  async changes(tournamentId: string, playerId: string, query: SheetChangeQueryDto): Promise<Page<SheetChangeDto>> {
    const sheet = await this.prisma.answerSheet.findFirst({ where: { entry: { tournamentId, playerId } } });
    if (!sheet) throw new NotFoundError('answer sheet of player', playerId);
    const where = { sheetId: sheet.id, round: query.round };
    const [total, rows] = await this.prisma.$transaction([
      this.prisma.answerChange.count({ where }),
      this.prisma.answerChange.findMany({ where, orderBy: { id: 'asc' }, ...pageArgs(query) }),
    ]);
    // Who changed it, by the name the arbiters know each other by (arbiters cannot list accounts).
    const actorIds = [...new Set(rows.map((c) => c.actorId).filter((id): id is string => id !== null))];
    const actors = new Map((await this.prisma.account.findMany({ where: { id: { in: actorIds } }, select: { id: true, displayName: true } })).map((a) => [a.id, a.displayName]));
    const items = rows.map((c) => ({
      id: c.id.toString(),
      round: c.round,
      at: c.at.toISOString(),
      actorId: c.actorId,
      actorName: c.actorId ? (actors.get(c.actorId) ?? null) : null,
      action: c.action,
      before: c.before,
      after: c.after,
      reason: c.reason,
      revertOf: c.revertOfId?.toString() ?? null,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}

import { Injectable } from '@nestjs/common';
import {
  answerSheetsPdf,
  correctedSheetPdf,
  drawsSheetPdf,
  duplicateRankingPdf,
  type DrawWithTopVm,
  type RankingRowVm,
} from '@greffier/pdf';
import { drawTopPoints } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { printedTournament } from '../common/printed-tournament';
import { type DuplicateDraw as DrawRow, PrismaClient } from '../generated/prisma/client';
import { drawOf, type StoredTop, toRuleDraw } from '../dcl/draw.mapping';
import { frenchReason, NOT_COUNTED_LABELS } from '@greffier/messages';
import { DuplicateRankingService } from './ranking.service';

function withTop(row: DrawRow): DrawWithTopVm {
  const top = row.top as unknown as StoredTop;
  const draw = drawOf(row);
  if (draw.kind === 'numbers' && top.kind === 'numbers') {
    return { ...draw, plates: [...draw.plates], top: { exact: top.exact, best: top.best, distance: top.distance, solution: top.solution } };
  }
  if (draw.kind === 'letters' && top.kind === 'letters') return { ...draw, letters: [...draw.letters], top: { maxLength: top.maxLength, words: top.words } };
  throw new Error(`draw ${row.id}: stored top does not match its kind`);
}

/** The printed documents of the duplicate, from the stored data through libs/pdf's view models. */
@Injectable()
export class DuplicateDocumentsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly rankings: DuplicateRankingService,
  ) {}

  private async load(tournamentId: string) {
    const { tournament, vm } = await printedTournament(this.prisma, tournamentId);
    const session = await this.prisma.duplicateSession.findUnique({ where: { tournamentId }, include: { draws: { orderBy: { round: 'asc' } } } });
    if (!session) throw new NotFoundError('duplicate session of tournament', tournamentId);
    return { tournament, session, vm };
  }

  async answerSheets(tournamentId: string, playerId?: string): Promise<Buffer> {
    const { session, vm } = await this.load(tournamentId);
    const entries = await this.prisma.tournamentEntry.findMany({
      where: { tournamentId, withdrawnAt: null, ...(playerId ? { playerId } : {}) },
      include: { player: { include: { club: true } } },
      orderBy: { bib: 'asc' },
    });
    if (playerId && !entries.length) throw new NotFoundError('registered player', playerId);
    return answerSheetsPdf({
      tournament: vm,
      sessionLabel: 'Duplicate',
      players: entries.map((e) => ({ name: `${e.player.firstName} ${e.player.lastName}`, licence: e.player.licence, club: e.player.club.name, table: e.bib })),
      rounds: session.draws.map((d) => (d.kind === 'NUMBERS' ? { round: d.round, kind: 'numbers' as const } : { round: d.round, kind: 'letters' as const, consonants: d.consonants!, vowels: d.vowels! })),
    });
  }

  async drawsSheet(tournamentId: string): Promise<Buffer> {
    const { session, vm } = await this.load(tournamentId);
    const rulings = await this.prisma.tournamentRuling.findMany({ where: { tournamentId }, orderBy: { word: 'asc' } });
    const prepared = session.draws.some((d) => d.prepared);
    return drawsSheetPdf({
      tournament: vm,
      sessionLabel: 'Duplicate',
      seed: prepared ? `${session.seed} (coups préparés : ${session.draws.filter((d) => d.prepared).map((d) => d.round).join(', ')})` : session.seed,
      rounds: session.draws.map(withTop),
      rulings: rulings.map((r) => ({ word: r.word, admitted: r.decision === 'ADMITTED', note: r.note ?? undefined })),
    });
  }

  async ranking(tournamentId: string): Promise<Buffer> {
    const { vm } = await this.load(tournamentId);
    const r = await this.rankings.ranking(tournamentId);
    const rows: RankingRowVm[] = r.rows.map((row) => ({
      rank: row.rank,
      name: row.name,
      club: row.club,
      licence: row.licence,
      total: row.total,
      tens: row.tens,
      numbersPoints: row.numbersPoints,
      nines: row.nines,
      eights: row.eights,
      sevens: row.sevens,
    }));
    // The document marks the player ranked ahead thanks to the criterion.
    r.rows.forEach((row, i) => {
      const criterion = row.brokenBy === 'total' ? null : row.brokenBy;
      if (i > 0 && criterion) rows[i - 1]!.tieBreak = { criterion, round: row.firstToppedDifference?.round };
    });
    return duplicateRankingPdf({
      tournament: vm,
      sessionLabel: r.provisional ? 'Duplicate — classement provisoire' : 'Duplicate',
      drawCount: r.draws,
      topTotal: r.topPoints,
      rows,
      notCounted: r.notCounted.map((n) => ({ name: n.name, club: n.club, reason: NOT_COUNTED_LABELS[n.reason] ?? n.reason })),
    });
  }

  async correctedSheet(tournamentId: string, playerId: string): Promise<Buffer> {
    const { tournament, session, vm } = await this.load(tournamentId);
    const sheet = await this.prisma.answerSheet.findFirst({
      where: { entry: { tournamentId, playerId } },
      include: { answers: true, entry: { include: { player: { include: { club: true } } } }, changes: { orderBy: { id: 'asc' } } },
    });
    if (!sheet) throw new NotFoundError('answer sheet of player', playerId);
    const accounts = new Map(
      (await this.prisma.account.findMany({ where: { id: { in: sheet.changes.map((c) => c.actorId).filter((x): x is string => !!x) } } })).map((a) => [a.id, a.displayName]),
    );
    const answers = new Map(sheet.answers.map((a) => [a.round, a]));
    const p = sheet.entry.player;
    return correctedSheetPdf({
      tournament: vm,
      sessionLabel: 'Duplicate',
      player: { name: `${p.firstName} ${p.lastName}`, licence: p.licence, club: p.club.name, table: sheet.entry.bib },
      rounds: session.draws.map((d) => {
        const a = answers.get(d.round);
        const last = [...sheet.changes].reverse().find((c) => c.round === d.round && c.action !== 'entry');
        const beforePoints = (last?.before as { points?: number } | null)?.points;
        return {
          draw: withTop(d),
          topPoints: drawTopPoints(toRuleDraw(d), tournament.pointsProfile),
          answer: d.kind === 'NUMBERS' ? { kind: 'numbers' as const, result: a?.value ?? null, lines: a?.lines ? a.lines.split(/\s*[;\n]\s*/).filter(Boolean) : [] } : { kind: 'letters' as const, word: a?.word ?? null },
          points: a?.points ?? 0,
          topped: a?.topped ?? false,
          refusal: a && !a.valid ? frenchReason(a.reasonCode, a.reasonMessage) : undefined,
          change: last
            ? { before: beforePoints ?? a?.computedPoints ?? 0, after: a?.points ?? 0, reason: last.reason, by: last.actorId ? accounts.get(last.actorId) : undefined, at: last.at.toISOString() }
            : undefined,
        };
      }),
      totals: { total: sheet.total, tens: sheet.tens, numbersPoints: sheet.numbersPoints, nines: sheet.nines, eights: sheet.eights, sevens: sheet.sevens },
      declaredTotal: sheet.declaredTotal,
      topTotal: sheet.topPoints,
      notCounted: sheet.notCounted ? NOT_COUNTED_LABELS[sheet.notCounted] : undefined,
    });
  }
}

import { Injectable } from '@nestjs/common';
import {
  acceptsWrite,
  decideMatch,
  dependentsOf,
  type MatchDecision,
  type MatchDrawAnswer,
  type MatchStage,
  type PouleEntry,
  type DuelResult,
  type MatchContext,
  type RecordedResult,
  replayResults,
  scoreMatch,
  scoreTvMatch,
  type TvStep,
  TV_SEQUENCE,
  TV_SPRINT_DRAWS,
  type Side,
} from '@greffier/tournament';
import { AuditService } from '../audit/audit.service';
import { claimVersion, NEXT_VERSION, type Tx } from '../database/tx';
import type { Actor } from '../common/actor';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import { toRuleDraw } from '../dcl/draw.mapping';
import { LexiconProvider } from '../dcl/lexicon.provider';
import { type Match, type MatchDraw as DrawRow, Prisma, PrismaClient } from '../generated/prisma/client';
import { BracketStore, recordedResults, rulePoule } from './bracket-store';
import type { ForfeitDto, MatchSheetDto, MatchSideAnswerDto } from './matches.dto';
import { MatchDraws } from './match-draws';
import { t } from '@greffier/messages';

type Phase = DrawRow['phase'];
interface SideInput {
  word: string | null;
  value: number | null;
  lines: string | null;
  ruledWrong: boolean;
}
interface DrawInput {
  phase: Phase;
  round: number;
  a: SideInput;
  b: SideInput;
}

const sideInput = (s: MatchSideAnswerDto): SideInput => ({ word: s.word ?? null, value: s.value ?? null, lines: s.lines ?? null, ruledWrong: s.ruledWrong ?? false });
const key = (phase: Phase, round: number) => `${phase}/${round}`;

interface TvInput {
  duels?: (DuelResult | null)[];
  sprint?: (DuelResult | null)[];
}
const duel = (d: { by: 'a' | 'b' | 'none'; right: boolean }): DuelResult | null => (d.by === 'none' ? null : { by: d.by, right: d.right });

function ruleAnswer(kind: DrawRow['kind'], round: number, s: SideInput): MatchDrawAnswer {
  // A word ruled wrong keeps its letters: the TV format scores a wrong word by its length.
  if (s.ruledWrong) return { round, kind: 'error', reason: t('RULED_WRONG'), ...(kind === 'LETTERS' && s.word ? { word: s.word } : {}) };
  if (kind === 'LETTERS') return s.word ? { round, kind: 'letters', word: s.word } : { round, kind: 'blank' };
  if (s.value === null && !s.lines) return { round, kind: 'blank' };
  return { round, kind: 'numbers', declared: s.value ?? undefined, written: s.lines ?? undefined };
}

/**
 * A match sheet: answers draw by draw (regular, extra, sudden death), scored by the rules library; the
 * decision (score, extra draws, sudden death, duplicate rank, forfeit) moves the players on in the bracket.
 */
@Injectable()
export class MatchesService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly lexicon: LexiconProvider,
    private readonly brackets: BracketStore,
    private readonly draws: MatchDraws,
  ) {}

  /**
   * A match with its poule, draws and answers. Before a write (lock), the match's poule row is locked: a
   * result replays the whole poule's bracket, so two sheets of one poule entered at once are taken one after
   * the other, each reading what the other wrote (matches of different poules go on side by side).
   */
  private async load(tx: Tx | PrismaClient, tournamentId: string, code: string, lock = false) {
    if (lock) {
      await tx.$executeRaw`SELECT 1 FROM "poule" WHERE "id" = (SELECT "poule_id" FROM "match" WHERE "tournament_id" = ${tournamentId}::uuid AND "code" = ${code}) FOR UPDATE`;
    }
    const match = await tx.match.findUnique({
      where: { tournamentId_code: { tournamentId, code } },
      include: { poule: { include: { matches: true } }, draws: { orderBy: [{ phase: 'asc' }, { round: 'asc' }] }, answers: true, tournament: { include: { rulings: true } } },
    });
    if (!match) throw new NotFoundError('match', code);
    return match;
  }

  /**
   * Takes the match for this write: at the version the client read once it has a sheet or a result (409 when
   * stale, 428 without one); a blank match is only moved to its next version.
   */
  private async claim(tx: Tx, match: Match & { answers: unknown[] }, version: number | undefined): Promise<void> {
    if (!match.answers.length && match.status !== 'FINISHED') {
      await tx.match.update({ where: { id: match.id }, data: NEXT_VERSION });
      return;
    }
    await claimVersion(tx.match, match.id, version, {
      entity: 'match',
      label: match.code,
      current: match.version,
      versionRequired: t('MATCH_SHEET_VERSION_REQUIRED'),
    });
  }

  async enterSheet(tournamentId: string, code: string, dto: MatchSheetDto, version: number | undefined, actor: Actor) {
    const inputs: DrawInput[] = dto.draws.map((d) => ({ phase: d.phase, round: d.round, a: sideInput(d.a), b: sideInput(d.b) }));
    await this.prisma.$transaction(async (tx) => {
      const match = await this.load(tx, tournamentId, code, true);
      this.assertPlayable(match);
      const kinds = new Map(match.draws.map((d) => [key(d.phase, d.round), d.kind]));
      const errors = inputs.flatMap((d, i) => {
        const kind = kinds.get(key(d.phase, d.round));
        if (!kind) return [{ field: `draws[${i}]`, reason: t('MATCH_NO_SUCH_DRAW', { phase: d.phase, round: d.round }) }];
        return (['a', 'b'] as const).flatMap((side) => {
          const s = d[side];
          if (kind === 'LETTERS' && (s.value !== null || s.lines !== null)) return [{ field: `draws[${i}].${side}`, reason: t('MATCH_DRAW_IS_LETTERS', { phase: d.phase, round: d.round }) }];
          if (kind === 'NUMBERS' && s.word !== null) return [{ field: `draws[${i}].${side}`, reason: t('MATCH_DRAW_IS_NUMBERS', { phase: d.phase, round: d.round }) }];
          return [];
        });
      });
      const seen = new Set<string>();
      inputs.forEach((d, i) => {
        if (seen.has(key(d.phase, d.round))) errors.push({ field: `draws[${i}]`, reason: t('MATCH_DRAW_TWICE', { phase: d.phase, round: d.round }) });
        seen.add(key(d.phase, d.round));
      });
      if (errors.length) throw new InvalidInputError(t('ANSWERS_NOT_IN_MATCH'), errors);
      const stored = new Map<string, DrawInput>();
      for (const a of match.answers) {
        const k = key(a.phase, a.round);
        const d = stored.get(k) ?? { phase: a.phase, round: a.round, a: { word: null, value: null, lines: null, ruledWrong: false }, b: { word: null, value: null, lines: null, ruledWrong: false } };
        d[a.side as Side] = { word: a.word, value: a.value, lines: a.lines, ruledWrong: a.ruledWrong };
        stored.set(k, d);
      }
      const tvNow = match.poule.format === 'TV' ? JSON.stringify({ duels: dto.duels?.map(duel) ?? [], sprint: dto.sprint?.map(duel) ?? [] }) : 'null';
      const same =
        stored.size === inputs.length &&
        inputs.every((d) => JSON.stringify(stored.get(key(d.phase, d.round))) === JSON.stringify(d)) &&
        JSON.stringify(match.tv ?? null) === tvNow;
      if (same && !dto.confirmReset) return; // a retried request
      await this.claim(tx, match, version);
      const tv = { duels: dto.duels?.map(duel), sprint: dto.sprint?.map(duel) };
      await this.score(tx, match, inputs, [], dto.confirmReset ?? false, actor, dto.reason, tv);
    });
    return this.get(tournamentId, code);
  }

  async forfeit(tournamentId: string, code: string, dto: ForfeitDto, version: number | undefined, actor: Actor) {
    await this.prisma.$transaction(async (tx) => {
      const match = await this.load(tx, tournamentId, code, true);
      this.assertPlayable(match);
      await this.claim(tx, match, version);
      await this.score(tx, match, [], [...new Set(dto.absent)], dto.confirmReset ?? false, actor, dto.reason);
    });
    return this.get(tournamentId, code);
  }

  private assertPlayable(match: Awaited<ReturnType<MatchesService['load']>>): void {
    if (!acceptsWrite(match.tournament.status, 'matches')) {
      throw new RuleViolationError('NOT_AT_MATCHES', t('MATCHES_NOT_AT_MATCHES', { status: match.tournament.status }));
    }
    if (match.status === 'PENDING') throw new RuleViolationError('MATCH_NOT_READY', t('MATCH_PLAYERS_UNKNOWN', { match: match.code }));
    if (match.decidedBy === 'bye' || match.decidedBy === 'empty') {
      throw new RuleViolationError('MATCH_NOT_PLAYED', t(match.decidedBy === 'bye' ? 'MATCH_IS_BYE' : 'MATCH_IS_EMPTY', { match: match.code }));
    }
  }

  /**
   * The émission: its steps in TV_SEQUENCE order (the stored draws fill the letters and numbers steps); the
   * regular score is complete once the 12 draws, the 2 duels and the sprint are entered.
   */
  private scoreTv(draws: DrawRow[], byKey: Map<string, DrawInput>, tv: TvInput, ctx: MatchContext) {
    const steps: TvStep[] = [];
    const drawOfStep = new Map<number, DrawRow>();
    let next = 0;
    let duel = 0;
    let complete = true;
    for (const kind of TV_SEQUENCE) {
      if (kind === 'duel') {
        const r = tv.duels?.[duel++];
        if (r === undefined) complete = false;
        else steps.push({ kind, result: r });
      } else if (kind === 'sprint') {
        if (!tv.sprint || tv.sprint.length < TV_SPRINT_DRAWS) complete = false;
        else steps.push({ kind, results: tv.sprint });
      } else {
        const d = draws[next++];
        const input = d && byKey.get(key(d.phase, d.round));
        if (!d || !input) complete = false;
        else {
          const draw = toRuleDraw({ ...d, sessionId: '', prepared: false, version: 1 });
          drawOfStep.set(steps.length, d);
          steps.push({ kind, draw, a: ruleAnswer(d.kind, d.round, input.a), b: ruleAnswer(d.kind, d.round, input.b) } as TvStep);
        }
      }
      if (!complete) break;
    }
    const score = scoreTvMatch(steps, ctx);
    return {
      complete,
      score: {
        totals: score.totals,
        draws: score.steps.flatMap((s, i) => {
          const d = drawOfStep.get(i);
          return d ? [{ round: d.round, kind: s.kind, a: s.a!, b: s.b!, points: s.points }] : [];
        }),
      },
    };
  }

  private async score(
    tx: Tx,
    match: Awaited<ReturnType<MatchesService['load']>>,
    inputs: DrawInput[],
    absent: Side[],
    confirmReset: boolean,
    actor: Actor,
    reason?: string,
    tv: TvInput = {},
  ) {
    const ctx = {
      lexicon: this.lexicon.get(),
      rulings: {
        admitted: match.tournament.rulings.filter((r) => r.decision === 'ADMITTED').map((r) => r.word),
        refused: match.tournament.rulings.filter((r) => r.decision === 'REFUSED').map((r) => r.word),
      },
    };
    const byKey = new Map(inputs.map((d) => [key(d.phase, d.round), d]));
    const phase = (p: Phase) => match.draws.filter((d) => d.phase === p);
    const scorePhase = (draws: DrawRow[]) => {
      const given = draws.filter((d) => byKey.has(key(d.phase, d.round)));
      const s = scoreMatch(
        given.map((d) => toRuleDraw({ ...d, sessionId: '', prepared: false, version: 1 })),
        given.map((d) => ruleAnswer(d.kind, d.round, byKey.get(key(d.phase, d.round))!.a)),
        given.map((d) => ruleAnswer(d.kind, d.round, byKey.get(key(d.phase, d.round))!.b)),
        ctx,
      );
      return { score: s, complete: draws.length > 0 && given.length === draws.length };
    };
    const regular = match.poule.format === 'TV' ? this.scoreTv(phase('REGULAR'), byKey, tv, ctx) : scorePhase(phase('REGULAR'));
    const extra = scorePhase(phase('EXTRA'));
    const sudden = phase('SUDDEN_DEATH').filter((d) => byKey.has(key(d.phase, d.round))).map((d) => scorePhase([d]).score);
    const entries = match.poule.entries as unknown as PouleEntry[];
    const rank = (id: string | null) => entries.find((e) => e.playerId === id)?.duplicateRank ?? Number.MAX_SAFE_INTEGER;
    let decision: MatchDecision | null = null;
    if (absent.length || regular.complete) {
      decision = decideMatch({
        stage: match.stage as MatchStage,
        regular: regular.score.totals,
        extra: absent.length || !extra.complete ? undefined : extra.score.totals,
        suddenDeath: absent.length ? undefined : sudden.map((s) => s.draws[0]!.points),
        duplicateRanks: [rank(match.playerAId), rank(match.playerBId)],
        absent,
      });
    }
    // Answers with their points and reasons.
    await tx.matchAnswer.deleteMany({ where: { matchId: match.id } });
    const scoredFor = (d: DrawInput) => {
      const source = d.phase === 'REGULAR' ? regular.score : d.phase === 'EXTRA' ? extra.score : sudden.find((s) => s.draws[0]!.round === d.round);
      return source?.draws.find((x) => x.round === d.round);
    };
    const rows: Prisma.MatchAnswerCreateManyInput[] = [];
    for (const d of inputs) {
      for (const side of ['a', 'b'] as const) {
        const read = scoredFor(d)?.[side];
        rows.push({
          matchId: match.id,
          phase: d.phase,
          round: d.round,
          side,
          ...d[side],
          points: scoredFor(d)?.points[side === 'a' ? 0 : 1] ?? 0,
          outcome: read?.outcome ?? 'none',
          reasonCode: read?.reason?.code ?? null,
          reasonMessage: read?.reason?.message ?? null,
        });
      }
    }
    if (rows.length) await tx.matchAnswer.createMany({ data: rows });
    const needs = decision && decision.winner === null ? decision.needs : null;
    if (needs === 'extra-draws') await this.draws.ensureExtra(tx, match.id, match.drawSeed, match.draws);
    if (needs === 'sudden-death' && decision && decision.winner === null) {
      await this.draws.ensureSuddenDeath(tx, match.id, `${match.drawSeed}/sudden-death`, decision.nextSuddenDeathDraw ?? 1, match.draws);
    }
    await tx.match.update({
      where: { id: match.id },
      data: {
        scoreA: regular.score.totals[0],
        scoreB: regular.score.totals[1],
        extraA: extra.complete ? extra.score.totals[0] : null,
        extraB: extra.complete ? extra.score.totals[1] : null,
        suddenDeath: sudden.map((s) => s.draws[0]!.points) as unknown as Prisma.InputJsonValue,
        needs,
        absent,
        tv: match.poule.format === 'TV' ? ({ duels: tv.duels ?? [], sprint: tv.sprint ?? [] } as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
      },
    });
    await this.moveOn(tx, match, decision && decision.winner !== null ? decision : null, confirmReset, actor);
    await this.audit.record(tx, {
        tournamentId: match.tournamentId,
      actor,
      action: absent.length ? 'match.forfeit' : 'match.sheet',
      entity: 'match',
      entityId: match.id,
      before: {
        status: match.status,
        winner: match.winnerId,
        decidedBy: match.decidedBy,
        score: [match.scoreA, match.scoreB],
        answers: match.answers.map((a) => ({ phase: a.phase, round: a.round, side: a.side, word: a.word, value: a.value, lines: a.lines, ruledWrong: a.ruledWrong })),
      },
      after: { decision, score: regular.score.totals, answers: inputs },
      reason,
    });
  }

  /** Records the result in the bracket; a changed winner whose later matches were played needs confirmReset. */
  private async moveOn(tx: Tx, match: Awaited<ReturnType<MatchesService['load']>>, decision: Extract<MatchDecision, { loser: Side }> | null, confirmReset: boolean, actor: Actor) {
    const rows = match.poule.matches;
    const side = (s: Side) => (s === 'a' ? match.playerAId : match.playerBId)!;
    const winner = decision ? side(decision.winner) : null;
    const before = this.brackets.bracket(match.poule, rows);
    let reset = new Set<string>();
    if (match.winnerId && match.winnerId !== winner) {
      const dependents = dependentsOf(before, match.code);
      const played = dependents.filter((m) => m.result && m.result.decidedBy !== 'bye' && m.result.decidedBy !== 'empty');
      if (played.length && !confirmReset) {
        throw new ConflictError(
          'RESULT_HAS_DEPENDENTS',
          t('CONFIRM_RESET', { match: match.code, matches: played.map((m) => m.id).join(', ') }),
          played.map((m) => ({ field: 'confirmReset', reason: t('WILL_BE_RESET', { match: m.id }) })),
        );
      }
      reset = new Set(dependents.map((m) => m.id));
    }
    // Every recorded result but those reset, with this match's new one in its place.
    const results = recordedResults(rows.filter((r) => r.code !== match.code && !reset.has(r.code)));
    if (decision) results.push({ matchId: match.code, winner: side(decision.winner), loser: side(decision.loser), decidedBy: decision.decidedBy as RecordedResult['decidedBy'] });
    const bracket = replayResults(rulePoule(match.poule), results);
    for (const r of rows.filter((x) => reset.has(x.code) && x.winnerId)) {
      await this.audit.record(tx, {
        tournamentId: match.tournamentId,
        actor,
        action: 'match.reset',
        entity: 'match',
        entityId: r.id,
        before: { code: r.code, winner: r.winnerId, loser: r.loserId, decidedBy: r.decidedBy, score: [r.scoreA, r.scoreB] },
        reason: t('MATCH_RESET_REASON', { match: match.code }),
      });
      await tx.matchAnswer.deleteMany({ where: { matchId: r.id } });
      await tx.match.update({
        where: { id: r.id },
        data: { winnerId: null, loserId: null, decidedBy: null, scoreA: 0, scoreB: 0, extraA: null, extraB: null, suddenDeath: [], needs: null, absent: [], ...NEXT_VERSION },
      });
    }
    await this.brackets.sync(tx, bracket, await tx.match.findMany({ where: { pouleId: match.pouleId } }));
  }

  /** The match with its draws, answers and score; what depends on its result. */
  async get(tournamentId: string, code: string) {
    const match = await this.load(this.prisma, tournamentId, code);
    const before = this.brackets.bracket(match.poule, match.poule.matches);
    const entries = await this.prisma.tournamentEntry.findMany({
      where: { tournamentId, playerId: { in: [match.playerAId, match.playerBId].filter((x): x is string => !!x) } },
      include: { player: { include: { club: true } } },
    });
    const label = (id: string | null) => {
      const e = entries.find((x) => x.playerId === id);
      return e ? { playerId: e.playerId, name: `${e.player.firstName} ${e.player.lastName}`, club: e.player.club.name } : null;
    };
    const answer = (phase: Phase, round: number, side: string) => {
      const a = match.answers.find((x) => x.phase === phase && x.round === round && x.side === side);
      return a ? { word: a.word, value: a.value, lines: a.lines, ruledWrong: a.ruledWrong, points: a.points, outcome: a.outcome, reason: a.reasonMessage ? { code: a.reasonCode, message: a.reasonMessage } : null } : null;
    };
    return {
      code: match.code,
      poule: match.poule.code,
      stage: match.stage,
      places: { from: match.placesFrom, to: match.placesTo },
      a: label(match.playerAId),
      b: label(match.playerBId),
      status: match.status,
      score: [match.scoreA, match.scoreB],
      extra: match.extraA === null ? null : [match.extraA, match.extraB],
      suddenDeath: match.suddenDeath,
      needs: match.needs,
      absent: match.absent,
      format: match.poule.format,
      tv: match.tv,
      winner: label(match.winnerId),
      decidedBy: match.decidedBy,
      winnerTo: match.winnerTo,
      loserTo: match.loserTo,
      dependents: dependentsOf(before, match.code).map((m) => ({ code: m.id, played: !!m.result && m.result.decidedBy !== 'bye' && m.result.decidedBy !== 'empty' })),
      drawSeed: match.drawSeed,
      draws: match.draws.map((d) => ({
        phase: d.phase,
        round: d.round,
        kind: d.kind,
        ...(d.kind === 'NUMBERS' ? { plates: d.plates, target: d.target } : { letters: d.letters, split: `${d.consonants}C/${d.vowels}V` }),
        time: { searchSeconds: d.searchSeconds, writingSeconds: d.writingSeconds },
        top: d.top,
        a: answer(d.phase, d.round, 'a'),
        b: answer(d.phase, d.round, 'b'),
      })),
      version: match.version,
    };
  }
}

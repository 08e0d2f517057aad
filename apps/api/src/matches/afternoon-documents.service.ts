import { Injectable } from '@nestjs/common';
import {
  bestClubCupPdf,
  type BracketMatchVm,
  generalRankingPdf,
  type MatchAnswerVm,
  type MatchRoundVm,
  matchSheetPdf,
  type MatchStageVm,
  pouleBracketPdf,
  type TournamentVm,
} from '@greffier/pdf';
import { type PouleEntry, SUDDEN_DEATH_TIMES } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { printedTournament } from '../common/printed-tournament';
import { frenchReason } from '@greffier/messages';
import { type MatchDraw as DrawRow, PrismaClient } from '../generated/prisma/client';
import { BracketStore } from './bracket-store';
import { PoulesService } from './poules.service';

type DecidedVm = 'score' | 'extra-draws' | 'sudden-death' | 'duplicate-rank' | 'forfeit';

/** The printed documents of the afternoon, from the stored brackets through libs/pdf's view models. */
@Injectable()
export class AfternoonDocumentsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly poules: PoulesService,
    private readonly brackets: BracketStore,
  ) {}

  private async tournament(id: string): Promise<TournamentVm> {
    return (await printedTournament(this.prisma, id)).vm;
  }

  /** A match sheet: blank boxes before the match; the answers, points and result once played. `withDraws`: the arbiter's copy. */
  async matchSheet(tournamentId: string, code: string, withDraws: boolean): Promise<Buffer> {
    const tournament = await this.tournament(tournamentId);
    const m = await this.prisma.match.findUnique({
      where: { tournamentId_code: { tournamentId, code } },
      include: { poule: true, draws: { orderBy: [{ phase: 'asc' }, { round: 'asc' }] }, answers: true },
    });
    if (!m) throw new NotFoundError('match', code);
    const entries = m.poule.entries as unknown as PouleEntry[];
    const players = await this.prisma.player.findMany({ where: { id: { in: [m.playerAId, m.playerBId].filter((x): x is string => !!x) } }, include: { club: true } });
    const player = (id: string | null) => {
      const p = players.find((x) => x.id === id);
      const e = entries.find((x) => x.playerId === id);
      return p ? { name: `${p.firstName} ${p.lastName}`, club: p.club.name, licence: p.licence, duplicateRank: e?.duplicateRank, seed: e?.seed } : null;
    };
    const played = m.answers.length > 0;
    const answer = (d: DrawRow, side: 'a' | 'b'): MatchAnswerVm | null => {
      const a = m.answers.find((x) => x.phase === d.phase && x.round === d.round && x.side === side);
      if (!a || (!a.word && a.value === null && !a.lines && !a.ruledWrong)) return null;
      const text = a.word ?? (a.value !== null ? String(a.value) : (a.lines ?? '—'));
      // an error, or a value typed alone ("seule la solution écrite est acceptée"): the reason is printed
      return a.outcome === 'error' || a.ruledWrong || a.reasonCode === 'VALUE_WITHOUT_SOLUTION' ? { text, error: frenchReason(a.reasonCode, a.reasonMessage) ?? 'erreur' } : { text };
    };
    const round = (d: DrawRow): MatchRoundVm => {
      const draw =
        d.kind === 'NUMBERS'
          ? withDraws
            ? { round: d.round, kind: 'numbers' as const, plates: d.plates, target: d.target! }
            : { round: d.round, kind: 'numbers' as const }
          : withDraws
            ? { round: d.round, kind: 'letters' as const, consonants: d.consonants!, vowels: d.vowels!, letters: [...(d.letters ?? '')] }
            : { round: d.round, kind: 'letters' as const, consonants: d.consonants!, vowels: d.vowels! };
      if (!played) return { draw };
      const pts = (side: 'a' | 'b') => m.answers.find((x) => x.phase === d.phase && x.round === d.round && x.side === side)?.points ?? 0;
      return { draw, answers: [answer(d, 'a'), answer(d, 'b')], points: [pts('a'), pts('b')] };
    };
    const phase = (p: DrawRow['phase']) => m.draws.filter((d) => d.phase === p).map(round);
    const decided = m.winnerId && m.decidedBy && m.decidedBy !== 'bye' && m.decidedBy !== 'empty';
    return matchSheetPdf({
      tournament,
      poule: m.poule.code,
      matchId: m.code,
      stage: m.stage as MatchStageVm,
      places: { from: m.placesFrom, to: m.placesTo },
      players: [player(m.playerAId), player(m.playerBId)],
      rounds: phase('REGULAR'),
      extraRounds: m.draws.some((d) => d.phase === 'EXTRA') ? phase('EXTRA') : undefined,
      suddenDeathRounds: m.draws.some((d) => d.phase === 'SUDDEN_DEATH') ? phase('SUDDEN_DEATH') : undefined,
      suddenDeathSeconds: Array.from({ length: 5 }, (_, i) => Math.max(SUDDEN_DEATH_TIMES.minimumSearchSeconds, SUDDEN_DEATH_TIMES.firstSearchSeconds - i * SUDDEN_DEATH_TIMES.stepSeconds)),
      result: decided ? { winner: m.winnerId === m.playerAId ? 0 : 1, decidedBy: m.decidedBy as DecidedVm } : undefined,
    });
  }

  async bracket(tournamentId: string, pouleCode: string): Promise<Buffer> {
    const tournament = await this.tournament(tournamentId);
    const poule = await this.prisma.poule.findFirst({ where: { tournamentId, code: pouleCode }, include: { matches: true } });
    if (!poule) throw new NotFoundError('poule', pouleCode);
    const entries = poule.entries as unknown as PouleEntry[];
    const seedOf = new Map(entries.map((e) => [e.playerId, e.seed]));
    const players = await this.prisma.player.findMany({ where: { id: { in: entries.map((e) => e.playerId) } }, include: { club: true } });
    const bracket = this.brackets.bracket(poule, poule.matches);
    const rows = new Map(poule.matches.map((r) => [r.code, r]));
    const matches: BracketMatchVm[] = bracket.matches.map((m) => {
      const row = rows.get(m.id)!;
      const winner = m.result?.winner ?? null;
      return {
        id: m.id,
        stage: m.stage,
        round: m.round,
        places: m.places,
        slots: m.slots.map((s) => ({
          source: s.source.kind === 'seed' ? s.source : { kind: s.source.kind, of: s.source.of },
          seed: s.playerId ? seedOf.get(s.playerId) : undefined,
          empty: s.state === 'empty' || undefined,
        })) as BracketMatchVm['slots'],
        result: m.result
          ? {
              winner: winner === null ? null : winner === m.slots[0].playerId ? 0 : 1,
              decidedBy: m.result.decidedBy,
              score: row.status === 'FINISHED' && row.decidedBy !== 'bye' && row.decidedBy !== 'empty' && row.decidedBy !== 'forfeit' ? [row.scoreA, row.scoreB] : undefined,
            }
          : undefined,
      };
    });
    const places = (await this.poules.list(tournamentId)).find((p) => p.code === pouleCode)!.places;
    return pouleBracketPdf({
      tournament,
      poule: poule.code,
      players: entries.map((e) => {
        const p = players.find((x) => x.id === e.playerId)!;
        return { seed: e.seed, name: `${p.firstName} ${p.lastName}`, club: p.club.name, duplicateRank: e.duplicateRank };
      }),
      matches,
      places: places.map((x) => ({ place: x.place, seed: x.player ? seedOf.get(x.player.playerId) : undefined, empty: x.status === 'empty' || undefined })),
    });
  }

  async generalRanking(tournamentId: string): Promise<Buffer> {
    const tournament = await this.tournament(tournamentId);
    const g = await this.poules.generalRanking(tournamentId);
    return generalRankingPdf({
      tournament: g.complete ? tournament : { ...tournament, name: `${tournament.name} (classement provisoire)` },
      rows: g.rows.map((r) => ({ place: r.place, name: r.name, club: r.club, poule: r.poule, placeInPoule: r.placeInPoule })),
      withdrawn: g.withdrawnBeforePoules.map((w) => ({ name: w.name, club: w.club, reason: 'forfait avant les poules' })),
    });
  }

  async bestClubCup(tournamentId: string): Promise<Buffer> {
    const tournament = await this.tournament(tournamentId);
    const cup = await this.poules.bestClubCup(tournamentId);
    return bestClubCupPdf({
      tournament: cup.complete ? tournament : { ...tournament, name: `${tournament.name} (classement provisoire)` },
      ranked: cup.ranked.map((c) => ({ rank: c.rank, club: c.club ?? c.clubId, total: c.total, players: c.players.map((p) => ({ name: p.name ?? '?', place: p.place! })) })),
      notRanked: cup.notRanked.map((c) => ({ club: c.club ?? c.clubId, players: c.players.map((p) => ({ name: p.name ?? '?', place: p.place! })) })),
    });
  }
}

import { Injectable } from '@nestjs/common';
import { generateSession, type SessionDraw, type SessionPlan } from '@greffier/dcl';
import { extraDraws, MATCH_TIMES, matchPlanFor, type MatchStage, suddenDeathRound } from '@greffier/tournament';
import type { Tx } from '../database/tx';
import { DrawTops } from '../dcl/draw-tops';
import { Prisma, type MatchDraw as DrawRow } from '../generated/prisma/client';

/**
 * The émission's letters and numbers draws, in the order of TV_SEQUENCE (L C L C duel L C L C duel L C L C
 * sprint): 6 letters 5C/5V and 6 numbers; duels and the sprint have no generated draw.
 */
export const TV_PLAN: SessionPlan = Object.freeze({ name: 'tv', numbers: 6, letters: Object.freeze([{ consonants: 5, vowels: 5, count: 6 }]), order: 'LC' });

type Phase = DrawRow['phase'];

/** Draws of the matches: generated from stored seeds with their tops, regular, extra and sudden-death. */
@Injectable()
export class MatchDraws {
  constructor(private readonly tops: DrawTops) {}

  row(matchId: string, phase: Phase, draw: SessionDraw, time?: { searchSeconds: number; writingSeconds: number }): Prisma.MatchDrawCreateManyInput {
    const t = time ?? MATCH_TIMES[draw.kind];
    const top = this.tops.topOf(draw) as unknown as Prisma.InputJsonValue;
    return draw.kind === 'numbers'
      ? { matchId, phase, round: draw.round, kind: 'NUMBERS', plates: [...draw.plates], target: draw.target, top, searchSeconds: t.searchSeconds, writingSeconds: t.writingSeconds }
      : {
          matchId,
          phase,
          round: draw.round,
          kind: 'LETTERS',
          plates: [],
          letters: draw.letters.join(''),
          consonants: draw.consonants,
          vowels: draw.vowels,
          top,
          searchSeconds: t.searchSeconds,
          writingSeconds: t.writingSeconds,
        };
  }

  /** The 20 draws of a match (24 for a final) from the match's seed; tops computed once per seed. */
  regular(matchId: string, stage: MatchStage, seed: string, cache: Map<string, Prisma.MatchDrawCreateManyInput[]>, format: 'STANDARD' | 'TV' = 'STANDARD'): Prisma.MatchDrawCreateManyInput[] {
    const plan = format === 'TV' ? TV_PLAN : matchPlanFor(stage);
    const key = `${plan.name}|${seed}`;
    let rows = cache.get(key);
    if (!rows) {
      rows = generateSession(plan, seed).map((d) => this.row('', 'REGULAR', d));
      cache.set(key, rows);
    }
    return rows.map((r) => ({ ...r, matchId }));
  }

  async ensureExtra(tx: Tx, matchId: string, seed: string, existing: DrawRow[]): Promise<void> {
    if (existing.some((d) => d.phase === 'EXTRA')) return;
    await tx.matchDraw.createMany({ data: extraDraws(`${seed}/extra`).map((d) => this.row(matchId, 'EXTRA', d)) });
  }

  async ensureSuddenDeath(tx: Tx, matchId: string, seed: string, index: number, existing: DrawRow[]): Promise<void> {
    if (existing.some((d) => d.phase === 'SUDDEN_DEATH' && d.round === index)) return;
    const { draw, time } = suddenDeathRound(seed, index);
    await tx.matchDraw.create({ data: this.row(matchId, 'SUDDEN_DEATH', { ...draw, round: index }, time) });
  }
}

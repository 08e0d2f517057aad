import { Injectable } from '@nestjs/common';
import { type Bracket, type BracketMatch, type Poule as RulePoule, type RecordedResult, replayResults } from '@greffier/tournament';
import { NEXT_VERSION, type Tx } from '../database/tx';
import { type Match, Prisma, type Poule } from '../generated/prisma/client';

export const RECORDED = ['score', 'extra-draws', 'sudden-death', 'duplicate-rank', 'forfeit'] as const;

export function rulePoule(row: Poule): RulePoule {
  return { id: row.code, index: row.index, size: row.size, entries: row.entries as unknown as RulePoule['entries'], byes: row.byes };
}

/** The results recorded by people (byes and empty matches are the bracket's own). */
export function recordedResults(rows: Match[], except?: string): RecordedResult[] {
  return rows
    .filter((m) => m.code !== except && m.winnerId && m.loserId && (RECORDED as readonly string[]).includes(m.decidedBy ?? ''))
    .map((m) => ({ matchId: m.code, winner: m.winnerId!, loser: m.loserId!, decidedBy: m.decidedBy as RecordedResult['decidedBy'] }));
}

function statusOf(m: BracketMatch): Match['status'] {
  if (m.result) return 'FINISHED';
  return m.slots.every((s) => s.state === 'player') ? 'READY' : 'PENDING';
}

/**
 * The bracket of a poule lives in its match rows: each knows its players once known, where its winner and loser
 * go, and its result. The rules library rebuilds the bracket from the recorded results; the rows follow it.
 */
@Injectable()
export class BracketStore {
  bracket(poule: Poule, rows: Match[], except?: string): Bracket {
    return replayResults(rulePoule(poule), recordedResults(rows, except));
  }

  /** Writes the bracket's players, statuses and results to the rows that differ. */
  async sync(tx: Tx, bracket: Bracket, rows: Match[]): Promise<void> {
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const m of bracket.matches) {
      const row = byCode.get(m.id);
      if (!row) throw new Error(`match ${m.id} has no row`);
      const data = {
        playerAId: m.slots[0].playerId ?? null,
        playerBId: m.slots[1].playerId ?? null,
        status: statusOf(m),
        winnerId: m.result?.winner ?? null,
        loserId: m.result?.loser ?? null,
        decidedBy: m.result?.decidedBy ?? null,
      };
      const same = (Object.keys(data) as (keyof typeof data)[]).every((k) => row[k] === data[k]);
      if (same) continue;
      const playersChanged = row.playerAId !== data.playerAId || row.playerBId !== data.playerBId;
      await tx.match.update({
        where: { id: row.id },
        data: {
          ...data,
          ...(playersChanged || !m.result
            ? { scoreA: 0, scoreB: 0, extraA: null, extraB: null, suddenDeath: [] as Prisma.InputJsonValue, needs: null, absent: [] }
            : {}),
          ...NEXT_VERSION,
        },
      });
      // A match whose players changed (a corrected result upstream) starts again from a blank sheet.
      if (playersChanged) await tx.matchAnswer.deleteMany({ where: { matchId: row.id } });
    }
  }
}

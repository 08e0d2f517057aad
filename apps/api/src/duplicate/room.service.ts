import { Injectable } from '@nestjs/common';
import { INITIAL_ROOM, moveRoom, ROOM_TIME_LIMITS, roomClock, type RoomState } from '@greffier/tournament';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { claimVersion } from '../database/tx';
import { NotFoundError, RuleViolationError, StaleVersionError } from '../common/domain-errors';
import { type DuplicateDraw, type DuplicateSession, type RoomDisplay, PrismaClient } from '../generated/prisma/client';
import type { MoveRoomDto, RoomResponseDto } from './room.dto';

type SessionWithRoom = DuplicateSession & { draws: DuplicateDraw[]; room: RoomDisplay | null };

const stateOf = (room: RoomDisplay | null): RoomState =>
  room ? { round: room.round, phase: room.phase, startedAt: room.startedAt ? room.startedAt.getTime() : null } : INITIAL_ROOM;

/** The draw is public once its time has started, and its top once the organiser shows it: never before. */
export function roomView(session: SessionWithRoom, now: number): RoomResponseDto {
  const state = stateOf(session.room);
  const draw = session.draws.find((d) => d.round === state.round) ?? session.draws[0]!;
  const limits = ROOM_TIME_LIMITS[draw.kind];
  const shown = state.phase !== 'WAITING';
  return {
    tournamentId: session.tournamentId,
    round: state.round,
    rounds: session.draws.length,
    kind: draw.kind,
    phase: state.phase,
    startedAt: state.startedAt === null ? null : new Date(state.startedAt).toISOString(),
    serverTime: new Date(now).toISOString(),
    limits: { ...limits },
    clock: roomClock(state, draw.kind, now, limits),
    draw: shown
      ? draw.kind === 'NUMBERS'
        ? { kind: draw.kind, plates: draw.plates, target: draw.target! }
        : { kind: draw.kind, letters: draw.letters!, split: `${draw.consonants}C/${draw.vowels}V` }
      : null,
    top: state.phase === 'TOP' ? draw.top : null,
    // Before the first move the room reads as version 1; the first move stores version 2.
    version: session.room?.version ?? 1,
  };
}

/** The room's projector during the duplicate, driven from the organiser's screen (libs/tournament room-display). */
@Injectable()
export class RoomService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  private async load(db: Pick<PrismaClient, 'duplicateSession'>, tournamentId: string): Promise<SessionWithRoom> {
    const session = await db.duplicateSession.findUnique({ where: { tournamentId }, include: { draws: { orderBy: { round: 'asc' } }, room: true } });
    if (!session || session.draws.length === 0) throw new NotFoundError('duplicate session of tournament', tournamentId);
    return session;
  }

  async get(tournamentId: string): Promise<RoomResponseDto> {
    return roomView(await this.load(this.prisma, tournamentId), Date.now());
  }

  async move(tournamentId: string, dto: MoveRoomDto, version: number, actor: Actor, reason?: string): Promise<RoomResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      const session = await this.load(tx, tournamentId);
      // Before its first move the room reads as version 1, with no row to claim yet.
      const what = { entity: 'room display of tournament', label: tournamentId, current: session.room?.version ?? 1 };
      if (session.room) await claimVersion(tx.roomDisplay, { sessionId: session.id }, version, what);
      else if (version !== what.current) throw new StaleVersionError(what.entity, what.label, version, what.current);
      const now = Date.now();
      const before = stateOf(session.room);
      const move = moveRoom(before, dto.action, session.draws.length, now, dto.round);
      if (!move.ok) throw new RuleViolationError(move.code, move.message, move.field ? [{ field: move.field, reason: move.message }] : []);
      const data = { round: move.state.round, phase: move.state.phase, startedAt: move.state.startedAt === null ? null : new Date(move.state.startedAt) };
      let room: RoomDisplay;
      if (session.room) {
        room = await tx.roomDisplay.update({ where: { sessionId: session.id }, data });
      } else {
        // Two first moves at once: the second insert fails on the key and its transaction rolls back.
        room = await tx.roomDisplay.create({ data: { sessionId: session.id, ...data, version: 2 } }).catch(() => {
          throw new StaleVersionError('room display of tournament', tournamentId, version, 2);
        });
      }
      await this.audit.record(tx, {
        tournamentId,
        actor,
        action: `room.${dto.action}`,
        entity: 'room_display',
        entityId: session.id,
        before: { ...before, startedAt: before.startedAt === null ? null : new Date(before.startedAt).toISOString() },
        after: { ...data, version: room.version },
        reason,
      });
      return roomView({ ...session, room }, now);
    });
  }
}

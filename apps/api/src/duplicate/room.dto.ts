import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { RoomAction } from '@greffier/tournament';
import { ApiJson } from '../common/openapi';
import { BodyVersion } from '../common/versioning';

export const ROOM_ACTIONS: RoomAction[] = ['show', 'start', 'top', 'next', 'previous'];

export class MoveRoomDto {
  @ApiProperty({ enum: ROOM_ACTIONS, description: 'show: go to a coup, draw hidden; start: show the draw and run its time; top: show its top; next/previous: the coup after/before, hidden' })
  @IsIn(ROOM_ACTIONS)
  action!: RoomAction;

  @ApiPropertyOptional({ type: 'integer', description: 'The coup to show (action "show")', example: 7 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  round?: number;

  @BodyVersion('The version last read (or send If-Match)')
  version?: number;
}

export class RoomLimitsDto {
  @ApiProperty({ type: 'integer' }) thinkSeconds!: number;
  @ApiProperty({ type: 'integer' }) writeSeconds!: number;
}

export class RoomClockDto {
  @ApiProperty({ enum: ['HIDDEN', 'THINKING', 'WRITING', 'OVER'] }) stage!: string;
  @ApiProperty({ type: 'integer', description: 'Whole seconds left in the stage at serverTime' }) secondsLeft!: number;
  @ApiProperty({ type: 'integer' }) msLeft!: number;
}

export class RoomDrawDto {
  @ApiProperty({ enum: ['NUMBERS', 'LETTERS'] }) kind!: string;
  @ApiPropertyOptional({ type: 'integer', isArray: true }) plates?: number[];
  @ApiPropertyOptional({ type: 'integer' }) target?: number;
  @ApiPropertyOptional() letters?: string;
  @ApiPropertyOptional({ example: '5C/5V' }) split?: string;
}

export class RoomResponseDto {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ type: 'integer', description: 'The coup shown' }) round!: number;
  @ApiProperty({ type: 'integer', description: 'Coups in the session' }) rounds!: number;
  @ApiProperty({ enum: ['NUMBERS', 'LETTERS'] }) kind!: string;
  @ApiProperty({ enum: ['WAITING', 'RUNNING', 'TOP'] }) phase!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "When the coup's time started; null before" }) startedAt!: string | null;
  @ApiProperty({ format: 'date-time', description: "The server's clock when it answered: screens count down from it" }) serverTime!: string;
  @ApiProperty({ type: RoomLimitsDto }) limits!: RoomLimitsDto;
  @ApiProperty({ type: RoomClockDto }) clock!: RoomClockDto;
  @ApiProperty({ type: RoomDrawDto, nullable: true, description: 'The draw, once its time has started' }) draw!: RoomDrawDto | null;
  @ApiJson('The top, once shown (phase TOP): numbers exact/best/solution; letters maxLength/words', { nullable: true }) top!: unknown;
  @ApiProperty({ type: 'integer', description: 'Send it back with the next move' }) version!: number;
}

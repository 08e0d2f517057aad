import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Matches, MaxLength, Min } from 'class-validator';
import { ApiUuid } from '../common/openapi';

export const PUBLICATION_STATES = ['NONE', 'PENDING', 'WAITING', 'PUBLISHED', 'REFUSED'] as const;
export type PublicationStateName = (typeof PUBLICATION_STATES)[number];

export class FederationSettingsDto {
  @ApiProperty({ description: 'Whether an address and a key are set: publications are sent' }) configured!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'https://resultats.federation.example' }) serverUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The key\'s id (the part before the dot); the secret is never shown back' }) keyId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The club the key is for: its tournaments are published as they change' }) clubId!: string | null;
  @ApiProperty({ description: 'Each change of the club\'s tournaments queues a publication (else only « Publier maintenant »)' }) automatic!: boolean;
  @ApiProperty({ type: 'integer', description: '0 until the settings are first saved' }) version!: number;
}

export class SaveFederationSettingsDto {
  @ApiProperty({ type: 'integer', description: 'The version last read (0 the first time)' })
  @IsInt()
  @Min(0)
  version!: number;

  @ApiProperty({ example: 'https://resultats.federation.example' })
  @IsString()
  @MaxLength(500)
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/)
  serverUrl!: string;

  @ApiPropertyOptional({ description: 'The club\'s key as the federation server showed it, `<id>.<secret>`; left out: the key kept' })
  @IsOptional()
  @IsString()
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{20,200}$/i)
  clubKey?: string;

  @ApiUuid({ description: 'The club of the key' })
  @IsUUID()
  clubId!: string;

  @ApiProperty({ description: 'Queue a publication on each change of the club\'s tournaments' })
  @IsBoolean()
  automatic!: boolean;
}

export class PublicationDto {
  @ApiUuid() tournamentId!: string;
  @ApiProperty() tournamentName!: string;
  @ApiProperty({
    enum: PUBLICATION_STATES,
    description: 'NONE: never queued; PENDING: to send; WAITING: « en attente du réseau » (the last attempt failed, the next at nextAttemptAt); PUBLISHED: acknowledged; REFUSED: the federation refused it (errorCode, errorDetail)',
  })
  state!: PublicationStateName;
  @ApiProperty({ type: 'integer', description: 'The sequence of the changes queued' }) requested!: number;
  @ApiProperty({ type: 'integer', description: 'The highest sequence the federation acknowledged' }) acknowledged!: number;
  @ApiProperty({ type: 'integer', description: 'Failed attempts since the last acknowledgement' }) attempts!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the federation last acknowledged it' }) publishedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['created', 'replaced', 'unchanged', 'already-newer', null] }) outcome!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'API_KEY_REVOKED' }) errorCode!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why, in French' }) errorDetail!: string | null;
}

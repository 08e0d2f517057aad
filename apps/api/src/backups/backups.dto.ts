import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { BACKUP_KINDS, type BackupKind } from './backup-file';
import { Optional } from '../common/fields';

export class BackupDto {
  @ApiProperty({ example: 'greffier-20261212-143005-120-avant-poules.json.gz', description: 'The file name, to download it' }) name!: string;
  @ApiProperty({ format: 'date-time' }) takenAt!: string;
  @ApiProperty({ enum: BACKUP_KINDS, description: 'manuelle: taken by hand; avant-poules, avant-cloture: before the step; auto: every few minutes' }) kind!: BackupKind;
  @ApiProperty({ type: 'integer', description: 'Bytes' }) size!: number;
}

/** The backups' filter: one kind (by hand, before a step, automatic). */
export class BackupQueryDto extends PageQueryDto {
  @Optional({ enum: BACKUP_KINDS, description: 'Only the backups of this kind' }, IsIn(BACKUP_KINDS))
  kind?: BackupKind;
}

export class BackupPageDto extends PageDto(BackupDto) {}

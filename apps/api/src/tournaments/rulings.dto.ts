import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsString, Matches } from 'class-validator';
import { RulingDecision } from '../generated/prisma/enums';
import { Optional, OptionalText } from '../common/fields';

export class CreateRulingDto {
  @ApiProperty({ example: 'kiwi', description: 'The word as the lexicon would spell it (accents kept)' })
  @IsString()
  @Matches(/^[\p{L}-]{2,25}$/u, { message: 'word must be 2 to 25 letters (hyphens allowed)' })
  word!: string;

  @ApiProperty({ enum: RulingDecision })
  @IsEnum(RulingDecision)
  decision!: RulingDecision;

  @OptionalText(500, { example: 'Admis par le jury: entré au Petit Larousse 2026' })
  note?: string;
}

export class RulingResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() word!: string;
  @ApiProperty({ enum: RulingDecision }) decision!: RulingDecision;
  @ApiPropertyOptional({ nullable: true, type: String }) note!: string | null;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** The rulings' filter: admitted or refused words. */
export class RulingQueryDto extends PageQueryDto {
  @Optional({ enum: RulingDecision, description: 'Only the words admitted, or only the words refused' }, IsEnum(RulingDecision))
  decision?: RulingDecision;
}

export class RulingPageDto extends PageDto(RulingResponseDto) {}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { INT4_MAX } from './input-rules';

export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: INT4_MAX, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(INT4_MAX, { message: `page doit être un entier d'au plus ${INT4_MAX}` })
  page: number = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 500, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  pageSize: number = 50;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

import type { Type as Class } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

/** Prisma's skip and take for a page. */
export function pageArgs(query: { page: number; pageSize: number }): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.pageSize, take: query.pageSize };
}

/**
 * The answer of a database's page: the rows read with pageArgs, mapped to their views, and the total counted with
 * them (`[total, rows]`, as one $transaction([count, findMany]) answers them).
 */
export function pageFrom<Row, Item>(query: { page: number; pageSize: number }, [total, rows]: [number, Row[]], view: (row: Row) => Item): Page<Item> {
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize };
}

/** A page of a list already in memory (files of a folder, a computed view): the same answer as a database's page. */
export function pageOf<T>(all: readonly T[], query: { page: number; pageSize: number }): Page<T> {
  const { skip, take } = pageArgs(query);
  return { items: all.slice(skip, skip + take), total: all.length, page: query.page, pageSize: query.pageSize };
}

/** The response of a paged list, for the OpenAPI document: `class ClubPageDto extends PageDto(ClubResponseDto) {}`. */
export function PageDto<T>(item: Class<T>) {
  abstract class PageOf implements Page<T> {
    @ApiProperty({ type: [item] }) items!: T[];
    @ApiProperty({ type: 'integer' }) total!: number;
    @ApiProperty({ type: 'integer' }) page!: number;
    @ApiProperty({ type: 'integer' }) pageSize!: number;
  }
  return PageOf;
}

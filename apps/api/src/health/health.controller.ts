import { Inject, Res } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import { ApiController, Read } from '../common/routes';
import type { Response } from 'express';
import { Public } from '../common/access.decorators';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/database';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] }) status!: 'ok' | 'error';
  @ApiProperty({ enum: ['postgresql', 'embedded'] }) database!: string;
  @ApiProperty() version!: string;
}

@ApiController('health', 'health')
export class HealthController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Public: "ok" when the API answers and its database runs a query. */
  @Public()
  @Read('', HealthDto, 'Health check', 'Public: "ok" when the API answers and its database runs a query; 503 with "error" when the database does not answer.')
  @ApiResponse({ status: 503, description: 'The database does not answer', type: HealthDto })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const version = process.env.npm_package_version ?? '0.1.0';
    try {
      await this.db.prisma.$queryRaw`SELECT 1`;
      return { status: 'ok', database: this.db.kind, version };
    } catch {
      res.status(503);
      return { status: 'error', database: this.db.kind, version };
    }
  }
}

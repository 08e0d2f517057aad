import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** Is the API up, and its database. */
@Module({ controllers: [HealthController] })
export class HealthModule {}

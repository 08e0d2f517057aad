import { Module } from '@nestjs/common';
import { ClubsController } from './clubs.controller';
import { ClubsService } from './clubs.service';

/** The directory of clubs. Exports nothing. */
@Module({ controllers: [ClubsController], providers: [ClubsService] })
export class ClubsModule {}

import { Module } from '@nestjs/common';
import { DuplicateModule } from '../duplicate/duplicate.module';
import { EntriesController } from './entries.controller';
import { EntriesService } from './entries.service';
import { RulingsController } from './rulings.controller';
import { RulingsService } from './rulings.service';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';

/** Tournaments, their steps, entries, arbiters and word rulings (a ruling or a new scale rescores the duplicate). Exports nothing. */
@Module({
  imports: [DuplicateModule],
  controllers: [TournamentsController, RulingsController, EntriesController],
  providers: [TournamentsService, RulingsService, EntriesService],
})
export class TournamentsModule {}

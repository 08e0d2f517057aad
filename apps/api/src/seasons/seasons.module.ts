import { Module } from '@nestjs/common';
import { DuplicateModule } from '../duplicate/duplicate.module';
import { MatchesModule } from '../matches/matches.module';
import { PyramideModule } from '../pyramide/pyramide.module';
import { SeasonResultsService } from './season-results.service';
import { SeasonsController } from './seasons.controller';
import { SeasonsService } from './seasons.service';

/** The seasons (docs/seasons.md): their set-up, ranking, players' histories and clubs' seasons. Exports nothing. */
@Module({
  imports: [DuplicateModule, MatchesModule, PyramideModule],
  controllers: [SeasonsController],
  providers: [SeasonsService, SeasonResultsService],
})
export class SeasonsModule {}

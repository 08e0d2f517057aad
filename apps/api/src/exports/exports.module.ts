import { Module } from '@nestjs/common';
import { ClubGamesModule } from '../club-games/club-games.module';
import { DuplicateModule } from '../duplicate/duplicate.module';
import { MatchesModule } from '../matches/matches.module';
import { PyramideModule } from '../pyramide/pyramide.module';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';

/** The results as CSV and JSON files (docs/exports.md), read through the contexts that compute them. Exports nothing. */
@Module({
  imports: [DuplicateModule, MatchesModule, PyramideModule, ClubGamesModule],
  controllers: [ExportsController],
  providers: [ExportsService],
})
export class ExportsModule {}

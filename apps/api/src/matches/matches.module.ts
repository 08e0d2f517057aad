import { Module } from '@nestjs/common';
import { DclModule } from '../dcl/dcl.module';
import { DuplicateModule } from '../duplicate/duplicate.module';
import { AfternoonDocumentsService } from './afternoon-documents.service';
import { BracketStore } from './bracket-store';
import { MatchDraws } from './match-draws';
import { MatchesController } from './matches.controller';
import { MatchesService } from './matches.service';
import { PoulesService } from './poules.service';

/** The afternoon: the poules of 16 drawn from the duplicate ranking, their matches, the general ranking, the best-club cup. Exports PoulesService (the exports read the poules and rankings). */
@Module({
  imports: [DclModule, DuplicateModule],
  controllers: [MatchesController],
  providers: [BracketStore, MatchDraws, PoulesService, MatchesService, AfternoonDocumentsService],
  exports: [PoulesService],
})
export class MatchesModule {}

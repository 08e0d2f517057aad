import { Module } from '@nestjs/common';
import { DclModule } from '../dcl/dcl.module';
import { EventsModule } from '../events/events.module';
import { AnswerPreviews } from './answer-preview';
import { DuplicateDocumentsService } from './documents.service';
import { DuplicateController } from './duplicate.controller';
import { DuplicateSessionService } from './duplicate-session.service';
import { DuplicateRankingService } from './ranking.service';
import { RoomController } from './room.controller';
import { RoomService } from './room.service';
import { SheetViews } from './sheet-views';
import { SheetWriter } from './sheet-writer';
import { SheetsController } from './sheets.controller';
import { SheetsService } from './sheets.service';

/**
 * A tournament's duplicate: its draws, the answer sheets and their corrections, the ranking, the room display.
 * Exports SheetsService (a ruling, a draw or the scale rescores the sheets) and DuplicateRankingService (the
 * poules are drawn from the ranking).
 */
@Module({
  imports: [DclModule, EventsModule],
  controllers: [DuplicateController, SheetsController, RoomController],
  providers: [DuplicateSessionService, SheetWriter, SheetViews, SheetsService, DuplicateRankingService, DuplicateDocumentsService, AnswerPreviews, RoomService],
  exports: [SheetsService, DuplicateRankingService],
})
export class DuplicateModule {}

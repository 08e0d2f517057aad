import { Module } from '@nestjs/common';
import { PyramideController } from './pyramide.controller';
import { PyramideDocumentsService } from './pyramide-documents.service';
import { PyramideResultsService } from './pyramide-results.service';
import { PyramideSetupService } from './pyramide-setup.service';
import { PyramideSheetsController } from './pyramide-sheets.controller';
import { PyramideSheetsService } from './pyramide-sheets.service';
import { PyramideStore } from './pyramide-store';

/** A Pyramide tournament: its set-up, the games' seating, the feuilles de marque and the standings. Exports PyramideResultsService (the exports read the standings and sheets). */
@Module({
  controllers: [PyramideController, PyramideSheetsController],
  providers: [PyramideStore, PyramideSetupService, PyramideSheetsService, PyramideResultsService, PyramideDocumentsService],
  exports: [PyramideResultsService],
})
export class PyramideModule {}

import type { Provider, Type } from '@nestjs/common';
import { PyramideController } from './pyramide.controller';
import { PyramideDocumentsService } from './pyramide-documents.service';
import { PyramideResultsService } from './pyramide-results.service';
import { PyramideSetupService } from './pyramide-setup.service';
import { PyramideSheetsController } from './pyramide-sheets.controller';
import { PyramideSheetsService } from './pyramide-sheets.service';
import { PyramideStore } from './pyramide-store';

/** The Pyramide context's controllers and providers, registered by AppModule. */
export const PYRAMIDE_CONTROLLERS: Type<unknown>[] = [PyramideController, PyramideSheetsController];
export const PYRAMIDE_PROVIDERS: Provider[] = [PyramideStore, PyramideSetupService, PyramideSheetsService, PyramideResultsService, PyramideDocumentsService];

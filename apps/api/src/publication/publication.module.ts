import { Module } from '@nestjs/common';
import { ArchivesModule } from '../archives/archives.module';
import { EventsModule } from '../events/events.module';
import { FederationSettingsService } from './federation-settings.service';
import { OutboxService } from './outbox.service';
import { PublicationController } from './publication.controller';
import { PublicationService } from './publication.service';
import { PublicationWorker } from './publication.worker';

/**
 * A venue's side of publication (docs/federation.md): the federation server's settings, the outbox of
 * publications and the worker that sends them until acknowledged. Exports nothing.
 */
@Module({
  imports: [ArchivesModule, EventsModule],
  controllers: [PublicationController],
  providers: [FederationSettingsService, OutboxService, PublicationWorker, PublicationService],
})
export class PublicationModule {}

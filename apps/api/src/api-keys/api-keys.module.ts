import { Module } from '@nestjs/common';
import { ArchivesModule } from '../archives/archives.module';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { PublicationsController } from './publications.controller';

/**
 * A federation server's side of publication (docs/federation.md): the clubs' keys (created, listed, revoked by an
 * organiser) and the endpoint a venue publishes to with one, which imports the archive. Exports nothing.
 */
@Module({
  imports: [ArchivesModule],
  controllers: [ApiKeysController, PublicationsController],
  providers: [ApiKeysService, ApiKeyGuard],
})
export class ApiKeysModule {}

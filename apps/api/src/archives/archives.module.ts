import { Module } from '@nestjs/common';
import { ArchivesController } from './archives.controller';
import { ArchivesService } from './archives.service';

/** Tournament archives: one sealed file per tournament, imported idempotently into another instance. Exports nothing. */
@Module({
  controllers: [ArchivesController],
  providers: [ArchivesService],
})
export class ArchivesModule {}

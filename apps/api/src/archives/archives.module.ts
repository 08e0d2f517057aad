import { Module } from '@nestjs/common';
import { ArchivesController } from './archives.controller';
import { ArchivesService } from './archives.service';

/**
 * Tournament archives: one sealed file per tournament, imported idempotently into another instance. Exports the
 * service: a federation server imports the publications of the clubs' venues with it, a venue archives what it sends.
 */
@Module({
  controllers: [ArchivesController],
  providers: [ArchivesService],
  exports: [ArchivesService],
})
export class ArchivesModule {}

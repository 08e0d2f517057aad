import { Module } from '@nestjs/common';
import { PlayersController } from './players.controller';
import { PlayersService } from './players.service';

/** The players, their licences and clubs; CSV import and export. Exports nothing. */
@Module({ controllers: [PlayersController], providers: [PlayersService] })
export class PlayersModule {}

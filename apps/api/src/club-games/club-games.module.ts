import { Module } from '@nestjs/common';
import { DclModule } from '../dcl/dcl.module';
import { CLUB_GAME_KINDS } from './club-game-kind';
import { ClubGamesController } from './club-games.controller';
import { ClubGamesService } from './club-games.service';
import { CLUB_GAME_KIND_HANDLERS } from './kinds';

/** A club's evening games, each with its rules library (kinds/). Exports ClubGamesService (the exports read the games). */
@Module({
  imports: [DclModule],
  controllers: [ClubGamesController],
  providers: [{ provide: CLUB_GAME_KINDS, useValue: CLUB_GAME_KIND_HANDLERS }, ClubGamesService],
  exports: [ClubGamesService],
})
export class ClubGamesModule {}

import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { AuditController } from './audit/audit.controller';
import { AuditService } from './audit/audit.service';
import { AuthController } from './auth/auth.controller';
import { AuthGuard } from './auth/auth.guard';
import { AuthService } from './auth/auth.service';
import { LoginThrottleService } from './auth/login-throttle.service';
import { TokenService } from './auth/token.service';
import { CLUB_GAME_KINDS } from './club-games/club-game-kind';
import { ClubGamesController } from './club-games/club-games.controller';
import { ClubGamesService } from './club-games/club-games.service';
import { CLUB_GAME_KIND_HANDLERS } from './club-games/kinds';
import { ClubsController } from './clubs/clubs.controller';
import { ClubsService } from './clubs/clubs.service';
import { ProblemDetailsFilter } from './common/problem-details.filter';
import { createValidationPipe } from './common/validation';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { DuplicateDocumentsService } from './duplicate/documents.service';
import { DrawTops } from './duplicate/draw-tops';
import { DuplicateController } from './duplicate/duplicate.controller';
import { DuplicateSessionService } from './duplicate/duplicate-session.service';
import { LexiconProvider } from './duplicate/lexicon.provider';
import { AnswerPreviews } from './duplicate/answer-preview';
import { DuplicateRankingService } from './duplicate/ranking.service';
import { RoomController } from './duplicate/room.controller';
import { RoomService } from './duplicate/room.service';
import { SheetViews } from './duplicate/sheet-views';
import { SheetWriter } from './duplicate/sheet-writer';
import { SheetsController } from './duplicate/sheets.controller';
import { SheetsService } from './duplicate/sheets.service';
import { EventsController } from './events/events.controller';
import { TournamentEvents } from './events/tournament-events';
import { HealthController } from './health/health.controller';
import { AfternoonDocumentsService } from './matches/afternoon-documents.service';
import { BracketStore } from './matches/bracket-store';
import { MatchDraws } from './matches/match-draws';
import { MatchesController } from './matches/matches.controller';
import { MatchesService } from './matches/matches.service';
import { PoulesService } from './matches/poules.service';
import { PYRAMIDE_CONTROLLERS, PYRAMIDE_PROVIDERS } from './pyramide/pyramide.providers';
import { PlayersController } from './players/players.controller';
import { PlayersService } from './players/players.service';
import { EntriesController } from './tournaments/entries.controller';
import { EntriesService } from './tournaments/entries.service';
import { RulingsController } from './tournaments/rulings.controller';
import { RulingsService } from './tournaments/rulings.service';
import { TournamentsController } from './tournaments/tournaments.controller';
import { TournamentsService } from './tournaments/tournaments.service';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            customProps: (req) => ({ actor: (req as { actor?: { accountId: string } }).actor?.accountId }),
          },
        }),
        DatabaseModule,
      ],
      controllers: [
        HealthController,
        AuthController,
        AccountsController,
        ClubsController,
        PlayersController,
        TournamentsController,
        RulingsController,
        EntriesController,
        DuplicateController,
        SheetsController,
        RoomController,
        MatchesController,
        ...PYRAMIDE_CONTROLLERS,
        AuditController,
        EventsController,
        ClubGamesController,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ProblemDetailsFilter },
        TokenService,
        LoginThrottleService,
        AuthService,
        AuditService,
        TournamentEvents,
        { provide: CLUB_GAME_KINDS, useValue: CLUB_GAME_KIND_HANDLERS },
        ClubGamesService,
        AccountsService,
        ClubsService,
        PlayersService,
        TournamentsService,
        RulingsService,
        EntriesService,
        LexiconProvider,
        DrawTops,
        DuplicateSessionService,
        SheetWriter,
        SheetViews,
        SheetsService,
        DuplicateRankingService,
        DuplicateDocumentsService,
        AnswerPreviews,
        RoomService,
        BracketStore,
        MatchDraws,
        PoulesService,
        MatchesService,
        AfternoonDocumentsService,
        ...PYRAMIDE_PROVIDERS,
      ],
      exports: [APP_CONFIG],
    };
  }
}

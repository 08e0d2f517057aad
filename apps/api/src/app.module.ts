import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AccountsModule } from './accounts/accounts.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { ArchivesModule } from './archives/archives.module';
import { AuditModule } from './audit/audit.module';
import { BackupsModule } from './backups/backups.module';
import { AuthModule } from './auth/auth.module';
import { ClubGamesModule } from './club-games/club-games.module';
import { ClubsModule } from './clubs/clubs.module';
import { LoggingModule } from './common/logging';
import { ProblemDetailsFilter } from './common/problem-details.filter';
import { createValidationPipe } from './common/validation';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { DuplicateModule } from './duplicate/duplicate.module';
import { EventsModule } from './events/events.module';
import { ExportsModule } from './exports/exports.module';
import { HealthModule } from './health/health.module';
import { MatchesModule } from './matches/matches.module';
import { PlayersModule } from './players/players.module';
import { PublicationModule } from './publication/publication.module';
import { PyramideModule } from './pyramide/pyramide.module';
import { SeasonsModule } from './seasons/seasons.module';
import { TournamentsModule } from './tournaments/tournaments.module';

/**
 * The application: the logger, the database, the configuration, the validation pipe and the problem+json filter,
 * and one module per context (docs/architecture.md). The contexts come in the order the OpenAPI document lists
 * their operations (Nest scans the modules depth first, in this order).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggingModule.forRoot({ level: config.logLevel, readable: config.readableLog }),
        DatabaseModule,
        HealthModule,
        AuthModule,
        AccountsModule,
        ClubsModule,
        PlayersModule,
        TournamentsModule,
        DuplicateModule,
        MatchesModule,
        PyramideModule,
        AuditModule,
        EventsModule,
        ClubGamesModule,
        ExportsModule,
        BackupsModule,
        ArchivesModule,
        ApiKeysModule,
        PublicationModule,
        SeasonsModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ProblemDetailsFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}

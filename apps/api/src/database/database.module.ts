import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PrismaClient } from '../generated/prisma/client';
import { type Database, openDatabase } from './database';
import { t } from '@greffier/messages';

export const DATABASE = Symbol('DATABASE');

@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<Database> => {
        const db = await openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          migrationsDir: config.migrationsDir,
          migrate: config.migrateOnStart,
        });
        const where = config.databaseUrl ? t('DATABASE_SERVER') : config.dataDir ? t('DATABASE_EMBEDDED', { dir: config.dataDir }) : t('DATABASE_IN_MEMORY');
        new Logger('Database').log(t('DATABASE_OPENED', { where, applied: db.applied.join(', ') || t('NO_MIGRATION') }));
        return db;
      },
    },
    { provide: PrismaClient, inject: [DATABASE], useFactory: (db: Database) => db.prisma },
  ],
  exports: [DATABASE, PrismaClient],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Closes the database, so that the embedded engine's folder is free for the next start. */
  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}

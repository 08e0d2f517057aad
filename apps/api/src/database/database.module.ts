import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PrismaClient } from '../generated/prisma/client';
import { type Database, openDatabase } from './database';

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
        const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir ?? 'memory'}`;
        new Logger('Database').log(`${where}; migrations applied now: ${db.applied.join(', ') || 'none'}`);
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

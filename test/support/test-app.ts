import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AccountsService } from '../../apps/api/src/accounts/accounts.service';
import { AppModule } from '../../apps/api/src/app.module';
import { type AppConfig, loadConfig } from '../../apps/api/src/config/app-config';
import { type AppOptions, configureApp } from '../../apps/api/src/configure-app';
import { PrismaClient } from '../../apps/api/src/generated/prisma/client';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ORGANISER = { email: 'organisateur@test.greffier', password: 'organiser-password-1' };

export interface TestApp {
  app: NestExpressApplication;
  db: TestDatabase;
  prisma: PrismaClient;
  http: () => ReturnType<typeof request>;
  /** A bearer token for an account. */
  login(email: string, password: string): Promise<string>;
  organiserToken: string;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
  /** Stops the app only: its database stays, for another app to start on it. */
  stop(): Promise<void>;
}

/** An app on a fresh test database (or on `database`, one an earlier app of the test stopped on). */
export async function createTestApp(overrides: Partial<AppConfig> = {}, appOptions: AppOptions = {}, database?: TestDatabase): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config: AppConfig = {
    ...loadConfig({}),
    databaseUrl: db.databaseUrl,
    dataDir: undefined,
    seedDemoData: false,
    logLevel: 'silent',
    adminEmail: ORGANISER.email,
    adminPassword: ORGANISER.password,
    // Each test app its own backups folder, and no backup on a timer unless the test asks.
    backupDir: mkdtempSync(join(tmpdir(), 'greffier-backups-')),
    backupEveryMinutes: 0,
    ...overrides,
  };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  configureApp(app, appOptions);
  await app.init();
  await app.get(AccountsService).ensureFirstOrganiser();
  const http = () => request(app.getHttpServer());
  const login = async (email: string, password: string): Promise<string> => {
    const res = await http().post('/auth/login').send({ email, password });
    if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  };
  const organiserToken = await login(ORGANISER.email, ORGANISER.password);
  return {
    app,
    db,
    prisma: app.get(PrismaClient),
    http,
    login,
    organiserToken,
    async close() {
      await app.close();
      await db.drop();
    },
    async stop() {
      await app.close();
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A second API process on the same PostgreSQL database, as servers side by side run (its own caches, its own
 * notifications); on the embedded engine, where one process holds the database, the same app again.
 */
export async function anotherProcess(t: TestApp): Promise<{ http: () => ReturnType<typeof request>; close(): Promise<void> }> {
  if (t.db.engine !== 'postgresql') return { http: t.http, close: async () => undefined };
  const config = { ...loadConfig({}), databaseUrl: t.db.databaseUrl, dataDir: undefined, seedDemoData: false, logLevel: 'silent' as const, port: 0 };
  const other = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger: false });
  configureApp(other);
  await other.init();
  return { http: () => request(other.getHttpServer()), close: () => other.close() };
}

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AccountsService } from './accounts/accounts.service';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import { configureApp } from './configure-app';
import { seedDemoData } from './database/seed';
import { PrismaClient } from './generated/prisma/client';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  configureApp(app, { trustProxy: config.trustProxy, corsOrigins: config.corsOrigins, webDir: config.webDir });
  await app.get(AccountsService).ensureFirstOrganiser();
  if (config.seedDemoData) await seedDemoData(app.get(PrismaClient), app.get(Logger));
  await app.listen(config.port, config.host);
  // The port actually bound (PORT=0 asks the system for a free one).
  const { port } = app.getHttpServer().address() as { port: number };
  app.get(Logger).log(`Greffier listens on http://${config.host}:${port} (screens: /app, API docs: /docs, health: /health)`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

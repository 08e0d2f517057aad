import './wasm-tiering';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AccountsService } from './accounts/accounts.service';
import { firstStartBanner } from './accounts/first-start';
import { AppModule } from './app.module';
import { AppLogger } from './common/logging';
import { t } from '@greffier/messages';
import { loadConfig } from './config/app-config';
import { configureApp, WEB_PREFIX } from './configure-app';
import { seedDemoData } from './database/seed';
import { reportFailure } from './database/start-failure';
import { PrismaClient } from './generated/prisma/client';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // A module that cannot start (the database unreachable, its folder locked) comes back here to be said in French,
  // not as the framework's English trace.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    autoFlushLogs: false,
    abortOnError: false,
  });
  const logger = app.get(AppLogger);
  app.useLogger(logger);
  app.flushLogs();
  configureApp(app, { trustProxy: config.trustProxy, corsOrigins: config.corsOrigins, webDir: config.webDir });
  const oneTime = await app.get(AccountsService).ensureFirstOrganiser();
  if (config.seedDemoData) await seedDemoData(app.get(PrismaClient), logger);
  await app.listen(config.port, config.host);
  // The port actually bound (PORT=0 asks the system for a free one).
  const { port } = app.getHttpServer().address() as { port: number };
  const url = `http://${config.host}:${port}`;
  logger.log(`Greffier écoute sur ${url} (écrans : ${WEB_PREFIX}, documentation de l’API : /docs, état : /health)`);
  // At a terminal, the one-time password stands out of the log lines; the JSON log has it as a warning.
  if (oneTime && config.readableLog) process.stdout.write(firstStartBanner(oneTime, `${url}${WEB_PREFIX}/`));
}

bootstrap().catch((error: unknown) => {
  process.exit(reportFailure(error, (reason) => t('START_FAILED', { reason })));
});

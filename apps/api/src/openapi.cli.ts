// npm run openapi: writes docs/openapi.json (a test fails when it is stale).
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { t } from '@greffier/messages';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';
import { projectRoot } from './config/project-root';
import { createOpenApiDocument } from './configure-app';

export function stableJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

async function main(): Promise<void> {
  const config = { ...loadConfig({}), dataDir: undefined, seedDemoData: false, logLevel: 'silent' };
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false });
  const file = join(projectRoot(), 'docs', 'openapi.json');
  writeFileSync(file, stableJson(createOpenApiDocument(app)));
  await app.close();
  console.log(t('CLI_OPENAPI_WRITTEN', { file }));
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}

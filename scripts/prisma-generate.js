#!/usr/bin/env node
// Generates the Prisma client. Prisma's CLI wants to download its schema-engine binary before any
// command, although `generate` only needs the WebAssembly pieces shipped on npm: pointing
// PRISMA_SCHEMA_ENGINE_BINARY at an existing file lets it run offline (see docs/operations.md).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
const cli = require.resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [cli, 'generate', '--schema', path.join(__dirname, '..', 'prisma', 'schema.prisma')], {
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

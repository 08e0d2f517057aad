#!/usr/bin/env node
// Prints the SQL that Prisma would write for a schema change, offline.
//   node scripts/migrations/schema-sql.js                      -> the whole schema, from an empty database
//   node scripts/migrations/schema-sql.js --from old.prisma    -> from one schema file to prisma/schema.prisma
// Prisma 7's CLI needs a downloaded schema-engine binary for `migrate diff`; Prisma 6.19's CLI (devDependency
// "prisma6") runs the same diff on its WebAssembly engine when its config names a driver adapter.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');

/** Prisma 6 wants the datasource url in the schema and knows no "prisma-client" generator options. */
function toPrisma6Schema(text) {
  return text
    .replace(/generator\s+client\s*\{[^}]*\}/, 'generator client {\n  provider = "prisma-client-js"\n}')
    .replace(/datasource\s+db\s*\{[^}]*\}/, 'datasource db {\n  provider = "postgresql"\n  url = "postgresql://offline/diff"\n}');
}

function schemaSql({ from, to = path.join(root, 'prisma', 'schema.prisma') } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greffier-diff-'));
  try {
    fs.writeFileSync(path.join(dir, 'to.prisma'), toPrisma6Schema(fs.readFileSync(to, 'utf8')));
    if (from) fs.writeFileSync(path.join(dir, 'from.prisma'), toPrisma6Schema(fs.readFileSync(from, 'utf8')));
    const placeholder = path.join(dir, 'no-engine');
    fs.writeFileSync(placeholder, '');
    const cli = require.resolve('prisma6/build/index.js', { paths: [root] });
    const args = [cli, 'migrate', 'diff', '--config', path.join(__dirname, 'offline-diff.config.js'), '--script'];
    args.push(...(from ? ['--from-schema-datamodel', 'from.prisma'] : ['--from-empty']));
    args.push('--to-schema-datamodel', 'to.prisma');
    const env = { ...process.env, PRISMA_QUERY_ENGINE_LIBRARY: placeholder, PRISMA_SCHEMA_ENGINE_BINARY: placeholder, PRISMA_HIDE_UPDATE_MESSAGE: '1',
      GREFFIER_DIFF_SCHEMA: path.join(dir, 'to.prisma') };
    const result = spawnSync(process.execPath, args, { cwd: dir, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`prisma migrate diff failed:\n${result.stderr}\n${result.stdout}`);
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { schemaSql };

if (require.main === module) {
  const i = process.argv.indexOf('--from');
  process.stdout.write(schemaSql(i > 0 ? { from: path.resolve(process.argv[i + 1]) } : {}));
}

#!/usr/bin/env node
// Writes a new migration for the change between the schema as committed (or --from FILE) and
// prisma/schema.prisma:  npm run db:new-migration -- add_tournament_lexicon [--from old.prisma]
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { schemaSql } = require('./schema-sql');

const root = path.join(__dirname, '..', '..');
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:new-migration -- <snake_case_name> [--from old-schema.prisma]');
  process.exit(2);
}
const i = process.argv.indexOf('--from');
let from = i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
if (!from) {
  from = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'greffier-')), 'committed.prisma');
  fs.writeFileSync(from, execFileSync('git', ['show', 'HEAD:prisma/schema.prisma'], { cwd: root }));
}
const sql = schemaSql({ from });
if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
  console.error('no change between the two schemas: nothing written');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const dir = path.join(root, 'prisma', 'migrations', `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
console.log(`written ${path.relative(root, dir)}/migration.sql: read it before you commit it`);

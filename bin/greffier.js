#!/usr/bin/env node
// The arbiters' command-line tool. Built by `npm run build` (npm install runs it through prepare).
const path = require('node:path');
const fs = require('node:fs');
const entry = path.join(__dirname, '..', 'dist', 'apps', 'cli', 'src', 'main.js');
if (!fs.existsSync(entry)) {
  console.error('greffier is not built yet: run `npm run build` in ' + path.join(__dirname, '..'));
  process.exit(2);
}
process.exitCode = require(entry).main(process.argv.slice(2));

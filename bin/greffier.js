#!/usr/bin/env node
// The arbiters' command-line tool. Built by `npm run build` (npm install runs it through prepare).
// `greffier sauvegarde`, `sauvegardes` and `restaure` are the API's own commands (docs/backups.md).
const path = require('node:path');
const fs = require('node:fs');
const dist = path.join(__dirname, '..', 'dist', 'apps');
const API_COMMANDS = { sauvegarde: 'backup.cli.js', sauvegardes: 'backup.cli.js', restaure: 'restore.cli.js' };
const command = process.argv[2];
const entry = API_COMMANDS[command] ? path.join(dist, 'api', 'src', 'backups', API_COMMANDS[command]) : path.join(dist, 'cli', 'src', 'main.js');
if (!fs.existsSync(entry)) {
  // Before the build there is no message catalogue to read: this one line is written here, in French.
  console.error('greffier n’est pas encore construit : lancez « npm run build » dans ' + path.join(__dirname, '..'));
  process.exit(2);
}
if (API_COMMANDS[command]) {
  // Each command says its own failures in French and answers its exit code.
  require(entry).main(process.argv.slice(command === 'restaure' ? 3 : 2)).then((code) => process.exit(code));
} else {
  process.exitCode = require(entry).main(process.argv.slice(2));
}

#!/usr/bin/env node
// npm run docs:messages: writes the table of every message code and its French text (libs/messages, every group of
// MESSAGE_GROUPS) into docs/errors.md, between its markers. Run it after adding or changing a message;
// libs/messages/src/messages-table.spec.ts fails while the table is stale. Reads the build (npm run build:api).
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const built = path.join(root, 'dist', 'libs', 'messages', 'src', 'messages-table.js');
if (!fs.existsSync(built)) {
  console.error('messages-table : lancez d’abord « npm run build:api »');
  process.exit(2);
}
const { withMessagesTable } = require(built);
const file = path.join(root, 'docs', 'errors.md');
const before = fs.readFileSync(file, 'utf8');
const after = withMessagesTable(before);
if (after === before) {
  console.log('docs/errors.md : la table des messages est à jour');
} else {
  fs.writeFileSync(file, after);
  console.log('docs/errors.md : table des messages écrite');
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGE_GROUPS, MESSAGES } from './catalogue';
import { messagesTable, TABLE_END, TABLE_START, templateText, withMessagesTable } from './messages-table';

describe('the table of every message (docs/errors.md)', () => {
  it('shows a template’s parameters by name, plurals included', () => {
    expect(templateText(MESSAGES.LETTER_OVERUSED)).toBe('{letter} est utilisé {used} fois mais tiré {drawn} fois');
    expect(templateText(MESSAGES.CSV_ERRORS)).toBe('Le fichier a {count} erreurs ; rien n’a été importé.');
    expect(templateText(MESSAGES.BAD_CREDENTIALS)).toBe('E-mail ou mot de passe incorrect.');
  });

  it('lists every code of every group, once', () => {
    const table = messagesTable();
    const codes = [...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(codes).toEqual(Object.values(MESSAGE_GROUPS).flatMap((group) => Object.keys(group)));
    expect(table).not.toMatch(/undefined|NaN|\[object|\{7\d+/);
  });

  it('replaces the table between its markers and keeps the rest of the document', () => {
    const doc = `# Errors\n\nintro\n\n${TABLE_START}\nold\n${TABLE_END}\n\nafter\n`;
    const written = withMessagesTable(doc, 'new');
    expect(written).toBe(`# Errors\n\nintro\n\n${TABLE_START}\n\nnew\n${TABLE_END}\n\nafter\n`);
    expect(withMessagesTable(written, 'new')).toBe(written);
  });

  it('is up to date in docs/errors.md (npm run docs:messages writes it)', () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'errors.md'), 'utf8');
    expect(withMessagesTable(doc) === doc ? 'up to date' : 'stale: run npm run docs:messages').toBe('up to date');
  });
});

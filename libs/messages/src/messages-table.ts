import { MESSAGE_GROUPS } from './catalogue';
import type { Template } from './render';

/**
 * The table of every message code and its French text, group by group (MESSAGE_GROUPS), as docs/errors.md shows
 * it between its two markers: `npm run docs:messages` writes it there, messages-table.spec.ts fails when it is stale.
 */
export const TABLE_START = '<!-- messages-table: written by npm run docs:messages, do not edit by hand -->';
export const TABLE_END = '<!-- end of messages-table -->';

/** What each group holds; a group not listed here is titled by its name alone. */
const GROUP_TITLES: Readonly<Record<string, string>> = {
  ANSWERS: 'an answer refused, in full (libs/lexicon, libs/dcl)',
  DRAWS: 'draws typed in or asked of the rules (libs/dcl, libs/lexicon)',
  SHEETS: 'the duplicate’s and the matches’ sheets, the room display, the steps (libs/tournament)',
  REQUESTS: 'what the API says about any request (apps/api/src/common)',
  ACCESS: 'logging in and access (apps/api/src/auth)',
  CLUB_GAMES: 'the club evenings’ games (apps/api/src/club-games)',
  TOURNAMENTS: 'clubs, players, accounts, tournaments and entries',
  RESULTS_OUT: 'exports, backups, tournament archives',
  CLUB_GAME_RULES: 'the club games’ rules (libs/think-of-a-letter, letter-strings, lexicon-bridge, sloubi)',
  PYRAMIDE_RULES: 'the Pyramide’s rules (libs/pyramide, apps/api/src/pyramide)',
  AFTERNOON_RULES: 'the afternoon: poules, brackets, matches, rankings (libs/tournament)',
  API_SERVICES: 'the API’s services, their log lines and the audit trail’s reasons',
  COMMAND_LINE: 'the command line, the configuration, the start-up, the operator’s log',
  SEASONS: 'the season’s rankings (libs/season)',
};

// A parameter as the table shows it: « {name} » where the text says it; a number apart from any other where a
// template counts with it (a plural), so that the count can be put back as « {name} » too.
const BASE = 7_000_000;
function placeholders(names: string[]): Record<string, unknown> {
  return new Proxy(
    {},
    {
      get(_target, key) {
        if (typeof key !== 'string') return undefined;
        let index = names.indexOf(key);
        if (index < 0) index = names.push(key) - 1;
        return { toString: () => `{${key}}`, valueOf: () => BASE + index, [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? BASE + index : `{${key}}`) };
      },
    },
  );
}

/** A template's French text with its parameters as `{name}`. */
export function templateText(template: Template): string {
  if (typeof template === 'string') return template;
  const names: string[] = [];
  const text = (template as (params: unknown) => string)(placeholders(names));
  return text.replace(/7\d{6}/g, (n) => `{${names[Number(n) - BASE] ?? n}}`);
}

const cell = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|').replace(/\n/g, '<br>');

/** The Markdown of every group's codes and texts, in the catalogue's order. */
export function messagesTable(groups: Readonly<Record<string, object>> = MESSAGE_GROUPS): string {
  const out: string[] = [];
  for (const [group, messages] of Object.entries(groups)) {
    const entries = Object.entries(messages as Record<string, Template>);
    out.push(`### \`${group}\`${GROUP_TITLES[group] ? `: ${GROUP_TITLES[group]}` : ''}`, '', '| code | French text |', '| --- | --- |');
    for (const [code, template] of entries) out.push(`| \`${code}\` | ${cell(templateText(template))} |`);
    out.push('');
  }
  return out.join('\n');
}

/** The document with its table between the two markers written anew (added at its end when it has none). */
export function withMessagesTable(doc: string, table = messagesTable()): string {
  const block = `${TABLE_START}\n\n${table}\n${TABLE_END}`;
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) return `${doc.trimEnd()}\n\n${block}\n`;
  return `${doc.slice(0, start)}${block}${doc.slice(end + TABLE_END.length)}`;
}

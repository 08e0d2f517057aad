import { createHash } from 'node:crypto';

/**
 * Statements with more parameters than this are left unnamed: their text varies with the number of rows they
 * carry (a createMany, an IN list), and each text named would stay prepared on every connection.
 */
const MAX_NAMED_PARAMETERS = 64;

/**
 * The name a statement is prepared under on each PostgreSQL connection (PrismaPg's statementNameGenerator): the
 * same text gets the same name in every process, so that each connection parses and plans it once instead of at
 * every call (about 0.5 to 1 ms of the server's time a statement; a coup typed makes six). The name is a digest
 * of the text (a name is at most 63 bytes). Statements with many parameters get none (undefined: prepared
 * unnamed, as without a generator).
 */
export function statementName(query: { sql: string; args: readonly unknown[] }): string {
  if (query.args.length > MAX_NAMED_PARAMETERS) return undefined as unknown as string;
  return `g${createHash('sha1').update(query.sql).digest('base64url')}`;
}

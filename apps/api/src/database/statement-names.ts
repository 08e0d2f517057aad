import { createHash } from 'node:crypto';

/**
 * Statements with more parameters than this are left unnamed: their text varies with the number of rows they
 * carry (a createMany, an IN list), and each text named would stay prepared on every connection.
 */
const MAX_NAMED_PARAMETERS = 64;
/**
 * At most this many texts are named in a process: PostgreSQL keeps a prepared statement until its connection
 * closes (some kilobytes each, on each of the 10 connections); the busiest statements come in the first minutes
 * of a day, and the texts past the limit are prepared unnamed, as without a generator.
 */
export const MAX_NAMED_STATEMENTS = 500;
const named = new Set<string>();

/**
 * The name a statement is prepared under on each PostgreSQL connection (PrismaPg's statementNameGenerator): the
 * same text gets the same name in every process, so that each connection parses and plans it once instead of at
 * every call (about 0.5 to 1 ms of the server's time a statement; a coup typed makes six). The name is a digest
 * of the text (a name is at most 63 bytes). Statements with many parameters, and new texts once
 * MAX_NAMED_STATEMENTS are named, get none (undefined: prepared unnamed, as without a generator).
 */
export function statementName(query: { sql: string; args: readonly unknown[] }): string {
  if (query.args.length > MAX_NAMED_PARAMETERS) return undefined as unknown as string;
  const name = `g${createHash('sha1').update(query.sql).digest('base64url')}`;
  if (!named.has(name)) {
    if (named.size >= MAX_NAMED_STATEMENTS) return undefined as unknown as string;
    named.add(name);
  }
  return name;
}

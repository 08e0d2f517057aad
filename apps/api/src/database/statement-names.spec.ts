import { MAX_NAMED_STATEMENTS, statementName } from './statement-names';

describe('statementName: the name a statement is prepared under on each connection', () => {
  const select = 'SELECT "t0"."id" FROM "public"."account" AS "t0" WHERE "t0"."id" = $1 LIMIT $2';

  it('gives the same text the same name, in every process, and another text another name', () => {
    expect(statementName({ sql: select, args: ['a', 1] })).toBe(statementName({ sql: select, args: ['b', 2] }));
    expect(statementName({ sql: `${select} `, args: ['a', 1] })).not.toBe(statementName({ sql: select, args: ['a', 1] }));
  });

  it('fits PostgreSQL’s names (at most 63 bytes)', () => {
    expect(Buffer.byteLength(statementName({ sql: select.repeat(100), args: [] }))).toBeLessThanOrEqual(63);
  });

  it.each([
    [64, true],
    [65, false],
  ])('names a statement of %i parameters: %s (bulk writes stay unnamed)', (count, named) => {
    expect(statementName({ sql: select, args: Array.from({ length: count }, () => 1) }) !== undefined).toBe(named);
  });

  it('names at most MAX_NAMED_STATEMENTS texts in a process, then leaves new ones unnamed and keeps naming the known', () => {
    const known = statementName({ sql: select, args: [] });
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i++) statementName({ sql: `SELECT ${i}`, args: [] });
    expect(statementName({ sql: 'SELECT past_the_limit', args: [] })).toBeUndefined();
    expect(statementName({ sql: select, args: [] })).toBe(known);
  });
});

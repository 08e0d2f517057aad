import { findBadValue, INT4_MAX, INT4_MIN, isCalendarDay, MAX_JSON_DEPTH, textProblem } from './input-rules';

describe('textProblem', () => {
  it.each([
    ['plain text', 'Club de Douai', undefined],
    ['accents and a real surrogate pair', 'Zoé 😀 Łukasz', undefined],
    ['a NUL', 'a\u0000b', 'NUL'],
    ['a lone high surrogate', 'ab\uD800', 'demi-paire'],
    ['a lone low surrogate', '\uDC00cd', 'demi-paire'],
    ['a reversed pair', '\uDE00\uD83D', 'demi-paire'],
  ])('%s', (_name, text, expected) => {
    const reason = textProblem(text);
    if (expected === undefined) expect(reason).toBeUndefined();
    else expect(reason).toContain(expected);
  });
});

describe('findBadValue', () => {
  const deep = (depth: number) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = { a: v };
    return v;
  };

  it.each([
    ['a clean body', { name: 'Douai', players: [{ seat: 1 }], points: [INT4_MIN, 0, INT4_MAX] }, undefined],
    ['a NUL in a nested string', { players: [{ name: 'ok' }, { name: 'a\u0000' }] }, { field: 'players.1.name', code: 'INVALID_TEXT' }],
    ['a NUL in a key', { settings: { 'a\u0000': 1 } }, { field: 'settings', code: 'INVALID_TEXT' }],
    ['2^31', { version: 2147483648 }, { field: 'version', code: 'NUMBER_OUT_OF_RANGE' }],
    ['-2^31 - 1', { points: [0, -2147483649] }, { field: 'points.1', code: 'NUMBER_OUT_OF_RANGE' }],
    ['1e308', { version: 1e308 }, { field: 'version', code: 'NUMBER_OUT_OF_RANGE' }],
    ['Infinity (1e400 in JSON)', { version: Infinity }, { field: 'version', code: 'NUMBER_OUT_OF_RANGE' }],
    ['a __proto__ key', JSON.parse('{"a":{"__proto__":{}}}'), { field: 'a.__proto__', code: 'INVALID_INPUT' }],
    ['the top level itself', 'a\u0000', { field: 'body', code: 'INVALID_TEXT' }],
  ])('%s', (_name, value, expected) => {
    const bad = findBadValue(value, 'body');
    if (expected === undefined) expect(bad).toBeUndefined();
    else expect(bad).toMatchObject(expected);
  });

  it('takes nesting up to its limit and refuses one level more', () => {
    expect(findBadValue(deep(MAX_JSON_DEPTH), 'body')).toBeUndefined();
    expect(findBadValue(deep(MAX_JSON_DEPTH + 1), 'body')).toMatchObject({ code: 'NESTING_TOO_DEEP' });
  });

  it('reads a document 100,000 levels deep without recursion', () => {
    const value = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findBadValue(value, 'body')).toMatchObject({ code: 'NESTING_TOO_DEEP' });
  });

  it('leaves NaN to the type checks (a parameter that is not a number)', () => {
    expect(findBadValue(NaN, 'round')).toBeUndefined();
  });

  it('reports the first bad value in document order', () => {
    expect(findBadValue({ a: 'ok', b: 'x\u0000', c: 1e20 }, 'body')).toMatchObject({ field: 'b' });
  });
});

describe('isCalendarDay', () => {
  it.each([
    ['2026-12-12', true],
    ['2028-02-29', true], // 2028 is a leap year
    ['2026-02-29', false],
    ['2000-02-29', true], // divisible by 400
    ['2100-02-29', false], // divisible by 100, not by 400
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-01-01', false], // no year 0 in PostgreSQL's calendar
    ['99999-01-01', false],
    ['2026-1-1', false],
  ])('%s: %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });

  it('keeps to the years asked', () => {
    expect(isCalendarDay('1899-12-31', 1900, 2999)).toBe(false);
    expect(isCalendarDay('1900-01-01', 1900, 2999)).toBe(true);
    expect(isCalendarDay('3000-01-01', 1900, 2999)).toBe(false);
  });
});

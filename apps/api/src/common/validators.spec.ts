import { validateSync } from 'class-validator';
import { IsDay, IsNotBlank, isBlank, NotBefore } from './validators';

describe('isBlank', () => {
  it.each([
    ['empty', '', true],
    ['spaces and tabs', ' \t  ', true],
    ['no-break and ideographic spaces', '\u00A0\u3000\u202F', true],
    ['zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF', true],
    ['soft hyphen and combining grapheme joiner', '\u00AD\u034F', true],
    ['Hangul and Braille blanks', '\u3164\u2800', true],
    ['a letter among invisible characters', '\u200B a \u200B', false],
    ['a name', 'Zoé', false],
    ['a dot', '.', false],
  ])('%s', (_name, text, expected) => {
    expect(isBlank(text)).toBe(expected);
  });
});

class Named {
  @IsNotBlank() name!: unknown;
  @IsDay() day!: unknown;
}

describe('@IsNotBlank and @IsDay', () => {
  const errors = (name: unknown, day: unknown) =>
    validateSync(Object.assign(new Named(), { name, day })).flatMap((e) => Object.entries(e.constraints ?? {}).map(([rule, reason]) => ({ field: e.property, rule, reason })));

  it('refuses a blank name with a French reason naming the field', () => {
    expect(errors('\u200B\u200B', '2026-12-12')).toEqual([{ field: 'name', rule: 'isNotBlank', reason: expect.stringMatching(/^name ne doit pas être vide/) }]);
  });

  it('leaves other types to the type checks', () => {
    expect(errors(12, '2026-12-12')).toEqual([]);
  });

  it.each(['2026-02-30', '1899-12-31', '3000-01-01', '12/12/2026', 20261212])('refuses the day %s', (day) => {
    expect(errors('Douai', day)).toEqual([{ field: 'day', rule: 'isDay', reason: expect.stringContaining('jour du calendrier') }]);
  });
});

class Period {
  @NotBefore('from') to?: unknown;
  constructor(
    public from?: unknown,
    to?: unknown,
  ) {
    this.to = to;
  }
}

describe('@NotBefore', () => {
  const refused = (from: unknown, to: unknown) => validateSync(new Period(from, to)).flatMap((e) => Object.keys(e.constraints ?? {}));

  it.each([
    ['days in order', '2026-12-12', '2026-12-13', []],
    ['the same day', '2026-12-12', '2026-12-12', []],
    ['an end before the start', '2026-12-13', '2026-12-12', ['notBefore']],
    ['instants across time zones', '2026-12-12T10:00:00+02:00', '2026-12-12T09:00:00Z', []],
    ['no start', undefined, '2026-12-12', []],
    ['an unreadable start, left to its own checks', 'hier', '2026-12-12', []],
  ])('%s', (_name, from, to, expected) => {
    expect(refused(from, to)).toEqual(expected);
  });
});

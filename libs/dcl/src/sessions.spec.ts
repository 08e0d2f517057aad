import { DclInputError } from './errors';
import {
  DUPLICATE_PLAN,
  FINAL_PLAN,
  generateSession,
  generateSuddenDeath,
  MATCH_PLAN,
  suddenDeathDraw,
  TIE_BREAK_PLAN,
  type SessionDraw,
  type SessionPlan,
} from './sessions';

const kinds = (draws: SessionDraw[]): string => draws.map((d) => (d.kind === 'numbers' ? 'C' : 'L')).join('');
const splits = (draws: SessionDraw[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const d of draws) if (d.kind === 'letters') out[`${d.consonants}C/${d.vowels}V`] = (out[`${d.consonants}C/${d.vowels}V`] ?? 0) + 1;
  return out;
};

describe('session plans (Douai regulation)', () => {
  it.each<[string, SessionPlan, number, number, Record<string, number>]>([
    // 12 + 18 = 30; letters 10 + 3 + 3 + 1 + 1 = 18
    ['duplicate', DUPLICATE_PLAN, 12, 18, { '5C/5V': 10, '6C/4V': 3, '4C/6V': 3, '7C/3V': 1, '3C/7V': 1 }],
    // 8 + 12 = 20; letters 6 + 2 + 2 + 1 + 1 = 12
    ['match', MATCH_PLAN, 8, 12, { '5C/5V': 6, '6C/4V': 2, '4C/6V': 2, '7C/3V': 1, '3C/7V': 1 }],
    // 8 + 16 = 24; letters 8 + 3 + 3 + 1 + 1 = 16
    ['final', FINAL_PLAN, 8, 16, { '5C/5V': 8, '6C/4V': 3, '4C/6V': 3, '7C/3V': 1, '3C/7V': 1 }],
    // "une prolongation de 2 coups (1C-1L)"
    ['tie-break', TIE_BREAK_PLAN, 1, 1, { '5C/5V': 1 }],
  ])('%s: %i numbers draws, %i letters draws with the regulation splits', (_, plan, numbers, letters, expected) => {
    for (const seed of ['a', 'b', 'c']) {
      const draws = generateSession(plan, seed);
      expect(draws).toHaveLength(numbers + letters);
      expect(draws.filter((d) => d.kind === 'numbers')).toHaveLength(numbers);
      expect(splits(draws)).toEqual(expected);
      expect(draws.map((d) => d.round)).toEqual(draws.map((_, i) => i + 1));
    }
  });

  it.each([
    ['duplicate: C-L-L through each grid of 10, 3 grids', DUPLICATE_PLAN, 'CLLCLLCLLC'.repeat(3)],
    ['match: LCLLC x4, letters first, never two numbers draws in a row', MATCH_PLAN, 'LCLLC'.repeat(4)],
    ['final: LCL x8', FINAL_PLAN, 'LCL'.repeat(8)],
    ['tie-break: 1 numbers then 1 letters', TIE_BREAK_PLAN, 'CL'],
  ])('default order, %s', (_, plan, order) => {
    expect(kinds(generateSession(plan, 'order'))).toBe(order);
  });

  it('takes a configured order', () => {
    const draws = generateSession({ ...DUPLICATE_PLAN, order: 'LLLLLLLLLLLLLLLLLLCCCCCCCCCCCC' }, 'x');
    expect(kinds(draws)).toBe('L'.repeat(18) + 'C'.repeat(12));
  });

  it('shuffles the letters splits by seed', () => {
    const a = generateSession(DUPLICATE_PLAN, 'seed-a').filter((d) => d.kind === 'letters');
    const b = generateSession(DUPLICATE_PLAN, 'seed-b').filter((d) => d.kind === 'letters');
    const order = (ds: SessionDraw[]): string => ds.map((d) => (d.kind === 'letters' ? d.consonants : 0)).join('');
    expect(order(a)).not.toBe(order(b));
  });

  it('is deterministic for a seed and pinned (the seed is stored with the session for audits)', () => {
    const draws = generateSession(DUPLICATE_PLAN, 'douai-2026');
    expect(generateSession(DUPLICATE_PLAN, 'douai-2026')).toEqual(draws);
    expect(draws[0]).toEqual({ round: 1, kind: 'numbers', plates: [25, 2, 6, 7, 3, 9], target: 538 });
    expect(draws[1]).toEqual({ round: 2, kind: 'letters', consonants: 4, vowels: 6, letters: [...'DIERQEEESE'] });
    expect(draws[29]).toEqual({ round: 30, kind: 'numbers', plates: [1, 5, 6, 10, 2, 50], target: 786 });
    expect(generateSession(MATCH_PLAN, 'douai-2026')[1]).toEqual({
      round: 2,
      kind: 'numbers',
      plates: [10, 8, 100, 5, 8, 9],
      target: 623,
    });
  });

  it.each<[string, Partial<SessionPlan>]>([
    ['an order that does not fit the counts', { order: 'CLL' }],
    ['an order with other letters', { order: 'CLX' }],
    ['an order that does not divide the session', { order: 'CLLCLLC' }],
    ['a split of 9 letters', { letters: [{ consonants: 5, vowels: 4, count: 18 }] }],
    ['a split with one vowel', { letters: [{ consonants: 9, vowels: 1, count: 18 }] }],
  ])('refuses a plan with %s', (_, change) => {
    const call = (): unknown => generateSession({ ...DUPLICATE_PLAN, ...change }, 'x');
    expect(call).toThrow(DclInputError);
    expect(call).toThrow(expect.objectContaining({ code: 'INVALID_PLAN' }));
  });
});

describe('sudden death', () => {
  it('draws the first kind at random, then alternates; letters are always 5C/5V', () => {
    const firstKinds = new Set<string>();
    for (let s = 0; s < 20; s++) {
      const draws = generateSuddenDeath(`match-${s}`, 6);
      const k = kinds(draws);
      expect(['CLCLCL', 'LCLCLC']).toContain(k);
      firstKinds.add(k[0]!);
      for (const d of draws) if (d.kind === 'letters') expect([d.consonants, d.vowels]).toEqual([5, 5]);
    }
    expect(firstKinds).toEqual(new Set(['C', 'L']));
  });

  it('derives any draw alone, identically (pinned)', () => {
    expect(suddenDeathDraw('douai-2026', 2)).toEqual(generateSuddenDeath('douai-2026', 3)[1]);
    expect(suddenDeathDraw('douai-2026', 2)).toEqual({ round: 2, kind: 'numbers', plates: [6, 25, 1, 4, 100, 50], target: 482 });
  });

  it.each([0, -1, 1.5, 1001])('refuses draw index %p', (index) => {
    expect(() => suddenDeathDraw('x', index)).toThrow(expect.objectContaining({ code: 'INVALID_VALUE' }));
  });
});

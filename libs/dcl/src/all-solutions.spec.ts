import { allSolutions } from './all-solutions';
import { checkWrittenSolution } from './checker';

describe('allSolutions: what "distinct" means', () => {
  it.each([
    // 3 x 2 = 6 and 1 + 2 + 3 = 6; 3 x 2 x 1 and 3 x 2 / 1 fold into 3 x 2 (x 1, / 1 are useless);
    // 1 + 2 + 3, 3 + 2 + 1, (1 + 3) + 2 are one solution (commutations, associations)
    [[1, 2, 3], 6, ['3 x 2', '3 + 2 + 1']],
    // the two 2s are interchangeable: 4 x 2 is one solution, not two
    [[2, 2, 4], 8, ['4 x 2', '2 x 2 + 4', '4 + 2 + 2']],
    // (10 - 5) x 10: 10 - 5 = 5 gives back the operand 5, a useless step: it folds into 10 x 5
    [[5, 10, 10], 50, ['10 x 5']],
    [[1, 6, 100], 600, ['100 x 6']],
  ])('%j for %i: %j', (plates, target, expressions) => {
    const result = allSolutions(plates, target);
    expect(result.solutions.map((s) => s.expression)).toEqual(expressions);
    expect(result.truncated).toBe(false);
  });

  it('finds the 16 solutions of the regulation example 888, shortest first', () => {
    const { solutions, truncated } = allSolutions([3, 75, 2, 4, 1, 1], 888);
    expect(truncated).toBe(false);
    expect(solutions).toHaveLength(16);
    // the regulation's 75 - 1 = 74, 3 x 4 = 12, 74 x 12 = 888, re-associated: (75 - 1) x 4 x 3
    expect(solutions[0]).toEqual({
      expression: '(75 - 1) x 4 x 3',
      lines: ['75 - 1 = 74', '74 x 4 = 296', '296 x 3 = 888'],
      steps: 3,
      plates: [1, 3, 4, 75],
    });
    expect(solutions.map((s) => s.steps)).toEqual([...solutions.map((s) => s.steps)].sort((a, b) => a - b));
    for (const s of solutions) {
      const check = checkWrittenSolution([3, 75, 2, 4, 1, 1], s.lines.join('\n'));
      expect(check).toEqual(expect.objectContaining({ ok: true, value: 888 }));
    }
  });

  it('stops at the limit and says so', () => {
    const result = allSolutions([3, 75, 2, 4, 1, 1], 888, { limit: 3 });
    expect(result.solutions.map((s) => s.steps)).toEqual([3, 4, 4]);
    expect(result.truncated).toBe(true);
  });

  it('returns a plate alone as a solution without lines of operations', () => {
    expect(allSolutions([100, 4, 25], 100).solutions[0]).toEqual({ expression: '100', lines: ['100'], steps: 0, plates: [100] });
  });

  it('returns nothing for an infeasible target', () => {
    expect(allSolutions([1, 1, 2, 2, 3, 3], 999)).toEqual({ target: 999, solutions: [], truncated: false });
  });

  it('returns within a bounded time on a target with many solutions', () => {
    const started = Date.now();
    const result = allSolutions([1, 2, 3, 4, 5, 6], 100, { limit: 10_000 });
    expect(result.solutions.length).toBeGreaterThan(50);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([0, -1, 1.5, 10_001])('refuses limit %p', (limit) => {
    expect(() => allSolutions([1, 2], 3, { limit })).toThrow(expect.objectContaining({ code: 'INVALID_VALUE', field: 'limit' }));
  });
});

/**
 * Independent references for the solver's tests and benchmark, written plainly: they share no code
 * with solver-core.ts. Both repeatedly pick two numbers of the list and replace them by their sum,
 * difference, product or exact quotient (results must be positive integers). Every number seen on
 * the way is reachable, since a player may stop at any line.
 */

/** Every reachable value, exploring each distinct list of numbers once. */
export function bruteForceReachable(plates: readonly number[]): Set<number> {
  const reached = new Set<number>();
  const visited = new Set<string>();
  const visit = (numbers: number[]): void => {
    const key = [...numbers].sort((a, b) => a - b).join(',');
    if (visited.has(key)) return;
    visited.add(key);
    for (const n of numbers) reached.add(n);
    for (let i = 0; i < numbers.length; i++) {
      for (let j = i + 1; j < numbers.length; j++) {
        const rest = numbers.filter((_, k) => k !== i && k !== j);
        for (const r of pairResults(numbers[i]!, numbers[j]!)) visit([...rest, r]);
      }
    }
  };
  visit([...plates]);
  return reached;
}

/** The closest distance to the target; stops as soon as the target is reached. */
export function bruteForceBestDistance(plates: readonly number[], target: number): number {
  let best = Infinity;
  const visited = new Set<string>();
  const visit = (numbers: number[]): boolean => {
    for (const n of numbers) best = Math.min(best, Math.abs(n - target));
    if (best === 0) return true;
    const key = [...numbers].sort((a, b) => a - b).join(',');
    if (visited.has(key)) return false;
    visited.add(key);
    for (let i = 0; i < numbers.length; i++) {
      for (let j = i + 1; j < numbers.length; j++) {
        const rest = numbers.filter((_, k) => k !== i && k !== j);
        for (const r of pairResults(numbers[i]!, numbers[j]!)) if (visit([...rest, r])) return true;
      }
    }
    return false;
  };
  visit([...plates]);
  return best;
}

/** The fewest operations that reach value (plates used minus one), or null. */
export function bruteForceMinSteps(plates: readonly number[], value: number): number | null {
  const n = plates.length;
  for (let size = 1; size <= n; size++) {
    for (let mask = 1; mask < 1 << n; mask++) {
      const subset = plates.filter((_, i) => mask & (1 << i));
      if (subset.length === size && bruteForceReachable(subset).has(value)) return size - 1;
    }
  }
  return null;
}

function pairResults(a: number, b: number): number[] {
  const results = [a + b, a * b, a - b, b - a];
  if (a % b === 0) results.push(a / b);
  if (b % a === 0) results.push(b / a);
  return results.filter((r) => r > 0);
}

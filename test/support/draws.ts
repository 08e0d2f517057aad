const WORDS = [10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => [n, { 10: 'remaniable', 9: 'ranimable', 8: 'maniable', 7: 'aimable', 6: 'abimer', 5: 'abime', 4: 'able', 3: 'ami', 2: 'la' }[n]!] as const);

/** Up to 5 words of BAMERILANE whose lengths add up to `total` (no part of 1 letter): a duplicate sheet scoring `total`. */
export function wordsFor(total: number): string[] {
  const out: string[] = [];
  let left = total;
  while (left > 0) {
    const [n, w] = WORDS.find(([len]) => len <= left && left - len !== 1)!;
    out.push(w);
    left -= n;
  }
  if (out.length > 5) throw new Error(`total ${total} needs more than 5 draws`);
  return out;
}

/**
 * The prepared draws of the Douai duplicate (round, draw as typed in): 1 numbers 3 100 8 8 10 6 -> 683;
 * 2 BAMERILANE; 3 ANEDOSUNEI; 4 numbers 3 75 2 4 1 1 -> 888; 5 and 6 TRAINSOLEU.
 */
export const PREPARED_DRAWS: [number, object][] = [
  [1, { kind: 'numbers', plates: [3, 100, 8, 8, 10, 6], target: 683 }],
  [2, { kind: 'letters', letters: 'BAMERILANE' }],
  [3, { kind: 'letters', letters: 'ANEDOSUNEI' }],
  [4, { kind: 'numbers', plates: [3, 75, 2, 4, 1, 1], target: 888 }],
  [5, { kind: 'letters', letters: 'TRAINSOLEU' }],
  [6, { kind: 'letters', letters: 'TRAINSOLEU' }],
];

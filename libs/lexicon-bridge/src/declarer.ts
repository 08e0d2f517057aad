import type { WordValue } from './types';

/** The declarer, or the seats the words cannot separate (same value, same word, or a master card deciding). */
export type Decision = { declarer: number } | { tied: number[] };

/**
 * 003: "celui qui a le total le plus haut est le déclarant. Si les mots de deux joueurs ont la même valeur
 * numérique, celui qui commence par la lettre la plus voisine de A est le déclarant." Same first letter: the
 * next letters decide the same way (dictionary order, a word before its longer extensions).
 */
export function decideDeclarer(words: readonly WordValue[]): Decision {
  const shown = words.filter((w): w is WordValue & { word: string } => w.word !== null);
  const top = Math.max(...shown.map((w) => w.value));
  let candidates = shown.filter((w) => w.value === top);
  for (let p = 0; candidates.length > 1; p++) {
    const ended = candidates.filter((w) => w.word.length === p);
    if (ended.length) {
      candidates = ended;
      break;
    }
    if (candidates.some((w) => w.word[p] === '*')) break;
    const nearest = candidates.map((w) => w.word[p] as string).sort()[0];
    candidates = candidates.filter((w) => w.word[p] === nearest);
  }
  const [only] = candidates;
  return candidates.length === 1 && only ? { declarer: only.seat } : { tied: candidates.map((w) => w.seat) };
}

import { t } from '@greffier/messages';
import type { Card } from './types';

/** The master card ("carte Maîtresse"), written "*" in a word. */
export const MASTER: Card = '*';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const CARDS: readonly Card[] = [...LETTERS, MASTER];

/**
 * The card values. The book (003) names no figure but one: "La lettre X a la même valeur ... que la carte
 * Maîtresse". The others are those printed on the Waddingtons pack (2 to 10, the master card 15); see
 * docs/rules/lexicon-bridge.md. A club playing another pack sets `values` in the game's settings.
 */
export const DEFAULT_VALUES: Readonly<Record<Card, number>> = Object.freeze({
  A: 10, B: 2, C: 8, D: 6, E: 10, F: 2, G: 4, H: 8, I: 10, J: 6, K: 8, L: 8, M: 8,
  N: 8, O: 8, P: 8, Q: 4, R: 8, S: 8, T: 8, U: 8, V: 6, W: 8, X: 15, Y: 4, Z: 2, '*': 15,
});

/** The 52 cards of the pack: how many of each (A, E, I four times; H, L, O, R, S, T, U, W three times). */
export const PACK: Readonly<Record<Card, number>> = Object.freeze(
  Object.fromEntries(CARDS.map((c) => [c, 'AEI'.includes(c) ? 4 : 'HLORSTUW'.includes(c) ? 3 : 1])),
);

/** The cards have no accents: "Élève" -> "ELEVE", "cœur" -> "COEUR"; anything else than A..Z and "*" stays, to be refused. */
export function normaliseWord(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/Œ/g, 'OE')
    .replace(/Æ/g, 'AE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Why a (normalised) word cannot be shown, or null. 003: "Celui qui ne peut pas former un mot d'au moins 5 lettres doit montrer son jeu". */
export function wordProblem(word: string): string | null {
  if (!/^[A-Z*]*$/.test(word)) return t('LB_WORD_LETTERS');
  if (word.length < 5) return t('LB_WORD_TOO_SHORT');
  if (word.length > 13) return t('LB_WORD_TOO_LONG');
  return null;
}

export const wordValue = (word: string, values: Readonly<Record<Card, number>>): number => [...word].reduce((sum, c) => sum + (values[c] ?? 0), 0);

/** The cards of the pack used more often than the pack holds them, over the words of one deal. */
export function overPack(words: readonly string[]): Card[] {
  const used = new Map<Card, number>();
  for (const w of words) for (const c of w) used.set(c, (used.get(c) ?? 0) + 1);
  return CARDS.filter((c) => (used.get(c) ?? 0) > (PACK[c] ?? 0));
}

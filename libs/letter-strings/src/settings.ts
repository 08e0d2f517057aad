import { type BoxError, GameInputError, throwIfAny } from '@greffier/common';
import { compileRulings, LexiconInputError } from '@greffier/lexicon';
import type { LetterStringsSettings, ScoresOnce } from './types';

/** 001: "the first player reaching a score of 50". */
export const DEFAULT_TARGET = 50;
export const MAX_TARGET = 1000;
export const MIN_PLAYERS = 2;
/** The two readings of 001's "differs in at least one letter from any previously scored word"; the first is the default. */
export const SCORES_ONCE: readonly ScoresOnce[] = ['squares', 'spelling'];

const KEYS = new Set(['target', 'otherVowels', 'scoresOnce', 'rulings']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function words(raw: unknown, field: string, errors: BoxError[]): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    errors.push({ field, reason: 'a list of words' });
    return [];
  }
  return raw.flatMap((w, i) => {
    if (typeof w === 'string' && w.trim() !== '') return [w.trim()];
    errors.push({ field: `${field}[${i}]`, reason: `a word, got ${JSON.stringify(w)}` });
    return [];
  });
}

/** The settings with their defaults; throws GameInputError naming every refused box. */
export function parseSettings(raw: unknown): LetterStringsSettings {
  const errors: BoxError[] = [];
  const s = raw === undefined || raw === null ? {} : raw;
  if (!isObject(s)) throw new GameInputError('INVALID_SETTINGS', [{ field: 'settings', reason: 'an object' }]);
  for (const key of Object.keys(s)) if (!KEYS.has(key)) errors.push({ field: `settings.${key}`, reason: 'unknown setting (target, otherVowels, scoresOnce, rulings)' });

  let target = DEFAULT_TARGET;
  if (s.target !== undefined) {
    if (typeof s.target === 'number' && Number.isInteger(s.target) && s.target >= 1 && s.target <= MAX_TARGET) target = s.target;
    else errors.push({ field: 'settings.target', reason: `a whole number of points from 1 to ${MAX_TARGET}, got ${JSON.stringify(s.target)}` });
  }
  let otherVowels = false;
  if (s.otherVowels !== undefined) {
    if (typeof s.otherVowels === 'boolean') otherVowels = s.otherVowels;
    else errors.push({ field: 'settings.otherVowels', reason: 'true or false' });
  }
  let scoresOnce: ScoresOnce = 'squares';
  if (s.scoresOnce !== undefined) {
    if (SCORES_ONCE.includes(s.scoresOnce as ScoresOnce)) scoresOnce = s.scoresOnce as ScoresOnce;
    else errors.push({ field: 'settings.scoresOnce', reason: `'squares' (a span of squares scores once) or 'spelling' (a spelling scores once), got ${JSON.stringify(s.scoresOnce)}` });
  }
  const rulings = { admitted: [] as string[], refused: [] as string[] };
  if (s.rulings !== undefined) {
    if (!isObject(s.rulings)) errors.push({ field: 'settings.rulings', reason: 'an object {admitted: [...], refused: [...]}' });
    else {
      for (const key of Object.keys(s.rulings)) if (key !== 'admitted' && key !== 'refused') errors.push({ field: `settings.rulings.${key}`, reason: 'unknown list (admitted, refused)' });
      rulings.admitted = words(s.rulings.admitted, 'settings.rulings.admitted', errors);
      rulings.refused = words(s.rulings.refused, 'settings.rulings.refused', errors);
    }
  }
  if (errors.length === 0) {
    try {
      compileRulings(rulings);
    } catch (e) {
      if (!(e instanceof LexiconInputError)) throw e;
      errors.push({ field: `settings.${e.field}`, reason: e.message });
    }
  }
  throwIfAny('INVALID_SETTINGS', errors);
  return { target, otherVowels, scoresOnce, rulings };
}

import { type BoxError, GameInputError, shown, throwIfAny } from '@greffier/common';
import { compileRulings, LexiconInputError } from '@greffier/lexicon';
import { t } from '@greffier/messages';
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
    errors.push({ field, reason: t('GAME_WORD_LIST') });
    return [];
  }
  return raw.flatMap((w, i) => {
    if (typeof w === 'string' && w.trim() !== '') return [w.trim()];
    errors.push({ field: `${field}[${i}]`, reason: t('GAME_RULING_WORD', { given: shown(w) }) });
    return [];
  });
}

/** The settings with their defaults; throws GameInputError naming every refused box. */
export function parseSettings(raw: unknown): LetterStringsSettings {
  const errors: BoxError[] = [];
  const s = raw === undefined || raw === null ? {} : raw;
  if (!isObject(s)) throw new GameInputError('INVALID_SETTINGS', [{ field: 'settings', reason: t('GAME_SETTINGS_OBJECT') }]);
  for (const key of Object.keys(s)) if (!KEYS.has(key)) errors.push({ field: `settings.${key}`, reason: t('GAME_UNKNOWN_SETTING', { known: [...KEYS].join(', ') }) });

  let target = DEFAULT_TARGET;
  if (s.target !== undefined) {
    if (typeof s.target === 'number' && Number.isInteger(s.target) && s.target >= 1 && s.target <= MAX_TARGET) target = s.target;
    else errors.push({ field: 'settings.target', reason: t('LS_TARGET', { max: MAX_TARGET, given: shown(s.target) }) });
  }
  let otherVowels = false;
  if (s.otherVowels !== undefined) {
    if (typeof s.otherVowels === 'boolean') otherVowels = s.otherVowels;
    else errors.push({ field: 'settings.otherVowels', reason: t('GAME_BOOLEAN', { given: shown(s.otherVowels) }) });
  }
  let scoresOnce: ScoresOnce = 'squares';
  if (s.scoresOnce !== undefined) {
    if (SCORES_ONCE.includes(s.scoresOnce as ScoresOnce)) scoresOnce = s.scoresOnce as ScoresOnce;
    else errors.push({ field: 'settings.scoresOnce', reason: t('LS_SCORES_ONCE', { given: shown(s.scoresOnce) }) });
  }
  const rulings = { admitted: [] as string[], refused: [] as string[] };
  if (s.rulings !== undefined) {
    if (!isObject(s.rulings)) errors.push({ field: 'settings.rulings', reason: t('GAME_RULINGS_OBJECT') });
    else {
      for (const key of Object.keys(s.rulings)) if (key !== 'admitted' && key !== 'refused') errors.push({ field: `settings.rulings.${key}`, reason: t('GAME_UNKNOWN_BOX', { known: 'admitted, refused' }) });
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

import { type BoxError, GameInputError, shown, throwIfAny } from '@greffier/common';
import { letterKey } from '@greffier/lexicon';
import { t } from '@greffier/messages';
import { BOOK_BONUSES } from './points';

export interface ThinkOfALetterSettings {
  /** The grid is size x size: 000 plays 5 x 5; its variations suggest 8 x 8. */
  size: number;
  /** Extra points by exact word length (000: five-letter words score a bonus point). */
  bonuses: Record<string, number>;
  /** The evening's rulings: spellings admitted or refused whatever the lexicon says. */
  rulings: { admitted: string[]; refused: string[] };
  /** The "best found" grid search, for the curious: its seed and its budget of tried swaps (0: no search). */
  bestGrid: { seed: string; iterations: number };
}

export const DEFAULT_SIZE = 5;
export const MIN_SIZE = 3;
export const MAX_SIZE = 10;
export const DEFAULT_ITERATIONS = 20000;
export const MAX_ITERATIONS = 200000;
export const MAX_BONUS = 20;
export const MAX_SEED_LENGTH = 80;
export const PLAYERS = { min: 2, max: 5 } as const; // 000: "It can be played by from two to five people."

const KNOWN = ['size', 'bonuses', 'rulings', 'bestGrid'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** The settings with their defaults filled in, or a GameInputError naming every refused setting. */
export function parseSettings(raw: unknown, newSeed: () => string): ThinkOfALetterSettings {
  const errors: BoxError[] = [];
  if (raw !== undefined && raw !== null && !isObject(raw)) throw new GameInputError('INVALID_SETTINGS', [{ field: 'settings', reason: t('GAME_SETTINGS_OBJECT') }]);
  const s: Record<string, unknown> = raw ?? {};
  for (const key of Object.keys(s)) if (!KNOWN.includes(key)) errors.push({ field: `settings.${key}`, reason: t('GAME_UNKNOWN_SETTING', { known: KNOWN.join(', ') }) });

  let size = DEFAULT_SIZE;
  if (s.size !== undefined) {
    if (isInt(s.size, MIN_SIZE, MAX_SIZE)) size = s.size;
    else errors.push({ field: 'settings.size', reason: t('TOAL_SIZE', { min: MIN_SIZE, max: MAX_SIZE }) });
  }

  const bonuses: Record<string, number> = {};
  if (s.bonuses === undefined) Object.assign(bonuses, BOOK_BONUSES);
  else if (!isObject(s.bonuses)) errors.push({ field: 'settings.bonuses', reason: t('TOAL_BONUSES') });
  else {
    for (const [length, points] of Object.entries(s.bonuses)) {
      const field = `settings.bonuses.${length}`;
      if (!/^\d+$/.test(length) || Number(length) < 2 || Number(length) > size) errors.push({ field, reason: t('TOAL_BONUS_LENGTH', { max: size }) });
      else if (!isInt(points, 0, MAX_BONUS)) errors.push({ field, reason: t('TOAL_BONUS_POINTS', { max: MAX_BONUS }) });
      else if (points > 0) bonuses[String(Number(length))] = points;
    }
  }

  const rulings = { admitted: [] as string[], refused: [] as string[] };
  if (s.rulings !== undefined) {
    if (!isObject(s.rulings)) errors.push({ field: 'settings.rulings', reason: t('GAME_RULINGS_OBJECT') });
    else {
      const keys = new Map<string, string>();
      for (const side of ['refused', 'admitted'] as const) {
        const list = s.rulings[side] ?? [];
        if (!Array.isArray(list)) {
          errors.push({ field: `settings.rulings.${side}`, reason: t('GAME_WORD_LIST') });
          continue;
        }
        list.forEach((word: unknown, i) => {
          const field = `settings.rulings.${side}[${i}]`;
          const key = typeof word === 'string' ? letterKey(word.trim()) : undefined;
          if (typeof word !== 'string' || key === undefined || key === '') return errors.push({ field, reason: t('GAME_RULING_WORD', { given: shown(word) }) });
          const other = keys.get(key);
          if (side === 'admitted' && other !== undefined) return errors.push({ field, reason: t('RULINGS_CONFLICT', { word, refused: other }) });
          if (side === 'refused') keys.set(key, word.trim());
          rulings[side].push(word.trim());
        });
      }
      for (const key of Object.keys(s.rulings)) if (key !== 'admitted' && key !== 'refused') errors.push({ field: `settings.rulings.${key}`, reason: t('GAME_UNKNOWN_BOX', { known: 'admitted, refused' }) });
    }
  }

  const bestGrid = { seed: '', iterations: DEFAULT_ITERATIONS };
  if (s.bestGrid !== undefined && !isObject(s.bestGrid)) errors.push({ field: 'settings.bestGrid', reason: t('TOAL_BEST_GRID_OBJECT') });
  else if (s.bestGrid !== undefined) {
    const { seed, iterations } = s.bestGrid;
    if (seed !== undefined && (typeof seed !== 'string' || seed.trim() === '' || seed.length > MAX_SEED_LENGTH)) errors.push({ field: 'settings.bestGrid.seed', reason: t('GAME_SEED', { max: MAX_SEED_LENGTH }) });
    else if (typeof seed === 'string') bestGrid.seed = seed.trim();
    if (iterations !== undefined && !isInt(iterations, 0, MAX_ITERATIONS)) errors.push({ field: 'settings.bestGrid.iterations', reason: t('TOAL_ITERATIONS', { max: MAX_ITERATIONS }) });
    else if (typeof iterations === 'number') bestGrid.iterations = iterations;
  }
  throwIfAny('INVALID_SETTINGS', errors);
  if (bestGrid.seed === '') bestGrid.seed = newSeed();
  return { size, bonuses, rulings, bestGrid };
}

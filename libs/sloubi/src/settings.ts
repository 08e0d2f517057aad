import { type BoxError, GameInputError, throwIfAny } from '@greffier/common';
import { t } from '@greffier/messages';

/**
 * The Sloubi's simplified rules (seed 004, "Règles simplifiées", pasted five times, word for word the same):
 * each player throws the dice, the highest total wins the round ("tour"). Two ways to throw:
 * - standard: 60 throws of 3 dice each ("je vous conseille de faire 60 jets de dés chacun"), 180..1080;
 * - children: 10 throws of 2 dice, minus 4 once on the total ("10 jets de 2 dés moins 4, ça fait un résultat
 *   entre 16 et 116": 10 x 2 - 4 = 16, 10 x 12 - 4 = 116).
 */
export type SloubiVariant = 'standard' | 'children';

export interface VariantRules {
  throwsPerRound: number;
  dicePerThrow: number;
  /** Added once to the sum of a player's dice for the round. */
  offset: number;
}

export const VARIANTS: Readonly<Record<SloubiVariant, VariantRules>> = Object.freeze({
  standard: Object.freeze({ throwsPerRound: 60, dicePerThrow: 3, offset: 0 }),
  children: Object.freeze({ throwsPerRound: 10, dicePerThrow: 2, offset: -4 }),
});

export interface SloubiSettings {
  variant: SloubiVariant;
  /** The number of rounds agreed before the game: it is finished when they are all played. */
  rounds: number;
  /** The seed of the server's throws: round n is thrown from `${seed}:${n}`, so that it can be replayed. */
  seed: string;
}

export const DEFAULT_ROUNDS = 3;
export const MAX_ROUNDS = 20;
export const MAX_SEED_LENGTH = 100;
const KEYS = ['variant', 'rounds', 'seed'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The settings with their defaults (standard variant, 3 rounds, a new seed unless the organiser gives one to
 * replay a game). Every refused box is named "settings.<key>". Without `newSeed`, a missing seed is refused.
 */
export function parseSettings(raw: unknown, newSeed?: () => string): SloubiSettings {
  const errors: BoxError[] = [];
  const input = raw ?? {};
  if (!isObject(input)) throw new GameInputError('INVALID_SETTINGS', [{ field: 'settings', reason: t('GAME_SETTINGS_OBJECT') }]);
  for (const key of Object.keys(input)) {
    if (!KEYS.includes(key)) errors.push({ field: `settings.${key}`, reason: t('GAME_UNKNOWN_SETTING', { known: KEYS.join(', ') }) });
  }
  const variant = input.variant ?? 'standard';
  if (variant !== 'standard' && variant !== 'children') errors.push({ field: 'settings.variant', reason: t('SLOUBI_VARIANT') });
  const rounds = input.rounds ?? DEFAULT_ROUNDS;
  if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) errors.push({ field: 'settings.rounds', reason: t('SLOUBI_ROUNDS', { max: MAX_ROUNDS }) });
  let seed = input.seed;
  if (seed === undefined && newSeed) seed = newSeed();
  if (typeof seed !== 'string' || seed.trim().length === 0 || seed.length > MAX_SEED_LENGTH) errors.push({ field: 'settings.seed', reason: t('GAME_SEED', { max: MAX_SEED_LENGTH }) });
  throwIfAny('INVALID_SETTINGS', errors);
  return { variant: variant as SloubiVariant, rounds: rounds as number, seed: seed as string };
}

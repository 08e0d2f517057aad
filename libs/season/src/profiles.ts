import { type MessageCode, t } from '@greffier/messages';
import { SeasonInputError } from './errors';

/**
 * The season ranking's profiles (docs/rules/season-ranking.md): how many points one tournament's result is worth.
 * The rule books give no season ranking; these are the project's reading of what clubs use.
 */
export const SEASON_PROFILES = ['places-table', 'players-beaten', 'percent-of-top'] as const;
export type SeasonProfile = (typeof SEASON_PROFILES)[number];

/** A season created without a profile gets this one, with its default parameters. */
export const DEFAULT_SEASON_PROFILE: SeasonProfile = 'places-table';

/** The most results a season adds up, the longest places table, the most points a place is worth. */
export const MAX_BEST = 100;
export const MAX_TABLE_PLACES = 200;
export const MAX_PLACE_POINTS = 10_000;

export interface SeasonParameters {
  /** The player's best results added up (the others are dropped). */
  best: number;
  /** places-table: the points of places 1, 2, 3, ... (never more than the place above). */
  points?: number[];
  /** places-table: the points of any place past the table (at most the table's last). */
  beyond?: number;
}

/**
 * The places-table's default: the 16 places of the first poule (the Douai formula's main bracket, decided in
 * matches) graded from 100 points, every other place 5 points for taking part; the best 5 results count.
 */
export const DEFAULT_PLACES_TABLE = [100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16] as const;

export const DEFAULT_PARAMETERS: Readonly<Record<SeasonProfile, Readonly<SeasonParameters>>> = {
  'places-table': { best: 5, points: [...DEFAULT_PLACES_TABLE], beyond: 5 },
  'players-beaten': { best: 5 },
  'percent-of-top': { best: 5 },
};

const ALLOWED: Readonly<Record<SeasonProfile, readonly (keyof SeasonParameters)[]>> = {
  'places-table': ['best', 'points', 'beyond'],
  'players-beaten': ['best'],
  'percent-of-top': ['best'],
};

const LABELS = {
  'places-table': 'SEASON_PROFILE_PLACES_TABLE',
  'players-beaten': 'SEASON_PROFILE_PLAYERS_BEATEN',
  'percent-of-top': 'SEASON_PROFILE_PERCENT_OF_TOP',
} as const satisfies Record<SeasonProfile, MessageCode>;

export const isSeasonProfile = (profile: unknown): profile is SeasonProfile => (SEASON_PROFILES as readonly unknown[]).includes(profile);

const isWhole = (n: unknown, min: number, max: number): n is number => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

const invalid = (field: string, message: string) => new SeasonInputError('INVALID_SEASON_PARAMETERS', `parameters${field}`, message);

/**
 * A profile's parameters, checked, with the defaults for those not given: a parameter the profile does not
 * have, a count out of range, a table that gives a place more than the place above are refused.
 */
export function seasonParameters(profile: string, given?: Readonly<Record<string, unknown>> | null): SeasonParameters {
  if (!isSeasonProfile(profile)) {
    throw new SeasonInputError('UNKNOWN_SEASON_PROFILE', 'profile', t('SEASON_UNKNOWN_PROFILE', { profile, known: SEASON_PROFILES.join(', ') }));
  }
  if (given !== undefined && given !== null && (typeof given !== 'object' || Array.isArray(given))) throw invalid('', t('SEASON_PARAMETERS_OBJECT'));
  const input = given ?? {};
  for (const name of Object.keys(input)) {
    if (!(ALLOWED[profile] as readonly string[]).includes(name)) throw invalid(`.${name}`, t('SEASON_PARAMETER_UNKNOWN', { name, profile }));
  }
  const base = DEFAULT_PARAMETERS[profile];
  const best = input.best ?? base.best;
  if (!isWhole(best, 1, MAX_BEST)) throw invalid('.best', t('SEASON_BEST_RANGE', { max: MAX_BEST }));
  if (profile !== 'places-table') return { best };

  const points = input.points ?? base.points;
  if (!Array.isArray(points) || points.length < 1 || points.length > MAX_TABLE_PLACES) throw invalid('.points', t('SEASON_POINTS_LIST', { max: MAX_TABLE_PLACES }));
  points.forEach((p: unknown, i) => {
    if (!isWhole(p, 0, MAX_PLACE_POINTS)) throw invalid(`.points[${i}]`, t('SEASON_POINTS_VALUE', { max: MAX_PLACE_POINTS }));
    if (i > 0 && p > points[i - 1]) throw invalid(`.points[${i}]`, t('SEASON_POINTS_ORDER', { place: i + 1 }));
  });
  const last = points[points.length - 1] as number;
  // Without a value of its own, a place past the table is worth the default's 5, or the table's last if lower.
  const beyond = input.beyond ?? Math.min(base.beyond!, last);
  if (!isWhole(beyond, 0, last)) throw invalid('.beyond', t('SEASON_BEYOND_RANGE', { last }));
  return { best, points: [...(points as number[])], beyond };
}

/** One tournament's result as a profile reads it. */
export interface ResultFigures {
  /** The final place, and the places of that ranking (players, or pairs in a doublette Pyramide). */
  place: number | null;
  field: number;
  /** The duplicate's % of the top, per mille (874: 87.4 %); null without a counted duplicate sheet. */
  percentOfTopPerMille: number | null;
}

/** The points one tournament's result is worth; null when the profile gives it none (no final place, no duplicate). */
export function resultPoints(profile: SeasonProfile, parameters: SeasonParameters, result: ResultFigures): number | null {
  switch (profile) {
    case 'places-table': {
      if (result.place === null) return null;
      const table = parameters.points!;
      return result.place <= table.length ? table[result.place - 1]! : parameters.beyond!;
    }
    case 'players-beaten':
      // 1 point for taking part, 1 per player (or pair) placed behind: the last gets 1, the winner the field.
      return result.place === null ? null : Math.max(1, result.field - result.place + 1);
    case 'percent-of-top':
      return result.percentOfTopPerMille;
  }
}

/** « Barème des places » */
export const profileLabel = (profile: SeasonProfile): string => t(LABELS[profile]);

const SHOWN_PLACES = 8;

/** The rule in words, with the season's parameters (the screens and the printed ranking say it). */
export function describeProfile(profile: SeasonProfile, parameters: SeasonParameters): string {
  const best = parameters.best;
  if (profile === 'players-beaten') return t('SEASON_RULE_PLAYERS_BEATEN', { best });
  if (profile === 'percent-of-top') return t('SEASON_RULE_PERCENT_OF_TOP', { best });
  const table = parameters.points!;
  const shown = table.slice(0, SHOWN_PLACES).map((points, i) => t('SEASON_TABLE_PLACE', { place: i === 0 ? '1re' : `${i + 1}e`, points }));
  const text = shown.join(', ') + (table.length > SHOWN_PLACES ? ` ${t('SEASON_TABLE_MORE', { count: table.length })}` : '');
  return t('SEASON_RULE_PLACES_TABLE', { best, table: text, beyond: parameters.beyond! });
}

import { ValidateIf, ValidateBy, type ValidationOptions } from 'class-validator';
import { isCalendarDay } from './input-rules';

/**
 * An optional field that may be left out but not set to null: unlike @IsOptional(), null is
 * validated (and refused by the type check that follows) instead of reaching a NOT NULL column.
 */
export const OptionalNotNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

// What prints as nothing: spaces of every kind, controls, format characters (zero-width space and
// joiners, word joiner, BOM, soft hyphen), the combining grapheme joiner and the Hangul and Braille blanks.
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]*$/u;

/** Whether a text shows nothing at all once printed. */
export function isBlank(text: string): boolean {
  return INVISIBLE.test(text);
}

/**
 * A name a person types (a club, a player, a tournament, an account, a guest...) or a reason: it must
 * show something, not only spaces or invisible characters. Strings only; the type check is @IsString's.
 */
export const IsNotBlank = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isNotBlank',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isBlank(value),
        defaultMessage: (args) => `${args?.property ?? 'ce champ'} ne doit pas être vide (des espaces ou des caractères invisibles seulement)`,
      },
    },
    options,
  );

/** The years a day of the calendar of tournaments and club evenings may fall in. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** A day of the calendar, YYYY-MM-DD, that exists (no 31 April) and falls between FIRST_YEAR and LAST_YEAR. */
export const IsDay = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isDay',
      constraints: [FIRST_YEAR, LAST_YEAR],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value, FIRST_YEAR, LAST_YEAR),
        defaultMessage: (args) => `${args?.property ?? 'ce champ'} doit être un jour du calendrier (AAAA-MM-JJ) entre ${FIRST_YEAR} et ${LAST_YEAR}`,
      },
    },
    options,
  );

/**
 * The end of a range (`to`) that must not come before its start (`from`), both days (YYYY-MM-DD) or both
 * instants (ISO 8601), compared as time; a missing or unreadable start is left to its own checks.
 */
export const NotBefore = (start: string, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'notBefore',
      constraints: [start],
      validator: {
        validate: (value: unknown, args) => {
          const from = (args?.object as Record<string, unknown> | undefined)?.[start];
          if (typeof value !== 'string' || typeof from !== 'string') return true;
          const [a, b] = [Date.parse(from), Date.parse(value)];
          return Number.isNaN(a) || Number.isNaN(b) || b >= a;
        },
        defaultMessage: (args) => `${args?.property ?? 'ce champ'} ne doit pas précéder ${start}`,
      },
    },
    options,
  );

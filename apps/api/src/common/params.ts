import { Param, ParseIntPipe, ParseUUIDPipe } from '@nestjs/common';
import { InvalidInputError } from './domain-errors';

/** A route parameter that must be a UUID: anything else is a 400 naming the parameter. */
export const UuidParam = (name: string) =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => new InvalidInputError(`${name} must be a UUID`, [{ field: name, reason: 'must be a UUID' }]),
    }),
  );

/** A whole-number route parameter (a coup, a game, a table): anything else is a 400 naming it. */
export const NumberParam = (name: string) =>
  Param(name, new ParseIntPipe({ exceptionFactory: () => new InvalidInputError(`${name} must be a whole number`, [{ field: name, reason: 'must be a whole number' }]) }));

/** The coup of a duplicate (`:round`). */
export const RoundParam = () => NumberParam('round');

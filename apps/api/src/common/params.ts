import { Param, ParseUUIDPipe } from '@nestjs/common';
import { InvalidInputError } from './domain-errors';

/** A route parameter that must be a UUID: anything else is a 400 naming the parameter. */
export const UuidParam = (name: string) =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => new InvalidInputError(`${name} must be a UUID`, [{ field: name, reason: 'must be a UUID' }]),
    }),
  );

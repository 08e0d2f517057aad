import { Param, ParseIntPipe, ParseUUIDPipe } from '@nestjs/common';
import { t } from '@greffier/messages';
import { InvalidInputError } from './domain-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID, as the database's ids are written (any version, either case). */
export const isUuid = (text: string): boolean => UUID.test(text);

/** A route parameter that must be a UUID: anything else is a 400 naming the parameter. */
export const UuidParam = (name: string) =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => new InvalidInputError(t('PARAM_NOT_UUID', { name }), [{ field: name, reason: t('NOT_UUID') }]),
    }),
  );

/** A whole-number route parameter (a coup, a game, a table): anything else is a 400 naming it. */
export const NumberParam = (name: string) =>
  Param(name, new ParseIntPipe({ exceptionFactory: () => new InvalidInputError(t('PARAM_NOT_INTEGER', { name }), [{ field: name, reason: t('NOT_INTEGER') }]) }));

/** The coup of a duplicate (`:round`). */
export const RoundParam = () => NumberParam('round');

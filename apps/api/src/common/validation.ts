import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { type FieldError, InvalidInputError } from './domain-errors';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((reason) => ({ field, reason }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** The global pipe: unknown fields refused, types converted, one error per invalid field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new InvalidInputError(
        `Invalid request: ${fields.map((f) => `${f.field} (${f.reason})`).join('; ')}`,
        fields,
      );
    },
  });
}

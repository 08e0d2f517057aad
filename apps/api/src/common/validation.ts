import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type FieldError, InvalidInputError, UnsupportedMediaTypeError } from './domain-errors';
import { badValueError, findBadValue, textProblem } from './input-rules';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((reason) => ({ field, reason }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * ValidationPipe with the rules of input-rules.ts on what it returns: a route or query parameter with a
 * NUL, a number converted from the query or the path (`?page=99999999999999999999`, a coup's number)
 * beyond PostgreSQL's integer, are refused here, in one place, for every endpoint. A DTO body must be a
 * JSON object: an array or a CSV file sent where one is expected is named as such.
 */
class GreffierValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && this.toValidate(metadata)) {
      if (Buffer.isBuffer(value)) {
        throw new UnsupportedMediaTypeError('Cet envoi attend un objet JSON (Content-Type: application/json), pas un fichier.', [
          { field: 'Content-Type', reason: 'application/json attendu' },
        ]);
      }
      if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
        const reason = Array.isArray(value) ? 'un objet JSON est attendu, pas un tableau' : 'un objet JSON est attendu';
        throw new InvalidInputError(`Le corps de la requête doit être un objet JSON : ${reason}.`, [{ field: 'body', reason }]);
      }
    }
    if ((metadata.type === 'param' || metadata.type === 'query') && metadata.data && typeof value === 'string') {
      const reason = textProblem(value);
      if (reason) throw badValueError({ field: metadata.data, reason, code: 'INVALID_TEXT' });
    }
    const result = await super.transform(value, metadata);
    const bad = findBadValue(result, metadata.data ?? metadata.type);
    if (bad) throw badValueError(bad);
    return result;
  }
}

/** The global pipe: unknown fields refused, types converted, one error per invalid field. */
export function createValidationPipe(): ValidationPipe {
  return new GreffierValidationPipe({
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

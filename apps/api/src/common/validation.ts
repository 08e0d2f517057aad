import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { constraintReason, t } from '@greffier/messages';
import { type FieldError, InvalidInputError, UnsupportedMediaTypeError } from './domain-errors';
import { badValueError, findBadValue, textProblem } from './input-rules';

/** A field's path as the services write it too: `players[1].guestName`. */
export function fieldPath(prefix: string, property: string): string {
  if (/^\d+$/.test(property)) return `${prefix}[${property}]`;
  return prefix ? `${prefix}.${property}` : property;
}

/** The arguments of the failed constraint (a minimum, the allowed values), read from the DTO's decorators. */
function constraintArgs(target: object | undefined, property: string, constraint: string): readonly unknown[] {
  if (!target) return [];
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((m) => m.propertyName === property && (m.name ?? m.type) === constraint);
  return metadata?.constraints ?? [];
}

/**
 * One entry per failed constraint, in French: class-validator's own messages are English, so each reason is the
 * catalogue's words for its constraint (libs/messages CONSTRAINT_REASONS); a constraint it does not know keeps
 * the DTO's own message.
 */
function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = fieldPath(prefix, e.property);
    const own = Object.entries(e.constraints ?? {}).map(([constraint, message]) => ({
      field,
      reason: constraintReason(constraint, constraintArgs(e.target, e.property, constraint), e.property) ?? message,
    }));
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
        throw new UnsupportedMediaTypeError(t('JSON_OBJECT_NOT_FILE'), [
          { field: 'Content-Type', reason: t('JSON_EXPECTED') },
        ]);
      }
      if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
        const reason = Array.isArray(value) ? t('OBJECT_NOT_ARRAY') : t('OBJECT_EXPECTED');
        throw new InvalidInputError(t('BODY_NOT_AN_OBJECT', { reason }), [{ field: 'body', reason }]);
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
    // Nest leaves the validated object out of each error by default; the French reasons read a constraint's
    // own arguments (a minimum, a maximum) from the DTO's metadata, found through it.
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new InvalidInputError(t('INVALID_REQUEST', { fields: fields.map((f) => t('FIELD_REASON', f)).join(' ; ') }), fields);
    },
  });
}

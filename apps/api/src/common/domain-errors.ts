import { entityName, t } from '@greffier/messages';

/**
 * Domain errors: plain Error subclasses with a stable `code`. Services throw these, never HTTP
 * exceptions; ProblemDetailsFilter maps them to RFC 9457 problem+json. Their words (the message, each
 * reason) come from the one catalogue, libs/messages (`t(code, params)`), in French.
 */
export interface FieldError {
  field: string;
  reason: string;
  /** 1-based line of an imported file, when the error comes from one. */
  line?: number;
}

export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'precondition-required'
  | 'rule-violation'
  | 'too-many-requests'
  | 'unsupported-media-type';

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
  constructor(
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends DomainError {
  readonly kind = 'invalid' as const;
  constructor(message: string, errors: FieldError[], code = 'INVALID_INPUT') {
    super(code, message, errors);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated' as const;
  constructor(message = t('UNAUTHENTICATED'), code = 'UNAUTHENTICATED') {
    super(code, message);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden' as const;
  constructor(message: string, code = 'FORBIDDEN') {
    super(code, message);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found' as const;
  constructor(entity: string, id: string) {
    super('NOT_FOUND', t('NOT_FOUND', { entity: entityName(entity), id }));
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
  constructor(code: string, message: string, errors: FieldError[] = []) {
    super(code, message, errors);
  }
}

export class StaleVersionError extends ConflictError {
  constructor(entity: string, id: string, expected: number, current: number) {
    super(
      'STALE_VERSION',
      t('STALE_VERSION', { entity: entityName(entity), id, expected, current }),
      [{ field: 'version', reason: t('VERSION_EXPECTED', { current }) }],
    );
  }
}

export class PreconditionRequiredError extends DomainError {
  readonly kind = 'precondition-required' as const;
  constructor(message: string) {
    super('VERSION_REQUIRED', message, [{ field: 'version', reason: t('VERSION_REQUIRED_REASON') }]);
  }
}

export class RuleViolationError extends DomainError {
  readonly kind = 'rule-violation' as const;
  constructor(code: string, message: string, errors: FieldError[] = []) {
    super(code, message, errors);
  }
}

export class TooManyRequestsError extends DomainError {
  readonly kind = 'too-many-requests' as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_ATTEMPTS', message);
  }
}

/** A body in a format the endpoint does not read (text, a form...): the API reads JSON, and CSV for imports. */
export class UnsupportedMediaTypeError extends DomainError {
  readonly kind = 'unsupported-media-type' as const;
  constructor(message: string, errors: FieldError[]) {
    super('UNSUPPORTED_MEDIA_TYPE', message, errors);
  }
}

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, type Type } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { InvalidInputError } from './domain-errors';
import { factoryOf, QUERY, routeArgs } from './route-args';
import { ExpectedVersion, OptionalVersion } from './versioning';
import { t } from '@greffier/messages';

const VERSION_READERS = new Set([factoryOf(ExpectedVersion), factoryOf(OptionalVersion)]);

/**
 * Query parameters an endpoint does not read are refused, as unknown body fields are: a misspelt filter
 * (`?clubid=`) answers 400 instead of a silent unfiltered list. A handler that takes its query as a
 * DTO is left to the ValidationPipe (forbidNonWhitelisted); the others know the names they declare with
 * @Query('name'), plus `version` when they read the version last read.
 */
@Injectable()
export class KnownQueryInterceptor implements NestInterceptor {
  private readonly known = new WeakMap<object, Set<string> | null>();

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const known = this.knownNames(ctx.getClass(), ctx.getHandler() as (...args: never[]) => unknown);
    if (known) {
      const query = ctx.switchToHttp().getRequest<{ query?: Record<string, unknown> }>().query ?? {};
      const unknown = Object.keys(query).filter((name) => !known.has(name));
      if (unknown.length) {
        throw new InvalidInputError(
          t('UNKNOWN_PARAMETERS', { count: unknown.length, names: unknown.join(', '), known: [...known].join(', ') }),
          unknown.map((field) => ({ field, reason: t('UNKNOWN_PARAMETER_REASON') })),
          'UNKNOWN_PARAMETER',
        );
      }
    }
    return next.handle();
  }

  /** The query names a handler reads; null when a DTO reads the whole query. */
  private knownNames(controller: Type, handler: (...args: never[]) => unknown): Set<string> | null {
    let names = this.known.get(handler);
    if (names !== undefined) return names;
    const args = routeArgs(controller, handler.name);
    const query = args.filter((a) => a.kind === QUERY);
    if (query.some((a) => typeof a.data !== 'string')) names = null;
    else {
      names = new Set(query.map((a) => a.data as string));
      if (args.some((a) => VERSION_READERS.has(a.factory))) names.add('version');
    }
    this.known.set(handler, names);
    return names;
  }
}

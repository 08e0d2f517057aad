import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Observable, tap } from 'rxjs';

export const LOCATION_KEY = 'greffier:location';

/**
 * A 201 answer's Location header: the address of the record the answer shows, written with the route's
 * parameters (`:tournamentId`) and the answer's fields (`{id}`): `@Location('/clubs/:clubId/games/{id}')`.
 * The OpenAPI document lists the header on the operations that declare it.
 */
export const Location = (template: string) => SetMetadata(LOCATION_KEY, template);

export function locationOf(template: string, params: Record<string, string>, body: unknown): string | undefined {
  const fields = (body ?? {}) as Record<string, unknown>;
  let missing = false;
  const value = (raw: unknown) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') missing = true;
    return encodeURIComponent(String(raw));
  };
  const path = template.replace(/:(\w+)/g, (_, name: string) => value(params[name])).replace(/\{(\w+)\}/g, (_, name: string) => value(fields[name]));
  return missing ? undefined : path;
}

/** Sets the Location of the 201 answers whose handler declares one with @Location. */
@Injectable()
export class LocationInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const template = ctx.getType() === 'http' ? (Reflect.getMetadata(LOCATION_KEY, ctx.getHandler()) as string | undefined) : undefined;
    if (!template) return next.handle();
    const http = ctx.switchToHttp();
    return next.handle().pipe(
      tap((body) => {
        const res = http.getResponse<Response>();
        const location = locationOf(template, http.getRequest<Request>().params as Record<string, string>, body);
        if (res.statusCode === 201 && location && !res.headersSent) res.setHeader('Location', location);
      }),
    );
  }
}

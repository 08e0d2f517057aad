import { type INestApplication, ParseIntPipe, ParseUUIDPipe, type Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { HeaderObject, OpenAPIObject, OperationObject, ParameterObject, ResponseObject, ResponsesObject } from '@nestjs/swagger';
import { API_KEY_ROUTE_KEY, PUBLIC_KEY, ROLES_KEY } from './access.decorators';
import { AuditReason } from './actor';
import { LOCATION_KEY } from './location';
import { OPENAPI_CACHE_KEY, OPENAPI_ETAG_KEY, OPENAPI_PROBLEMS_KEY } from './openapi';
import { factoryOf, PARAM, routeArgs } from './route-args';
import { ExpectedVersion, OptionalVersion } from './versioning';


/** What a handler's decorators say about it, read back for the document. */
interface HandlerFacts {
  isPublic: boolean;
  /** A club's API key instead of a bearer token (@ClubApiKeyOnly). */
  apiKey: boolean;
  hasRoles: boolean;
  version: 'required' | 'optional' | undefined;
  auditReason: boolean;
  /** true: every success answer has it; a string: only in that case. */
  etag: boolean | string;
  /** The Location template of a 201 answer (@Location). */
  location: string | undefined;
  /** The Cache-Control of the success answers (@Header or @ApiCacheControl). */
  cacheControl: string | undefined;
  extraProblems: number[];
  produces: string[];
  /** Route parameters by name: 'uuid' or 'integer' when a pipe checks them. */
  params: Map<string, 'uuid' | 'integer' | 'string'>;
}

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: a field, parameter or header is refused (`errors` names each one)',
  401: 'No valid bearer token (log in with POST /auth/login), or wrong credentials',
  403: "The account's role, or its tournament or club, does not allow this",
  404: 'The record named in the path does not exist',
  409: 'Conflict: the version sent is stale (reload and apply the change again), or the change clashes with the current state',
  422: 'The rules refuse the change (`errors` names each refused field)',
  428: 'The version last read is required: send it as If-Match (the ETag of the read) or the "version" field',
  429: 'Too many attempts: wait for the Retry-After seconds',
};

function handlerFacts(controller: Type, method: string): HandlerFacts {
  const handler = controller.prototype[method] as object;
  const meta = <T>(key: string): T | undefined => (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller)) as T | undefined;
  const args = routeArgs(controller, method);
  const factories = new Set(args.map((a) => a.factory).filter(Boolean));
  const params = new Map<string, 'uuid' | 'integer' | 'string'>();
  for (const arg of args) {
    if (arg.kind !== PARAM || typeof arg.data !== 'string') continue;
    const pipes = arg.pipes ?? [];
    params.set(arg.data, pipes.some((p) => p instanceof ParseUUIDPipe) ? 'uuid' : pipes.some((p) => p instanceof ParseIntPipe) ? 'integer' : 'string');
  }
  return {
    isPublic: meta<boolean>(PUBLIC_KEY) === true,
    apiKey: meta<boolean>(API_KEY_ROUTE_KEY) === true,
    hasRoles: (meta<unknown[]>(ROLES_KEY)?.length ?? 0) > 0,
    version: factories.has(EXPECTED_VERSION) ? 'required' : factories.has(OPTIONAL_VERSION) ? 'optional' : undefined,
    auditReason: factories.has(AUDIT_REASON),
    etag: meta<boolean | string>(OPENAPI_ETAG_KEY) ?? false,
    location: Reflect.getMetadata(LOCATION_KEY, handler) as string | undefined,
    cacheControl:
      (Reflect.getMetadata('__headers__', handler) as { name: string; value: string }[] | undefined)?.find((h) => h.name.toLowerCase() === 'cache-control')?.value ??
      (Reflect.getMetadata(OPENAPI_CACHE_KEY, handler) as string | undefined),
    extraProblems: meta<number[]>(OPENAPI_PROBLEMS_KEY) ?? [],
    produces: (Reflect.getMetadata('swagger/apiProduces', handler) as string[] | undefined) ?? [],
    params,
  };
}

const EXPECTED_VERSION = factoryOf(ExpectedVersion);
const OPTIONAL_VERSION = factoryOf(OptionalVersion);
const AUDIT_REASON = factoryOf(AuditReason);

/** operationId (`<Controller without suffix>_<method>`, as createOpenApiDocument names them) to its handler's facts. */
function factsByOperationId(app: INestApplication): Map<string, HandlerFacts> {
  const facts = new Map<string, HandlerFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        if (method === 'constructor' || typeof controller.prototype[method] !== 'function') continue;
        facts.set(`${controller.name.replace(/Controller$/, '')}_${method}`, handlerFacts(controller, method));
      }
    }
  }
  return facts;
}

const header = (description: string, example: string, required = true): HeaderObject => ({ description, required, schema: { type: 'string', example } });

/** Every problem+json answer, of any route (ProblemDetailsFilter): errors are never kept by a cache. */
const PROBLEM_HEADERS = { 'Cache-Control': header('Errors are never stored by a cache', 'no-store') };

const problem = (status: number): ResponseObject => ({
  description: PROBLEM_DESCRIPTIONS[status]!,
  headers: PROBLEM_HEADERS,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetailsDto' } } },
});

const CACHE_DESCRIPTIONS: Record<string, string> = {
  'no-store': 'Never stored by a cache: the answer changes as the day goes (or carries a token, or private data)',
  'no-cache': 'A cache may keep it but asks again each time (send its ETag back as If-None-Match: 304 when unchanged)',
  'no-cache, no-transform': 'A stream: asked again each time, never transformed by a proxy',
};

const BINARY: Record<string, { type: 'string'; format?: string }> = {
  'application/pdf': { type: 'string', format: 'binary' },
  'text/csv': { type: 'string' },
  'text/event-stream': { type: 'string' },
};

function finishOperation(op: OperationObject, facts: HandlerFacts): void {
  op.security = facts.isPublic ? [] : facts.apiKey ? [{ apiKey: [] }] : [{ bearer: [] }];
  const parameters = (op.parameters ?? []) as ParameterObject[];
  for (const p of parameters) {
    if (p.in !== 'path') continue;
    const kind = facts.params.get(p.name);
    if (kind === 'uuid') p.schema = { type: 'string', format: 'uuid' };
    if (kind === 'integer') p.schema = { type: 'integer', minimum: 1 };
  }
  if (facts.version) {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        facts.version === 'required'
          ? 'The version last read (its ETag, "3"); or send it as the "version" field. Required: without it, 428.'
          : 'The version last read (its ETag, "3"), or the "version" field: needed once the record exists (428 otherwise).',
      schema: { type: 'string', example: '"3"' },
    });
  }
  if (facts.auditReason) {
    parameters.push({
      name: 'X-Audit-Reason',
      in: 'header',
      required: false,
      description: 'Why the change is made, kept in the audit trail (percent-encode non-ASCII text; at most 1000 characters).',
      schema: { type: 'string', maxLength: 1000 },
    });
  }
  if (parameters.length) op.parameters = parameters;

  const responses = op.responses as ResponsesObject;
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2/.test(status)) continue;
    const r = response as ResponseObject;
    const media = facts.produces.find((m) => BINARY[m]);
    if (media && !r.content?.['application/json']) r.content = { [media]: { schema: BINARY[media] } };
    const headers: Record<string, HeaderObject> = { ...(r.headers as Record<string, HeaderObject> | undefined) };
    if (facts.etag && !headers.ETag) {
      headers.ETag =
        facts.etag === true
          ? header('The version of the record, to send back as If-Match with a change', '"3"')
          : header(`The version of the record, to send back as If-Match with a change; only ${facts.etag}`, '"3"', false);
    }
    if (status === '201') {
      if (!facts.location) throw new Error(`OpenAPI: ${op.operationId} answers 201 without @Location`);
      headers.Location = header(`The address of the record the answer shows: ${facts.location.replace(/:(\w+)/g, '{$1}')}`, facts.location.replace(/:(\w+)/g, '{$1}'));
    }
    if (media === 'application/pdf' || media === 'text/csv') {
      headers['Content-Disposition'] = header(
        media === 'application/pdf' ? "The file's name; inline: the browser shows it in its own viewer" : "The file's name; attachment: the browser saves it",
        media === 'application/pdf' ? 'inline; filename="classement.pdf"' : 'attachment; filename="joueurs.csv"',
      );
    }
    if (facts.cacheControl) headers['Cache-Control'] = header(CACHE_DESCRIPTIONS[facts.cacheControl] ?? 'How a cache may keep the answer', facts.cacheControl);
    if (Object.keys(headers).length) r.headers = headers;
    if (!r.description) r.description = media === 'application/pdf' ? 'The PDF document' : status === '204' ? 'Done; no content' : 'Success';
  }

  const statuses = new Set<number>(facts.extraProblems);
  if (parameters.length || op.requestBody) statuses.add(400);
  if (!facts.isPublic) statuses.add(401);
  if (facts.hasRoles) statuses.add(403);
  if (parameters.some((p) => p.in === 'path')) statuses.add(404);
  if (facts.version) {
    statuses.add(409);
    statuses.add(428);
  }
  for (const status of [...statuses].sort()) responses[String(status)] ??= problem(status);
  responses['4XX'] ??= { ...problem(400), description: 'Any other client error (a malformed JSON body, a body too large...), as problem+json' };
}

type Schema = Record<string, unknown>;

/**
 * OpenAPI 3.0's `nullable` adds null to the schema's own `type` only: under `{nullable, allOf: [{$ref}]}` (what
 * @nestjs/swagger writes for `{ type: Dto, nullable: true }`) the referenced object still refuses null, and so
 * does an `enum` that does not list it. Strict validators (Prism, ajv) follow that reading: a nullable reference
 * becomes `anyOf: [{$ref}, null]`, and a nullable enum lists null.
 */
function acceptNull(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    schema.forEach(acceptNull);
    return;
  }
  const s = schema as Schema;
  for (const value of Object.values(s)) acceptNull(value);
  if (s.nullable !== true) return;
  const refs = (s.allOf ?? s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (refs?.length === 1 && typeof refs[0]!.$ref === 'string') {
    delete s.allOf;
    delete s.oneOf;
    delete s.nullable;
    delete s.type;
    s.anyOf = [refs[0], NULL_ONLY];
  } else if (Array.isArray(s.enum) && !s.enum.includes(null)) {
    s.enum = [...(s.enum as unknown[]), null];
  }
}

/** The 3.0 way of saying "null and nothing else". */
const NULL_ONLY: Schema = { type: 'object', nullable: true, enum: [null] };

/**
 * Completes the document from the handlers' metadata, so that it cannot drift from what the guards,
 * pipes and parameter decorators do: security (`[]` for @Public()), the problem+json error responses,
 * the If-Match and X-Audit-Reason headers, the ETag response header, UUID and integer route parameters,
 * the PDF, CSV and event-stream media types; and nullable references and enums that accept null.
 */
export function finishOpenApiDocument(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const facts = factsByOperationId(app);
  for (const path of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = path[method];
      if (!op) continue;
      const f = op.operationId ? facts.get(op.operationId) : undefined;
      if (!f) throw new Error(`OpenAPI: no handler found for operation ${op.operationId}`);
      finishOperation(op, f);
    }
  }
  acceptNull(document.components?.schemas);
  return document;
}

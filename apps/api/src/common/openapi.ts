import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiOperation, ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * OpenAPI decorators shared by the controllers and DTOs. What the handlers' own metadata already tells
 * (public or not, roles, the If-Match and X-Audit-Reason parameters, UUID and whole-number route
 * parameters, PDF and CSV media types) is added to the document by finishOpenApiDocument; these say
 * the rest.
 */
export const OPENAPI_PROBLEMS_KEY = 'greffier:openapi-problems';
export const OPENAPI_ETAG_KEY = 'greffier:openapi-etag';

/** The operation's summary (one line) and description (what it does, for whom, what to send back). */
export const Doc = (summary: string, description: string) => applyDecorators(ApiOperation({ summary, description }));

/** Errors this operation may answer beyond those its metadata implies (400, 401, 403, 404, 409/428 on versions). */
export const ApiProblems = (...statuses: (409 | 422 | 401 | 429 | 403)[]) => SetMetadata(OPENAPI_PROBLEMS_KEY, statuses);

export const OPENAPI_CACHE_KEY = 'greffier:openapi-cache-control';

/**
 * The success response carries the record's version as its ETag (send it back as If-Match): always, or only
 * in the case `when` names ("once the sheet is entered").
 */
export const ApiETag = (when?: string) => SetMetadata(OPENAPI_ETAG_KEY, when ?? true);

/**
 * The Cache-Control a handler sets itself (`res.setHeader`, sendCachedJson); one set with Nest's @Header is read
 * from that decorator.
 */
export const ApiCacheControl = (value: string) => SetMetadata(OPENAPI_CACHE_KEY, value);

type Options = Omit<ApiPropertyOptions, 'type'>;

/** A whole number (points, ranks, versions, counts): `type: integer` in the document. */
export const ApiInt = (options: Options = {}) => ApiProperty({ ...options, type: 'integer' } as ApiPropertyOptions);
export const ApiIntOptional = (options: Options = {}) => ApiPropertyOptional({ ...options, type: 'integer' } as ApiPropertyOptions);
/** An array of whole numbers. */
export const ApiInts = (options: Options = {}) => ApiProperty({ ...options, type: 'integer', isArray: true } as ApiPropertyOptions);
/** A nullable whole number. */
export const ApiIntOrNull = (options: Options = {}) => ApiProperty({ ...options, type: 'integer', nullable: true } as ApiPropertyOptions);

export const ApiUuid = (options: Options = {}) => ApiProperty({ ...options, type: 'string', format: 'uuid' } as ApiPropertyOptions);
export const ApiUuidOrNull = (options: Options = {}) => ApiProperty({ ...options, type: 'string', format: 'uuid', nullable: true } as ApiPropertyOptions);
export const ApiDateTime = (options: Options = {}) => ApiProperty({ ...options, type: 'string', format: 'date-time' } as ApiPropertyOptions);
export const ApiStringOrNull = (options: Options = {}) => ApiProperty({ ...options, type: 'string', nullable: true } as ApiPropertyOptions);
/** Game-specific or stored JSON: an object whose shape the description names. */
export const ApiJson = (description: string, options: Options = {}) =>
  ApiProperty({ ...options, type: 'object', additionalProperties: true, description } as ApiPropertyOptions);

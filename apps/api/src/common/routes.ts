import { applyDecorators, Controller, Delete, Get, Header, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Location } from './location';
import { ApiETag, ApiProblems, Doc } from './openapi';

/** A response DTO class (or an array of one, `[EntryResponseDto]`), as @ApiOkResponse takes it. */
type ResponseType = abstract new (...args: never[]) => unknown;
type Answer = ResponseType | [ResponseType];
type Problems = Parameters<typeof ApiProblems>;

/** Errors beyond those the route's metadata implies, when there are any. */
const problemsOf = (problems: Problems) => (problems.length ? [ApiProblems(...problems)] : []);

/**
 * A GET answering a printed document (pdf() in pdf-response.ts): its path, the operation's summary and description;
 * `noStore` for a document that must not be kept by the browser (the staff's papers, read while they change).
 */
export const PdfGet = (path: string, summary: string, description: string, noStore?: 'no-store') =>
  applyDecorators(Get(path), ApiProduces('application/pdf'), ...(noStore ? [Header('Cache-Control', 'no-store')] : []), Doc(summary, description));

/** A GET answering JSON of this type (a page of a list, a record, a computed view): its path, summary and description. */
export const Read = (path: string, type: Answer, summary: string, description: string) =>
  applyDecorators(Get(path), ApiOkResponse({ type }), Doc(summary, description));

/**
 * A GET answering a versioned record with its version as ETag (withETag in versioning.ts); `when` names the case
 * it is sent in, when not always ("once the sheet is entered").
 */
export const VersionedRead = (path: string, type: ResponseType, summary: string, description: string, when?: string) =>
  applyDecorators(Read(path, type, summary, description), ApiETag(when));

/**
 * A POST creating a record: 201 with its view and a Location written from `location` (@Location in location.ts),
 * and these errors beyond those its metadata implies.
 */
export const Create = (path: string, location: string, type: Answer, summary: string, description: string, ...problems: Problems) =>
  applyDecorators(Post(path), Location(location), ApiCreatedResponse({ type }), Doc(summary, description), ...problemsOf(problems));

const WRITES = { post: Post, put: Put, patch: Patch, delete: Delete };

/**
 * A write that answers 200 with a body of this type: a POST action (its 201 turned into 200), a PUT, a PATCH, or a
 * DELETE that answers the record's new state; and these errors beyond those its metadata implies.
 */
export const Write = (method: keyof typeof WRITES, path: string, type: Answer, summary: string, description: string, ...problems: Problems) =>
  applyDecorators(
    WRITES[method](path),
    ...(method === 'post' ? [HttpCode(200)] : []),
    ApiOkResponse({ type }),
    Doc(summary, description),
    ...problemsOf(problems),
  );

/** A DELETE answering 204 without a body, and these errors beyond those its metadata implies. */
export const Remove = (path: string, summary: string, description: string, ...problems: Problems) =>
  applyDecorators(Delete(path), HttpCode(204), Doc(summary, description), ...problemsOf(problems));

/**
 * A write of a versioned record (as Write) that answers the record's new view with its version as ETag (withETag in
 * versioning.ts; send it back as If-Match), and these errors beyond those its metadata implies.
 */
export const VersionedWrite = (method: keyof typeof WRITES, path: string, type: ResponseType, summary: string, description: string, ...problems: Problems) =>
  applyDecorators(Write(method, path, type, summary, description, ...problems), ApiETag());

/** A controller at this path (none: the routes name their whole path), its operations listed under this tag. */
export const ApiController = (tag: string, path?: string) => applyDecorators(ApiTags(tag), path === undefined ? Controller() : Controller(path));

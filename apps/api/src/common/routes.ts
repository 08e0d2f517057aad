import { applyDecorators, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { ApiETag, ApiProblems, Doc } from './openapi';

/**
 * A GET answering a printed document (pdf() in pdf-response.ts): its path, the operation's summary and description;
 * `noStore` for a document that must not be kept by the browser (the staff's papers, read while they change).
 */
export const PdfGet = (path: string, summary: string, description: string, noStore?: 'no-store') =>
  applyDecorators(Get(path), ApiProduces('application/pdf'), ...(noStore ? [Header('Cache-Control', 'no-store')] : []), Doc(summary, description));

/**
 * A write of a versioned record that answers the record's new view with its version as ETag (send it back as
 * If-Match), and these errors beyond those its metadata implies.
 */
export const VersionedWrite = (type: abstract new (...args: never[]) => unknown, ...problems: Parameters<typeof ApiProblems>) =>
  applyDecorators(ApiOkResponse({ type }), ApiETag(), ...(problems.length ? [ApiProblems(...problems)] : []));

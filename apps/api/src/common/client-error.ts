import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_TITLES, t } from '@greffier/messages';

/**
 * A request Node's HTTP parser cannot read (a control character in a header, headers too large, a broken
 * request line) never reaches Express: Node answers it on the socket itself. This answer is a problem
 * document like every other error, instead of Node's bare "400 Bad Request".
 */
export function answerClientError(err: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const instance = /^[A-Z]+ (\S+) HTTP\//.exec(err.rawPacket?.toString('latin1') ?? '')?.[1] ?? '/';
  const detail =
    status === 431 ? t('HEADERS_TOO_LARGE') : status === 408 ? t('REQUEST_TIMEOUT') : t('MALFORMED_REQUEST');
  const body = JSON.stringify({
    type: 'about:blank',
    title: STATUS_TITLES[status],
    status,
    detail,
    code: status === 400 ? 'MALFORMED_REQUEST' : status === 431 ? 'HEADERS_TOO_LARGE' : 'REQUEST_TIMEOUT',
    errors: [{ field: 'headers', reason: t(status === 408 ? 'REQUEST_INCOMPLETE_REASON' : status === 431 ? 'HEADERS_TOO_LARGE_REASON' : 'HEADERS_UNREADABLE_REASON') }],
    instance,
    requestId: randomUUID(),
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

import { type Agent, get, type ClientRequest } from 'node:http';

/** A server-sent events client as a browser's EventSource would be, for benchmarks: one connection, events parsed. */
export interface SseClient {
  close(): void;
}

/** A stream's chunks read as events: each block's type ("message" unless named) and its data line, when it has one. */
export function eventReader(onEvent: (type: string, data: string) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) onEvent(type, data);
    }
  };
}

export function openEvents(url: string, onEvent: (type: string, data: string) => void, onError: (e: Error) => void): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    let opened = false;
    const req: ClientRequest = get(url, { headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`events answered ${res.statusCode}`));
        return;
      }
      opened = true;
      res.setEncoding('utf8');
      res.on('data', eventReader(onEvent));
      res.on('error', (e) => onError(e));
      resolve({ close: () => req.destroy() });
    });
    req.on('error', (e) => {
      if (!opened) reject(e);
      else if (!/socket hang up|aborted/.test(e.message)) onError(e);
    });
  });
}

/**
 * A GET read to its last byte on the caller's connection, the body left as it came (gzip when asked for): the
 * phones of a benchmark stand for devices of their own, so the bench machine does not also pay for their
 * decompression and parsing (fetch's, with its streams, cost the 200 phones a core's share of the 2 the server
 * runs on).
 */
export function readWhole(url: string, agent: Agent, headers: Record<string, string>): Promise<{ status: number; etag?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

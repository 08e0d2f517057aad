import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppLogger, cacheReadLog, createRootLogger, isCacheRead, readableLine } from './logging';

describe('readableLine', () => {
  const at = new Date(2026, 11, 12, 9, 5, 7).getTime();

  it.each([
    [{ level: 30, time: at, pid: 1, hostname: 'h', context: 'Accounts', msg: 'compte créé' }, '09:05:07 INFO  [Accounts] compte créé\n'],
    [{ level: 40, time: at, msg: 'attention', tournament: 't1' }, '09:05:07 WARN  attention (tournament=t1)\n'],
    [
      { level: 30, time: at, req: { method: 'GET', url: '/clubs', headers: {} }, res: { statusCode: 200 }, responseTime: 4, msg: 'requête traitée', reqId: 'r1' },
      '09:05:07 INFO  requête traitée GET /clubs 200 4 ms (reqId=r1)\n',
    ],
  ])('%j', (entry, line) => {
    expect(readableLine(JSON.stringify(entry))).toBe(line);
  });

  it('adds the stack of an error', () => {
    const line = readableLine(JSON.stringify({ level: 50, time: at, msg: 'boom', err: { stack: 'Error: boom\n    at x' } }));
    expect(line).toBe('09:05:07 ERROR boom\nError: boom\n    at x\n');
  });

  it('leaves a line that is not JSON as it is', () => {
    expect(readableLine('plain text')).toBe('plain text\n');
  });
});

describe('AppLogger', () => {
  const logged = (level: string) => {
    const lines: string[] = [];
    const logger = new AppLogger(createRootLogger({ level }, { write: (l: string) => void lines.push(l) }));
    logger.log('Mapped {/clubs, GET} route', 'RouterExplorer');
    logger.log('compte créé', 'Accounts');
    logger.error('boom', 'Error: boom\n    at x', 'Errors');
    return lines.map((l) => JSON.parse(l) as { level: number; msg: string; context?: string; err?: { stack: string } });
  };

  it("keeps Nest's start-up lines for the debug level, and the context and stack of each line", () => {
    expect(logged('info').map((e) => [e.level, e.context, e.msg])).toEqual([
      [30, 'Accounts', 'compte créé'],
      [50, 'Errors', 'boom'],
    ]);
    expect(logged('info')[1]!.err!.stack).toMatch(/^Error: boom/);
    expect(logged('debug').map((e) => e.context)).toEqual(['RouterExplorer', 'Accounts', 'Errors']);
  });
});

describe('the cache reads’ log', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, originalUrl: url, headers, id: 'r1' }) as unknown as IncomingMessage;
  const ranking = '/tournaments/7a1c/duplicate/ranking';

  it.each([
    [request(ranking), true],
    [request(`${ranking}?x=1`), true],
    [request('/clubs', { 'if-none-match': '"3"' }), true],
    [request(`${ranking}/7b2d`), false], // a player's sheet
    [request('/clubs'), false],
    [request(ranking, {}, 'POST'), false],
  ])('%j is a cache read: %s', (req, expected) => {
    expect(isCacheRead(req)).toBe(expected);
  });

  const logged = (level: string, url: string, statusCode: number) => {
    const lines: string[] = [];
    const log = cacheReadLog(createRootLogger({ level }, { write: (l: string) => void lines.push(l) }));
    const res = Object.assign(new EventEmitter(), { statusCode, getHeader: () => undefined }) as unknown as ServerResponse;
    log(request(url), res, () => undefined);
    res.emit('finish');
    return lines.map((l) => JSON.parse(l) as { level: number; msg: string; req: { url: string; id: string }; res: { statusCode: number } });
  };

  it('logs the answers a cache gives as expected at the debug level only, and every other one at info or error', () => {
    expect(logged('info', ranking, 200)).toEqual([]);
    expect(logged('info', '/clubs', 304)).toEqual([]);
    expect(logged('debug', ranking, 304).map((e) => [e.level, e.res.statusCode])).toEqual([[20, 304]]);
    expect(logged('info', ranking, 404).map((e) => [e.level, e.msg, e.req.url, e.req.id])).toEqual([[30, 'requête traitée', ranking, 'r1']]);
    expect(logged('info', '/clubs', 200).map((e) => e.level)).toEqual([30]);
    expect(logged('info', ranking, 500).map((e) => [e.level, e.msg])).toEqual([[50, 'requête en erreur']]);
  });
});

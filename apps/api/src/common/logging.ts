import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  type LoggerService,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { t } from '@greffier/messages';
import { requestIdOf } from './request-guard';

export interface LoggingOptions {
  level: string;
  /** Readable lines for a person at a terminal; JSON lines (one object a line) otherwise. */
  readable?: boolean;
}

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** Nest's start-up chatter (a line per module and per route, about 150): kept for LOG_LEVEL=debug. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One JSON log line as a person reads it: `09:12:03 INFO  [Accounts] message (key=value …)`. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const { time, level, msg, context, pid: _pid, hostname: _hostname, req, res, responseTime, err, ...rest } = entry;
  const at = new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
  const label = (LEVELS[Number(level)] ?? String(level)).padEnd(5);
  const http =
    req && res
      ? ` ${(req as { method?: string }).method} ${(req as { url?: string }).url} ${(res as { statusCode?: number }).statusCode} ${String(responseTime)} ms`
      : '';
  const extra = Object.entries(rest)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  const stack = err && typeof err === 'object' && 'stack' in err ? `\n${String((err as { stack: unknown }).stack)}` : '';
  return `${at} ${label} ${context ? `[${String(context)}] ` : ''}${typeof msg === 'string' ? msg : ''}${http}${extra ? ` (${extra})` : ''}${stack}\n`;
}

/** pino's JSON lines, written readable to a stream (stdout by default). */
export function readableStream(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) out.write(readableLine(line));
      done();
    },
  });
}

export function createRootLogger(options: LoggingOptions, destination?: DestinationStream): Pino {
  const settings = { level: options.level, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  if (destination) return pino(settings, destination);
  return options.readable ? pino(settings, readableStream()) : pino(settings);
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** Nest's logger on pino: `new Logger('Accounts').warn(...)` and the framework's own lines go to the same log. */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(@Inject(ROOT_LOGGER) readonly pino: Pino) {}

  private write(level: Level, message: unknown, params: unknown[]): void {
    // Nest passes the context last (a string), and for errors a stack before it.
    const rest = [...params];
    const context = rest.length && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' ? (rest[0] as string) : undefined;
    if (level === 'info' && context && FRAMEWORK_CONTEXTS.has(context)) level = 'debug';
    // The port or address refused: main.ts says it in French (reportFailure), the framework's English line is kept for debug.
    if (level === 'error' && context === 'NestApplication' && /^Error: listen /.test(String(message))) level = 'debug';
    if (message instanceof Error) this.pino[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[level]({ context, ...message });
    else this.pino[level]({ context, ...(stack ? { err: { stack } } : {}) }, String(message));
  }

  /** The method of LoggerService that writes at this pino level. */
  private at(level: Level): (message: unknown, ...params: unknown[]) => void {
    return (message, ...params) => this.write(level, message, params);
  }

  readonly log = this.at('info');
  readonly error = this.at('error');
  readonly warn = this.at('warn');
  readonly debug = this.at('debug');
  readonly verbose = this.at('trace');
  readonly fatal = this.at('fatal');
}

/**
 * The log: one pino logger for the application (AppLogger) and one line per HTTP request (pino-http), with the
 * request id given by assignRequestId and the account that made it.
 */
@Global()
@Module({})
export class LoggingModule implements NestModule {
  constructor(@Inject(ROOT_LOGGER) private readonly root: Pino) {}

  static forRoot(options: LoggingOptions): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: ROOT_LOGGER, useFactory: () => createRootLogger(options) }, AppLogger],
      exports: [ROOT_LOGGER, AppLogger],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    const everyRequest = pinoHttp({
      logger: this.root,
      genReqId: (req, res) => {
        const id = (req as { id?: unknown }).id ?? requestIdOf(req as never);
        if (!res.getHeader('X-Request-Id')) res.setHeader('X-Request-Id', String(id));
        return id as string;
      },
      customProps: (req) => ({ actor: (req as { actor?: { accountId: string } }).actor?.accountId }),
      customSuccessMessage: () => t('LOG_REQUEST_DONE'),
      customErrorMessage: () => t('LOG_REQUEST_FAILED'),
    });
    const cacheReads = cacheReadLog(this.root);
    consumer
      .apply((req: IncomingMessage, res: ServerResponse, next: () => void) => (isCacheRead(req) ? cacheReads(req, res, next) : everyRequest(req, res, next)))
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}

/** The public duplicate ranking, read by every phone of the room after each change. */
const PUBLIC_RANKING = /^\/tournaments\/[^/]+\/duplicate\/ranking\/?(\?|$)/;

/**
 * A read that a room of phones repeats after each change, mostly answered from a cache: a GET of the public ranking,
 * or any GET revalidating what it holds (If-None-Match). Hundreds a minute at the lunch break.
 */
export function isCacheRead(req: IncomingMessage & { originalUrl?: string }): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers['if-none-match'] !== undefined || PUBLIC_RANKING.test(req.originalUrl ?? req.url ?? ''));
}

/**
 * The log of the cache reads: the answers a cache gave as expected (304, or the public ranking's 200) are logged at
 * the debug level only, every other answer (an error, a 404, another 200) in the same line as pino-http writes at
 * info. Such a read costs no child logger and, at the info level, no line: a line per read was a quarter of the
 * server's time under the room's phones.
 */
export function cacheReadLog(root: Pino): (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const started = Date.now();
    res.once('finish', () => {
      const expected = res.statusCode === 304 || (res.statusCode === 200 && PUBLIC_RANKING.test(req.originalUrl ?? req.url ?? ''));
      const level = expected ? 'debug' : res.statusCode >= 500 ? 'error' : 'info';
      if (!root.isLevelEnabled(level)) return;
      const id = (req as { id?: unknown }).id ?? res.getHeader('X-Request-Id');
      root[level](
        { req: { id, method: req.method, url: req.originalUrl ?? req.url }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started },
        t(res.statusCode >= 500 ? 'LOG_REQUEST_FAILED' : 'LOG_REQUEST_DONE'),
      );
    });
    next();
  };
}

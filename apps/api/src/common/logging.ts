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

/** Nest's logger on pino: `new Logger('Accounts').warn(...)` and the framework's own lines go to the same log. */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(@Inject(ROOT_LOGGER) readonly pino: Pino) {}

  private write(level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal', message: unknown, params: unknown[]): void {
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

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
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
    consumer
      .apply(
        pinoHttp({
          logger: this.root,
          genReqId: (req, res) => {
            const id = (req as { id?: unknown }).id ?? requestIdOf(req as never);
            if (!res.getHeader('X-Request-Id')) res.setHeader('X-Request-Id', String(id));
            return id as string;
          },
          customProps: (req) => ({ actor: (req as { actor?: { accountId: string } }).actor?.accountId }),
          customSuccessMessage: () => t('LOG_REQUEST_DONE'),
          customErrorMessage: () => t('LOG_REQUEST_FAILED'),
        }),
      )
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}

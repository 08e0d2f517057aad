import { LexiconInputError } from '@greffier/lexicon';
import { t } from '@greffier/messages';
import { ConfigError } from '../config/app-config';
import { DataDirLockedError } from './data-dir-lock';
import { MigrationError } from './migrator';

/** The PostgreSQL server of DATABASE_URL cannot be reached or refuses Greffier: said in French, for the operator. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnreachableError';
  }
}

/** Why a connection to DATABASE_URL failed, as an operator can put it right (the password never shown). */
export function connectionFailure(url: string, error: unknown): DatabaseUnreachableError {
  let host = '?';
  let server = '?';
  let user = '';
  let database = '';
  try {
    const parsed = new URL(url);
    host = parsed.hostname;
    server = `${parsed.hostname}:${parsed.port || '5432'}`;
    user = decodeURIComponent(parsed.username);
    database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || user;
  } catch {
    // Not a URL after all: the server stays « ? ».
  }
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case 'ECONNREFUSED':
      return new DatabaseUnreachableError(t('DATABASE_REFUSED', { server }));
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new DatabaseUnreachableError(t('DATABASE_HOST_UNKNOWN', { host }));
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new DatabaseUnreachableError(t('DATABASE_TIMEOUT', { server }));
    case '28P01':
    case '28000':
      return new DatabaseUnreachableError(t('DATABASE_AUTHENTICATION', { server, user }));
    case '3D000':
      return new DatabaseUnreachableError(t('DATABASE_MISSING', { server, database }));
    default:
      return new DatabaseUnreachableError(t('DATABASE_UNAVAILABLE', { server, reason: message ?? String(error) }));
  }
}

/**
 * What an operator reads when the server or a command cannot start: the French words of a failure they can put
 * right (the configuration, the database, the data folder's lock, the migrations, the port), or undefined for a
 * bug, whose details are for a developer.
 */
export function startFailureMessage(error: unknown): string | undefined {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof MigrationError) return error.message;
  if (error instanceof DatabaseUnreachableError) return error.message;
  if (error instanceof LexiconInputError && error.code === 'LEXICON_DATA_NOT_FOUND') return error.message;
  const { code, syscall, address, port } = (error ?? {}) as { code?: string; syscall?: string; address?: string; port?: number };
  if (syscall === 'listen') {
    const where = port === undefined ? String(address ?? '') : `${address ?? ''}:${port}`;
    if (code === 'EADDRINUSE') return t('PORT_IN_USE', { address: where });
    if (code === 'EACCES') return t('PORT_FORBIDDEN', { address: where });
    if (code === 'EADDRNOTAVAIL') return t('HOST_UNAVAILABLE', { address: where });
  }
  if (code === 'ENOTFOUND' && syscall === 'getaddrinfo') return t('HOST_UNAVAILABLE', { address: (error as { hostname?: string }).hostname ?? '' });
  return undefined;
}

/**
 * Writes why a command stopped to stderr: its French words (prefixed as the command wishes), or for a bug a French
 * line and then the error as Node.js prints it. Returns the exit code, 1.
 */
export function reportFailure(error: unknown, say: (message: string) => string = (message) => t('CLI_ERROR', { message })): number {
  const known = startFailureMessage(error);
  if (known !== undefined) console.error(say(known));
  else console.error(t('START_UNEXPECTED'), '\n', error);
  return 1;
}

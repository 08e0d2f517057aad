import { dirname, resolve } from 'node:path';
import { t } from '@greffier/messages';
import { projectRoot } from './project-root';

/**
 * Every setting Greffier reads from its environment, validated once at start-up
 * (docs/configuration.md lists them for operators).
 */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; when absent, the embedded engine runs in dataDir. */
  databaseUrl?: string;
  /** Embedded engine folder; undefined (tests only) runs it in memory. */
  dataDir?: string;
  migrateOnStart: boolean;
  seedDemoData: boolean;
  /** Token signing key; when absent one is generated and kept in the database, shared by every process. */
  jwtSecret?: string;
  tokenTtlSeconds: number;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  /** Readable log lines (a person at a terminal) rather than JSON lines: LOG_FORMAT, else whether stdout is a terminal. */
  readableLog: boolean;
  /** Express 'trust proxy': behind a reverse proxy, the client address comes from X-Forwarded-For. */
  trustProxy: string | false;
  loginMaxFailures: number;
  loginLockSeconds: number;
  migrationsDir: string;
  /** The web application's build (Vite output), served under /app; absent folder: the API alone. */
  webDir: string;
  /** Origins allowed to call the API from another site (CORS); empty: CORS off, same origin only. */
  corsOrigins: string[];
  /** Where the backups taken while the server runs are written (docs/backups.md). */
  backupDir: string;
  /** An automatic backup every this many minutes while a tournament is in progress; 0: none. */
  backupEveryMinutes: number;
  /** The automatic backups kept (the oldest deleted beyond); backups taken by hand are always kept. */
  backupKeep: number;
  /** A venue's publication to the federation server (docs/federation.md): at most one per tournament every this many seconds. */
  publicationMinIntervalSeconds: number;
  /** The first retry after a failed publication (then doubled each time, with jitter), and the longest wait. */
  publicationRetryFirstSeconds: number;
  publicationRetryMaxSeconds: number;
  /** Whether this process sends the outbox's publications (several may: one only sends a given publication). */
  publicationWorker: boolean;
}

/** The settings refused, each said in French (an operator reads them at `npm start` or any command). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(t('CONFIG_INVALID', { problems: problems.map((p) => `- ${p}`).join('\n') }));
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const LOG_FORMATS = ['auto', 'json', 'readable'];

/** « a », « b » ou « c » */
const choices = (values: readonly string[]): string =>
  values.map((v) => `« ${v} »`).join(', ').replace(/, (?=[^,]*$)/, ' ou ');

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(t('CONFIG_INTEGER', { name, min, max, given: raw }));
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = str(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(t('CONFIG_BOOLEAN', { name, given: raw }));
    return fallback;
  };

  const databaseUrl = str('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(t('CONFIG_DATABASE_URL'));
  }
  const jwtSecret = str('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) problems.push(t('CONFIG_JWT_SECRET'));
  const adminEmail = str('GREFFIER_ADMIN_EMAIL');
  const adminPassword = env.GREFFIER_ADMIN_PASSWORD;
  if ((adminEmail === undefined) !== (adminPassword === undefined || adminPassword === '')) {
    problems.push(t('CONFIG_ADMIN_PAIR'));
  }
  if (adminPassword && adminPassword.length < 10) problems.push(t('CONFIG_ADMIN_PASSWORD'));
  const logLevel = str('LOG_LEVEL') ?? 'info';
  const oneOf = (name: string, given: string, allowed: readonly string[]): void => {
    if (!allowed.includes(given)) problems.push(t('CONFIG_ONE_OF', { name, allowed: choices(allowed), given }));
  };
  oneOf('LOG_LEVEL', logLevel, LOG_LEVELS);
  const logFormat = str('LOG_FORMAT') ?? 'auto';
  oneOf('LOG_FORMAT', logFormat, LOG_FORMATS);
  const corsOrigins = (str('CORS_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) problems.push(t('CONFIG_CORS_ORIGIN', { given: origin }));
  }
  const root = projectRoot();
  const dataDir = resolve(str('DATA_DIR') ?? resolve(root, 'data'));
  const config: AppConfig = {
    port: int('PORT', 3000, 0, 65535),
    host: str('HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    migrateOnStart: bool('MIGRATE_ON_START', true),
    seedDemoData: bool('SEED_DEMO_DATA', databaseUrl === undefined),
    jwtSecret,
    tokenTtlSeconds: int('TOKEN_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    adminEmail,
    adminPassword: adminPassword || undefined,
    logLevel,
    readableLog: logFormat === 'auto' ? Boolean(process.stdout.isTTY) : logFormat === 'readable',
    trustProxy: str('TRUST_PROXY') ?? false,
    loginMaxFailures: int('LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginLockSeconds: int('LOGIN_LOCK_SECONDS', 15 * 60, 1, 24 * 3600),
    migrationsDir: resolve(root, 'prisma', 'migrations'),
    webDir: resolve(str('WEB_DIR') ?? resolve(root, 'dist', 'web')),
    corsOrigins,
    // Beside the data folder on a venue laptop (./backups next to ./data), in the project's folder with PostgreSQL.
    backupDir: resolve(str('BACKUP_DIR') ?? (databaseUrl ? resolve(root, 'backups') : resolve(dirname(dataDir), 'backups'))),
    backupEveryMinutes: int('BACKUP_EVERY_MINUTES', 15, 0, 24 * 60),
    backupKeep: int('BACKUP_KEEP', 20, 1, 10000),
    publicationMinIntervalSeconds: int('PUBLICATION_MIN_INTERVAL_SECONDS', 30, 0, 24 * 3600),
    publicationRetryFirstSeconds: int('PUBLICATION_RETRY_FIRST_SECONDS', 5, 1, 3600),
    publicationRetryMaxSeconds: int('PUBLICATION_RETRY_MAX_SECONDS', 300, 1, 24 * 3600),
    publicationWorker: bool('PUBLICATION_WORKER', true),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

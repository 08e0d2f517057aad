import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('runs on the embedded engine with demo data when DATABASE_URL is absent', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ databaseUrl: undefined, seedDemoData: true, port: 3000, host: '127.0.0.1', migrateOnStart: true });
    expect(c.dataDir).toMatch(/data$/);
    expect(c.webDir).toMatch(/dist\/web$/);
    expect(c.corsOrigins).toEqual([]);
  });

  it('allows the listed origins only when CORS_ORIGINS is set', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://club.example, http://192.0.2.10:8080' }).corsOrigins).toEqual(['https://club.example', 'http://192.0.2.10:8080']);
  });

  it('runs on PostgreSQL without demo data when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgresql://u@h/db' });
    expect(c).toMatchObject({ databaseUrl: 'postgresql://u@h/db', seedDemoData: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 0 and 65535 (got "abc")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgresql:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ GREFFIER_ADMIN_EMAIL: 'a@b.fr' }, 'GREFFIER_ADMIN_EMAIL and GREFFIER_ADMIN_PASSWORD go together'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA must be true or false (got "maybe")'],
    [{ CORS_ORIGINS: 'https://club.example,*' }, 'CORS_ORIGINS must list origins such as https://club.example (got "*")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
  ])('refuses %j at start-up', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as ConfigError).problems).toContain(problem);
    }
  });
});

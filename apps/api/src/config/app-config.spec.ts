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
    [{ PORT: 'abc' }, 'PORT doit être un nombre entier de 0 à 65535 (reçu « abc »)'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL doit être une adresse postgresql:// (postgresql://utilisateur:mot-de-passe@serveur:5432/base)'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET doit compter au moins 32 caractères'],
    [{ GREFFIER_ADMIN_EMAIL: 'a@b.fr' }, 'GREFFIER_ADMIN_EMAIL et GREFFIER_ADMIN_PASSWORD vont ensemble : donnez les deux, ou aucun'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA doit valoir « true » ou « false » (ou 1 et 0), reçu « maybe »'],
    [{ CORS_ORIGINS: 'https://club.example,*' }, 'CORS_ORIGINS doit lister des origines comme « https://club.example » (reçu « * »)'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL doit valoir « fatal », « error », « warn », « info », « debug », « trace » ou « silent » (reçu « loud »)'],
  ])('refuses %j at start-up, in French', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as ConfigError).problems).toContain(problem);
      expect((e as ConfigError).message).toBe(`configuration invalide (variables d’environnement, voir docs/configuration.md) :\n- ${problem}`);
    }
  });
});

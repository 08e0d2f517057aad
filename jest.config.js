// Tests in tiers: "unit" (pure rules and services, no database) and "db" (integration and HTTP
// end-to-end tests on a real database: PostgreSQL when TEST_DATABASE_URL is set, else embedded PGlite).
const { assertSwcrcCurrent, libAliases, swcOptions } = require('./scripts/swcrc');

// The build's swc options, from tsconfig.json's path aliases (scripts/swcrc.js); .swcrc must be the same.
assertSwcrcCurrent();
const { $schema: _schema, ...swc } = swcOptions();
swc.jsc.baseUrl = __dirname;
const transform = { '^.+\\.(t|j|mj)s$': ['@swc/jest', { ...swc, swcrc: false }] };
// NestJS 12 and a few of its companions ship as ES modules only: compile them to CommonJS for Jest.
const transformIgnorePatterns = ['/node_modules/(?!(@nestjs|nestjs-pino|jose)/)'];
const moduleNameMapper = {
  // The generated Prisma client imports its own TypeScript files with .js extensions (NodeNext style).
  '^(\\.{1,2}/.*)\\.js$': '$1',
  ...Object.fromEntries(Object.entries(libAliases()).map(([alias, target]) => [`^${alias}$`, `<rootDir>/${target}`])),
};
const common = { rootDir: __dirname, transform, transformIgnorePatterns, moduleNameMapper, testEnvironment: 'node' };

module.exports = {
  // Database tests migrate a fresh database per file; on the embedded engine that takes seconds.
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,apps}/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'db',
      testMatch: ['<rootDir>/{test,apps}/**/*.{db,e2e}-spec.ts'],
    },
    {
      ...common,
      // The screens in Debian's Chromium (Playwright), on the embedded engine; the build is made once per run.
      displayName: 'web',
      testMatch: ['<rootDir>/test/web/**/*.web-spec.ts'],
      globalSetup: '<rootDir>/test/web/support/global-setup.js',
      globalTeardown: '<rootDir>/test/web/support/global-teardown.js',
    },
  ],
};

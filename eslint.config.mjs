import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The API's contexts (apps/api/src/<context>/), the contexts each one may import (`uses`) and the files it lets
 * the others import (`exports`, '*' for all): the dependency graph of docs/architecture.md, with no cycle. The
 * composition root (app.module.ts, main.ts, configure-app.ts, openapi.cli.ts) may import anything, and nothing
 * imports it. `npm run lint` and `npm run depcheck` fail on an import the graph does not allow.
 */
const API_CONTEXTS = {
  generated: { uses: [], exports: '*' },
  config: { uses: [], exports: '*' },
  common: { uses: ['config', 'generated'], exports: '*' },
  database: { uses: ['common', 'config', 'generated'], exports: ['database', 'database.module', 'start-failure', 'tx'] },
  events: { uses: ['common', 'database', 'generated'], exports: ['events.module', 'tournament-events'] },
  audit: { uses: ['common', 'database', 'events', 'generated'], exports: ['audit.module', 'audit.service'] },
  accounts: { uses: ['audit', 'common', 'config', 'database', 'generated'], exports: ['accounts.module', 'accounts.service', 'accounts.dto', 'passwords'] },
  auth: { uses: ['accounts', 'audit', 'common', 'config', 'database', 'generated'], exports: ['auth.module'] },
  health: { uses: ['common', 'database', 'generated'], exports: ['health.module'] },
  clubs: { uses: ['audit', 'common', 'database', 'generated'], exports: ['clubs.module'] },
  players: { uses: ['audit', 'common', 'database', 'generated'], exports: ['players.module'] },
  dcl: { uses: ['common', 'generated'], exports: ['dcl.module', 'lexicon.provider', 'draw-tops', 'draw.mapping'] },
  duplicate: { uses: ['audit', 'common', 'database', 'dcl', 'events', 'generated'], exports: ['duplicate.module', 'sheets.service', 'ranking.service'] },
  backups: { uses: ['audit', 'common', 'config', 'database', 'generated'], exports: ['backups.module', 'backup-before-step', 'snapshot'] },
  archives: { uses: ['audit', 'backups', 'common', 'database', 'generated'], exports: ['archives.module', 'archives.service', 'archives.dto'] },
  'api-keys': { uses: ['archives', 'audit', 'common', 'database', 'generated'], exports: ['api-keys.module'] },
  publication: { uses: ['archives', 'audit', 'common', 'config', 'database', 'events', 'generated'], exports: ['publication.module'] },
  tournaments: { uses: ['audit', 'backups', 'common', 'database', 'duplicate', 'generated'], exports: ['tournaments.module'] },
  matches: { uses: ['audit', 'backups', 'common', 'database', 'dcl', 'duplicate', 'generated'], exports: ['matches.module', 'poules.service'] },
  pyramide: { uses: ['audit', 'common', 'database', 'generated'], exports: ['pyramide.module', 'pyramide-results.service'] },
  'club-games': { uses: ['audit', 'common', 'database', 'dcl', 'generated'], exports: ['club-games.module', 'club-games.service'] },
  exports: { uses: ['club-games', 'common', 'database', 'dcl', 'duplicate', 'generated', 'matches', 'pyramide'], exports: ['exports.module'] },
};

// The graph stays acyclic: a context that would use one using it back fails here, before any file is read.
const visit = (context, path = []) => {
  if (path.includes(context)) throw new Error(`eslint.config.mjs: the API's contexts form a cycle: ${[...path, context].join(' -> ')}`);
  for (const used of API_CONTEXTS[context].uses) visit(used, [...path, context]);
};
Object.keys(API_CONTEXTS).forEach((context) => visit(context));

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contextBoundaries = Object.entries(API_CONTEXTS).map(([context, { uses }]) => {
  const others = Object.keys(API_CONTEXTS).filter((other) => other !== context);
  const patterns = others.map((other) => {
    const target = API_CONTEXTS[other];
    if (!uses.includes(other)) {
      return {
        regex: `^(\\.\\./)+${escape(other)}(/|$)`,
        message: `${context} does not use ${other}: it may import ${uses.join(', ') || 'no other context'} (eslint.config.mjs, docs/architecture.md)`,
      };
    }
    if (target.exports === '*') return null;
    return {
      regex: `^(\\.\\./)+${escape(other)}/(?!(${target.exports.map(escape).join('|')})$)`,
      message: `${other} exports only ${target.exports.join(', ')} (eslint.config.mjs, docs/architecture.md)`,
    };
  });
  patterns.push({ regex: '^(\\.\\./)+(app\\.module|main|configure-app|openapi\\.cli)$', message: 'the composition root imports the contexts, never the other way round' });
  return {
    files: [`apps/api/src/${context}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: patterns.filter(Boolean) }] },
  };
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'apps/api/src/generated/**', 'apps/web/src/api/schema.d.ts', 'tmp/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|describe|test)$/][callee.property.name=/^(only|skip)$/]", message: 'no focused or skipped tests' },
      ],
    },
  },
  // Layering: libs/ holds pure rules; it never reaches into apps/ nor into a framework or database.
  {
    files: ['libs/**/*.ts'],
    ignores: ['libs/pdf/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**', '../../apps/*'], message: 'libs never import from apps' },
            {
              group: ['@nestjs/*', '@prisma/*', 'prisma', 'pg', '@electric-sql/*', 'pglite-prisma-adapter', 'express', 'class-validator', 'class-transformer', 'pdfkit'],
              message: 'rules libraries are framework-free: no NestJS, Prisma, database, HTTP or PDF',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/pdf/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**'], message: 'libs never import from apps' },
            { group: ['@nestjs/*', '@prisma/*', 'prisma', 'pg', '@electric-sql/*', 'express'], message: 'libs/pdf lays out plain view models only' },
          ],
        },
      ],
    },
  },
  // Layering of the API: each context imports only the contexts it uses, and only what they export.
  ...contextBoundaries,
  // The screens: React's rules of hooks (a hook in a condition breaks a page at run time).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

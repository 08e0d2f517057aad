import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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

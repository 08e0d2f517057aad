import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOpenApiDocument } from '../apps/api/src/configure-app';
import { stableJson } from '../apps/api/src/openapi.cli';
import { createTestApp, type TestApp } from './support/test-app';

describe('docs/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the document the API serves (run `npm run openapi` after changing an endpoint)', () => {
    const committed = readFileSync(join(__dirname, '..', 'docs', 'openapi.json'), 'utf8');
    expect(committed).toBe(stableJson(createOpenApiDocument(t.app)));
  });

  it("is the one the web application's typed client was generated from (run `npm run web:client` after `npm run openapi`)", () => {
    const root = join(__dirname, '..');
    const out = join(mkdtempSync(join(tmpdir(), 'greffier-client-')), 'schema.d.ts');
    execFileSync(process.execPath, [join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'), join(root, 'docs', 'openapi.json'), '-o', out], { stdio: 'ignore' });
    expect(readFileSync(join(root, 'apps', 'web', 'src', 'api', 'schema.d.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'));
  });

  it('passes Redocly\'s recommended rules with no error and no warning (npm run openapi:lint)', () => {
    const root = join(__dirname, '..');
    const out = execFileSync(process.execPath, [join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js'), 'lint', join(root, 'docs', 'openapi.json'), '--format=json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const report = JSON.parse(out.slice(out.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});

import { readFileSync } from 'node:fs';
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
});

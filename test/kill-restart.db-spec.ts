import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killRun } from '../bench/support/kill-run';
import { scratchDatabase } from '../bench/support/server-process';

/**
 * The server killed with SIGKILL in the middle of typing, twice, and started again on the same data: every
 * acknowledged answer is there (the larger run is `npm run bench:kill`). On PostgreSQL when TEST_DATABASE_URL
 * is set, else on the embedded engine in a data folder of its own.
 */
const ROOT = join(__dirname, '..');

describe('a server killed in the middle of typing', () => {
  let buildDir: string;
  beforeAll(() => {
    // The server runs as its own process, from a build of the sources as they are now.
    mkdirSync(join(ROOT, 'tmp'), { recursive: true });
    buildDir = mkdtempSync(join(ROOT, 'tmp', 'kill-build-'));
    execFileSync(process.execPath, [join(ROOT, 'node_modules', '@swc', 'cli', 'bin', 'swc.js'), 'apps', 'libs', 'bench', '-d', buildDir, '--copy-files', '--ignore', '**/*.spec.ts,**/*-spec.ts,apps/web/**', '--quiet'], { cwd: ROOT });
  });
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it('keeps every acknowledged write across two kills', async () => {
    const options = { buildDir, kills: 2, writers: 10, writesPerBurst: [40, 120] as [number, number] };
    let result;
    if (process.env.TEST_DATABASE_URL) {
      const db = await scratchDatabase(process.env.TEST_DATABASE_URL, 'greffier_test_kill');
      try {
        result = await killRun({ ...options, databaseUrl: db.url });
      } finally {
        await db.drop();
      }
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'greffier-kill-'));
      try {
        result = await killRun({ ...options, dataDir });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    expect(result.kills).toBe(2);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toEqual([]);
    expect(result.serverErrors).toEqual([]);
  }, 240_000);
});

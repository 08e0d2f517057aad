import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError } from '../../apps/api/src/database/data-dir-lock';
import { openDatabase } from '../../apps/api/src/database/database';

const MIGRATIONS = join(__dirname, '..', '..', 'prisma', 'migrations');

describe('embedded engine data folder', () => {
  it('keeps the data across a close and a new start in the same folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'greffier-data-'));
    try {
      const first = await openDatabase({ dataDir, migrationsDir: MIGRATIONS, migrate: true });
      expect(first.kind).toBe('embedded');
      expect(first.applied.length).toBeGreaterThan(0);
      await first.prisma.club.create({ data: { name: 'Club de Douai', city: 'Douai', searchKey: 'clubdedouai|douai' } });
      await first.close();

      const second = await openDatabase({ dataDir, migrationsDir: MIGRATIONS, migrate: true });
      expect(second.applied).toEqual([]);
      // One process at a time owns the folder: a second opening fails at once instead of forking the data.
      writeFileSync(join(dataDir, 'greffier.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir, migrationsDir: MIGRATIONS, migrate: true })).rejects.toThrow(DataDirLockedError);
      writeFileSync(join(dataDir, 'greffier.lock'), String(process.pid));
      expect(await second.prisma.club.findMany({ select: { name: true } })).toEqual([{ name: 'Club de Douai' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

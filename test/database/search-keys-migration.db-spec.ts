import { join } from 'node:path';
import { clubSearchKey, playerSearchKey } from '@greffier/common';
import { migrate, readMigrations } from '../../apps/api/src/database/migrator';
import { EmbeddedSqlEngine } from '../../apps/api/src/database/embedded-engine';
import { PostgresSqlEngine, type SqlEngine } from '../../apps/api/src/database/sql-engine';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const MIGRATIONS = join(__dirname, '..', '..', 'prisma', 'migrations');
const NAMES: [string, string, string][] = [
  ['A1', 'Hénault', 'Marie'],
  ['A2', 'Lemaître', 'Jérôme'],
  ['A3', "D'Hondt", 'Anne-Sophie'],
  ['A4', 'Lœwenbrück', 'Æthelred'],
  ['A5', 'Çelik', 'Ñuño'],
  ['A6', 'Strauß', 'Zoé  Élise'],
  ['a-7', 'N’Diaye', 'Aïssatou'],
  ['A8', 'ŁUKASZEWSKI', 'Dorotę'],
];

/** The migration that adds the search keys fills them for the rows already stored as the application writes them. */
describe('the search keys of the rows stored before', () => {
  let db: TestDatabase;
  let engine: SqlEngine;
  beforeAll(async () => {
    db = await createTestDatabase();
    engine = db.databaseUrl ? await PostgresSqlEngine.connect(db.databaseUrl) : await EmbeddedSqlEngine.open();
  });
  afterAll(async () => {
    await engine.close();
    await db.drop();
  });

  it('are those of searchKeyOf (libs/common)', async () => {
    const files = readMigrations(MIGRATIONS);
    const at = files.findIndex((f) => f.name.endsWith('_search_keys'));
    expect(at).toBeGreaterThan(0);
    await migrate(engine, files.slice(0, at));
    const [club] = await engine.query<{ id: string }>(
      `INSERT INTO club (id, name, city, federation_code, updated_at) VALUES (gen_random_uuid(), 'Les Lettreux de Saint-Étienne', 'Saint-Étienne', 'ARA-042', now()) RETURNING id`,
    );
    await engine.query(`INSERT INTO club (id, name, city, updated_at) VALUES (gen_random_uuid(), 'Œuvre d’Amiens', 'Amiens', now())`);
    for (const [licence, lastName, firstName] of NAMES) {
      await engine.query('INSERT INTO player (id, licence, last_name, first_name, club_id, updated_at) VALUES (gen_random_uuid(), $1, $2, $3, $4, now())', [
        licence,
        lastName,
        firstName,
        club!.id,
      ]);
    }
    await migrate(engine, files);
    const players = await engine.query<{ licence: string; last_name: string; first_name: string; search_key: string }>(
      'SELECT licence, last_name, first_name, search_key FROM player ORDER BY licence',
    );
    expect(players).toHaveLength(NAMES.length);
    for (const p of players) expect(p.search_key).toBe(playerSearchKey({ licence: p.licence, lastName: p.last_name, firstName: p.first_name }));
    const clubs = await engine.query<{ name: string; city: string; federation_code: string | null; search_key: string }>(
      'SELECT name, city, federation_code, search_key FROM club ORDER BY name',
    );
    for (const c of clubs) expect(c.search_key).toBe(clubSearchKey({ name: c.name, city: c.city, federationCode: c.federation_code }));
  });
});

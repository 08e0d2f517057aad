import 'reflect-metadata';
import type request from 'supertest';
import { readSnapshot, writeSnapshot } from '../apps/api/src/backups/snapshot';
import { Client } from 'pg';
import { startDuplicate } from './support/fixtures';
import { anotherProcess, bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * The public ranking is computed once per state of the tournament and kept by each API process until the database
 * announces a change of what it is made of: it is never served stale after a committed change, made through the
 * same process, another one on the same database, or straight into the database (any path: the triggers announce
 * it), and a client holding the current ETag gets 304.
 */
describe('the duplicate ranking, kept between reads', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  let players: { id: string; lastName: string }[];
  let other: Awaited<ReturnType<typeof anotherProcess>> | undefined;
  /** A second API process on the same PostgreSQL database (on the embedded engine, the same process again). */
  let reader: () => ReturnType<typeof request>;
  const path = (p: string) => `/tournaments/${tid}${p}`;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    const club = (await t.http().post('/clubs').set(org).send({ name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' }).expect(201)).body;
    const csv = ['licence;nom;prénom;club', 'R1;Alpha;Anne;NPC-059', 'R2;Bravo;Bruno;NPC-059', 'R3;Charlie;Chloé;NPC-059'].join('\n');
    await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    players = (await t.http().get('/players?pageSize=10').set(org).expect(200)).body.items;
    tid = (await t.http().post('/tournaments').set(org).send({ name: 'Tournoi', date: '2026-12-12', venue: 'Douai', organisingClubId: club.id }).expect(201)).body.id;
    await t.http().post(path('/entries/bulk')).set(org).send({ playerIds: players.map((p) => p.id) }).expect(201);
    await startDuplicate(t, org, tid, 'cache', 2);
    other = await anotherProcess(t);
    reader = other.http;
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  const ranking = async () => (await reader().get(path('/duplicate/ranking')).expect(200)).body;
  const names = async () => (await ranking()).rows.map((r: { name: string; total: number }) => `${r.name} ${r.total}`);

  it('follows every change written through the other process at once, and answers 304 while nothing changes', async () => {
    expect((await ranking()).missingSheets).toHaveLength(3);
    const a = (await t.http().put(path(`/duplicate/sheets/${players[0]!.id}`)).set(org).send({ answers: [{ round: 1, word: 'remaniable' }, { round: 2, word: 'aimable' }] }).expect(200)).body;
    await t.http().put(path(`/duplicate/sheets/${players[1]!.id}`)).set(org).send({ answers: [{ round: 1, word: 'maniable' }] }).expect(200);
    expect(await names()).toEqual(['Anne Alpha 17', 'Bruno Bravo 8']);

    const first = await reader().get(path('/duplicate/ranking')).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"r-/);
    expect(first.headers['cache-control']).toBe('no-cache');
    await reader().get(path('/duplicate/ranking')).set('If-None-Match', etag).expect(304);

    // A correction: the next read, through either process, has it.
    await t.http().patch(path(`/duplicate/sheets/${players[0]!.id}/answers/2`)).set({ ...org, 'If-Match': `"${a.version}"` }).send({ pointsOverride: 0, reason: 'mot illisible' }).expect(200);
    const after = await reader().get(path('/duplicate/ranking')).set('If-None-Match', etag).expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body.rows.map((r: { name: string; total: number }) => `${r.name} ${r.total}`)).toEqual(['Anne Alpha 10', 'Bruno Bravo 8']);

    // A ruling and its rescore.
    await t.http().post(path('/rulings')).set(org).send({ word: 'maniable', decision: 'REFUSED', note: 'n' }).expect(201);
    expect(await names()).toEqual(['Anne Alpha 10', 'Bruno Bravo 0']);

    // A player renamed, a club renamed: names are part of the ranking.
    const p = (await t.http().get(`/players/${players[1]!.id}`).set(org).expect(200)).body;
    await t.http().patch(`/players/${p.id}`).set({ ...org, 'If-Match': `"${p.version}"` }).send({ firstName: 'Bruna' }).expect(200);
    expect(await names()).toEqual(['Anne Alpha 10', 'Bruna Bravo 0']);
    const club = (await t.http().get(`/clubs/${p.clubId}`).set(org).expect(200)).body;
    await t.http().patch(`/clubs/${club.id}`).set({ ...org, 'If-Match': `"${club.version}"` }).send({ name: 'Club des Douaisiens' }).expect(200);
    expect((await ranking()).rows[0].club).toBe('Club des Douaisiens');

    // A withdrawal: the player without a sheet is no longer missing.
    const entries = (await t.http().get(path('/entries')).expect(200)).body.items as { id: string; playerId: string; version: number }[];
    const third = entries.find((e) => e.playerId === players[2]!.id)!;
    await t.http().delete(path(`/entries/${third.id}`)).set({ ...org, 'If-Match': `"${third.version}"` }).expect(200);
    expect((await ranking()).missingSheets).toEqual([]);

    // The step of the day: the ranking stays provisional until the sheets are checked and the correction closed.
    expect((await ranking()).provisional).toBe(true);
  });

  it('answers the public read as every route does: security headers, request id, gzip, and the refusals as problems', async () => {
    const read = await reader().get(path('/duplicate/ranking')).set('Accept-Encoding', 'gzip').expect(200);
    expect(read.headers['content-encoding']).toBe('gzip');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-security-policy']).toBeDefined();
    expect(read.headers['x-request-id']).toBeDefined();
    expect(read.headers.vary).toBe('Accept-Encoding');
    // Answered before the router's middleware, with the very headers they set on every other answer.
    const routed = await reader().get('/health').expect(200);
    const security = Object.keys(routed.headers).filter((h) => /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-)/.test(h) && h !== 'x-request-id');
    expect(security.length).toBeGreaterThanOrEqual(10);
    for (const name of security) expect([name, read.headers[name]]).toEqual([name, routed.headers[name]]);
    expect(read.headers['x-powered-by']).toBeUndefined();
    const again = await reader().get(path('/duplicate/ranking')).expect(200);
    expect(again.headers['x-request-id']).not.toBe(read.headers['x-request-id']);
    // The tournament's id in capitals: the same ranking, kept under the same tournament.
    const upper = await reader().get(`/tournaments/${tid.toUpperCase()}/duplicate/ranking`).expect(200);
    expect(upper.headers.etag).toBe(read.headers.etag);
    await reader().head(path('/duplicate/ranking')).set('If-None-Match', read.headers.etag as string).expect(304);
    const unknown = await reader().get(path('/duplicate/ranking?page=2')).expect(400);
    expect(unknown.body.code).toBe('UNKNOWN_PARAMETER');
    const absent = await reader().get('/tournaments/00000000-0000-4000-8000-000000000000/duplicate/ranking').expect(404);
    expect(absent.headers['content-type']).toMatch(/^application\/problem\+json/);
    await reader().get('/tournaments/pas-un-uuid/duplicate/ranking').expect(400);
  });

  it('follows the changes written straight into the database, by any path, and a backup restored over them', async () => {
    // On PostgreSQL a connection of its own (as another program would write); on the embedded engine, its only one.
    let outside: Client | undefined;
    if (t.db.engine === 'postgresql') {
      outside = new Client({ connectionString: t.db.databaseUrl });
      await outside.connect();
    }
    const sql = async (text: string, ...params: unknown[]) => {
      if (outside) await outside.query(text, params);
      else await t.prisma.$executeRawUnsafe(text, ...params);
    };
    try {
      const before = await ranking();
      const saved = await readSnapshot(t.prisma);
      const anne = players[0]!.id;
      const total = (r: { rows: { playerId: string; total: number }[] }) => r.rows.find((x) => x.playerId === anne)!.total;

      await sql(`UPDATE answer_sheet SET total = total + 100 WHERE entry_id = (SELECT id FROM tournament_entry WHERE player_id = $1)`, anne);
      expect(total(await ranking())).toBe(total(before) + 100);
      // A sheet written back and forth in one transaction: its notifications carry each state, and the last one heard
      // is the sheet as committed (the third not dropped as a repeat of the first, which PostgreSQL would do).
      const sheetOf = `(SELECT id FROM tournament_entry WHERE player_id = '${anne}')`;
      await sql(`DO $$ BEGIN
        UPDATE answer_sheet SET total = total + 1 WHERE entry_id = ${sheetOf};
        UPDATE answer_sheet SET total = total - 1 WHERE entry_id = ${sheetOf};
        UPDATE answer_sheet SET total = total + 1 WHERE entry_id = ${sheetOf};
      END $$`);
      expect(total(await ranking())).toBe(total(before) + 101);
      await sql(`UPDATE answer_sheet SET total = total - 1 WHERE entry_id = ${sheetOf}`);
      const carried = await reader().get(path('/duplicate/ranking')).expect(200);
      expect(total(carried.body)).toBe(total(before) + 100);
      // The ranking made from the sheets the notifications carried is the one read whole: the same ETag.
      await sql(`SELECT pg_notify('greffier_ranking', '*')`);
      expect((await reader().get(path('/duplicate/ranking')).expect(200)).headers.etag).toBe(carried.headers.etag);
      // One sheet's change names its entry: the process reads that sheet again, not the room, and has it all the same.
      await sql(`UPDATE answer_sheet SET not_counted = 'UNREADABLE' WHERE entry_id = (SELECT id FROM tournament_entry WHERE player_id = $1)`, anne);
      expect((await ranking()).notCounted.map((r: { playerId: string; reason: string }) => [r.playerId, r.reason])).toEqual([[anne, 'UNREADABLE']]);
      await sql(`UPDATE answer_sheet SET not_counted = NULL WHERE entry_id = (SELECT id FROM tournament_entry WHERE player_id = $1)`, anne);
      expect(total(await ranking())).toBe(total(before) + 100);
      await sql(`UPDATE player SET last_name = 'Alfa' WHERE id = $1`, anne);
      expect((await names())[0]).toMatch(/^Anne Alfa /);
      await sql(`UPDATE club SET name = 'Cercle de Douai' WHERE id = (SELECT club_id FROM player WHERE id = $1)`, anne);
      expect((await ranking()).rows[0].club).toBe('Cercle de Douai');
      await sql(`INSERT INTO player (id, licence, last_name, first_name, club_id, search_key, updated_at)
                 SELECT gen_random_uuid(), 'R4', 'Delta', 'Denise', club_id, 'delta', now() FROM player WHERE id = $1`, anne);
      await sql(`INSERT INTO tournament_entry (id, tournament_id, player_id, bib, updated_at)
                 SELECT gen_random_uuid(), $1::uuid, id, 99, now() FROM player WHERE licence = 'R4'`, tid);
      expect((await ranking()).missingSheets.map((p: { name: string }) => p.name)).toEqual(['Denise Delta']);
      // A sheet deleted: its player is missing a sheet again.
      const bruno = players[1]!.id;
      await sql(`DELETE FROM answer_sheet WHERE entry_id = (SELECT id FROM tournament_entry WHERE player_id = $1)`, bruno);
      expect((await ranking()).missingSheets.map((p: { playerId: string }) => p.playerId)).toContain(bruno);
      await sql(`DELETE FROM duplicate_draw WHERE round = 2 AND session_id = (SELECT id FROM duplicate_session WHERE tournament_id = $1)`, tid);
      expect((await ranking()).draws).toBe(1);
      await sql(`UPDATE duplicate_session SET ranking_seed = 'other' WHERE tournament_id = $1`, tid);
      expect((await ranking()).randomSeed).toBe('other');

      // The backup taken above, restored over all of it (every table emptied, then filled): the ranking as it was.
      const tables = Object.fromEntries(Object.entries(saved.tables).map(([name, rows]) => [name, JSON.parse(rows) as Record<string, unknown>[]]));
      await writeSnapshot(t.prisma, tables, true);
      expect(await ranking()).toEqual(before);
    } finally {
      await outside?.end();
    }
  });
});

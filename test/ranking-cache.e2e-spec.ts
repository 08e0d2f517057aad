import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppModule } from '../apps/api/src/app.module';
import { loadConfig } from '../apps/api/src/config/app-config';
import { configureApp } from '../apps/api/src/configure-app';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * The public ranking is computed once per state of the tournament and kept by each API process: it is never
 * served stale after a committed change, through the same process or another one on the same database, and a
 * client holding the current ETag gets 304.
 */
describe('the duplicate ranking, kept between reads', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  let players: { id: string; lastName: string }[];
  let other: NestExpressApplication | undefined;
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
    await t.http().post(path('/status')).set(org).send({ version: 1, status: 'DUPLICATE' }).expect(201);
    await t.http().post(path('/duplicate')).set(org).send({ seed: 'cache', plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: 2 }], order: 'L' } }).expect(201);
    for (const r of [1, 2]) await t.http().put(path(`/duplicate/draws/${r}`)).set(org).send({ kind: 'letters', letters: 'BAMERILANE', version: 1 }).expect(200);
    if (t.db.engine === 'postgresql') {
      const config = { ...loadConfig({}), databaseUrl: t.db.databaseUrl, dataDir: undefined, seedDemoData: false, logLevel: 'silent' as const, port: 0 };
      other = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger: false });
      configureApp(other);
      await other.init();
      reader = () => request(other!.getHttpServer());
    } else reader = t.http;
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
    const entries = (await t.http().get(path('/entries')).expect(200)).body as { id: string; playerId: string; version: number }[];
    const third = entries.find((e) => e.playerId === players[2]!.id)!;
    await t.http().delete(path(`/entries/${third.id}`)).set({ ...org, 'If-Match': `"${third.version}"` }).expect(200);
    expect((await ranking()).missingSheets).toEqual([]);

    // The step of the day: the ranking stays provisional until the sheets are checked and the correction closed.
    expect((await ranking()).provisional).toBe(true);
  });
});

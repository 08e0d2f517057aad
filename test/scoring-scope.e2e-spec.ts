import 'reflect-metadata';
import type request from 'supertest';
import { Client } from 'pg';
import { importPlayers, newClub, startDuplicate, tournamentOf } from './support/fixtures';
import { anotherProcess, bearer, createTestApp, type TestApp } from './support/test-app';
import { lockSheetEntry } from '../apps/api/src/duplicate/sheet-entry';

/**
 * A sheet write scores with the scope it finds under the scoring lock (the tournament, its draws, its rulings). Each
 * API process keeps that scope under the stamp of its rows (greffier_lock_scoring): a ruling made through another
 * process, or rows changed straight in the database, give another stamp, and the next write scores with them.
 */
describe('the scoring scope kept by each process', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  let players: { id: string }[];
  let other: Awaited<ReturnType<typeof anotherProcess>> | undefined;
  /** A second API process on the same PostgreSQL database (on the embedded engine, the same process again). */
  let elsewhere: () => ReturnType<typeof request>;
  let sql: (text: string, ...params: unknown[]) => Promise<unknown>;
  let outside: Client | undefined;
  const path = (p: string) => `/tournaments/${tid}${p}`;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    const club = await newClub(t, org, { name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' });
    players = await importPlayers(t, org, ['licence;nom;prénom;club', 'S1;Alpha;Anne;NPC-059', 'S2;Bravo;Bruno;NPC-059', 'S3;Charlie;Chloé;NPC-059']);
    tid = await tournamentOf(t, org, { name: 'Tournoi', venue: 'Douai', organisingClubId: club }, players.map((p) => p.id));
    await startDuplicate(t, org, tid, 'scope', 2);
    other = await anotherProcess(t);
    elsewhere = other.http;
    if (t.db.engine === 'postgresql') {
      outside = new Client({ connectionString: t.db.databaseUrl });
      await outside.connect();
      sql = (text, ...params) => outside!.query(text, params);
    } else sql = (text, ...params) => t.prisma.$executeRawUnsafe(text, ...params);
  });
  afterAll(async () => {
    await outside?.end();
    await other?.close();
    await t.close();
  });

  /** Types one word for round 1 of a player's sheet through this process; the coup's points. */
  const type = async (player: number, word: string): Promise<number> => {
    const sheetPath = path(`/duplicate/sheets/${players[player]!.id}`);
    const known = await t.http().get(sheetPath).set(org);
    const ifMatch: Record<string, string> = known.status === 200 ? { 'If-Match': `"${known.body.version}"` } : {};
    const sheet = (await t.http().put(sheetPath).set({ ...org, ...ifMatch }).send({ answers: [{ round: 1, word }] }).expect(200)).body;
    return sheet.answers.find((a: { round: number }) => a.round === 1).points as number;
  };
  const stamp = async (): Promise<string> =>
    ((await t.prisma.$queryRawUnsafe<{ s: string }[]>('SELECT greffier_scoring_scope_stamp($1::uuid) AS s', tid))[0] as { s: string }).s;

  it('scores with a ruling made through another process, and with one withdrawn straight in the database', async () => {
    expect(await type(0, 'aimable')).toBe(7);
    await elsewhere().post(path('/rulings')).set(org).send({ word: 'aimable', decision: 'REFUSED', note: 'au repas' }).expect(201);
    expect(await type(1, 'aimable')).toBe(0);
    await sql(`DELETE FROM tournament_ruling WHERE tournament_id = $1::uuid`, tid);
    expect(await type(2, 'aimable')).toBe(7);
  });

  it('scores with a draw changed straight in the database', async () => {
    await sql(`UPDATE duplicate_draw SET letters = 'BAMERILONE', version = version + 1 WHERE round = 1 AND session_id = (SELECT id FROM duplicate_session WHERE tournament_id = $1::uuid)`, tid);
    expect(await type(0, 'maniable')).toBe(0);
    await sql(`UPDATE duplicate_draw SET letters = 'BAMERILANE', version = version + 1 WHERE round = 1 AND session_id = (SELECT id FROM duplicate_session WHERE tournament_id = $1::uuid)`, tid);
    expect(await type(1, 'maniable')).toBe(8);
  });

  it('gives another stamp for any change of the tournament, its session, its draws or its rulings, and the same one back for the same rows', async () => {
    const first = await stamp();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await stamp()).toBe(first);
    const changes = [
      `UPDATE tournament SET venue = venue || '!' WHERE id = $1::uuid`,
      `UPDATE duplicate_session SET version = version + 1 WHERE tournament_id = $1::uuid`,
      `UPDATE duplicate_draw SET version = version + 1 WHERE round = 2 AND session_id = (SELECT id FROM duplicate_session WHERE tournament_id = $1::uuid)`,
      `INSERT INTO tournament_ruling (id, tournament_id, word, decision, updated_at) VALUES (gen_random_uuid(), $1::uuid, 'ANIMAL', 'ADMITTED', now())`,
      `UPDATE tournament_ruling SET note = 'revu' WHERE tournament_id = $1::uuid`,
    ];
    const stamps = [first];
    for (const change of changes) {
      await sql(change, tid);
      stamps.push(await stamp());
    }
    expect(new Set(stamps).size).toBe(stamps.length);
    // The ruling deleted: the rows are those before it was made, and so is the stamp.
    await sql(`DELETE FROM tournament_ruling WHERE tournament_id = $1::uuid`, tid);
    expect(await stamp()).toBe(stamps[3]);
  });

  it('reads the entry with its sheet under the locks as Prisma reads it: fields, dates, JSON columns, answers in coup order, corrector', async () => {
    const sheetPath = path(`/duplicate/sheets/${players[0]!.id}`);
    const known = (await t.http().get(sheetPath).set(org).expect(200)).body;
    await t.http()
      .put(sheetPath)
      .set({ ...org, 'If-Match': `"${known.version}"` })
      .send({ answers: [{ round: 2, word: 'lime' }, { round: 1, word: 'animal' }], declaredTotal: 12, declaredForm: { tens: 1, numbersPoints: 0 }, correctorPlayerId: players[1]!.id, correctorMark: 'B.' })
      .expect((r) => expect([r.status, r.body.errors]).toEqual([200, undefined]));
    const prismaRead = (playerId: string) =>
      t.prisma.tournamentEntry.findUnique({
        where: { tournamentId_playerId: { tournamentId: tid, playerId } },
        include: { player: { include: { club: true } }, sheet: { include: { answers: { orderBy: { round: 'asc' } }, corrector: { include: { player: true } } } } },
      });
    for (const player of [players[0]!.id, players[2]!.id]) {
      const locked = await t.prisma.$transaction((tx) => lockSheetEntry(tx, tid, player));
      expect(locked.stamp).toBe(await stamp());
      expect(locked.entry).toEqual(await prismaRead(player));
    }
    const withSheet = (await t.prisma.$transaction((tx) => lockSheetEntry(tx, tid, players[0]!.id))).entry!;
    expect(withSheet.sheet!.answers.map((a) => a.round)).toEqual([1, 2]);
    expect(withSheet.sheet!.corrector!.player.id).toBe(players[1]!.id);
    expect(withSheet.createdAt).toBeInstanceOf(Date);
    const nobody = await t.prisma.$transaction((tx) => lockSheetEntry(tx, tid, '00000000-0000-4000-8000-000000000000'));
    expect(nobody.entry).toBeNull();
    expect((await t.prisma.$transaction((tx) => lockSheetEntry(tx, '00000000-0000-4000-8000-000000000000', players[0]!.id))).stamp).toBeNull();
  });
});

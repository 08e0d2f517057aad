import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBackup } from '../apps/api/src/backups/backup-file';
import { BackupsService } from '../apps/api/src/backups/backups.service';
import { main as restoreCommand } from '../apps/api/src/backups/restore.cli';
import { restoreBackup } from '../apps/api/src/backups/restore';
import { readSnapshot } from '../apps/api/src/backups/snapshot';
import { openDatabase } from '../apps/api/src/database/database';
import type { PrismaClient } from '../apps/api/src/generated/prisma/client';
import { importPlayers, newClub, toMatches, tournamentOf, wordsFor } from './support/fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/**
 * Backups while the server runs (docs/backups.md): taken by an organiser while sheets are being typed, downloaded,
 * restored into a fresh database (by the function and by the documented command) and compared table by table;
 * every write acknowledged before the backup was asked is in it, and no sheet is half-written. Then the automatic
 * ones: before forming the poules and closing the tournament, on the timer when something changed, the last K kept.
 */
type Rows = Record<string, Record<string, unknown>[]>;
const sorted = (tables: Rows) => Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.map((r) => JSON.stringify(r)).sort()]));
const snapshotOf = async (prisma: PrismaClient): Promise<Rows> => {
  const { tables } = await readSnapshot(prisma);
  return Object.fromEntries(Object.entries(tables).map(([name, json]) => [name, JSON.parse(json) as Record<string, unknown>[]]));
};

describe('backups while the server runs', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  let players: { id: string; licence: string }[];
  let file: Buffer;
  /** The writes acknowledged before the backup was asked: player and the sheet's version then. */
  const before = new Map<string, number>();
  const path = (p: string) => `/tournaments/${tid}${p}`;

  beforeAll(async () => {
    t = await createTestApp({ backupKeep: 3 });
    org = bearer(t.organiserToken);
    const club = await newClub(t, org, { name: 'Club de Douai', city: 'Douai', federationCode: 'C-D' });
    players = await importPlayers(t, org, ['licence;nom;prénom;club', ...Array.from({ length: 24 }, (_, i) => `B${String(i + 1).padStart(2, '0')};Joueur;N${i + 1};C-D`)]);
    tid = await tournamentOf(t, org, { name: 'Tournoi sauvegardé', venue: 'Douai', organisingClubId: club }, players.map((p) => p.id));
    await t.http().post(path('/status')).set(org).send({ version: 1, status: 'DUPLICATE' }).expect(200);
    await t.http().post(path('/duplicate')).set(org).send({ seed: 'sauvegardes', plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: 5 }], order: 'L' } }).expect(201);
    for (let r = 1; r <= 5; r++) await t.http().put(path(`/duplicate/draws/${r}`)).set(org).send({ kind: 'letters', letters: 'BAMERILANE', version: 1 }).expect(200);
  });
  afterAll(() => t.close());

  it('is for organisers only', async () => {
    await t.http().post('/backups').expect(401);
    await t.http().post('/accounts').set(org).send({ email: 'arbitre@sauvegarde.fr', displayName: 'Arbitre', password: 'arbiter-password', role: 'ARBITER' }).expect(201);
    const arbiter = bearer(await t.login('arbitre@sauvegarde.fr', 'arbiter-password'));
    await t.http().post('/backups').set(arbiter).expect(403);
    await t.http().get('/backups').set(arbiter).expect(403);
  });

  it('takes a consistent backup while sheets are typed: every write acknowledged before it is there, no sheet half-written', async () => {
    let asked = false;
    const typing = (async () => {
      for (const [i, p] of players.entries()) {
        const words = wordsFor(20 + i);
        const sheet = (await t.http().put(path(`/duplicate/sheets/${p.id}`)).set(org).send({ answers: [1, 2, 3, 4, 5].map((round) => ({ round, word: words[round - 1] })) }).expect(200)).body;
        if (!asked) before.set(p.id, sheet.version);
      }
    })();
    // Once a few sheets are in, the backup is asked while the others are typed.
    while (before.size < 6) await new Promise((r) => setTimeout(r, 5));
    asked = true;
    const taken = await t.http().post('/backups').set(org).expect(201);
    await typing;
    expect(taken.body).toMatchObject({ kind: 'manuelle', name: expect.stringMatching(/^greffier-\d{8}-\d{6}-\d{3}-manuelle\.json\.gz$/) });
    const listed = (await t.http().get('/backups').set(org).expect(200)).body.items as { name: string; size: number; takenAt: string }[];
    expect(listed[0]).toMatchObject({ name: taken.body.name, size: taken.body.size });
    // Paged like every list, filtered by kind.
    const second = (await t.http().post('/backups').set(org).expect(201)).body;
    expect((await t.http().get('/backups?pageSize=1&page=2&kind=manuelle').set(org).expect(200)).body).toMatchObject({ items: [{ name: taken.body.name }], total: 2, page: 2, pageSize: 1 });
    expect((await t.http().get('/backups?pageSize=1').set(org).expect(200)).body.items).toEqual([expect.objectContaining({ name: second.name })]);
    expect((await t.http().get('/backups?kind=auto').set(org).expect(200)).body).toMatchObject({ items: [], total: 0 });
    const badKind = await t.http().get('/backups?kind=hebdo').set(org).expect(400);
    expect(badKind.body.errors).toEqual([{ field: 'kind', reason: expect.stringMatching(/^doit être l’une de ces valeurs : « manuelle »/) }]);
    const download = await t.http().get(`/backups/${taken.body.name}`).set(org).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${taken.body.name}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    file = download.body as Buffer;
    expect(file.length).toBe(taken.body.size);
    await t.http().get('/backups/..%2F..%2Fetc%2Fpasswd').set(org).expect(404);

    const backup = decodeBackup(file);
    const entries = new Map((backup.tables.tournament_entry as { id: string; player_id: string }[]).map((e) => [e.id, e.player_id]));
    const sheets = backup.tables.answer_sheet as { id: string; entry_id: string; version: number; total: number; answered_count: number }[];
    const answers = backup.tables.answer as { sheet_id: string; points: number }[];
    for (const [playerId, version] of before) {
      const sheet = sheets.find((s) => entries.get(s.entry_id) === playerId);
      expect(sheet?.version).toBeGreaterThanOrEqual(version);
    }
    for (const s of sheets) {
      const mine = answers.filter((a) => a.sheet_id === s.id);
      // a sheet is whole: its 5 answers and its total, 20 + i points, written together
      expect([mine.length, mine.reduce((n, a) => n + a.points, 0)]).toEqual([s.answered_count, s.total]);
    }
    expect(sheets.length).toBeGreaterThanOrEqual(before.size);
    expect(sheets.length).toBeLessThanOrEqual(players.length);
  });

  it('restores into a fresh database the very rows it holds, and the restored server answers as the first did', async () => {
    const fresh = await createTestApp();
    try {
      await restoreBackup(fresh.prisma, file, { replace: false });
      expect(sorted(await snapshotOf(fresh.prisma))).toEqual(sorted(decodeBackup(file).tables));
      // the restored accounts log in, and the ranking reads the same sheets
      const token = await fresh.login('organisateur@test.greffier', 'organiser-password-1');
      const ranking = (await fresh.http().get(path('/duplicate/ranking')).expect(200)).body as { sheets: number };
      expect(ranking.sheets).toBe((decodeBackup(file).tables.answer_sheet ?? []).length);
      // a new write goes on after the restored ids (the sequences moved on)
      await fresh.http().post('/clubs').set(bearer(token)).send({ name: 'Club après restauration', city: 'Lille' }).expect(201);
      const audit = await fresh.prisma.auditEntry.findMany({ orderBy: { id: 'desc' }, take: 1 });
      expect(audit[0]!.id).toBeGreaterThan(BigInt(Math.max(...(decodeBackup(file).tables.audit_entry as { id: number }[]).map((a) => a.id))));
      // restoring again over data is refused, and writes nothing
      await expect(restoreBackup(fresh.prisma, file, { replace: false })).rejects.toMatchObject({ code: 'RESTORE_NOT_EMPTY' });
      expect(await fresh.prisma.club.count({ where: { name: 'Club après restauration' } })).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a truncated or foreign file, writing nothing', async () => {
    const fresh = await createTestApp();
    try {
      await expect(restoreBackup(fresh.prisma, file.subarray(0, file.length >> 1), { replace: false })).rejects.toMatchObject({ code: 'BACKUP_UNREADABLE' });
      await expect(restoreBackup(fresh.prisma, Buffer.from('licence;nom\n'), { replace: false })).rejects.toMatchObject({ code: 'BACKUP_UNREADABLE' });
      expect(await fresh.prisma.tournament.count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('restores with the documented command, `greffier restaure <fichier>`, into a fresh database of either engine', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'greffier-restore-'));
    const target = await createTestDatabase();
    const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
    const quiet = [jest.spyOn(console, 'log').mockImplementation(() => undefined), jest.spyOn(console, 'error').mockImplementation(() => undefined)];
    try {
      writeFileSync(join(dir, 'sauvegarde.json.gz'), file);
      if (target.databaseUrl) process.env.DATABASE_URL = target.databaseUrl;
      else process.env.DATA_DIR = join(dir, 'data');
      expect(await restoreCommand([join(dir, 'sauvegarde.json.gz')])).toBe(0);
      expect(await restoreCommand([join(dir, 'sauvegarde.json.gz')])).toBe(1);
      const db = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.databaseUrl ? undefined : join(dir, 'data'), migrationsDir: join(__dirname, '..', 'prisma', 'migrations'), migrate: false });
      try {
        expect(sorted(await snapshotOf(db.prisma))).toEqual(sorted(decodeBackup(readFileSync(join(dir, 'sauvegarde.json.gz'))).tables));
      } finally {
        await db.close();
      }
    } finally {
      quiet.forEach((q) => q.mockRestore());
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes one by itself before the poules are formed, before the tournament is closed, and on the timer when something changed, keeping the last 3', async () => {
    for (const p of players) {
      const sheet = (await t.http().get(path(`/duplicate/sheets/${p.id}`)).set(org).expect(200)).body;
      await t.http().post(path(`/duplicate/sheets/${p.id}/status`)).set(org).set('If-Match', `"${sheet.version}"`).send({ status: 'CHECKED' }).expect(200);
    }
    const service = t.app.get(BackupsService);
    expect(await service.periodic()).toMatchObject({ kind: 'auto' });
    // nothing written since: no new automatic backup
    expect(await service.periodic()).toBeNull();
    await toMatches(t, org, tid);
    await t.http().post(path('/poules')).set(org).send({ seed: 'poules-sauvegardees' }).expect(201);
    let kinds = ((await t.http().get('/backups').set(org)).body.items as { kind: string }[]).map((b) => b.kind);
    expect(kinds.slice(0, 2)).toEqual(['avant-poules', 'auto']);
    const version = (await t.http().get(path(''))).body.version;
    // the step may be refused (the poules are not played out): the backup is taken before it all the same
    await t.http().post(path('/status')).set(org).send({ version, status: 'FINISHED' });
    kinds = ((await t.http().get('/backups').set(org)).body.items as { kind: string }[]).map((b) => b.kind);
    expect(kinds[0]).toBe('avant-cloture');
    // 3 automatic ones kept (avant-cloture, avant-poules, auto), and the one taken by hand
    expect(await service.periodic()).toBeNull();
    await service.take('auto', null);
    kinds = ((await t.http().get('/backups').set(org)).body.items as { kind: string }[]).map((b) => b.kind);
    expect(kinds).toEqual(['auto', 'avant-cloture', 'avant-poules', 'manuelle', 'manuelle']); // the two taken by hand in the first test
    const audit = (await t.http().get('/audit?entity=backup').set(org)).body;
    expect(JSON.stringify(audit)).toContain('backup.create');
  });
});

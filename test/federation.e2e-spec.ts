import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxService } from '../apps/api/src/publication/outbox.service';
import { douaiAndLilleOfEight, newClub, playFiveRounds, tournamentOf } from './support/fixtures';
import { binaryParser as binary } from './support/pdf';
import { bearer, createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Publication to a federation server, on loopback (docs/federation.md): a venue on the embedded engine (its data
 * in a folder, so that it can restart) and a federation on PostgreSQL, both real HTTP servers. A tournament played
 * on the venue is published with the club's key; publishing twice changes nothing; a correction is published and
 * replaces the result; the federation stopped during a publication, the venue restarted meanwhile, then the
 * federation back: nothing lost, nothing doubled, the same rankings. The key's refusals come back as French
 * problem+json, and the venue's screens say « refusé » with the reason.
 */
type Publication = { state: string; requested: number; acknowledged: number; attempts: number; outcome: string | null; errorCode: string | null; errorDetail: string | null; nextAttemptAt: string | null; publishedAt: string | null };
type Row = { rank: number; licence: string; total: number };

// The federation on PostgreSQL: TEST_DATABASE_URL's server, else the one every development and CI machine runs.
const FEDERATION_SERVER = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const VENUE_CONFIG = { publicationMinIntervalSeconds: 0, publicationRetryFirstSeconds: 1, publicationRetryMaxSeconds: 2 };


/** Waits until `read` gives a value `done` accepts (the worker sends in the background), or fails with the last one. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 45_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 150));
    last = await read();
  }
  return last;
}

describe('publication from a venue to a federation server', () => {
  let venue: TestApp;
  let fed: TestApp;
  let fedDb: TestDatabase;
  let fedPort: number;
  const venueDir = mkdtempSync(join(tmpdir(), 'greffier-venue-'));
  let orgV: Record<string, string>;
  let orgF: Record<string, string>;
  let tid: string;
  let douaiV: string;
  let douaiF: string;
  let lilleF: string;
  let douaiKey: string;
  const players: { id: string; licence: string }[] = [];
  const path = (p: string) => `/tournaments/${tid}${p}`;

  const startFederation = async (port = 0) => {
    fed = await createTestApp({ publicationWorker: false }, {}, fedDb);
    await fed.app.listen(port, '127.0.0.1');
    fedPort = (fed.app.getHttpServer().address() as AddressInfo).port;
    orgF = bearer(fed.organiserToken);
  };
  const startVenue = async () => {
    venue = await createTestApp({ ...VENUE_CONFIG, databaseUrl: undefined, dataDir: venueDir });
    orgV = bearer(venue.organiserToken);
  };
  const publication = () => venue.http().get(path('/publication')).set(orgV).expect(200).then((r) => r.body as Publication);
  /** Published: the federation acknowledged every change queued. */
  const acknowledgedAll = (p: Publication) => p.state === 'PUBLISHED' && p.acknowledged === p.requested;
  const published = () => until(publication, acknowledgedAll, 'the publication');
  const ranking = (t: TestApp) => t.http().get(path('/duplicate/ranking')).expect(200).then((r) => (r.body.rows as Row[]).map((x) => [x.rank, x.licence, x.total]));
  const imports = () => fed.prisma.auditEntry.count({ where: { entityId: tid, action: { in: ['archive.import', 'archive.replace'] } } });
  const settings = async (clubKey: string) => {
    const { version } = (await venue.http().get('/federation/settings').set(orgV).expect(200)).body as { version: number };
    await venue.http().put('/federation/settings').set(orgV).send({ version, serverUrl: `http://127.0.0.1:${fedPort}`, clubKey, clubId: douaiV, automatic: true }).expect(200);
  };
  const correct = async (playerId: string, points: number, why: string) => {
    const sheet = (await venue.http().get(path(`/duplicate/sheets/${playerId}`)).set(orgV).expect(200)).body;
    const res = await venue.http().patch(path(`/duplicate/sheets/${playerId}/answers/1`)).set(orgV).set('If-Match', `"${sheet.version}"`).send({ pointsOverride: points, reason: why }).expect(200);
    if (res.body.status !== 'CHECKED') await venue.http().post(path(`/duplicate/sheets/${playerId}/status`)).set(orgV).set('If-Match', `"${res.body.version}"`).send({ status: 'CHECKED' }).expect(200);
  };
  const archive = async () => (await venue.http().get(path('/archive')).set(orgV).buffer(true).parse(binary).expect(200)).body as Buffer;
  const publish = (key: string, file: Buffer) => fed.http().post('/publications').set('Authorization', `ApiKey ${key}`).set('Content-Type', 'application/octet-stream').send(file);

  beforeAll(async () => {
    fedDb = await createTestDatabase(FEDERATION_SERVER);
    await startFederation();
    await startVenue();
    // The federation's directory: the two clubs, by their federation codes; a key for Douai.
    douaiF = await newClub(fed, orgF, { name: 'Club de Douai', city: 'Douai', federationCode: 'C-D' });
    lilleF = await newClub(fed, orgF, { name: 'Club de Lille', city: 'Lille', federationCode: 'C-L' });
    // The venue: the same clubs, its players, a duplicate of 8 played and corrected.
    const venueDay = await douaiAndLilleOfEight(venue, orgV, 'F');
    douaiV = venueDay.douai;
    players.push(...venueDay.players);
    tid = await tournamentOf(venue, orgV, { name: 'Tournoi publié', venue: 'Douai', organisingClubId: douaiV }, players.map((p) => p.id));
    await playFiveRounds(venue, orgV, tid, 'federation', players);
    const { version } = (await venue.http().get(path(''))).body;
    await venue.http().post(path('/status')).set(orgV).send({ version, status: 'CORRECTION' }).expect(200);
    // Two instances to start and a duplicate to play: over a minute on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await venue?.close();
    await fed?.close();
    rmSync(venueDir, { recursive: true, force: true });
  }, 60_000);

  it('lets an organiser of the federation create a club\'s key, shown once, stored hashed', async () => {
    await fed.http().post(`/clubs/${douaiF}/api-keys`).send({ label: 'Salle de Douai' }).expect(401);
    const res = await fed.http().post(`/clubs/${douaiF}/api-keys`).set(orgF).send({ label: 'Salle de Douai' }).expect(201);
    expect(res.headers.location).toBe(`/api-keys/${res.body.id}`);
    expect(res.body).toMatchObject({ clubId: douaiF, clubName: 'Club de Douai', label: 'Salle de Douai', revokedAt: null, key: expect.stringMatching(new RegExp(`^${res.body.id}\\.[A-Za-z0-9_-]{43}$`)) });
    douaiKey = res.body.key;
    const stored = await fed.prisma.apiKey.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.secretHash).toMatch(/^\$argon2id\$/);
    expect(stored.secretHash).not.toContain(douaiKey.split('.')[1]);
    const list = (await fed.http().get(`/api-keys?clubId=${douaiF}`).set(orgF).expect(200)).body as Record<string, unknown>[];
    expect(list).toEqual([expect.objectContaining({ id: res.body.id, label: 'Salle de Douai' })]);
    expect(list[0]).not.toHaveProperty('key');
  });

  it('publishes a tournament played on the venue: the federation shows it, with its club, and the same ranking', async () => {
    expect((await publication()).state).toBe('NONE');
    await settings(douaiKey);
    // Settings saved: the next change is queued (automatic), or « Publier maintenant ».
    await venue.http().post(path('/publication')).set(orgV).expect(202);
    const p = await published();
    // Created, once: a change announced just before the settings may have sent it first, then this one is unchanged.
    expect(p).toMatchObject({ outcome: expect.stringMatching(/^(created|unchanged)$/), errorCode: null, publishedAt: expect.any(String) });
    expect(await imports()).toBe(1);
    expect(await ranking(fed)).toEqual(await ranking(venue));
    const listed = ((await fed.http().get('/tournaments').expect(200)).body.items as { id: string; organisingClubName: string }[]).find((x) => x.id === tid);
    expect(listed).toMatchObject({ organisingClubName: 'Club de Douai' });
    // The audit names the key and its club.
    const entry = await fed.prisma.auditEntry.findFirstOrThrow({ where: { action: 'archive.import', entityId: tid } });
    expect(entry).toMatchObject({ actorId: douaiKey.split('.')[0], actorRole: 'CLUB' });
    expect(entry.after).toMatchObject({ publishedWith: { apiKey: douaiKey.split('.')[0], clubId: douaiF, club: 'Club de Douai' } });
  });

  it('changes nothing when the same tournament is published twice', async () => {
    const [before, updatedAt] = [await imports(), (await fed.prisma.tournament.findUniqueOrThrow({ where: { id: tid } })).updatedAt];
    const queued = (await venue.http().post(path('/publication')).set(orgV).expect(202)).body as Publication;
    expect(queued.state).toBe('PENDING');
    expect(await published()).toMatchObject({ outcome: 'unchanged' });
    expect(await imports()).toBe(before);
    expect((await fed.prisma.tournament.findUniqueOrThrow({ where: { id: tid } })).updatedAt).toEqual(updatedAt);
  });

  it('publishes a later correction on the venue by itself, and it replaces the result', async () => {
    const before = await publication();
    await correct(players[2]!.id, 0, 'mot mal recopié');
    await until(publication, (p) => p.requested > before.requested, 'the correction queued');
    // The day's last writes, a second before the settings were saved, may still be queued (changes are gathered for
    // a second): their archive may go first, without the correction (« unchanged »), and the correction follows.
    const done = await until(publication, (p) => acknowledgedAll(p) && p.outcome === 'replaced', 'the correction published');
    expect(done).toMatchObject({ errorCode: null, publishedAt: expect.any(String) });
    expect(await ranking(fed)).toEqual(await ranking(venue));
    const entry = await fed.prisma.auditEntry.findFirstOrThrow({ where: { action: 'archive.replace', entityId: tid }, orderBy: { id: 'desc' } });
    expect(JSON.stringify(entry.after)).toContain('F3');
  });

  it('waits for the network while the federation is stopped, survives a restart of the venue, and publishes once it is back: nothing lost, nothing doubled', async () => {
    const [before, sheets] = [await imports(), await fed.prisma.answerSheet.count()];
    const port = fedPort;
    await fed.stop();
    await correct(players[4]!.id, 1, 'tirage mal lu');
    const waiting = await until(publication, (p) => p.state === 'WAITING' && p.attempts >= 2, 'waiting for the network');
    expect(waiting).toMatchObject({ errorCode: 'PUBLICATION_NETWORK', errorDetail: expect.stringMatching(/^Serveur fédéral injoignable/), nextAttemptAt: expect.any(String) });
    expect(waiting.acknowledged).toBeLessThan(waiting.requested);
    // The venue restarts meanwhile: the outbox is in its database (and a tournament not finished is queued once more).
    await venue.stop();
    await startVenue();
    const restarted = await publication();
    expect(restarted).toMatchObject({ state: 'WAITING', acknowledged: waiting.acknowledged });
    expect(restarted.requested).toBeGreaterThanOrEqual(waiting.requested);
    await startFederation(port);
    expect(await published()).toMatchObject({ outcome: 'replaced', attempts: 0, errorCode: null });
    expect(await imports()).toBe(before + 1);
    expect(await fed.prisma.tournament.count({ where: { id: tid } })).toBe(1);
    expect(await fed.prisma.answerSheet.count()).toBe(sheets);
    expect(await fed.prisma.player.count({ where: { licence: { startsWith: 'F' } } })).toBe(8);
    expect(await ranking(fed)).toEqual(await ranking(venue));
    // Both instances restart in it.
  }, 240_000);

  it('refuses a wrong secret, a revoked key and another club\'s tournament in French problem+json, and the venue says « refusé » with the reason', async () => {
    const file = await archive();
    const [id] = douaiKey.split('.');
    const wrong = await publish(`${id}.${'x'.repeat(43)}`, file).expect(401);
    expect(wrong.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(wrong.body).toMatchObject({ code: 'API_KEY_INVALID', detail: 'Clé refusée : son identifiant est inconnu de ce serveur ou son secret est erroné.' });
    expect((await fed.http().post('/publications').set('Content-Type', 'application/octet-stream').send(file).expect(401)).body).toMatchObject({ code: 'API_KEY_REQUIRED' });

    const lille = (await fed.http().post(`/clubs/${lilleF}/api-keys`).set(orgF).send({ label: 'Salle de Lille' }).expect(201)).body.key as string;
    const other = await publish(lille, file).expect(403);
    expect(other.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(other.body).toMatchObject({ code: 'PUBLICATION_OTHER_CLUB', detail: 'Cette clé est celle du club « Club de Lille » : elle ne publie que les tournois que ce club organise, pas « Tournoi publié ».' });

    const audits = await fed.prisma.auditEntry.count();
    await fed.http().post(`/api-keys/${id}/revoke`).set(orgF).expect(200);
    expect((await fed.http().post(`/api-keys/${id}/revoke`).set(orgF).expect(409)).body).toMatchObject({ code: 'API_KEY_ALREADY_REVOKED' });
    const revoked = await publish(douaiKey, file).expect(401);
    expect(revoked.body).toMatchObject({ code: 'API_KEY_REVOKED', detail: expect.stringMatching(/^Cette clé a été révoquée/) });
    expect(await fed.prisma.auditEntry.count()).toBe(audits + 1); // the revocation, and no import

    // The venue: its next publication is refused, and says why.
    await correct(players[6]!.id, 2, 'réclamation admise');
    const refused = await until(publication, (p) => p.state === 'REFUSED', 'refused');
    expect(refused).toMatchObject({ errorCode: 'API_KEY_REVOKED', errorDetail: expect.stringMatching(/^Cette clé a été révoquée/) });
    // Another club's key: refused as such.
    await settings(lille);
    expect(await until(publication, (p) => p.state === 'REFUSED' && p.errorCode === 'PUBLICATION_OTHER_CLUB', 'refused, other club')).toMatchObject({ errorDetail: expect.stringContaining('Club de Lille') });
    // A new key for Douai: published, the same ranking.
    const fresh = (await fed.http().post(`/clubs/${douaiF}/api-keys`).set(orgF).send({ label: 'Salle de Douai, 2' }).expect(201)).body.key as string;
    await settings(fresh);
    expect(await published()).toMatchObject({ outcome: 'replaced' });
    expect(await ranking(fed)).toEqual(await ranking(venue));
  }, 180_000);

  it('lets one process only claim a given publication (FOR UPDATE SKIP LOCKED on PostgreSQL)', async () => {
    await fed.prisma.publication.create({ data: { tournamentId: tid } });
    const outbox = fed.app.get(OutboxService);
    const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => outbox.claim(`process-${i}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await outbox.claim('late')).toBeNull();
    await fed.prisma.publication.delete({ where: { tournamentId: tid } });
  });
});

import iconv from 'iconv-lite';
import { bearer, createTestApp, ORGANISER, type TestApp } from './support/test-app';

const PROBLEM = /application\/problem\+json/;

describe('foundation through HTTP', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let douai: { id: string; version: number };
  let lyon: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ loginMaxFailures: 3, loginLockSeconds: 60 });
    org = bearer(t.organiserToken);
    douai = (await t.http().post('/clubs').set(org).send({ name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' })).body;
    lyon = (await t.http().post('/clubs').set(org).send({ name: 'Chiffres et Lettres de Lyon', city: 'Lyon', federationCode: 'ARA-069' })).body;
  });
  afterAll(() => t.close());

  it('answers /health with the database engine it runs on', async () => {
    const res = await t.http().get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: t.db.engine, version: expect.any(String) });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http().get('/docs/openapi.json').expect(200);
    expect(res.body.info.title).toBe('Greffier');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/players/import', '/audit', '/auth/login']));
  });

  it('refuses an unauthenticated write with 401 problem+json and keeps public reads open', async () => {
    const res = await t.http().post('/clubs').send({ name: 'X', city: 'Y' }).expect(401);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', instance: '/clubs' });
    await t.http().get('/clubs').expect(200);
    await t.http().get('/players').expect(401);
    await t.http().post('/clubs').set(bearer('not-a-token')).send({ name: 'X', city: 'Y' }).expect(401);
  });

  it('names every invalid field with its reason (400) and refuses unknown fields', async () => {
    const res = await t.http().post('/players').set(org).send({ licence: 'bad licence!', lastName: '', clubId: 'nope', extra: 1 }).expect(400);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['licence', 'lastName', 'firstName', 'clubId', 'extra']));
    expect(res.body.errors.every((e: { reason: string }) => e.reason.length > 0)).toBe(true);
  });

  it('answers malformed JSON and bad ids with 400, never a stack trace', async () => {
    const res = await t.http().post('/clubs').set(org).set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules/);
    const bad = await t.http().get('/clubs/not-a-uuid').expect(400);
    expect(bad.body.errors).toEqual([{ field: 'id', reason: 'doit être un UUID' }]);
    await t.http().get('/clubs/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('rate-limits repeated failed logins (429 with Retry-After)', async () => {
    for (let i = 0; i < 3; i++) {
      await t.http().post('/auth/login').send({ email: ORGANISER.email, password: 'wrong password' }).expect(401);
    }
    const locked = await t.http().post('/auth/login').send({ email: ORGANISER.email, password: ORGANISER.password }).expect(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await t.prisma.loginThrottle.deleteMany();
    await t.http().post('/auth/login').send({ email: ORGANISER.email, password: ORGANISER.password }).expect(200);
  });

  it('stores passwords as argon2id hashes only', async () => {
    const account = await t.prisma.account.findUniqueOrThrow({ where: { email: ORGANISER.email } });
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account.passwordHash).not.toContain(ORGANISER.password);
  });

  it('detects a stale update (409), changes nothing, and asks for the version when missing (428)', async () => {
    const first = await t.http().patch(`/clubs/${douai.id}`).set(org).send({ version: douai.version, city: 'Douai (59)' }).expect(200);
    expect(first.body.version).toBe(douai.version + 1);
    const stale = await t.http().patch(`/clubs/${douai.id}`).set(org).send({ version: douai.version, city: 'Lille' }).expect(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    const now = await t.http().get(`/clubs/${douai.id}`).expect(200);
    expect(now.body.city).toBe('Douai (59)');
    expect(now.headers.etag).toBe(`"${first.body.version}"`);
    await t.http().patch(`/clubs/${douai.id}`).set(org).send({ city: 'Lille' }).expect(428);
    await t.http().patch(`/clubs/${douai.id}`).set(org).set('If-Match', now.headers.etag!).send({ city: 'Douai' }).expect(200);
  });

  it('lets a club account read its own players only, and write nothing', async () => {
    await t.http().post('/players').set(org).send({ licence: 'D001', lastName: 'Martin', firstName: 'Léa', clubId: douai.id }).expect(201);
    await t.http().post('/players').set(org).send({ licence: 'L001', lastName: 'Bernard', firstName: 'Hugo', clubId: lyon.id }).expect(201);
    await t.http().post('/accounts').set(org).send({ email: 'club@douai.fr', displayName: 'Douai', password: 'club-password-1', role: 'CLUB', clubId: douai.id }).expect(201);
    const club = bearer(await t.login('club@douai.fr', 'club-password-1'));
    const list = await t.http().get('/players').set(club).expect(200);
    expect(list.body.items.map((p: { licence: string }) => p.licence)).toEqual(['D001']);
    await t.http().get(`/players?clubId=${lyon.id}`).set(club).expect(403);
    const denied = await t.http().post('/players').set(club).send({ licence: 'D002', lastName: 'A', firstName: 'B', clubId: douai.id }).expect(403);
    expect(denied.body.code).toBe('ROLE_REQUIRED');
    await t.http().post('/clubs').set(club).send({ name: 'X', city: 'Y' }).expect(403);
    await t.http().get('/audit').set(club).expect(403);
  });

  it('searches and pages players', async () => {
    const res = await t.http().get('/players?q=mart&pageSize=1&page=1').set(org).expect(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(res.body.items[0].lastName).toBe('Martin');
    await t.http().get('/players?pageSize=1000').set(org).expect(400);
  });

  it('imports a Windows-1252 semicolon CSV all or nothing, naming every bad line', async () => {
    const before = await t.prisma.player.count();
    const bad = iconv.encode(
      'Licence;Nom;Prénom;Club;Catégorie;Classement\r\n' +
        'D100;Lefèvre;Élise;NPC-059;Senior;1500\r\n' +
        ';Sans;Licence;NPC-059;;\r\n' +
        'D101;Dubois;Zoé;XXX-000;;\r\n' +
        'D102;Petit;Noé;NPC-059;;beaucoup\r\n' +
        'D100;Doublon;Jean;NPC-059;;\r\n',
      'win1252',
    );
    const res = await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(bad).expect(400);
    expect(res.body.code).toBe('INVALID_CSV');
    expect(res.body.errors).toEqual([
      { line: 3, field: 'licence', reason: 'obligatoire' },
      { line: 4, field: 'club', reason: 'club inconnu « XXX-000 »' },
      { line: 5, field: 'rating', reason: '« beaucoup » n’est pas un nombre entier de 0 à 100 000' },
      { line: 6, field: 'licence', reason: 'même licence qu’à la ligne 2' },
    ]);
    expect(await t.prisma.player.count()).toBe(before);

    const good = iconv.encode('licence;nom;prénom;club;catégorie;classement\r\nD100;Lefèvre;Élise;NPC-059;Senior;1500\r\nD001;Martin;Léa;NPC-059;Vétéran;\r\n', 'win1252');
    const ok = await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').set('X-Audit-Reason', 'liste du club').send(good).expect(200);
    expect(ok.body).toEqual({ created: 1, updated: 1, unchanged: 0 });
    const elise = await t.prisma.player.findUniqueOrThrow({ where: { licence: 'D100' } });
    expect([elise.firstName, elise.lastName, elise.rating]).toEqual(['Élise', 'Lefèvre', 1500]);
  });

  it('imports a comma-separated UTF-8 file into a given club and exports what it imported', async () => {
    const csv = '\uFEFFlicence,last name,first name,rating\nL200,Moreau,Chloé,1200\n';
    await t.http().post(`/players/import?clubId=${lyon.id}`).set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    const res = await t.http().get(`/players/export.csv?clubId=${lyon.id}`).set(org).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('licence;nom;prénom;club;nom du club;catégorie;classement');
    expect(lines).toContain('L200;Moreau;Chloé;ARA-069;Chiffres et Lettres de Lyon;;1200');
    const again = await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(res.text)).expect(200);
    expect(again.body).toEqual({ created: 0, updated: 0, unchanged: lines.length - 1 });
  });

  it('lets an arbiter write only in the tournaments it is assigned to', async () => {
    const tour = (await t.http().post('/tournaments').set(org).send({ name: 'Tournoi', date: '2026-12-12', venue: 'Douai', organisingClubId: douai.id }).expect(201)).body;
    const other = (await t.http().post('/tournaments').set(org).send({ name: 'Autre', date: '2026-12-19', venue: 'Lyon', organisingClubId: lyon.id }).expect(201)).body;
    const arbiter = (await t.http().post('/accounts').set(org).send({ email: 'arbitre@douai.fr', displayName: 'Arbitre', password: 'arbiter-password', role: 'ARBITER' }).expect(201)).body;
    await t.http().post(`/tournaments/${tour.id}/arbiters`).set(org).send({ accountId: arbiter.id }).expect(200);
    const arb = bearer(await t.login('arbitre@douai.fr', 'arbiter-password'));
    await t.http().post(`/tournaments/${tour.id}/rulings`).set(arb).send({ word: 'kiwi', decision: 'ADMITTED' }).expect(201);
    const denied = await t.http().post(`/tournaments/${other.id}/rulings`).set(arb).send({ word: 'kiwi', decision: 'ADMITTED' }).expect(403);
    expect(denied.body.code).toBe('NOT_TOURNAMENT_ARBITER');
    await t.http().patch(`/tournaments/${tour.id}`).set(arb).send({ version: 2, name: 'Renamed' }).expect(403);
    await t.http().post('/players').set(arb).send({ licence: 'Z1', lastName: 'A', firstName: 'B', clubId: douai.id }).expect(403);
    const rulings = await t.http().get(`/tournaments/${tour.id}/rulings`).expect(200);
    expect(rulings.body.items.map((r: { word: string }) => r.word)).toEqual(['kiwi']);
  });

  it('keeps who, when, before, after and why for every write, readable by organisers', async () => {
    const player = (await t.http().post('/players').set(org).send({ licence: 'A900', lastName: 'Simon', firstName: 'Jules', clubId: douai.id }).expect(201)).body;
    await t.http().patch(`/players/${player.id}`).set(org).set('X-Audit-Reason', 'faute de frappe').send({ version: 1, firstName: 'Jule' }).expect(200);
    await t.http().delete(`/players/${player.id}`).set(org).set('If-Match', '"2"').expect(204);
    await t.http().get(`/players/${player.id}`).set(org).expect(404);
    const res = await t.http().get(`/audit?entity=player&entityId=${player.id}`).set(org).expect(200);
    expect(res.body.items.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    const update = res.body.items[1];
    expect(update).toMatchObject({ reason: 'faute de frappe', actorRole: 'ORGANISER', before: { firstName: 'Jules' }, after: { firstName: 'Jule' } });
    expect(update.actorId).toEqual(expect.any(String));
    expect(new Date(update.at).getTime()).toBeGreaterThan(Date.now() - 60000);
    const stored = await t.prisma.player.findUniqueOrThrow({ where: { id: player.id } });
    expect(stored.deletedAt).not.toBeNull();
  });

  it('keeps a reason header as written: percent-encoded, raw UTF-8, or with a stray %', async () => {
    const club = (await t.http().post('/clubs').set(org).send({ name: 'Club du Havre', city: 'Le Havre' }).expect(201)).body;
    await t.http().patch(`/clubs/${club.id}`).set(org).set('X-Audit-Reason', 'gagn%C3%A9 %C3%A0 100%').send({ version: 1, city: 'Havre' }).expect(200);
    await t.http().patch(`/clubs/${club.id}`).set(org).set('X-Audit-Reason', 'prénom corrigé').send({ version: 2, city: 'Le Havre' }).expect(200);
    const res = await t.http().get(`/audit?entity=club&entityId=${club.id}`).set(org).expect(200);
    expect(res.body.items.map((e: { reason: string | null }) => e.reason)).toEqual(['prénom corrigé', 'gagné à 100%', null]);
  });

  it('refuses null for a field that cannot be empty (400, not 500)', async () => {
    const p = (await t.http().post('/players').set(org).send({ licence: 'N001', lastName: 'Null', firstName: 'Test', clubId: douai.id }).expect(201)).body;
    const res = await t.http().patch(`/players/${p.id}`).set(org).send({ version: 1, lastName: null, clubId: null }).expect(400);
    expect([...new Set(res.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual(['clubId', 'lastName']);
  });

  it('serves public reads even with an expired or forged token', async () => {
    await t.http().get('/clubs').set(bearer('forged.token.value')).expect(200);
  });

  it('refuses to disable the last active organiser', async () => {
    const me = (await t.http().get('/auth/me').set(org).expect(200)).body;
    const res = await t.http().patch(`/accounts/${me.id}`).set(org).send({ version: me.version, disabled: true }).expect(422);
    expect(res.body.code).toBe('LAST_ORGANISER');
  });

  it('reports an unknown club on a line that has other errors too', async () => {
    const res = await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from('licence;nom;prénom;club\nQ1;;Anne;NOPE\n')).expect(400);
    expect(res.body.errors).toEqual([
      { line: 2, field: 'lastName', reason: 'obligatoire' },
      { line: 2, field: 'club', reason: 'club inconnu « NOPE »' },
    ]);
  });

  it('refuses to create a second player with the same licence (409)', async () => {
    const res = await t.http().post('/players').set(org).send({ licence: 'd001', lastName: 'X', firstName: 'Y', clubId: douai.id }).expect(409);
    expect(res.body.errors).toEqual([{ field: 'licence', reason: 'déjà utilisé' }]);
  });
});

import type { Response } from 'supertest';
import { bearer, createTestApp, type TestApp } from './support/test-app';

const PROBLEM = /application\/problem\+json/;

/** A refused filter: 400 problem+json naming the field, its reason in French. */
function refusedFilter(res: Response, field: string, reason: RegExp): void {
  expect({ status: res.status, type: res.headers['content-type'], code: res.body.code }).toEqual({ status: 400, type: expect.stringMatching(PROBLEM), code: 'INVALID_INPUT' });
  expect(res.body.errors).toEqual(expect.arrayContaining([{ field, reason: expect.stringMatching(reason) }]));
  expect(res.body.detail).toMatch(/^(Requête invalide|Valeur refusée)/);
  expect(res.body.detail).toContain(field);
}

/** Every list that can grow is paged the same way ({items, total, page, pageSize}) and filtered where people need it. */
describe('the lists an integrator reads', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let douai: string;
  let lyon: string;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    douai = (await t.http().post('/clubs').set(org).send({ name: 'Club de Douai', city: 'Douai' }).expect(201)).body.id;
    lyon = (await t.http().post('/clubs').set(org).send({ name: 'Club de Lyon', city: 'Lyon' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  describe('GET /tournaments', () => {
    const days = ['2026-09-12', '2026-10-10', '2026-11-14', '2026-12-12', '2027-01-16'];
    let ids: string[];

    beforeAll(async () => {
      ids = [];
      for (const [i, date] of days.entries()) {
        const club = i % 2 === 0 ? douai : lyon;
        ids.push((await t.http().post('/tournaments').set(org).send({ name: `Tournoi ${i + 1}`, date, venue: 'Salle', organisingClubId: club }).expect(201)).body.id);
      }
      await t.http().post(`/tournaments/${ids[0]}/status`).set(org).set('If-Match', '"1"').send({ status: 'DUPLICATE' }).expect(200);
    });

    it('pages the calendar, the latest day first, with the total', async () => {
      const first = (await t.http().get('/tournaments?pageSize=2').expect(200)).body;
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.items.map((x: { date: string }) => x.date)).toEqual(['2027-01-16', '2026-12-12']);
      const second = (await t.http().get('/tournaments?pageSize=2&page=2').expect(200)).body;
      expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(second.items.map((x: { date: string }) => x.date)).toEqual(['2026-11-14', '2026-10-10']);
      expect((await t.http().get('/tournaments?pageSize=2&page=4').expect(200)).body).toMatchObject({ items: [], total: 5 });
      expect((await t.http().get('/tournaments').expect(200)).body).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    });

    it('filters by step, by days (both included) and by organising club', async () => {
      const list = async (query: string) => (await t.http().get(`/tournaments?${query}`).expect(200)).body as { total: number; items: { id: string }[] };
      expect((await list('status=DUPLICATE')).items.map((x) => x.id)).toEqual([ids[0]]);
      expect((await list('status=REGISTRATION')).total).toBe(4);
      expect((await list('from=2026-10-10&to=2026-12-12')).items.map((x) => x.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect((await list('from=2026-12-13')).items.map((x) => x.id)).toEqual([ids[4]]);
      expect((await list('to=2026-09-12')).items.map((x) => x.id)).toEqual([ids[0]]);
      expect((await list(`clubId=${lyon}`)).items.map((x) => x.id)).toEqual([ids[3], ids[1]]);
      expect((await list(`clubId=${douai}&status=REGISTRATION&from=2026-10-01`)).items.map((x) => x.id)).toEqual([ids[4], ids[2]]);
    });

    it('refuses a filter it cannot read, naming the field in French', async () => {
      refusedFilter(await t.http().get('/tournaments?status=OPEN'), 'status', /^doit être l’une de ces valeurs : « REGISTRATION »/);
      refusedFilter(await t.http().get('/tournaments?from=2026-02-30'), 'from', /jour du calendrier/);
      refusedFilter(await t.http().get('/tournaments?from=2027-01-01&to=2026-01-01'), 'to', /^ne doit pas précéder « from »/);
      refusedFilter(await t.http().get('/tournaments?clubId=douai'), 'clubId', /UUID/);
      refusedFilter(await t.http().get('/tournaments?pageSize=501'), 'pageSize', /au plus 500/);
      refusedFilter(await t.http().get('/tournaments?page=0'), 'page', /au moins 1/);
    });
  });

  describe('GET /audit', () => {
    it('filters the trail by time (from included, to excluded), entity and action, paged', async () => {
      const before = new Date(Date.now() - 1000).toISOString();
      const club = (await t.http().post('/clubs').set(org).send({ name: 'Club du journal', city: 'Arras' }).expect(201)).body;
      await t.http().patch(`/clubs/${club.id}`).set(org).set('If-Match', '"1"').send({ city: 'Lens' }).expect(200);
      await t.http().patch(`/clubs/${club.id}`).set(org).set('If-Match', '"2"').send({ city: 'Béthune' }).expect(200);
      const after = new Date(Date.now() + 1000).toISOString();
      const read = async (query: string) => (await t.http().get(`/audit?${query}`).set(org).expect(200)).body;
      expect(await read(`entity=club&entityId=${club.id}&pageSize=2`)).toMatchObject({ total: 3, page: 1, pageSize: 2, items: [{ action: 'update' }, { action: 'update' }] });
      expect(await read(`entity=club&entityId=${club.id}&pageSize=2&page=2`)).toMatchObject({ total: 3, page: 2, items: [{ action: 'create' }] });
      expect((await read(`entity=club&action=update&from=${before}&to=${after}`)).total).toBe(2);
      expect((await read(`entity=club&from=${after}`)).total).toBe(0);
      expect((await read(`entity=club&entityId=${club.id}&to=${before}`)).total).toBe(0);
      expect((await read(`entity=club&entityId=${club.id}&from=${before.slice(0, 10)}`)).total).toBe(3);
    });

    it('refuses a time it cannot read, naming the field in French', async () => {
      refusedFilter(await t.http().get('/audit?from=hier').set(org), 'from', /date ISO 8601/);
      refusedFilter(await t.http().get('/audit?from=2026-12-13T00:00:00Z&to=2026-12-12T00:00:00Z').set(org), 'to', /^ne doit pas précéder « from »/);
      refusedFilter(await t.http().get('/audit?actorId=moi').set(org), 'actorId', /UUID/);
    });
  });

  describe('GET /accounts', () => {
    it('pages the accounts by e-mail and filters them by role', async () => {
      for (const n of [1, 2, 3]) {
        await t.http().post('/accounts').set(org).send({ email: `arbitre${n}@douai.fr`, displayName: `Arbitre ${n}`, password: 'arbiter-password', role: 'ARBITER' }).expect(201);
      }
      const all = (await t.http().get('/accounts').set(org).expect(200)).body;
      expect(all).toMatchObject({ page: 1, pageSize: 50 });
      const arbiters = (await t.http().get('/accounts?role=ARBITER&pageSize=2').set(org).expect(200)).body;
      expect(arbiters).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(arbiters.items.map((a: { email: string }) => a.email)).toEqual(['arbitre1@douai.fr', 'arbitre2@douai.fr']);
      const next = (await t.http().get('/accounts?role=ARBITER&pageSize=2&page=2').set(org).expect(200)).body;
      expect(next.items.map((a: { email: string }) => a.email)).toEqual(['arbitre3@douai.fr']);
      expect(all.total).toBe(arbiters.total + (await t.http().get('/accounts?role=ORGANISER').set(org).expect(200)).body.total + (await t.http().get('/accounts?role=CLUB').set(org).expect(200)).body.total);
      refusedFilter(await t.http().get('/accounts?role=ADMIN').set(org), 'role', /^doit être l’une de ces valeurs : « ORGANISER »/);
    });
  });

  describe('GET /tournaments/{id}/rulings', () => {
    it('pages the rulings in the order of the words and filters them by decision', async () => {
      const tid = (await t.http().post('/tournaments').set(org).send({ name: 'Tournoi des mots', date: '2026-12-19', venue: 'Salle', organisingClubId: douai }).expect(201)).body.id;
      for (const [word, decision] of [['kiwi', 'ADMITTED'], ['zorglub', 'REFUSED'], ['agrume', 'ADMITTED'], ['blurp', 'REFUSED']]) {
        await t.http().post(`/tournaments/${tid}/rulings`).set(org).send({ word, decision }).expect(201);
      }
      const words = (body: { items: { word: string }[] }) => body.items.map((r) => r.word);
      const first = (await t.http().get(`/tournaments/${tid}/rulings?pageSize=3`).expect(200)).body;
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(words(first)).toEqual(['agrume', 'blurp', 'kiwi']);
      expect(words((await t.http().get(`/tournaments/${tid}/rulings?pageSize=3&page=2`).expect(200)).body)).toEqual(['zorglub']);
      expect(words((await t.http().get(`/tournaments/${tid}/rulings?decision=REFUSED`).expect(200)).body)).toEqual(['blurp', 'zorglub']);
      refusedFilter(await t.http().get(`/tournaments/${tid}/rulings?decision=MAYBE`), 'decision', /^doit être l’une de ces valeurs : « ADMITTED »/);
    });
  });

  describe('GET /tournaments/{id}/entries', () => {
    it('pages the entries by table number and filters them by withdrawn and by club', async () => {
      const tid = (await t.http().post('/tournaments').set(org).send({ name: 'Tournoi des inscrits', date: '2026-12-26', venue: 'Salle', organisingClubId: douai }).expect(201)).body.id;
      const players: string[] = [];
      for (const n of [1, 2, 3, 4, 5]) {
        const clubId = n <= 3 ? douai : lyon;
        players.push((await t.http().post('/players').set(org).send({ licence: `E00${n}`, lastName: `Joueur${n}`, firstName: 'Inscrit', clubId }).expect(201)).body.id);
      }
      const entries = (await t.http().post(`/tournaments/${tid}/entries/bulk`).set(org).send({ playerIds: players }).expect(201)).body as { id: string; version: number }[];
      await t.http().delete(`/tournaments/${tid}/entries/${entries[1]!.id}`).set(org).set('If-Match', `"${entries[1]!.version}"`).expect(200);
      const bibs = (body: { items: { bib: number }[] }) => body.items.map((e) => e.bib);
      const first = (await t.http().get(`/tournaments/${tid}/entries?pageSize=2`).expect(200)).body;
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(bibs(first)).toEqual([1, 2]);
      expect(bibs((await t.http().get(`/tournaments/${tid}/entries?pageSize=2&page=3`).expect(200)).body)).toEqual([5]);
      expect(bibs((await t.http().get(`/tournaments/${tid}/entries?withdrawn=true`).expect(200)).body)).toEqual([2]);
      expect(bibs((await t.http().get(`/tournaments/${tid}/entries?withdrawn=false`).expect(200)).body)).toEqual([1, 3, 4, 5]);
      expect(bibs((await t.http().get(`/tournaments/${tid}/entries?clubId=${lyon}`).expect(200)).body)).toEqual([4, 5]);
      expect(bibs((await t.http().get(`/tournaments/${tid}/entries?clubId=${douai}&withdrawn=false`).expect(200)).body)).toEqual([1, 3]);
      refusedFilter(await t.http().get(`/tournaments/${tid}/entries?withdrawn=oui`), 'withdrawn', /vrai ou faux/);
      refusedFilter(await t.http().get(`/tournaments/${tid}/entries?clubId=douai`), 'clubId', /UUID/);
    });
  });
});

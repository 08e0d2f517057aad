import type { Response as Res } from 'supertest';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * The lunch break as it really happens: several arbiters typing while the organiser rules on words,
 * rescores and changes a prepared draw, and forty registrations at once. Whatever the interleaving, no
 * acknowledged write is lost, nothing answers 5xx, each ruling is recorded once, and the stored scores are
 * those a fresh rescore computes (nothing was scored against rulings or draws that had since changed).
 */

const PLAYERS = 48;
const TYPISTS = 4;
const SHEETS_PER_TYPIST = 2;

describe('several people writing at once', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  let playerIds: string[] = [];
  const typists: Record<string, string>[] = [];
  const path = (p: string) => `/tournaments/${tid}${p}`;
  let draws: { round: number; kind: 'NUMBERS' | 'LETTERS' }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    const club = (await t.http().post('/clubs').set(org).send({ name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' }).expect(201)).body;
    const csv = ['licence;nom;prénom;club', ...Array.from({ length: PLAYERS }, (_, i) => `C${String(i + 1).padStart(3, '0')};Joueur ${i + 1};Prénom;NPC-059`)].join('\n');
    await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    playerIds = ((await t.http().get('/players?pageSize=100').set(org).expect(200)).body.items as { id: string; licence: string }[])
      .sort((a, b) => a.licence.localeCompare(b.licence))
      .map((p) => p.id);
    tid = (await t.http().post('/tournaments').set(org).send({ name: 'Tournoi de la pause', date: '2026-12-12', venue: 'Douai', organisingClubId: club.id }).expect(201)).body.id;
    for (let n = 1; n <= TYPISTS; n++) {
      const a = (await t.http().post('/accounts').set(org).send({ email: `arbitre${n}@douai.fr`, displayName: `Arbitre ${n}`, password: 'arbiter-password', role: 'ARBITER' }).expect(201)).body;
      await t.http().post(path('/arbiters')).set(org).send({ accountId: a.id }).expect(200);
      typists.push(bearer(await t.login(`arbitre${n}@douai.fr`, 'arbiter-password')));
    }
  });
  afterAll(() => t.close());

  it('registers forty players sent at once, each with a table number of its own', async () => {
    const first = playerIds.slice(0, 40);
    const answers = await Promise.all(first.map((playerId) => t.http().post(path('/entries')).set(org).send({ playerId })));
    expect(answers.map((r) => r.status)).toEqual(first.map(() => 201));
    const bibs = answers.map((r) => r.body.bib as number).sort((a, b) => a - b);
    expect(bibs).toEqual(first.map((_, i) => i + 1));
    // The same player twice at once: one is registered, the other told so, naming the field.
    const again = await Promise.all([0, 1].map(() => t.http().post(path('/entries')).set(org).send({ playerId: playerIds[40] })));
    expect(again.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = again.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'ALREADY_REGISTERED', errors: [{ field: 'playerId' }] });
    expect(JSON.stringify(refused.body)).not.toMatch(/unknown/);
    const bulk = await t.http().post(path('/entries/bulk')).set(org).send({ playerIds: playerIds.slice(41) }).expect(201);
    expect(bulk.body.map((e: { bib: number }) => e.bib)).toEqual([42, 43, 44, 45, 46, 47, 48]);
    const twice = await t.http().post(path('/entries/bulk')).set(org).send({ playerIds: [playerIds[0], playerIds[47]] }).expect(409);
    expect(twice.body.errors.map((e: { field: string }) => e.field)).toEqual(['playerIds[0]', 'playerIds[1]']);
  });

  it('sets up the duplicate', async () => {
    const version = (await t.http().get(path('')).expect(200)).body.version;
    await t.http().post(path('/status')).set(org).send({ version, status: 'DUPLICATE' }).expect(200);
    const session = await t.http().post(path('/duplicate')).set(org).send({ seed: 'pause-2026', plan: { numbers: 4, letters: [{ consonants: 5, vowels: 5, count: 8 }], order: 'CLL' } }).expect(201);
    draws = session.body.draws;
  });

  /** One typist's loop: coup after coup on its own sheets, reading the version, retrying a 409 as the screen does. */
  async function type(who: Record<string, string>, sheets: string[], writes: number, acknowledged: Map<string, unknown>, statuses: number[]) {
    for (let i = 0; i < writes; i++) {
      const playerId = sheets[i % sheets.length]!;
      const draw = draws[(i * 7 + sheets.length) % draws.length]!;
      const body = draw.kind === 'NUMBERS' ? { value: 100 + ((i * 37) % 900) } : { word: ['rat', 'tar', 'art', 'zorglub', 'kiwi', 'arbre'][i % 6] };
      for (let attempt = 0; attempt < 20; attempt++) {
        const current = await t.http().get(path(`/duplicate/sheets/${playerId}`)).set(who);
        statuses.push(current.status);
        const headers = current.status === 200 ? { ...who, 'If-Match': `"${current.body.version}"` } : who;
        const res: Res = await t.http().put(path(`/duplicate/sheets/${playerId}/answers/${draw.round}`)).set(headers).send(body);
        statuses.push(res.status);
        if (res.status === 200) {
          acknowledged.set(`${playerId}/${draw.round}`, body);
          break;
        }
        if (res.status !== 409 && res.status !== 428) throw new Error(`typing answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
    }
  }

  async function storedMatches(acknowledged: Map<string, unknown>): Promise<string[]> {
    const lost: string[] = [];
    for (const [key, body] of acknowledged) {
      const [playerId, round] = key.split('/');
      const sheet = (await t.http().get(path(`/duplicate/sheets/${playerId}`)).set(org).expect(200)).body;
      const a = sheet.answers.find((x: { round: number }) => x.round === Number(round));
      const stored = a ? (a.word !== null ? { word: a.word } : { value: a.value }) : null;
      if (JSON.stringify(stored) !== JSON.stringify(body)) lost.push(`${key}: acknowledged ${JSON.stringify(body)}, stored ${JSON.stringify(stored)}`);
    }
    return lost;
  }

  /** After the storm, a rescore finds nothing to change: every stored score is the one the current rules give. */
  async function scoresAreFresh() {
    const res = await t.http().post(path('/duplicate/rescore')).set(org).expect(200);
    expect(res.body.changed).toBe(0);
  }

  it('keeps every acknowledged answer while rescores run, and never answers 5xx', async () => {
    const acknowledged = new Map<string, unknown>();
    const statuses: number[] = [];
    let typing = true;
    const rescores = [0, 1].map(async () => {
      let n = 0;
      while (typing || n < 2) {
        const r = await t.http().post(path('/duplicate/rescore')).set(org);
        statuses.push(r.status);
        if (r.status !== 200) throw new Error(`rescore answered ${r.status}: ${JSON.stringify(r.body)}`);
        n++;
      }
    });
    await Promise.all(
      typists.map((who, k) => type(who, playerIds.slice(k * SHEETS_PER_TYPIST, (k + 1) * SHEETS_PER_TYPIST), 16, acknowledged, statuses)),
    ).finally(() => (typing = false));
    await Promise.all(rescores);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await storedMatches(acknowledged)).toEqual([]);
    await scoresAreFresh();
  });

  it('records a ruling once when four are posted at once, and rescores against each', async () => {
    const same = await Promise.all([0, 1, 2, 3].map(() => t.http().post(path('/rulings')).set(org).send({ word: 'zorglub', decision: 'ADMITTED', note: 'n' })));
    expect(same.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of same.filter((x) => x.status === 409)) expect(r.body.code).toBe('RULING_EXISTS');
    const different = await Promise.all(['kiwi', 'rat', 'tar', 'art'].map((word) => t.http().post(path('/rulings')).set(org).send({ word, decision: 'REFUSED', note: 'n' })));
    expect(different.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const list = (await t.http().get(path('/rulings')).set(org).expect(200)).body.items;
    expect(list.map((r: { word: string }) => r.word).sort()).toEqual(['art', 'kiwi', 'rat', 'tar', 'zorglub']);
    await scoresAreFresh();
  });

  it('rules, withdraws rulings and rescores while four arbiters type: nothing lost, nothing stale', async () => {
    const acknowledged = new Map<string, unknown>();
    const statuses: number[] = [];
    let typing = true;
    const organiser = (async () => {
      const words = ['arbre', 'tarte', 'rate', 'trac'];
      let i = 0;
      while (typing || i < 2) {
        const word = words[i % words.length]!;
        const created: Res = await t.http().post(path('/rulings')).set(org).send({ word, decision: i % 2 ? 'ADMITTED' : 'REFUSED', note: 'au repas' });
        statuses.push(created.status);
        if (created.status !== 201) throw new Error(`ruling answered ${created.status}: ${JSON.stringify(created.body)}`);
        const removed: Res = await t.http().delete(path(`/rulings/${created.body.id}`)).set({ ...org, 'If-Match': `"${created.body.version}"` });
        statuses.push(removed.status);
        if (removed.status !== 204) throw new Error(`withdrawing the ruling answered ${removed.status}: ${JSON.stringify(removed.body)}`);
        i++;
      }
    })();
    await Promise.all(
      typists.map((who, k) => type(who, playerIds.slice(8 + k * SHEETS_PER_TYPIST, 8 + (k + 1) * SHEETS_PER_TYPIST), 16, acknowledged, statuses)),
    ).finally(() => (typing = false));
    await organiser;
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await storedMatches(acknowledged)).toEqual([]);
    await scoresAreFresh();
  });

  it('changes a prepared draw while arbiters type: either the draw changes first or it is refused, never both half-way', async () => {
    // A fresh round nobody has typed yet: the last one of the plan.
    const round = draws[draws.length - 1]!.round;
    const kind = draws[draws.length - 1]!.kind;
    const acknowledged = new Map<string, unknown>();
    const statuses: number[] = [];
    const draw = (await t.http().get(path('/duplicate')).set(org).expect(200)).body.draws.find((d: { round: number }) => d.round === round);
    const prepared = kind === 'NUMBERS' ? { kind: 'numbers', plates: [3, 100, 8, 8, 10, 6], target: 683 } : { kind: 'letters', letters: 'TRAINSOLEU' };
    const [change] = await Promise.all([
      t.http().put(path(`/duplicate/draws/${round}`)).set({ ...org, 'If-Match': `"${draw.version}"` }).send(prepared),
      ...typists.map((who, k) =>
        (async () => {
          const playerId = playerIds[16 + k]!;
          const body = kind === 'NUMBERS' ? { value: 683 } : { word: 'ratel' };
          const res: Res = await t.http().put(path(`/duplicate/sheets/${playerId}/answers/${round}`)).set(who).send(body);
          statuses.push(res.status);
          if (res.status === 200) acknowledged.set(`${playerId}/${round}`, body);
        })(),
      ),
    ]);
    statuses.push(change.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect([200, 409]).toContain(change.status);
    if (change.status === 409) expect(change.body.code).toBe('DRAW_HAS_ANSWERS');
    expect(await storedMatches(acknowledged)).toEqual([]);
    await scoresAreFresh();
  });

  it('answers four rescores at once without error; an arbiter holding a version a rescore replaced gets 409', async () => {
    const all = await Promise.all([0, 1, 2, 3].map(() => t.http().post(path('/duplicate/rescore')).set(org)));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(all.map((r) => r.body.changed)).toEqual([0, 0, 0, 0]);
    const playerId = playerIds[0]!;
    const numbers = draws.find((d) => d.kind === 'NUMBERS')!.round;
    const before = (await t.http().get(path(`/duplicate/sheets/${playerId}`)).set(org).expect(200)).body;
    expect(before.answers.some((a: { value: number | null }) => a.value !== null)).toBe(true);
    // Another points scale scores the numbers coups otherwise: the sheet is rescored and its version moves on.
    const tournament = (await t.http().get(path('')).expect(200)).body;
    await t.http().patch(path('')).set({ ...org, 'If-Match': `"${tournament.version}"` }).send({ pointsProfile: 'laxou' }).expect(200);
    const after = (await t.http().get(path(`/duplicate/sheets/${playerId}`)).set(org).expect(200)).body;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.answers.map((a: { word: string | null; value: number | null }) => [a.word, a.value])).toEqual(
      before.answers.map((a: { word: string | null; value: number | null }) => [a.word, a.value]),
    );
    const stale = await t.http().put(path(`/duplicate/sheets/${playerId}/answers/${numbers}`)).set({ ...org, 'If-Match': `"${before.version}"` }).send({ value: 999 }).expect(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', errors: [{ field: 'version' }] });
    await scoresAreFresh();
  });

  it('registers a thousand players in one call, set-based, with their table numbers in the order given', async () => {
    const club = (await t.http().get('/clubs?q=Douai').expect(200)).body.items[0];
    const csv = ['licence;nom;prénom;club', ...Array.from({ length: 1000 }, (_, i) => `M${String(i + 1).padStart(4, '0')};Masse ${i + 1};Prénom;NPC-059`)].join('\n');
    await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    const ids: string[] = [];
    for (let page = 1; ids.length < 1000; page++) {
      const items = (await t.http().get(`/players?q=Masse&pageSize=100&page=${page}`).set(org).expect(200)).body.items as { id: string }[];
      if (!items.length) break;
      ids.push(...items.map((p) => p.id));
    }
    expect(ids).toHaveLength(1000);
    const big = (await t.http().post('/tournaments').set(org).send({ name: 'Open de masse', date: '2026-12-13', venue: 'Douai', organisingClubId: club.id }).expect(201)).body.id;
    const res = await t.http().post(`/tournaments/${big}/entries/bulk`).set(org).send({ playerIds: ids }).expect(201);
    expect(res.body.map((e: { playerId: string }) => e.playerId)).toEqual(ids);
    expect(res.body.map((e: { bib: number }) => e.bib)).toEqual(ids.map((_, i) => i + 1));
    const audit = (await t.http().get(`/audit?entity=tournament_entry&pageSize=1`).set(org).expect(200)).body;
    expect(audit.total).toBeGreaterThanOrEqual(1000);
  });
});

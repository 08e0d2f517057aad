import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../apps/api/src/app.module';
import { loadConfig } from '../apps/api/src/config/app-config';
import { configureApp } from '../apps/api/src/configure-app';
import { readPdf, binaryParser } from './support/pdf';
import { eventReader } from '../bench/support/sse';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * What the screens need live: the tournament's changes as server-sent events (announced inside the
 * writes' transactions), the room's projector driven from the organiser's screen, an answer scored as
 * it is typed, and a player's corrected sheet for the public.
 */
interface Stream {
  events: { type: string; data: Record<string, unknown> }[];
  /** Resolves with the first event of this type arriving after the call and matching the test. */
  next(type: string, test?: (data: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

function openStream(port: number, path: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const events: Stream['events'] = [];
    const waiters: { type: string; test: (d: Record<string, unknown>) => boolean; resolve: (d: Record<string, unknown>) => void; from: number }[] = [];
    const req = get({ host: '127.0.0.1', port, path, headers: { Accept: 'text/event-stream' } }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
      expect(res.headers['content-type']).toContain('text/event-stream');
      res.setEncoding('utf8');
      res.on(
        'data',
        eventReader((type, data) => {
          if (!data) return;
          events.push({ type, data: JSON.parse(data) });
          for (const w of [...waiters]) {
            const hit = events.slice(w.from).find((e) => e.type === w.type && w.test(e.data));
            if (hit) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(hit.data);
            }
          }
        }),
      );
      resolve({
        events,
        next: (type, test = () => true, timeoutMs = 5000) =>
          new Promise((res2, rej2) => {
            const timer = setTimeout(() => rej2(new Error(`no ${type} event in ${timeoutMs} ms; got ${JSON.stringify(events)}`)), timeoutMs);
            waiters.push({ type, test, from: events.length, resolve: (d) => (clearTimeout(timer), res2(d)) });
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', (e) => (e.message.includes('socket hang up') ? undefined : reject(e)));
  });
}

describe('live screens: events, the room display, live points, public corrected sheets', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let port: number;
  let tid: string;
  let players: { id: string; lastName: string }[];
  const path = (p: string) => `/tournaments/${tid}${p}`;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    const server = t.app.getHttpServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
    const club = (await t.http().post('/clubs').set(org).send({ name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' }).expect(201)).body;
    const csv = ['licence;nom;prénom;club', 'L001;Martin;Anne;NPC-059', 'L002;Durand;Paul;NPC-059'].join('\n');
    await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    players = (await t.http().get('/players').set(org).expect(200)).body.items;
    players.sort((a, b) => (a.lastName === 'Martin' ? -1 : b.lastName === 'Martin' ? 1 : 0));
    tid = (await t.http().post('/tournaments').set(org).send({ name: 'Tournoi de Douai', date: '2026-12-12', venue: 'Douai', organisingClubId: club.id }).expect(201)).body.id;
    await t.http().post(path('/entries/bulk')).set(org).send({ playerIds: players.map((p) => p.id) }).expect(201);
    const version = (await t.http().get(path('')).expect(200)).body.version;
    await t.http().post(path('/status')).set(org).send({ version, status: 'DUPLICATE' }).expect(200);
    await t.http().post(path('/duplicate')).set(org).send({ seed: 'live', plan: { numbers: 1, letters: [{ consonants: 5, vowels: 5, count: 2 }], order: 'CLL' } }).expect(201);
    await t.http().put(path('/duplicate/draws/1')).set(org).send({ kind: 'numbers', plates: [3, 100, 8, 8, 10, 6], target: 683, version: 1 }).expect(200);
    await t.http().put(path('/duplicate/draws/2')).set(org).send({ kind: 'letters', letters: 'BAMERILANE', version: 1 }).expect(200);
    await t.http().put(path('/duplicate/draws/3')).set(org).send({ kind: 'letters', letters: 'ANEDOSUNEI', version: 1 }).expect(200);
  });
  afterAll(() => t.close());

  it('pushes a sheet change to the tournament\'s screens when its transaction commits, and nothing for a refused write', async () => {
    const stream = await openStream(port, path('/events'));
    const other = await openStream(port, `/tournaments/00000000-0000-4000-8000-000000000000/events`);
    const pushed = stream.next('change', (d) => d.entity === 'answer_sheet');
    const sheet = (await t.http().put(path(`/duplicate/sheets/${players[0]!.id}`)).set(org).send({ answers: [{ round: 2, word: 'remaniable' }] }).expect(200)).body;
    expect(await pushed).toMatchObject({ tournamentId: tid, entity: 'answer_sheet', entityId: expect.any(String), action: 'sheet.enter', at: expect.any(String) });
    // A stale write rolls back: no event for it.
    const second = stream.next('change', (d) => d.entity === 'answer_sheet');
    await t.http().put(path(`/duplicate/sheets/${players[0]!.id}`)).set(org).set('If-Match', `"${sheet.version}"`).send({ answers: [{ round: 2, word: 'remaniable' }, { round: 3, word: 'adieu' }] }).expect(200);
    await second;
    const before = stream.events.length;
    await t.http().put(path(`/duplicate/sheets/${players[0]!.id}`)).set(org).set('If-Match', `"${sheet.version}"`).send({ answers: [{ round: 2, word: 'maniable' }] }).expect(409);
    // The next write that commits (a ruling, whose sheets are rescored in the same transaction) is the next event.
    const proof = stream.next('change', (d) => d.entity === 'duplicate_session');
    await t.http().post(path('/rulings')).set(org).send({ word: 'audoniens', decision: 'ADMITTED' }).expect(201);
    await proof;
    expect(stream.events.slice(before).filter((e) => e.type === 'change').map((e) => e.data.entity)).toEqual(['tournament_ruling', 'duplicate_session']);
    expect(other.events.filter((e) => e.type === 'change')).toEqual([]);
    stream.close();
    other.close();
  });

  it('passes a change written through one API process to the screens connected to another (PostgreSQL)', async () => {
    // Several stateless processes serve one PostgreSQL database; the embedded engine is one process only.
    if (t.db.engine !== 'postgresql') return expect(t.db.databaseUrl).toBeUndefined();
    const config = { ...loadConfig({}), databaseUrl: t.db.databaseUrl, dataDir: undefined, seedDemoData: false, logLevel: 'silent', port: 0 };
    const second = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger: false });
    configureApp(second);
    await second.listen(0, '127.0.0.1');
    try {
      const stream = await openStream((second.getHttpServer().address() as AddressInfo).port, path('/events'));
      const pushed = stream.next('change', (d) => d.entity === 'tournament_ruling' && d.action === 'create');
      await t.http().post(path('/rulings')).set(org).send({ word: 'resonnées', decision: 'ADMITTED' }).expect(201);
      expect(await pushed).toMatchObject({ tournamentId: tid, entity: 'tournament_ruling' });
      stream.close();
    } finally {
      await second.close();
    }
  });

  it('announces every player of a bulk registration, in the registration\'s own transaction', async () => {
    const club = (await t.http().get('/clubs').expect(200)).body.items[0].id;
    const late = [];
    for (const [licence, lastName] of [['L003', 'Leroy'], ['L004', 'Moreau']]) {
      late.push((await t.http().post('/players').set(org).send({ licence, firstName: 'Retard', lastName, clubId: club }).expect(201)).body.id as string);
    }
    const stream = await openStream(port, path('/events'));
    const second = stream.next('change', (d) => d.entity === 'tournament_entry' && stream.events.filter((e) => e.data.entity === 'tournament_entry').length === 2);
    const entries = (await t.http().post(path('/entries/bulk')).set(org).send({ playerIds: late }).expect(201)).body as { id: string }[];
    await second;
    expect(stream.events.filter((e) => e.data.entity === 'tournament_entry').map((e) => e.data.entityId).sort()).toEqual(entries.map((e) => e.id).sort());
    stream.close();
  });

  it('refuses an events stream for an id that is not a uuid', async () => {
    const res = await t.http().get('/tournaments/not-a-uuid/events').expect(400);
    expect(res.body.errors[0].field).toBe('tournamentId');
  });

  it('drives the room display: hidden coup, the draw with its countdown, the top, the next coup; stale moves get 409', async () => {
    const initial = (await t.http().get(path('/duplicate/room')).expect(200)).body;
    expect(initial).toMatchObject({ round: 1, rounds: 3, kind: 'NUMBERS', phase: 'WAITING', startedAt: null, draw: null, top: null, version: 1, limits: { thinkSeconds: 40, writeSeconds: 15 }, clock: { stage: 'HIDDEN', secondsLeft: 40 } });
    await t.http().post(path('/duplicate/room')).send({ action: 'start', version: 1 }).expect(401);
    await t.http().post(path('/duplicate/room')).set(org).send({ action: 'start' }).expect(428);
    const stream = await openStream(port, path('/events'));
    const pushed = stream.next('change', (d) => d.entity === 'room_display');
    const started = (await t.http().post(path('/duplicate/room')).set(org).send({ action: 'start', version: 1 }).expect(200)).body;
    expect(started).toMatchObject({ round: 1, phase: 'RUNNING', draw: { kind: 'NUMBERS', plates: [3, 100, 8, 8, 10, 6], target: 683 }, top: null, version: 2, clock: { stage: 'THINKING' } });
    expect(started.clock.secondsLeft).toBeGreaterThanOrEqual(39);
    expect(await pushed).toMatchObject({ entity: 'room_display', action: 'room.start' });
    await t.http().post(path('/duplicate/room')).set(org).send({ action: 'next', version: 1 }).expect(409);
    const topped = (await t.http().post(path('/duplicate/room')).set(org).set('If-Match', '"2"').send({ action: 'top' }).expect(200)).body;
    expect(topped.top).toMatchObject({ exact: true, best: [683] });
    expect(topped.clock).toEqual({ stage: 'OVER', secondsLeft: 0, msLeft: 0 });
    const next = (await t.http().post(path('/duplicate/room')).set(org).send({ action: 'next', version: 3 }).expect(200)).body;
    expect(next).toMatchObject({ round: 2, kind: 'LETTERS', phase: 'WAITING', draw: null, top: null, limits: { thinkSeconds: 40, writeSeconds: 10 } });
    const refused = await t.http().post(path('/duplicate/room')).set(org).send({ action: 'show', round: 9, version: 4 }).expect(422);
    expect(refused.body).toMatchObject({ code: 'NO_SUCH_ROUND', errors: [{ field: 'round' }] });
    const letters = (await t.http().post(path('/duplicate/room')).set(org).send({ action: 'start', version: 4 }).expect(200)).body;
    expect(letters.draw).toEqual({ kind: 'LETTERS', letters: 'BAMERILANE', split: '5C/5V' });
    const audit = (await t.http().get('/audit?entity=room_display').set(org).expect(200)).body;
    expect(audit.items.map((a: { action: string }) => a.action)).toEqual(['room.start', 'room.next', 'room.top', 'room.start']);
    stream.close();
  });

  it('scores an answer as it is typed, without storing it', async () => {
    const score = (round: number, body: object) => t.http().post(path(`/duplicate/draws/${round}/score`)).set(org).send(body);
    expect((await score(2, { word: 'remaniable' }).expect(200)).body).toEqual({ round: 2, kind: 'LETTERS', points: 10, valid: true, topped: true, length: 10, reason: null });
    expect((await score(2, { word: 'zebre' }).expect(200)).body).toMatchObject({ points: 0, valid: false, reason: { code: 'LETTER_NOT_IN_DRAW', french: 'lettre non tirée' } });
    // 100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680: 3 away from 683, 6 points on the douai scale.
    expect((await score(1, { lines: '100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680' }).expect(200)).body).toMatchObject({ kind: 'NUMBERS', points: 6, valid: true, topped: false });
    const wrongKind = await score(1, { word: 'remaniable' }).expect(400);
    expect(wrongKind.body.errors[0].field).toBe('answer[0]');
    await t.http().post(path('/duplicate/draws/2/score')).send({ word: 'remaniable' }).expect(401);
    const sheet = (await t.http().get(path(`/duplicate/sheets/${players[0]!.id}`)).set(org).expect(200)).body;
    expect(sheet.answers.find((a: { round: number }) => a.round === 2).word).toBe('remaniable');
  });

  it('shows a player\'s corrected sheet to the public, with the progression coup by coup against the top', async () => {
    const res = (await t.http().get(path(`/duplicate/ranking/${players[0]!.id}`)).expect(200)).body;
    expect(res.name).toBe('Anne Martin');
    // coup 1 numbers: nothing (top 9); coup 2 REMANIABLE 10 (top 10); coup 3 ADIEU 5 (top 10, SAOUDIENNE).
    expect(res.progression).toEqual([
      { round: 1, kind: 'NUMBERS', points: 0, cumulative: 0, topPoints: 9, topCumulative: 9 },
      { round: 2, kind: 'LETTERS', points: 10, cumulative: 10, topPoints: 10, topCumulative: 19 },
      { round: 3, kind: 'LETTERS', points: 5, cumulative: 15, topPoints: 10, topCumulative: 29 }, // ADIEU 5
    ]);
    await t.http().get(path(`/duplicate/ranking/${players[1]!.id}`)).expect(404);
    const pdf = await t.http().get(path(`/duplicate/ranking/${players[0]!.id}/corrected.pdf`)).buffer(true).parse(binaryParser).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(readPdf(pdf.body as Buffer).text).toContain('Anne');
  });

  it('says once per burst of changes that the ranking moved, once it is computed again, with its ETag', async () => {
    const stream = await openStream(port, path('/events'));
    const first = stream.next('ranking');
    await t.http().put(path(`/duplicate/sheets/${players[1]!.id}`)).set(org).send({ answers: [{ round: 2, word: 'maniable' }] }).expect(200);
    const told = (await first) as { etag: string };
    expect(told).toEqual({ tournamentId: tid, etag: expect.stringMatching(/^"r-/), at: expect.any(String), spreadMs: 0 });
    // The phones told read the ranking the event names: it is the current one.
    await t.http().get(path('/duplicate/ranking')).set('If-None-Match', told.etag).expect(304);
    // Three changes in a row: the first and the last of the burst are announced, not each one.
    const changes = stream.events.filter((e) => e.type === 'change').length;
    const last = stream.next('ranking', () => stream.events.filter((e) => e.type === 'change').length >= changes + 3, 3000);
    for (const word of ['aimable', 'ranimable', 'remaniable']) {
      const v = (await t.http().get(path(`/duplicate/sheets/${players[1]!.id}`)).set(org).expect(200)).body.version;
      await t.http().put(path(`/duplicate/sheets/${players[1]!.id}`)).set(org).set('If-Match', `"${v}"`).send({ answers: [{ round: 2, word }] }).expect(200);
    }
    await last;
    await new Promise((r) => setTimeout(r, 400));
    expect(stream.events.filter((e) => e.type === 'ranking').length).toBeLessThanOrEqual(4);
    stream.close();
  });

  it('carries in each `ranking` event the rows that moved since the one before: the ranking read then, patched, is the ranking now', async () => {
    const stream = await openStream(port, path('/events'));
    const write = async (player: number, round: number, word: string) => {
      const v = (await t.http().get(path(`/duplicate/sheets/${players[player]!.id}`)).set(org).expect(200)).body.version;
      await t.http().put(path(`/duplicate/sheets/${players[player]!.id}`)).set(org).set('If-Match', `"${v}"`).send({ answers: [{ round, word }] }).expect(200);
    };
    // A first change: its event names the ranking, which the screen reads.
    let told = stream.next('ranking');
    await write(1, 3, 'adieu');
    let event = (await told) as { etag: string; patch?: { from: string; at: number; remove: number; rows: unknown[]; rest: Record<string, unknown> } };
    const read = await t.http().get(path('/duplicate/ranking')).expect(200);
    expect(read.headers.etag).toBe(event.etag);
    let held = read.body;
    let etag = event.etag;
    // Each change after it: a patch from the ranking held, that makes the one the server now sends, with no read.
    for (const [player, round, word] of [[1, 2, 'remaniable'], [0, 2, 'maniable'], [0, 2, 'remaniable']] as const) {
      told = stream.next('ranking', (d) => d.etag !== etag);
      await write(player, round, word);
      event = (await told) as typeof event;
      expect(event.patch).toMatchObject({ from: etag, at: expect.any(Number), remove: expect.any(Number), rows: expect.any(Array) });
      const { at, remove, rows, rest } = event.patch!;
      held = { ...rest, rows: [...held.rows.slice(0, at), ...rows, ...held.rows.slice(at + remove)] };
      const now = await t.http().get(path('/duplicate/ranking')).expect(200);
      expect(now.headers.etag).toBe(event.etag);
      expect(held).toEqual(now.body);
      expect(rows.length).toBeLessThanOrEqual(2);
      etag = event.etag;
    }
    stream.close();
  });
});

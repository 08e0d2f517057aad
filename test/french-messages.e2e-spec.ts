import type { Response } from 'supertest';
import { englishWords } from '../libs/messages/src/testing/english';
import { newClub, newPlayers } from './support/fixtures';
import { bearer, createTestApp, ORGANISER, type TestApp } from './support/test-app';

/**
 * Every word of an error a person reads is French: bad requests of every kind across the endpoints (the
 * validation pipe, ids, versions, access, the rules libraries' refusals, the services' conflicts; the duplicate's
 * session, draws, sheets and room, the poules, the matches and the Pyramide), and each
 * answer's `title`, `detail` and `errors[].reason` checked for English words (libs/messages/src/testing/english.ts).
 * The field paths (`errors[].field`, API names) are the contract's and stay as they are.
 */

interface Problem {
  title: string;
  detail: string;
  code: string;
  errors?: { field: string; reason: string }[];
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('French everywhere: the API answers errors in French', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let club: string;
  let players: string[];
  let tournament: string;
  const seen: string[] = [];

  /** Checks one error answer: its status, and French in every text a person reads. */
  function french(res: Response, status: number, label: string): Problem {
    expect({ label, status: res.status }).toEqual({ label, status });
    const problem = res.body as Problem;
    const fields = (problem.errors ?? []).map((e) => e.field);
    const texts = [problem.title, problem.detail, ...(problem.errors ?? []).map((e) => e.reason)];
    const english = texts.flatMap((text) => englishWords(text, fields).map((word) => `${word} in « ${text} »`));
    expect({ label, code: problem.code, english }).toEqual({ label, code: problem.code, english: [] });
    seen.push(problem.code);
    return problem;
  }

  beforeAll(async () => {
    t = await createTestApp({ loginMaxFailures: 50 });
    org = bearer(t.organiserToken);
    club = await newClub(t, org, { name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' });
    players = await newPlayers(t, org, club, [
      ['F001', 'Alice', 'Martin'],
      ['F002', 'Bruno', 'Petit'],
    ]);
    tournament = (await t.http().post('/tournaments').set(org).send({ name: 'Tournoi de Douai', date: '2026-12-12', venue: 'Douai', organisingClubId: club }).expect(201)).body.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('says what is wrong with a body in French (unknown fields, types, lengths, bounds, nested fields)', async () => {
    const clubRes = french(await t.http().post('/clubs').set(org).send({ name: '', city: 12, foo: 1 }), 400, 'club');
    expect([...new Set(clubRes.errors!.map((e) => e.field))].sort()).toEqual(['city', 'foo', 'name']);
    expect(clubRes.title).toBe('Requête invalide');
    french(await t.http().post('/players').set(org).send({ licence: 'bad licence!', lastName: '', clubId: 'nope', extra: 1 }), 400, 'player');
    french(await t.http().post('/tournaments').set(org).send({ name: 'x'.repeat(300), date: '2026-02-31', venue: '', organisingClubId: club }), 400, 'tournament');
    french(await t.http().post('/clubs').set(org).send([{ name: 'Douai' }]), 400, 'array body');
    french(await t.http().post('/clubs').set(org).set('Content-Type', 'application/json').send('{"name":'), 400, 'broken JSON');
    french(await t.http().post('/clubs').set(org).set('Content-Type', 'text/plain').send('Douai'), 415, 'text body');
    french(await t.http().get('/players?page=0&pageSize=100000').set(org), 400, 'paging');
    french(await t.http().get('/players?colour=blue').set(org), 400, 'unknown query parameter');
    const game = { kind: 'SLOUBI', playedOn: '2026-12-04', players: [{ playerId: players[0] }, { guestName: '   ' }] };
    const blank = french(await t.http().post(`/clubs/${club}/games`).set(org).send(game), 400, 'blank guest');
    expect(blank.errors!.map((e) => e.field)).toEqual(['players[1].guestName']);
  });

  it('says in French that an id, a record or a path does not exist', async () => {
    french(await t.http().get('/clubs/not-a-uuid').set(org), 400, 'bad id');
    const missing = french(await t.http().get(`/clubs/${UNKNOWN}`).set(org), 404, 'no club');
    expect(missing.detail).toBe(`club ${UNKNOWN} introuvable`);
    french(await t.http().get(`/tournaments/${UNKNOWN}`).set(org), 404, 'no tournament');
    french(await t.http().get('/nope').set(org), 404, 'no path');
    french(await t.http().get(`/tournaments/${tournament}/duplicate/draws/x/score`).set(org), 404, 'no such route');
  });

  it('says in French who may not do what', async () => {
    const login = french(await t.http().post('/auth/login').send({ email: ORGANISER.email, password: 'mauvais mot de passe' }), 401, 'login');
    expect(login.detail).toBe('E-mail ou mot de passe incorrect.');
    french(await t.http().get('/players'), 401, 'no token');
    french(await t.http().get('/players').set(bearer('not-a-token')), 401, 'bad token');
    await t.http().post('/accounts').set(org).send({ email: 'arbitre@douai.fr', displayName: 'Arbitre', password: 'arbiter-password', role: 'ARBITER' }).expect(201);
    const arbiter = bearer(await t.login('arbitre@douai.fr', 'arbiter-password'));
    french(await t.http().post('/clubs').set(arbiter).send({ name: 'Lyon', city: 'Lyon' }), 403, 'role');
    french(await t.http().put(`/tournaments/${tournament}/duplicate/draws/1`).set(arbiter).send({ kind: 'numbers', plates: [1, 2, 3, 4, 5, 6], target: 500 }), 403, 'not an arbiter of it');
    french(await t.http().post('/accounts').set(org).send({ email: 'arbitre@douai.fr', displayName: 'Encore', password: 'arbiter-password', role: 'ARBITER' }), 409, 'e-mail taken');
    french(await t.http().post('/accounts').set(org).send({ email: 'club@douai.fr', displayName: 'Club', password: 'club-password-1', role: 'CLUB' }), 400, 'club account without club');
  });

  it('says in French that a record changed, needs its version, or exists already', async () => {
    const player = (await t.http().get(`/players/${players[0]}`).set(org).expect(200)).body;
    french(await t.http().patch(`/players/${players[0]}`).set(org).send({ firstName: 'Alicia' }), 428, 'no version');
    french(await t.http().patch(`/players/${players[0]}`).set(org).set('If-Match', '"abc"').send({ firstName: 'Alicia' }), 400, 'bad version');
    const stale = french(await t.http().patch(`/players/${players[0]}`).set(org).set('If-Match', `"${player.version + 5}"`).send({ firstName: 'Alicia' }), 409, 'stale');
    expect(stale.code).toBe('STALE_VERSION');
    french(await t.http().post('/players').set(org).send({ licence: 'F001', lastName: 'Martin', firstName: 'Léa', clubId: club }), 409, 'licence taken');
    await t.http().post(`/tournaments/${tournament}/entries/bulk`).set(org).send({ playerIds: players }).expect(201);
    const again = french(await t.http().post(`/tournaments/${tournament}/entries/bulk`).set(org).send({ playerIds: players }), 409, 'registered again');
    expect(again.errors).toHaveLength(2);
    french(await t.http().post(`/tournaments/${tournament}/entries/bulk`).set(org).send({ playerIds: [players[0], players[0]] }), 400, 'twice in the list');
  });

  it('says in French why a club game is refused (seats, players, moves)', async () => {
    const games = `/clubs/${club}/games`;
    const seats = french(
      await t.http().post(games).set(org).send({ kind: 'SLOUBI', playedOn: '2026-12-04', players: [{ playerId: players[0], guestName: 'Alice bis' }, { playerId: UNKNOWN }, { playerId: players[0] }] }),
      422,
      'seats',
    );
    expect(seats.errors!.map((e) => e.reason)).toEqual(['donnez soit playerId (un joueur inscrit), soit guestName (un invité)', 'joueur inconnu', 'ce joueur est placé deux fois']);
    french(await t.http().post(games).set(org).send({ kind: 'SLOUBI', playedOn: '2026-12-04', players: [{ playerId: players[0] }] }), 422, 'alone');
    const sloubi = (await t.http().post(games).set(org).send({ kind: 'SLOUBI', playedOn: '2026-12-04', players: [{ playerId: players[0] }, { playerId: players[1] }], settings: { rounds: 1 } }).expect(201)).body;
    french(await t.http().post(`${games}/${sloubi.id}/actions`).set(org).set('If-Match', `"${sloubi.version}"`).send({ type: 'deal' }), 422, 'no such move');
  });

  it("says in French why a draw or an answer is refused (the rules libraries' words)", async () => {
    const path = (p: string) => `/tournaments/${tournament}${p}`;
    const version = (await t.http().get(path('')).expect(200)).body.version;
    await t.http().post(path('/status')).set(org).send({ version, status: 'DUPLICATE' }).expect(200);
    await t.http().post(path('/duplicate')).set(org).send({ seed: 'douai-2026', plan: { numbers: 1, letters: [{ consonants: 5, vowels: 5, count: 2 }], order: 'CLL' } }).expect(201);
    const plates = french(await t.http().put(path('/duplicate/draws/1')).set(org).send({ kind: 'numbers', plates: [5, 5, 5, 1, 2, 3], target: 500, version: 1 }), 400, 'plates');
    expect(plates.errors).toEqual([{ field: 'plates', reason: 'la plaque 5 figure 3 fois, il n’y en a que 2' }]);
    french(await t.http().put(path('/duplicate/draws/1')).set(org).send({ kind: 'numbers', plates: [3, 100, 8, 8, 10, 6], target: 1500, version: 1 }), 400, 'target');
    french(await t.http().put(path('/duplicate/draws/2')).set(org).send({ kind: 'letters', letters: 'BCDFGHJKLM', version: 1 }), 400, 'vowels');
    await t.http().put(path('/duplicate/draws/1')).set(org).send({ kind: 'numbers', plates: [3, 100, 8, 8, 10, 6], target: 683, version: 1 }).expect(200);
    await t.http().put(path('/duplicate/draws/2')).set(org).send({ kind: 'letters', letters: 'BAMERILANE', version: 1 }).expect(200);
    await t.http().put(path('/duplicate/draws/3')).set(org).send({ kind: 'letters', letters: 'ANEDOSUNEI', version: 1 }).expect(200);
    const score = (round: number, answer: object) => t.http().post(path(`/duplicate/draws/${round}/score`)).set(org).send(answer).expect(200);
    const refusals: [number, object, string][] = [
      [2, { word: 'ÉLÉMENT' }, 'E est utilisé 3 fois mais tiré 2 fois'],
      [2, { word: 'mariner' }, 'R est utilisé 2 fois mais tiré 1 fois'],
      [3, { word: 'sondai' }, '« sondai » est une forme verbale conjuguée (seuls l’infinitif et les participes sont admis)'],
      [2, { word: 'ranimable' }, ''],
      [1, { lines: '100 x 6 = 600\n600 + 8 = 609' }, 'ligne 2 : 600 + 8 = 608, pas 609'],
      [1, { lines: '100 x 100 = 10000' }, 'ligne 1 : 100 a déjà été utilisé'],
    ];
    for (const [round, answer, message] of refusals) {
      const preview = (await score(round, answer)).body as { reason: { code: string; message: string; french: string } | null };
      if (!message) {
        expect(preview.reason).toBeNull();
        continue;
      }
      expect(preview.reason!.message).toBe(message);
      for (const text of [preview.reason!.message, preview.reason!.french]) expect({ text, english: englishWords(text) }).toEqual({ text, english: [] });
    }
  });

  // A second tournament taken through the day: the duplicate session and its draws, the sheets, the room, the
  // poules, the matches and the Pyramide, each refusing bad requests in French.
  describe('the day’s endpoints: the duplicate, its sheets, the poules, the matches, the Pyramide', () => {
    let day: string;
    let four: string[];
    const at = (p: string) => `/tournaments/${day}${p}`;
    const step = async (status: string) => {
      const { version } = (await t.http().get(at('')).expect(200)).body as { version: number };
      await t.http().post(at('/status')).set(org).send({ version, status }).expect(200);
    };
    const sheet = (playerId: string) => at(`/duplicate/sheets/${playerId}`);

    beforeAll(async () => {
      four = await newPlayers(t, org, club, [
        ['F003', 'Cléo', 'Trois'],
        ['F004', 'Denis', 'Quatre'],
        ['F005', 'Élise', 'Cinq'],
        ['F006', 'Fanny', 'Six'],
      ]);
      day = (await t.http().post('/tournaments').set(org).send({ name: 'Journée de Douai', date: '2026-12-13', venue: 'Douai', organisingClubId: club }).expect(201)).body.id;
      await t.http().post(at('/entries/bulk')).set(org).send({ playerIds: four }).expect(201);
    });

    it('says in French why the duplicate session, its draws or the room are refused', async () => {
      french(await t.http().put(sheet(four[0]!)).set(org).send({ answers: [{ round: 1, word: 'ami' }] }), 404, 'sheet before the duplicate');
      await step('DUPLICATE');
      const plan = french(await t.http().post(at('/duplicate')).set(org).send({ seed: 's', plan: { numbers: 1, letters: [{ consonants: 9, vowels: 0, count: 2 }], order: 'CX' } }), 400, 'plan');
      expect(plan.errors!.map((e) => e.field)).toEqual(['plan.letters[0].vowels', 'plan.order']);
      await t.http().post(at('/duplicate')).set(org).send({ seed: 'journee', plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: 2 }], order: 'L' } }).expect(201);
      french(await t.http().post(at('/duplicate')).set(org).send({ seed: 'encore' }), 409, 'session twice');
      french(await t.http().put(at('/duplicate/draws/1')).set(org).send({ kind: 'numbers', plates: [3, 100, 8, 8, 10, 6], target: 683, version: 1 }), 422, 'draw of the other kind');
      french(await t.http().put(at('/duplicate/draws/9')).set(org).send({ kind: 'letters', letters: 'BAMERILANE', version: 1 }), 404, 'no such coup');
      await t.http().put(at('/duplicate/draws/1')).set(org).send({ kind: 'letters', letters: 'BAMERILANE', version: 1 }).expect(200);
      await t.http().put(at('/duplicate/draws/2')).set(org).send({ kind: 'letters', letters: 'ANEDOSUNEI', version: 1 }).expect(200);
      french(await t.http().post(at('/duplicate/room')).set(org).send({ action: 'fly', version: 1 }), 400, 'room: no such move');
      french(await t.http().post(at('/duplicate/room')).set(org).send({ action: 'show', round: 9, version: 1 }), 422, 'room: no such coup');
      french(await t.http().post(at('/duplicate/room')).set(org).send({ action: 'top', version: 1 }), 422, 'room: top before the time');
    });

    it('says in French why a sheet is refused, is stale, needs its version or changes nothing', async () => {
      const refused = french(await t.http().put(sheet(four[0]!)).set(org).send({ answers: [{ round: 5, word: 'ami' }, { round: 1, value: 500 }] }), 400, 'coups not in the session');
      expect(refused.errors!.map((e) => e.field).sort()).toEqual(['answers[0]', 'answers[1].round']);
      french(await t.http().put(sheet(four[0]!)).set(org).send({ answers: [{ round: 1, word: 'ami' }, { round: 1, word: 'amie' }] }), 400, 'a coup twice');
      french(await t.http().put(sheet(UNKNOWN)).set(org).send({ answers: [{ round: 1, word: 'ami' }] }), 404, 'not registered');
      const typed = (await t.http().put(sheet(four[0]!)).set(org).send({ answers: [{ round: 1, word: 'remaniable' }, { round: 2, word: 'sondai' }] }).expect(200)).body as { version: number };
      french(await t.http().put(sheet(four[0]!)).set(org).send({ answers: [{ round: 1, word: 'maniable' }] }), 428, 'sheet typed again without its version');
      french(await t.http().put(sheet(four[0]!)).set(org).set('If-Match', `"${typed.version + 6}"`).send({ answers: [{ round: 1, word: 'maniable' }] }), 409, 'stale sheet');
      const version = { 'If-Match': `"${typed.version}"` };
      french(await t.http().patch(`${sheet(four[0]!)}/answers/1`).set(org).set(version).send({ word: 'maniable' }), 400, 'correction without its reason');
      french(await t.http().patch(`${sheet(four[0]!)}/answers/1`).set(org).set(version).send({ word: 'remaniable', reason: 'relu' }), 409, 'correction changing nothing');
      french(await t.http().post(`${sheet(four[0]!)}/status`).set(org).set(version).send({ status: 'DONE' }), 400, 'no such status');
      french(await t.http().post(`${sheet(four[0]!)}/changes/999/revert`).set(org).send({ reason: 'erreur' }), 404, 'no such change');
    });

    it('says in French why the poules or a match are refused', async () => {
      french(await t.http().post(at('/poules')).set(org).send({ seed: 'journee', drawsPer: 'round' }), 422, 'poules before the matches');
      for (const [i, playerId] of four.entries()) {
        const read = await t.http().get(sheet(playerId)).set(org);
        const typed = read.status === 200 ? read : await t.http().put(sheet(playerId)).set(org).send({ answers: [{ round: 1, word: ['remaniable', 'maniable', 'animal', 'ami'][i] }, { round: 2 }] }).expect(200);
        await t.http().post(`${sheet(playerId)}/status`).set(org).set('If-Match', `"${typed.body.version}"`).send({ status: 'CHECKED' }).expect(200);
      }
      await step('CORRECTION');
      await step('MATCHES');
      french(await t.http().put(sheet(four[0]!)).set(org).send({ answers: [{ round: 1, word: 'ami' }] }), 422, 'sheet after the correction');
      french(await t.http().post(at('/poules')).set(org).send({ seed: 'journee', drawsPer: 'always', size: 3 }), 400, 'poules: bad body');
      await t.http().post(at('/poules')).set(org).send({ seed: 'journee', drawsPer: 'round' }).expect(201);
      french(await t.http().post(at('/poules')).set(org).send({ seed: 'journee', drawsPer: 'round' }), 409, 'poules twice');
      french(await t.http().delete(at('/poules')).set(org), 400, 'poules undone without a reason');
      // Four players in a poule of 16: the semi-finals are ready, the final waits for them.
      const semi = (await t.http().get(at('/matches/A-SF-1')).set(org).expect(200)).body as { version: number; draws: { phase: string; round: number; kind: string; top: { best?: number[]; solution?: string[]; words?: string[] } }[] };
      const regular = semi.draws.filter((d) => d.phase === 'REGULAR');
      french(await t.http().put(at('/matches/A-F/sheet')).set(org).send({ draws: [] }), 422, 'final not ready');
      french(await t.http().post(at('/matches/A-F/forfeit')).set(org).send({ absent: ['a'], reason: 'absent', version: 1 }), 422, 'forfeit of a final not ready');
      french(await t.http().post(at('/matches/A-SF-2/forfeit')).set(org).send({ absent: ['c'], reason: '', version: 1 }), 400, 'forfeit: bad body');
      french(await t.http().put(at('/matches/Z-QF-9/sheet')).set(org).send({ draws: [] }), 404, 'no such match');
      french(await t.http().put(at('/matches/A-SF-1/sheet')).set(org).send({ draws: [{ phase: 'REGULAR', round: 99, a: { word: 'ami' }, b: {} }] }), 400, 'match: no such draw');
      const words = regular.map((d) => ({ phase: 'REGULAR', round: d.round, a: d.kind === 'NUMBERS' ? { word: 'ami' } : {}, b: {} }));
      french(await t.http().put(at('/matches/A-SF-1/sheet')).set(org).send({ draws: words }), 400, 'match: a word for a numbers draw');
      const best = (d: (typeof regular)[number]) => (d.kind === 'NUMBERS' ? { value: d.top.best![0], lines: d.top.solution!.join(' ; ') } : { word: d.top.words![0] });
      const played = await t.http().put(at('/matches/A-SF-1/sheet')).set(org).send({ draws: regular.map((d, i) => ({ phase: 'REGULAR', round: d.round, a: i === 0 ? best(d) : {}, b: {} })) }).expect(200);
      french(await t.http().put(at('/matches/A-SF-1/sheet')).set(org).send({ draws: [] }), 428, 'match typed again without its version');
      french(await t.http().put(at('/matches/A-SF-1/sheet')).set(org).set('If-Match', `"${played.body.version + 5}"`).send({ draws: [] }), 409, 'stale match');
    });

    it('says in French why the Pyramide is refused', async () => {
      const pyramide = (p: string) => at(`/pyramide${p}`);
      french(await t.http().post(pyramide('/games')).set(org), 404, 'no Pyramide yet');
      french(await t.http().post(pyramide('')).set(org).send({ formula: 'triplette', games: 0 }), 400, 'Pyramide: bad body');
      await t.http().post(pyramide('')).set(org).send({ formula: 'individuel', games: 1 }).expect(201);
      french(await t.http().post(pyramide('')).set(org).send({ formula: 'individuel', games: 1 }), 409, 'Pyramide twice');
      await t.http().post(pyramide('/games')).set(org).expect(201);
      french(await t.http().post(pyramide('/games')).set(org), 422, 'more games than planned');
      const broken = french(await t.http().put(pyramide('/games/1/tables/1/sheet')).set(org).send({ pingPong: [] }), 422, 'a feuille de marque that breaks the regulation');
      expect(broken.errors!.length).toBeGreaterThan(1);
      french(await t.http().put(pyramide('/games/1/tables/9/sheet')).set(org).send({}), 404, 'no such table');
      french(await t.http().put(pyramide('/games/5/tables/1/sheet')).set(org).send({}), 404, 'no such game');
      french(await t.http().post(pyramide('/games/1/tables/1/corrections')).set(org).send({ reason: 'relu' }), 428, 'correction without its version');
      french(await t.http().get(pyramide(`/players/${UNKNOWN}/history`)).set(org), 404, 'not a player of it');
    });
  });

  afterAll(() => {
    // The answers checked cover the families of errors a person meets.
    expect(new Set(seen).size).toBeGreaterThan(14);
  });
});

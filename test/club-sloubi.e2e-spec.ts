import { scoreSloubi, seriesTotal, throwRound, VARIANTS, type SloubiSettings } from '@greffier/sloubi';
import { seriesOf } from '../libs/sloubi/src/testing/dice';
import { fetchPdf } from './support/pdf';
import { newClub, newPlayers } from './support/fixtures';
import { inFrench } from './support/french';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * The Sloubi of a club evening through the API, and with it the shared club-games API: seats (a player of the
 * club, one of another club, a guest), who may write (organiser, the club's own CLUB account), public reads,
 * versions, deletion and the audit trail. The server throws the dice from the game's seed; a record of dice
 * thrown at the table is typed in (PUT) and checked die by die.
 */
type Standing = { seat: number; name: string; points: number; place: number };
type Round = { number: number; totals: number[]; best: number; winner: number; fromSeed: boolean; tieBreaks: { seats: number[]; totals: (number | null)[] }[] };
type Series = number[][];
type RecordBody = { rounds: { throws: Series[]; tieBreaks: { throws: (Series | null)[] }[] }[] };

const NAMES = ['Alice Martin', 'Bruno Petit', 'Jeanne (invitée)'];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const sum = (series: Series): number => series.flat().reduce((a, b) => a + b, 0);

describe('the Sloubi of a club evening through the API', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let clubAccount: Record<string, string>;
  let arbiter: Record<string, string>;
  let douai: string;
  let lille: string;
  let alice: string;
  let bruno: string;
  let thrown: { id: string; settings: SloubiSettings };
  let typed: string;
  const games = (club: string) => `/clubs/${club}/games`;
  const seats = () => [{ playerId: alice }, { playerId: bruno }, { guestName: 'Jeanne (invitée)' }];
  const create = (club: string, body: object, auth = org) => t.http().post(games(club)).set(auth).send({ kind: 'SLOUBI', playedOn: '2026-12-04', players: seats(), ...body });

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    douai = await newClub(t, org, { name: 'Club de Douai', city: 'Douai' });
    lille = await newClub(t, org, { name: 'Club de Lille', city: 'Lille' });
    [alice] = (await newPlayers(t, org, douai, [['D001', 'Alice', 'Martin']])) as [string];
    [bruno] = (await newPlayers(t, org, lille, [['L001', 'Bruno', 'Petit']])) as [string];
    await t.http().post('/accounts').set(org).send({ email: 'club@douai.fr', displayName: 'Club de Douai', password: 'club-password-1', role: 'CLUB', clubId: douai }).expect(201);
    await t.http().post('/accounts').set(org).send({ email: 'arbitre@douai.fr', displayName: 'Arbitre', password: 'arbiter-password', role: 'ARBITER' }).expect(201);
    clubAccount = bearer(await t.login('club@douai.fr', 'club-password-1'));
    arbiter = bearer(await t.login('arbitre@douai.fr', 'arbiter-password'));
  });
  afterAll(() => t.close());

  it('creates a game with a player of the club, a player of another club and a guest, in seat order', async () => {
    const res = await create(douai, { title: 'Soirée du vendredi', settings: { rounds: 3 } }, clubAccount).set('X-Audit-Reason', 'soirée du 4').expect(201);
    expect(res.body).toMatchObject({ kind: 'SLOUBI', clubId: douai, clubName: 'Club de Douai', playedOn: '2026-12-04', title: 'Soirée du vendredi', finished: false, version: 1, record: { rounds: [] } });
    expect(res.body.players).toEqual([{ seat: 1, playerId: alice, name: 'Alice Martin' }, { seat: 2, playerId: bruno, name: 'Bruno Petit' }, { seat: 3, playerId: null, name: 'Jeanne (invitée)' }]);
    // the seed is made by the server (ctx.newSeed) and stored, so that the throws can be replayed
    expect(res.body.settings).toEqual({ variant: 'standard', rounds: 3, seed: expect.stringMatching(/^\S+$/) });
    expect(res.body.standings).toEqual(NAMES.map((name, i) => ({ seat: i + 1, name, points: 0, place: 1 })));
    expect(res.body.result).toMatchObject({ roundsAgreed: 3, roundsPlayed: 0, roundsWon: [0, 0, 0], throwsPerRound: 60, dicePerThrow: 3 });
    thrown = { id: res.body.id, settings: res.body.settings };
  });

  it('refuses bad seats, a wrong number of players and bad settings (422 naming each box)', async () => {
    const seatsRes = await create(douai, { players: [{ playerId: alice, guestName: 'Alice bis' }, { playerId: UNKNOWN }, { playerId: alice }] }).expect(422);
    expect(seatsRes.body.code).toBe('INVALID_PLAYERS');
    expect(seatsRes.body.errors.map((e: { field: string }) => e.field)).toEqual(['players[0]', 'players[1].playerId', 'players[2].playerId']);
    expect(seatsRes.body.errors[2].reason).toBe('ce joueur est placé deux fois');
    inFrench(seatsRes.body);
    const blank = await create(douai, { players: [{ playerId: alice }, { guestName: '   ' }] }).expect(400);
    expect(blank.body.errors.map((e: { field: string }) => e.field)).toEqual(['players[1].guestName']);
    const alone = await create(douai, { players: [{ playerId: alice }] }).expect(422);
    expect(alone.body).toMatchObject({ code: 'PLAYER_COUNT', errors: [{ field: 'players', reason: 'Sloubi se joue de 2 à 20 joueurs (1 donné)' }] });
    inFrench(alone.body);
    const settings = await create(douai, { settings: { variant: 'adulte', rounds: 0 } }).expect(422);
    expect(settings.body.errors).toEqual([
      { field: 'settings.variant', reason: '« standard » (60 jets de 3 dés) ou « children » (variante enfants : 10 jets de 2 dés, moins 4)' },
      { field: 'settings.rounds', reason: 'le nombre de tours convenus : un nombre entier de 1 à 20' },
    ]);
    inFrench(settings.body);
    expect((await t.http().get(games(douai)).expect(200)).body.items).toHaveLength(1);
  });

  it('throws the rounds from the seed (POST actions); a stale version gets 409 and changes nothing', async () => {
    const url = `${games(douai)}/${thrown.id}/actions`;
    const first = await t.http().post(url).set(clubAccount).set('X-Audit-Reason', 'premier tour').send({ type: 'throw', version: 1 }).expect(200);
    expect(first.body.version).toBe(2);
    expect(first.headers.etag).toBe('"2"');
    const stale = await t.http().post(url).set(org).send({ type: 'throw', version: 1 }).expect(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    inFrench(stale.body);
    expect((await t.http().get(`${games(douai)}/${thrown.id}`).expect(200)).body).toMatchObject({ version: 2, result: { roundsPlayed: 1 } });
    await t.http().post(url).set(org).send({ type: 'throw', version: 2 }).expect(200);
    const last = await t.http().post(url).set(org).set('If-Match', '"3"').send({ type: 'throw' }).expect(200);
    const record = last.body.record as RecordBody;
    expect(last.body).toMatchObject({ version: 4, finished: true, result: { roundsPlayed: 3, finished: true } });
    // each round: 60 throws of 3 dice per player, the total their sum, the highest total wins (ties thrown again)
    (last.body.result.rounds as Round[]).forEach((round, r) => {
      expect(record.rounds[r]!.throws.map((s) => [s.length, ...new Set(s.map((x) => x.length))])).toEqual([[60, 3], [60, 3], [60, 3]]);
      expect(record.rounds[r]!.throws.flat(2).every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
      expect(round.totals).toEqual(record.rounds[r]!.throws.map(sum));
      const final = round.tieBreaks.length ? round.tieBreaks[round.tieBreaks.length - 1]!.totals : round.totals;
      expect(Math.max(...final.map((x) => x ?? 0))).toBe(final[round.winner - 1]);
      expect(final.filter((x) => x === final[round.winner - 1])).toHaveLength(1);
      expect(round.fromSeed).toBe(true);
      // an audit: round n is the seed's, whoever replays it
      expect(record.rounds[r]).toEqual(throwRound(thrown.settings, 3, r + 1));
    });
    const won = [1, 2, 3].map((seat) => (last.body.result.rounds as Round[]).filter((r) => r.winner === seat).length);
    expect(last.body.result.roundsWon).toEqual(won);
    expect(last.body.standings.map((s: Standing) => [s.seat, s.points, s.place])).toEqual(
      expect.arrayContaining(won.map((w, i) => [i + 1, w, 1 + won.filter((x) => x > w).length])),
    );
    const over = await t.http().post(url).set(org).send({ type: 'throw', version: 4 }).expect(422);
    expect(over.body).toMatchObject({ code: 'GAME_FINISHED', errors: [{ field: 'type', reason: 'les 3 tours convenus sont tous joués' }] });
    inFrench(over.body);
    const unknown = await t.http().post(url).set(org).send({ type: 'roll', version: 4 }).expect(422);
    expect(unknown.body.errors[0].field).toBe('type');
    inFrench(unknown.body);
  });

  it('replays a game from its seed: a new game given the same seed throws the same dice', async () => {
    const replay = (await create(douai, { settings: { seed: thrown.settings.seed, rounds: 3 } }).expect(201)).body;
    const res = await t.http().post(`${games(douai)}/${replay.id}/actions`).set(org).send({ type: 'throw', version: 1 }).expect(200);
    const original = (await t.http().get(`${games(douai)}/${thrown.id}`).expect(200)).body;
    expect(res.body.record.rounds[0]).toEqual(original.record.rounds[0]);
    expect(res.body.result.rounds[0]).toEqual(original.result.rounds[0]);
    await t.http().delete(`${games(douai)}/${replay.id}`).set(org).set('X-Audit-Reason', 'rejouée pour contrôle').send({ version: 2 }).expect(204);
  });

  it('takes a record of dice thrown at the table (children: 10 throws of 2 dice, minus 4) and scores it exactly', async () => {
    typed = (await create(douai, { settings: { variant: 'children', rounds: 3 } }, clubAccount).expect(201)).body.id;
    const round = (totals: number[], ...tieBreaks: (number | null)[][]) => ({
      throws: totals.map((x) => seriesOf(x)),
      tieBreaks: tieBreaks.map((tb) => ({ throws: tb.map((x) => (x === null ? null : seriesOf(x))) })),
    });
    // round 1: 70 > 66 > 50, Bruno; round 2: 70 = 70, Alice and Bruno alone throw again, 80 > 60, Alice;
    // round 3: 116 > 17 > 16 (10 × 12 - 4 = 116, the highest there is), Alice. Alice 2, Bruno 1, Jeanne 0.
    const record = { rounds: [round([66, 70, 50]), round([70, 70, 50], [80, 60, null]), round([116, 16, 17])] };
    expect(seriesTotal(record.rounds[2]!.throws[0]!, VARIANTS.children)).toBe(116);
    const res = await t.http().put(`${games(douai)}/${typed}/record`).set(clubAccount).set('X-Audit-Reason', 'feuille de la table 2').send({ record, version: 1 }).expect(200);
    expect(res.body).toMatchObject({ version: 2, finished: true });
    expect(res.body.result.rounds).toEqual([
      { number: 1, totals: [66, 70, 50], best: 70, tieBreaks: [], winner: 2, fromSeed: false },
      { number: 2, totals: [70, 70, 50], best: 70, tieBreaks: [{ seats: [1, 2], totals: [80, 60, null] }], winner: 1, fromSeed: false },
      { number: 3, totals: [116, 16, 17], best: 116, tieBreaks: [], winner: 1, fromSeed: false },
    ]);
    expect(res.body.result).toMatchObject({ roundsWon: [2, 1, 0], decidedAfter: 3, offset: -4, throwsPerRound: 10, dicePerThrow: 2 });
    expect(res.body.standings).toEqual([
      { seat: 1, name: 'Alice Martin', points: 2, place: 1 },
      { seat: 2, name: 'Bruno Petit', points: 1, place: 2 },
      { seat: 3, name: 'Jeanne (invitée)', points: 0, place: 3 },
    ]);
    // the same record scored by the library gives the same figures
    expect(scoreSloubi(res.body.settings, NAMES, record).result).toEqual(res.body.result);
  });

  it('refuses a record with a bad die (422 naming "rounds[2].throws[1][37][0]") and stores nothing', async () => {
    const record = (await t.http().get(`${games(douai)}/${thrown.id}`).expect(200)).body.record as RecordBody;
    record.rounds[2]!.throws[1]![37]![0] = 7;
    record.rounds[0]!.throws[0]!.pop();
    const res = await t.http().put(`${games(douai)}/${thrown.id}/record`).set(org).send({ record, version: 4 }).expect(422);
    expect(res.body.code).toBe('INVALID_RECORD');
    expect(res.body.errors).toEqual([
      { field: 'rounds[0].throws[0]', reason: '60 jets de 3 dés attendus, 59 jets donnés' },
      { field: 'rounds[2].throws[1][37][0]', reason: 'un dé montre 1 à 6, reçu 7' },
    ]);
    inFrench(res.body);
    const tie = { rounds: [{ throws: [seriesOf(70), seriesOf(70), seriesOf(50)] }] };
    const unbroken = await t.http().put(`${games(douai)}/${typed}/record`).set(org).send({ record: tie, version: 2 }).expect(422);
    expect(unbroken.body.errors).toEqual([{ field: 'rounds[0].tieBreaks[0]', reason: 'Alice Martin (place 1) et Bruno Petit (place 2) sont à égalité à 70 : ils relancent, jusqu’à ce que l’un gagne' }]);
    inFrench(unbroken.body);
    expect((await t.http().get(`${games(douai)}/${thrown.id}`).expect(200)).body).toMatchObject({ version: 4, result: { roundsPlayed: 3 } });
    expect((await t.http().get(`${games(douai)}/${typed}`).expect(200)).body.version).toBe(2);
  });

  it("lets the CLUB account write its own club's games only; an arbiter gets 403, no token 401", async () => {
    const other = (await create(lille, {}).expect(201)).body.id;
    await create(lille, {}, clubAccount).expect(403);
    await t.http().put(`${games(lille)}/${other}/record`).set(clubAccount).send({ record: { rounds: [] }, version: 1 }).expect(403);
    await t.http().post(`${games(lille)}/${other}/actions`).set(clubAccount).send({ type: 'throw', version: 1 }).expect(403);
    await t.http().delete(`${games(lille)}/${other}`).set(clubAccount).send({ version: 1 }).expect(403);
    await create(douai, {}, arbiter).expect(403);
    await t.http().post(`${games(douai)}/${typed}/actions`).set(arbiter).send({ type: 'throw', version: 2 }).expect(403);
    await create(douai, {}, {}).expect(401);
    await t.http().put(`${games(douai)}/${typed}/record`).send({ record: { rounds: [] }, version: 2 }).expect(401);
    expect((await t.http().get(`${games(lille)}/${other}`).expect(200)).body.version).toBe(1);
  });

  it('reads are public: the list filtered by kind, one game with its ETag, the score sheet', async () => {
    const list = (await t.http().get(`${games(douai)}?kind=SLOUBI`).expect(200)).body.items as { id: string }[];
    expect(list.map((g) => g.id).sort()).toEqual([thrown.id, typed].sort());
    expect((await t.http().get(`${games(douai)}?kind=THINK_OF_A_LETTER`).expect(200)).body.items).toEqual([]);
    await t.http().get(`${games(douai)}?kind=DOMINO`).expect(400);
    const one = await t.http().get(`${games(douai)}/${typed}`).expect(200);
    expect(one.headers.etag).toBe('"2"');
    const { flat: line, pages } = await fetchPdf(t.http().get(`${games(douai)}/${typed}/sheet.pdf`));
    expect(pages).toBe(1);
    expect(line).toContain('variante enfants : 10 jets de 2 dés par joueur et par tour, moins 4 sur le total (16 à 116)');
    // seat, name, the 3 totals (* the round's winner), rounds won, place
    expect(line).toContain(' 1 Alice Martin 66 70 * 116 * 2 1');
    expect(line).toContain(' 2 Bruno Petit 70 * 70 16 1 2');
    expect(line).toContain(' 3 Jeanne (invitée) 50 50 17 0 3');
    expect(line).toContain('égalité à 70 : Alice Martin 80, Bruno Petit 60');
    expect(line.replace(/\s+/g, ' ')).toContain('Partie terminée : Alice Martin gagne avec 2 tours gagnés sur 3.');
    const seeded = await fetchPdf(t.http().get(`${games(douai)}/${thrown.id}/sheet.pdf`));
    const rounds = (await t.http().get(`${games(douai)}/${thrown.id}`)).body.result.rounds as Round[];
    expect(seeded.text).toContain(`graine des dés « ${thrown.settings.seed} »`);
    for (const r of rounds) expect(seeded.text).toMatch(new RegExp(` ${r.number} +\\S.* tirés par Greffier`));
    const total = String(rounds[0]!.totals[0]!).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    expect(seeded.flat).toContain(` 1 Alice Martin ${total}`);
  });

  it('deletes a game with its version and a reason: it is hidden; the audit trail keeps every change with its reason', async () => {
    await t.http().delete(`${games(douai)}/${typed}`).set(clubAccount).set('X-Audit-Reason', 'saisie en double').send({ version: 1 }).expect(409);
    await t.http().delete(`${games(douai)}/${typed}`).set(clubAccount).set('X-Audit-Reason', 'saisie en double').send({ version: 2 }).expect(204);
    await t.http().get(`${games(douai)}/${typed}`).expect(404);
    expect((await t.http().get(games(douai)).expect(200)).body.items.map((g: { id: string }) => g.id)).toEqual([thrown.id]);
    const audit = (await t.http().get('/audit?entity=club_game&pageSize=100').set(org).expect(200)).body.items as { action: string; entityId: string; reason: string | null }[];
    const of = (id: string) => audit.filter((e) => e.entityId === id).map((e) => [e.action, e.reason]).reverse();
    expect(of(thrown.id)).toEqual([['create', 'soirée du 4'], ['action.throw', 'premier tour'], ['action.throw', null], ['action.throw', null]]);
    expect(of(typed)).toEqual([['create', null], ['record', 'feuille de la table 2'], ['delete', 'saisie en double']]);
    expect(audit.some((e) => e.action === 'delete' && e.reason === 'rejouée pour contrôle')).toBe(true);
    await t.http().get('/audit?entity=club_game').set(arbiter).expect(403);
  });
});

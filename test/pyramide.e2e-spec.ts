import type { Pair } from '@greffier/pyramide';
import type { Response } from 'supertest';
import { englishWords } from '../libs/messages/src/testing/english';
import { binaryParser, readPdf } from './support/pdf';
import { body, tableSheet, type SheetOptions } from './support/pyramide-sheets';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * A Pyramide club tournament through the API: 14 players over 4 games (tables of 4 and 3, so the regulation's
 * rotation cannot work), every feuille de marque typed in, an arbiter's late E, a refused sheet, a stale
 * correction, a withdrawal, the standings and their tie-breaks; then a doublette tournament. The sheets come
 * from test/support/pyramide-sheets.ts, whose figures are known whatever the draw: 60 points to every player
 * of a table of 4 (bonus 18, solutions 6), 80 at a table of 3 (bonus 24, solutions 8), unless varied below.
 */
type Seat = { seat: string; playerId: string; name: string };
type TableView = { number: number; size: number; seats: Seat[]; pairs: { id: string; players: { playerId: string }[] }[] | null };
type GameView = { number: number; method: string; fallback: string | null; explanation: string; repeats: { between: string[]; table: number; previousGames: number[]; gamesAgo: number }[]; regulationRepeats: unknown; leftOut: { playerId: string }[]; tables: TableView[] };
type Line = { total: number; bonus: number; solutions: number };
type Row = Line & { rank: number; id: string; brokenBy: string | null; brokenByReason: string | null; tiedOnTotal: boolean; games: number };

const TEMPLATE: Record<number, Line> = { 4: { total: 60, bonus: 18, solutions: 6 }, 3: { total: 80, bonus: 24, solutions: 8 } };
const ids = (t: TableView) => t.seats.map((s) => s.playerId);
const pairsOf = (t: TableView): [Pair, Pair] | null => (t.pairs ? (t.pairs.map((p) => ({ id: p.id, players: p.players.map((x) => x.playerId) })) as [Pair, Pair]) : null);

/** The repeats a game makes, computed here from the seatings: who shares a table again, and when they met. */
function expectedRepeats(games: GameView[], g: number): string[] {
  const out: string[] = [];
  for (const table of games[g]!.tables) {
    const players = ids(table);
    for (let i = 0; i < players.length; i++) {
      for (let j = i + 1; j < players.length; j++) {
        const pair = [players[i]!, players[j]!].sort();
        const before = games.slice(0, g).flatMap((game) => (game.tables.some((t) => pair.every((p) => ids(t).includes(p))) ? [game.number] : []));
        if (before.length) out.push(`${pair.join('+')}@${table.number}:${before.join(',')}`);
      }
    }
  }
  return out.sort();
}
/** A refusal a person reads: no English word in its title, detail or reasons (the field paths are the contract's). */
function french(res: Response): { code: string; detail: string; errors: { field: string; reason: string; code?: string }[] } {
  const body = res.body as { title: string; detail: string; code: string; errors?: { field: string; reason: string }[] };
  const fields = (body.errors ?? []).map((e) => e.field);
  const texts = [body.title, body.detail, ...(body.errors ?? []).map((e) => e.reason)];
  expect({ code: body.code, english: texts.flatMap((text) => englishWords(text, fields).map((w) => `${w} in « ${text} »`)) }).toEqual({ code: body.code, english: [] });
  return { ...body, errors: body.errors ?? [] };
}
const reportedRepeats = (game: GameView) => game.repeats.map((r) => `${[...r.between].sort().join('+')}@${r.table}:${r.previousGames.join(',')}`).sort();

describe('a Pyramide tournament through the API', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let arb: Record<string, string>;
  let outsider: Record<string, string>;
  let tid: string;
  let club: string;
  const players: string[] = [];
  const games: GameView[] = [];
  /** Each player's expected figures, game by game. */
  const expected = new Map<string, Line[]>();
  const path = (p: string, id = tid) => `/tournaments/${id}/pyramide${p}`;
  const tournament = async (name: string) => (await t.http().post('/tournaments').set(org).send({ name, date: '2026-12-12', venue: 'Douai', organisingClubId: club }).expect(201)).body.id as string;
  const register = (id: string, playerIds: string[]) => t.http().post(`/tournaments/${id}/entries/bulk`).set(org).send({ playerIds }).expect(201);

  const record = (table: TableView, line: (seat: number) => Line) => table.seats.forEach((s, i) => expected.set(s.playerId, [...(expected.get(s.playerId) ?? []), line(i)]));
  async function enter(game: number, table: TableView, options: SheetOptions = {}, line?: (seat: number) => Line) {
    const res = await t.http().put(path(`/games/${game}/tables/${table.number}/sheet`)).set(org).send(body(tableSheet(ids(table), pairsOf(table), options))).expect(200);
    record(table, line ?? (() => TEMPLATE[table.size]!));
    return res.body;
  }
  async function seat(): Promise<GameView> {
    const res = await t.http().post(path('/games')).set(org).expect(201);
    games.push(res.body);
    return res.body;
  }

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    club = (await t.http().post('/clubs').set(org).send({ name: 'Pyramide Club de Douai', city: 'Douai', federationCode: 'NPC-059' }).expect(201)).body.id;
    const csv = ['licence;nom;prénom;club', ...Array.from({ length: 16 }, (_, i) => `P${String(i + 1).padStart(3, '0')};Joueur ${i + 1};Prénom ${i + 1};NPC-059`)].join('\n');
    await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    const list = (await t.http().get('/players?pageSize=100').set(org).expect(200)).body.items as { id: string; licence: string }[];
    players.push(...list.sort((a, b) => a.licence.localeCompare(b.licence)).map((p) => p.id));
    tid = await tournament('Tournoi Pyramide de Douai');
    for (const [n, assign] of [[1, true], [2, false]] as const) {
      const account = (await t.http().post('/accounts').set(org).send({ email: `arbitre${n}@pyramide.fr`, displayName: `Arbitre ${n}`, password: 'arbiter-password', role: 'ARBITER' }).expect(201)).body;
      if (assign) await t.http().post(`/tournaments/${tid}/arbiters`).set(org).send({ accountId: account.id }).expect(200);
    }
    arb = bearer(await t.login('arbitre1@pyramide.fr', 'arbiter-password'));
    outsider = bearer(await t.login('arbitre2@pyramide.fr', 'arbiter-password'));
  });
  afterAll(() => t.close());

  it('refuses 5 players (422 CANNOT_SEAT naming the field), then sets up 14 players over 4 games', async () => {
    const five = await tournament('Cinq joueurs');
    await register(five, players.slice(0, 5));
    const refused = await t.http().post(path('', five)).set(org).send({ formula: 'individuel', games: 4 }).expect(422);
    expect(french(refused)).toMatchObject({ code: 'CANNOT_SEAT', errors: [{ field: 'players' }] });
    expect(refused.body.detail).toBe('5 joueurs ne se répartissent pas en tables de 4 et de 3 (ni 1, ni 2, ni 5 joueurs) : ajoutez un remplaçant (non classé) ou retirez un joueur');
    await register(tid, players.slice(0, 14));
    await t.http().post(path('')).set(arb).send({ formula: 'individuel', games: 4 }).expect(403);
    const pairsAlone = await t.http().post(path('')).set(org).send({ formula: 'individuel', games: 4, pairs: [[players[0], players[1]]] }).expect(400);
    expect(french(pairsAlone).errors).toEqual([{ field: 'pairs', reason: 'seulement en doublette' }]);
    const res = await t.http().post(path('')).set(org).send({ formula: 'individuel', games: 4, seed: 'douai-2026' }).expect(201);
    expect(res.body).toMatchObject({ formula: 'individuel', games: 4, seatedGames: 0, seed: 'douai-2026', pairs: [] });
    expect(res.body.rankingSeed).toMatch(/\S/);
    expect(french(await t.http().post(path('')).set(org).send({ formula: 'individuel', games: 4 }).expect(409)).detail).toBe('Ce tournoi a déjà sa Pyramide');
    expect((await t.http().get(path('')).expect(200)).body.seed).toBe('douai-2026');
  });

  it('draws game 1 (tables of 4 first) and gives each table its plan: who is Dico or Syno with whom', async () => {
    const game = await seat();
    expect(game).toMatchObject({ number: 1, method: 'draw', fallback: null, repeats: [] });
    expect(game.tables.map((x) => x.size)).toEqual([4, 4, 3, 3]);
    expect(new Set(game.tables.flatMap(ids))).toEqual(new Set(players.slice(0, 14)));
    const pub = (await t.http().get(path('/games/1')).expect(200)).body;
    const [a, b, c, d] = ids(pub.tables[0]);
    expect(pub.tables[0].plan.pingPong).toEqual([{ dico: a, syno: b }, { dico: c, syno: d }]);
    const rolesOfA = pub.tables[0].roles[0].roles as { event: string; role: string }[];
    expect(rolesOfA.filter((r) => r.event === 'enigmes').map((r) => r.role).sort()).toEqual(['Dico', 'Dico', 'Dico', 'Syno', 'Syno', 'Syno']);
    expect(pub.tables[2].plan.sharedSyno).toEqual({ pingPong: ids(pub.tables[2])[2], nomsPropres: ids(pub.tables[2])[0], grandesPyramides: ids(pub.tables[2])[1] });
  });

  it('refuses a sheet that breaks the rules, listing every box (422), and stores nothing', async () => {
    const table = games[0]!.tables[1]!;
    const bad = tableSheet(ids(table));
    bad.nomsPropres.names[0]!.points = [1, 1];
    bad.pingPong.bricks[1] = { word: 1, team: 0, mark: '1' };
    bad.grandesPyramides.pyramids[1]!.expressions[3] = 'tire-bouchon';
    bad.enigmes[4]!.words[4]!.bricks = 6;
    const res = await t.http().put(path(`/games/1/tables/${table.number}/sheet`)).set(org).send({ ...body(bad), players: [...ids(table)].reverse() }).expect(422);
    expect(french(res).code).toBe('INVALID_SCORE_SHEET');
    expect(res.body.detail).toMatch(/^La feuille de marque enfreint \d+ règles du règlement : elle est refusée en entier, rien n’est enregistré\./);
    const fields = res.body.errors.map((e: { field: string; code: string }) => `${e.field} ${e.code}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'players SHEET_PLAYERS',
        'enigmes[4].words[4].bricks ENIGMA_TOO_MANY_BRICKS',
        'pingPong.bricks[1] PP_OUT_OF_TURN',
        'nomsPropres.names[0].points NP_TWO_POINTS',
        'grandesPyramides.pyramids[1].expressions[3] GP_AFTER_STOP',
      ]),
    );
    expect(res.body.errors.find((e: { code: string }) => e.code === 'NP_TWO_POINTS')).toEqual({
      field: 'nomsPropres.names[0].points',
      reason: 'la colonne porte deux points : chaque colonne comporte un 1, et un seul (NP_TWO_POINTS, art. 6.4)',
      code: 'NP_TWO_POINTS',
      article: '6.4',
    });
    // the messages name the players, not their ids: "c'était à l'équipe 1 (C-D) de proposer"
    expect(res.body.errors.find((e: { field: string }) => e.field === 'pingPong.bricks[1]').reason).toContain(`(${table.seats[2]!.name}-${table.seats[3]!.name})`);
    for (const e of res.body.errors as { reason: string }[]) for (const id of ids(table)) expect(e.reason).not.toContain(id);
    const stored = await t.http().get(path(`/games/1/tables/${table.number}/sheet`)).set(arb).expect(200);
    expect(stored.body).toMatchObject({ entered: false, version: null, result: null });
  });

  it('enters game 1: an unfinished Ping-Pong is cancelled, a table of 3 counts the first 10 enigmas as a table of 4 would (6.1); a retry changes nothing', async () => {
    const [t1, t2, t3, t4] = games[0]!.tables as [TableView, TableView, TableView, TableView];
    const first = await enter(1, t1);
    expect(first).toMatchObject({ entered: true, status: 'ENTERED', version: 1 });
    expect(first.result.scores.map((s: Line) => s.total)).toEqual([60, 60, 60, 60]);
    const audits = (await t.http().get('/audit?entity=pyramide_sheet').set(org).expect(200)).body.total;
    const retry = await t.http().put(path(`/games/1/tables/${t1.number}/sheet`)).set(arb).send(body(tableSheet(ids(t1)))).expect(200);
    expect(retry.body.version).toBe(1);
    expect((await t.http().get('/audit?entity=pyramide_sheet').set(org)).body.total).toBe(audits);
    const cancelled = await enter(1, t2, { pingPongUnfinished: true }, () => ({ total: 58, bonus: 18, solutions: 6 }));
    expect(cancelled.result.cancelled).toEqual(['pingPong']);
    expect(cancelled.result.scores.map((s: Line) => s.total)).toEqual([58, 58, 58, 58]);
    const three = await enter(1, t3);
    expect(three.result.scores.map((s: { nomsPropres: number; total: number }) => [s.nomsPropres, s.total])).toEqual([[4, 80], [2, 80], [2, 80]]);
    // 6.1: "Les explications qui suivent valent pour les feuilles de table de 4 joueurs, mais également pour les
    // tables de 3": 10 enigmas finished, the 10 count. Seats A and B played 7 of them, C 6 (9 points each), plus 8
    // at the team events: 63 + 8 = 71, 54 + 8 = 62.
    const tenAtThree = [{ total: 71, bonus: 21, solutions: 7 }, { total: 71, bonus: 21, solutions: 7 }, { total: 62, bonus: 18, solutions: 6 }];
    const ten = await enter(1, t4, { enigmas: 10 }, (seat) => tenAtThree[seat]!);
    expect(ten.result.enigmas).toEqual({ finished: 10, counted: 10 });
    expect(ten.result.scores.map((s: Line) => [s.total, s.bonus, s.solutions])).toEqual(tenAtThree.map((l) => [l.total, l.bonus, l.solutions]));
    const results = (await t.http().get(path('/games/1/results')).expect(200)).body;
    expect(results).toMatchObject({ complete: true, pendingTables: [] });
    expect(results.rows[0]).toMatchObject({ rank: 1, total: 80 });
  });

  it("corrects a late E (the regulation's example, 4.2.4): the point changes side; a stale correction is refused (409)", async () => {
    const table = games[0]!.tables[0]!;
    const url = path(`/games/1/tables/${table.number}`);
    const read = await t.http().get(`${url}/sheet`).set(arb).expect(200);
    expect(read.headers.etag).toBe('"1"');
    await t.http().get(`${url}/sheet`).set(outsider).expect(403);
    await t.http().get(`${url}/sheet`).expect(401);
    const reason = "E de C au 4e essai du mot 5, relevé par B au 5e : 1 point à A-B";
    await t.http().post(`${url}/corrections`).set(arb).send({ lateE: { event: 'pingPong', brick: 9 }, reason }).expect(428);
    await t.http().post(`${url}/corrections`).set(arb).send({ lateE: { event: 'pingPong', brick: 9 }, version: 1 }).expect(400);
    const tooLate = await t.http().post(`${url}/corrections`).set(arb).send({ lateE: { event: 'pingPong', brick: 2 }, reason, version: 1 }).expect(422);
    expect(french(tooLate)).toMatchObject({ code: 'LATE_E_TOO_LATE', errors: [{ field: 'pingPong.bricks[2]' }] });
    const mixed = await t.http().post(`${url}/corrections`).set(arb).send({ lateE: { event: 'pingPong', brick: 9, team: 0 }, reason, version: 1 }).expect(400);
    expect(french(mixed).errors).toEqual([{ field: 'lateE.team', reason: 'pas pour « pingPong »' }]);
    expect(french(await t.http().post(`${url}/corrections`).set(arb).send({ reason, version: 1 }).expect(400)).code).toBe('INVALID_INPUT');
    const fixed = await t.http().post(`${url}/corrections`).set(arb).set('If-Match', '"1"').send({ lateE: { event: 'pingPong', brick: 9 }, reason }).expect(200);
    expect(fixed.body).toMatchObject({ status: 'CORRECTED', version: 2, correction: { kind: 'late-e', outcome: { pointTo: 0, struck: 1, nextHand: 0, nextBrick: null }, reason } });
    expect(fixed.body.sheet.pingPong.bricks).toHaveLength(10);
    expect(fixed.body.sheet.pingPong.bricks[9]).toEqual({ word: 5, team: 1, mark: 'E' });
    expect(fixed.body.result.teamPoints.pingPong).toEqual([3, 2]);
    expect(fixed.body.result.scores.map((s: Line) => s.total)).toEqual([61, 61, 60, 60]);
    ids(table).slice(0, 2).forEach((p) => (expected.get(p)![0] = { total: 61, bonus: 18, solutions: 6 }));
    const stale = await t.http().post(`${url}/corrections`).set(org).send({ sheet: body(tableSheet(ids(table))), reason: 'retour à la feuille', version: 1 }).expect(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    await t.http().put(`${url}/sheet`).set(org).send({ ...body(tableSheet(ids(table))), version: 2 }).expect(422);
    expect((await t.http().get(`${url}/sheet`).set(org)).body).toMatchObject({ version: 2, result: { teamPoints: { pingPong: [3, 2] } } });
    const page = (await t.http().get(`${url}/corrections`).set(org).expect(200)).body;
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    const history = page.items;
    expect(history).toHaveLength(1);
    expect((await t.http().get(`${url}/corrections?page=2&pageSize=1`).set(org).expect(200)).body).toMatchObject({ items: [], total: 1, page: 2 });
    expect((await t.http().get(`${url}/corrections?pageSize=0`).set(org).expect(400)).body.errors).toEqual([{ field: 'pageSize', reason: 'doit valoir au moins 1' }]);
    expect(history[0]).toMatchObject({ kind: 'late-e', lateE: { event: 'pingPong', brick: 9 }, reason, by: { name: 'Arbitre 1', role: 'ARBITER' } });
    expect(history[0].totals[0]).toMatchObject({ playerId: ids(table)[0], before: 60, after: 61 });
    const audit = (await t.http().get('/audit?entity=pyramide_sheet').set(org)).body.items.map((e: { action: string }) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['sheet.enter', 'sheet.correct']));
  });

  it('seats games 2 and 3 by the computed rotation (tables of 4 and 3: the regulation cannot keep them) and lists the repeats', async () => {
    for (const n of [2, 3]) {
      const game = await seat();
      expect(game).toMatchObject({ number: n, method: 'computed', fallback: 'TABLE_SIZES', regulationRepeats: null });
      expect(game.explanation).toMatch(/taille des tables/);
      expect(game.tables.map((x) => x.size)).toEqual([4, 4, 3, 3]);
      expect(reportedRepeats(game)).toEqual(expectedRepeats(games, n - 1));
      for (const r of game.repeats) expect(r.gamesAgo).toBe(n - Math.max(...r.previousGames));
      for (const [i, table] of game.tables.entries()) {
        // game 2, table 1: 11 enigmas finished, only the first 10 count
        if (n === 2 && i === 0) {
          const ten = await enter(2, table, { enigmas: 11 }, () => ({ total: 51, bonus: 15, solutions: 5 }));
          expect(ten.result.enigmas).toEqual({ finished: 11, counted: 10 });
        } else if (n === 2 || i < 3) await enter(n, table);
      }
    }
    const pending = (await t.http().get(path('/games/3/results')).expect(200)).body;
    expect(pending).toMatchObject({ complete: false, pendingTables: [4] });
    expect(pending.tables[3]).toEqual({ table: 4, status: null, result: null });
    const standings = (await t.http().get(path('/standings')).expect(200)).body;
    expect(standings).toMatchObject({ provisional: true, gamesCounted: [1, 2], gamesPending: [3] });
    await enter(3, games[2]!.tables[3]!);
  });

  it("keeps the regulation's rotation, its repeats listed, when no other seating makes fewer (two tables of 3)", async () => {
    const six = await tournament('Six joueurs');
    await register(six, players.slice(0, 6));
    await t.http().post(path('', six)).set(org).send({ formula: 'individuel', games: 2 }).expect(201);
    const first = (await t.http().post(path('/games', six)).set(org).expect(201)).body as GameView;
    const second = (await t.http().post(path('/games', six)).set(org).expect(201)).body as GameView;
    // A stays, B moves on a table, C moves back (3.2): B and C of each table meet again; no seating does better.
    expect(second).toMatchObject({ method: 'regulation', fallback: null });
    expect(second.explanation).toMatch(/aucune autre disposition n’en fait moins/);
    const [a1, b1, c1] = ids(first.tables[0]!);
    const [a2, b2, c2] = ids(first.tables[1]!);
    expect(second.tables.map(ids)).toEqual([[a1, b2, c2], [a2, b1, c1]]);
    expect(reportedRepeats(second)).toEqual(expectedRepeats([first, second], 1));
    expect(second.repeats).toHaveLength(2);
    expect(second.regulationRepeats).toHaveLength(2);
  });

  it('leaves a withdrawn player out of game 4 (players changed: computed rotation), and seats no fifth game', async () => {
    const gone = ids(games[2]!.tables[0]!)[0]!;
    const entry = (await t.http().get(`/tournaments/${tid}/entries`).expect(200)).body.items.find((e: { playerId: string }) => e.playerId === gone);
    await t.http().delete(`/tournaments/${tid}/entries/${entry.id}`).set(org).set('If-Match', `"${entry.version}"`).expect(200);
    const game = await seat();
    expect(game).toMatchObject({ number: 4, method: 'computed', fallback: 'PLAYERS_CHANGED' });
    expect(game.leftOut.map((p) => p.playerId)).toEqual([gone]);
    expect(game.tables.map((x) => x.size)).toEqual([4, 3, 3, 3]);
    expect(game.tables.flatMap(ids)).not.toContain(gone);
    expect(reportedRepeats(game)).toEqual(expectedRepeats(games, 3));
    const fifth = french(await t.http().post(path('/games')).set(org).expect(422));
    expect(fifth).toMatchObject({ code: 'ALL_GAMES_SEATED', detail: 'Les 4 parties prévues sont toutes placées', errors: [{ field: 'games', reason: '4 parties prévues' }] });
    // The games seated, in their order, paged like every list.
    const listed = (await t.http().get(path('/games?pageSize=3&page=2')).expect(200)).body;
    expect(listed).toMatchObject({ total: 4, page: 2, pageSize: 3, items: [{ number: 4 }] });
    expect((await t.http().get(path('/games')).expect(200)).body.items.map((g: GameView) => g.number)).toEqual([1, 2, 3, 4]);
  });

  it('ranks on total, then bonus, then solutions (6.1), each row saying why; two players equal on total separated by bonus', async () => {
    const projected = (p: string, size: number | undefined) => add([...(expected.get(p) ?? []), ...(size ? [TEMPLATE[size]!] : [])]);
    // Game 4: one enigma played for the bonus (9 bricks, solution missed: still 9 points) by a Dico and Syno
    // who would otherwise tie on everything with a third player.
    const game = (await t.http().get(path('/games/4')).expect(200)).body;
    const sizeOf = new Map<string, number>(game.tables.flatMap((x: TableView) => ids(x).map((p) => [p, x.size] as const)));
    const final = (p: string) => projected(p, sizeOf.get(p));
    let choice: { table: number; enigma: number; x: string; y: string; z: string } | undefined;
    for (const table of game.tables) {
      table.plan.enigmes.forEach((e: { dico: string; syno: string }, i: number) => {
        const z = [...expected.keys()].find((p) => p !== e.dico && p !== e.syno && JSON.stringify(final(p)) === JSON.stringify(final(e.dico)));
        if (!choice && z) choice = { table: table.number, enigma: i, x: e.dico, y: e.syno, z };
      });
    }
    expect(choice).toBeDefined();
    for (const table of games[3]!.tables) {
      const swap = table.number === choice!.table ? { bonusSwap: [choice!.enigma] } : {};
      await enter(4, table, swap, (s) => {
        const line = TEMPLATE[table.size]!;
        return table.number === choice!.table && [choice!.x, choice!.y].includes(ids(table)[s]!) ? { ...line, bonus: line.bonus + 1, solutions: line.solutions - 1 } : line;
      });
    }
    const res = await t.http().get(path('/standings')).expect(200);
    expect(res.body).toMatchObject({ provisional: false, gamesCounted: [1, 2, 3, 4], gamesPending: [] });
    const rows = res.body.rows as Row[];
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      const lines = expected.get(row.id)!;
      expect({ id: row.id, games: row.games, ...pick(row) }).toEqual({ id: row.id, games: lines.length, ...add(lines) });
    }
    rows.forEach((row, i) => {
      const above = rows[i - 1];
      const by = !above ? null : above.total !== row.total ? 'total' : above.bonus !== row.bonus ? 'bonus' : above.solutions !== row.solutions ? 'solutions' : 'random-draw';
      expect([row.rank, row.brokenBy]).toEqual([i + 1, by]);
    });
    const x = rows.find((r) => r.id === choice!.x)!;
    const z = rows.find((r) => r.id === choice!.z)!;
    expect(x.total).toBe(z.total);
    expect(x.rank).toBeLessThan(z.rank);
    const split = rows.findIndex((r, i) => i > 0 && r.total === x.total && r.bonus === z.bonus && rows[i - 1]!.total === x.total && rows[i - 1]!.bonus === x.bonus);
    expect(rows[split]).toMatchObject({ brokenBy: 'bonus', tiedOnTotal: true, brokenByReason: `départagé aux points de bonus (${x.bonus} contre ${z.bonus})` });
  });

  it("gives a player's partners and opponents game by game, with the game's points", async () => {
    const player = ids(games[3]!.tables[0]!)[0]!;
    const res = (await t.http().get(path(`/players/${player}/history`)).expect(200)).body;
    expect(res.games).toHaveLength(4);
    res.games.forEach((g: { game: number; table: number; partners: { playerId: string }[]; opponents: { playerId: string }[]; score: Line }, i: number) => {
      const others = ids(games[i]!.tables.find((x) => x.number === g.table)!).filter((p) => p !== player).sort();
      expect(g.partners.map((p) => p.playerId).sort()).toEqual(others);
      expect(g.opponents.map((p) => p.playerId).sort()).toEqual(others);
      expect(g.score.total).toBe(expected.get(player)![i]!.total);
    });
    await t.http().get(path(`/players/${players[15]}/history`)).expect(404);
  });

  it('plays doublette: odd pairs refused (422 ODD_PAIRS), two pairs a table, standings per pair', async () => {
    const did = await tournament('Doublette de Douai');
    await register(did, players.slice(0, 6));
    const odd = await t.http().post(path('', did)).set(org).send({ formula: 'doublette', games: 1, pairs: [[players[0], players[1]], [players[2], players[3]], [players[4], players[5]]] }).expect(422);
    expect(french(odd)).toMatchObject({ code: 'ODD_PAIRS', errors: [{ field: 'pairs' }] });
    await register(did, players.slice(6, 8));
    const pairs = [0, 2, 4, 6].map((i) => [players[i], players[i + 1]]);
    const unpaired = await t.http().post(path('', did)).set(org).send({ formula: 'doublette', games: 1, pairs: pairs.slice(0, 3) }).expect(400);
    expect(french(unpaired).errors[0]!.field).toBe('pairs');
    const twice = await t.http().post(path('', did)).set(org).send({ formula: 'doublette', games: 1, pairs: [...pairs.slice(0, 3), [players[6], players[0]], [players[15], players[7]]] }).expect(400);
    expect(french(twice).errors.map((e) => e.field)).toEqual(['pairs[3][1]', 'pairs[4][0]']);
    expect(twice.body.errors[0].reason).toMatch(/^.+ figure dans deux paires$/);
    const setup = await t.http().post(path('', did)).set(org).send({ formula: 'doublette', games: 1, seed: 'doublette' }).expect(400);
    expect(french(setup).errors[0]).toMatchObject({ field: 'pairs', reason: 'obligatoire en doublette' });
    const ok = await t.http().post(path('', did)).set(org).send({ formula: 'doublette', games: 1, seed: 'doublette', pairs }).expect(201);
    expect(ok.body.pairs.map((p: { id: string }) => p.id)).toEqual(['P1', 'P2', 'P3', 'P4']);
    const game = (await t.http().post(path('/games', did)).set(org).expect(201)).body as GameView;
    expect(game).toMatchObject({ method: 'draw', tables: [{ size: 4 }, { size: 4 }] });
    for (const table of game.tables) expect(ids(table)).toEqual(table.pairs!.flatMap((p) => p.players.map((x) => x.playerId)));
    const [t1, t2] = game.tables as [TableView, TableView];
    // table 1: pair A-B 61 (Noms propres 3-1) with a bonus more; table 2: pair A-B 61; pair C-D 59 and 55 (an enigma with a word missed)
    const sheets: [TableView, SheetOptions][] = [[t1, { nomsPropres31: true, bonusSwap: [0] }], [t2, { nomsPropres31: true, missedWord: [1] }]];
    for (const [table, options] of sheets) {
      await t.http().put(path(`/games/1/tables/${table.number}/sheet`, did)).set(org).send(body(tableSheet(ids(table), pairsOf(table), options))).expect(200);
    }
    const results = (await t.http().get(path('/games/1/results', did)).expect(200)).body;
    expect(results.tables[0].result.pairScores.map((p: Line & { pair: string }) => [p.pair, p.total, p.bonus])).toEqual([[t1.pairs![0]!.id, 61, 19], [t1.pairs![1]!.id, 59, 18]]);
    const standings = (await t.http().get(path('/standings', did)).expect(200)).body;
    expect(standings.rows.map((r: Row) => [r.id, r.total, r.bonus, r.brokenBy])).toEqual([
      [t1.pairs![0]!.id, 61, 19, null],
      [t2.pairs![0]!.id, 61, 18, 'bonus'],
      [t1.pairs![1]!.id, 59, 18, 'total'],
      [t2.pairs![1]!.id, 55, 15, 'total'],
    ]);
    expect(standings.rows[0].players.map((p: { playerId: string }) => p.playerId)).toEqual(t1.pairs![0]!.players.map((p) => p.playerId));
    const history = (await t.http().get(path(`/players/${ids(t1)[0]}/history`, did)).expect(200)).body;
    expect(history.pair).toBe(t1.pairs![0]!.id);
    expect(history.games[0].partners.map((p: { playerId: string }) => p.playerId)).toEqual([ids(t1)[1]]);
    expect(history.games[0].opponents.map((p: { playerId: string }) => p.playerId)).toEqual(ids(t1).slice(2));
  });

  it('prints the feuilles de marque (blank until entered, then filled), a blank model, the seating plans and the standings', async () => {
    const get = async (p: string, auth: Record<string, string> = {}) =>
      readPdf((await t.http().get(p).set(auth).buffer(true).parse(binaryParser).expect(200).expect('Content-Type', 'application/pdf')).body as Buffer);
    const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

    // Game 1, table 1: the sheet an arbiter corrected (a late E), for the organiser and the tournament's arbiters only
    const table = games[0]!.tables[0]!;
    const url = path(`/games/1/tables/${table.number}/sheet.pdf`);
    await t.http().get(url).expect(401);
    await t.http().get(url).set(outsider).expect(403);
    const sheet = await get(url, arb);
    expect(sheet.pages).toBe(2);
    const recto = squeeze(sheet.text);
    expect(recto).toContain('Feuille de marque — Pyramide\nTournoi Pyramide de Douai');
    expect(recto).toContain(`Partie 1 · Table ${table.number} · table de 4 joueurs · formule individuelle`);
    expect(recto).toContain('Feuille saisie (corrigée par l’arbitre) · Énigmes : 12 terminées, 12 comptées');
    // the late E gave team 0 (A > B) the Ping-Pong 3-2: 61 points for A and B, 60 for C and D
    const lines = ['54 3 2 2 61 18 6', '54 3 2 2 61 18 6', '54 2 2 2 60 18 6', '54 2 2 2 60 18 6'];
    table.seats.forEach((s, i) => expect(recto).toMatch(new RegExp(`^ ${s.seat} ${escape(s.name)} ${lines[i]}$`, 'm')));
    expect(recto).toMatch(/Ping-Pong Équipe 1 : 3 pts · Équipe 2 : 2 pts/);
    // the E at brick 10 in team 1's row, the point in team 0's; brick 11 struck
    expect(recto).toMatch(/^ x 1 1 x x 1 3\nBriques 1 2 3 4 5 6 7 8 9 10 11 12 13 Points\n/m);
    expect(recto).toMatch(/^ 1 1 x x E 2\nMot joué \(1 à 5\) 1 1 2 3 3 4 5 5 5 5\n/m);
    expect(recto).toContain('verso · page 2 / 2');
    expect(flat(recto)).toContain(`Énigme 1 Dico A > Syno B · ${table.seats[0]!.name} > ${table.seats[1]!.name}`);
    // table 2: its Ping-Pong was not finished, so cancelled
    const cancelled = squeeze((await get(path(`/games/1/tables/${games[0]!.tables[1]!.number}/sheet.pdf`), org)).text);
    expect(cancelled).toContain('épreuve annulée : Ping-Pong');
    expect(cancelled).toContain('Ping-Pong — annulée');
    expect(cancelled).toMatch(/^ A .+ 54 annulée 2 2 58 18 6$/m);
    await t.http().get(path('/games/1/tables/9/sheet.pdf')).set(org).expect(404);

    // A game seated, no sheet entered yet: the blank sheet of each table, with its players and the plan's teams
    const seven = await tournament('Sept joueurs');
    await register(seven, players.slice(0, 7));
    await t.http().post(path('', seven)).set(org).send({ formula: 'individuel', games: 1 }).expect(201);
    const seated = (await t.http().post(path('/games', seven)).set(org).expect(201)).body as GameView;
    expect(seated.tables.map((x) => x.size)).toEqual([4, 3]);
    const three = await get(path('/games/1/tables/2/sheet.pdf', seven), org);
    expect(three.pages).toBe(2);
    const blankThree = squeeze(three.text);
    expect(blankThree).toContain('Partie 1 · Table 2 · table de 3 joueurs · formule individuelle');
    expect(blankThree).not.toContain('Feuille saisie');
    expect(blankThree).toContain(seated.tables[1]!.seats.map((s) => s.name).join(' '));
    expect(blankThree).not.toContain('Place D');
    expect(flat(blankThree)).toContain(`Table de 3 : C (${seated.tables[1]!.seats[2]!.name}) est Syno des deux équipes`);

    // The blank models, for everyone
    const model = squeeze((await get(path('/blank-sheet.pdf?size=3'))).text);
    expect(model).toContain('Modèle vierge · table de 3 joueurs · formule individuelle');
    expect(model).toMatch(/Partie Table Place A Place B Place C\n/);
    const four = await get(path('/blank-sheet.pdf'));
    expect(four.pages).toBe(2);
    expect(squeeze(four.text)).toContain('Modèle vierge · table de 4 joueurs · formule individuelle');
    expect(french(await t.http().get(path('/blank-sheet.pdf?size=5')).expect(400)).errors[0]).toEqual({ field: 'size', reason: 'doit valoir 4 ou 3' });
    const pairs = await tournament('Doublette, le modèle');
    await register(pairs, players.slice(0, 4));
    await t.http().post(path('', pairs)).set(org).send({ formula: 'doublette', games: 1, pairs: [[players[0], players[1]], [players[2], players[3]]] }).expect(201);
    expect(squeeze((await get(path('/blank-sheet.pdf', pairs))).text)).toContain('Modèle vierge · table de 4 joueurs · formule doublette');
    expect(french(await t.http().get(path('/blank-sheet.pdf?size=3', pairs)).expect(400)).errors[0]).toEqual({ field: 'size', reason: 'doit valoir 4 en doublette' });

    // The seating plans, for everyone: how each game was seated, the tables, the repeats, who plays with whom
    const plan2 = await get(path('/games/2/seating.pdf'));
    const second = squeeze(plan2.text);
    expect(plan2.pages).toBeGreaterThanOrEqual(1);
    expect(second).toContain('Plan de table — Partie 2 sur 4');
    expect(second).toContain('Pyramide · formule individuelle · 14 joueurs · 4 tables (2 de 4, 2 de 3)');
    expect(flat(second)).toContain(`Placement : ${games[1]!.explanation}`);
    expect(second).toContain(`Rencontres répétées : ${games[1]!.repeats.length}`);
    for (const x of games[1]!.tables) {
      expect(second).toContain(x.seats.map((s) => s.name).join(' '));
      expect(second).toMatch(new RegExp(`Table ${x.number} table de ${x.size}\n`));
    }
    const fourth = squeeze((await get(path('/games/4/seating.pdf'))).text);
    const gone = (games[3]!.leftOut[0] as { playerId: string; name: string }).name;
    expect(fourth).toContain(`Joueurs non placés\n${gone} : retiré du tournoi avant cette partie.`);
    expect(squeeze((await get(path('/games/1/seating.pdf'))).text)).toContain('Première partie : personne ne s’est encore rencontré.');
    await t.http().get(path('/games/9/seating.pdf')).expect(404);

    // The standings, for everyone: each game, the total, the bonus, the solutions, and why a tie on total was broken
    const json = (await t.http().get(path('/standings')).expect(200)).body as { rows: (Row & { name: string; withdrawn: boolean })[] };
    const standings = await get(path('/standings.pdf'));
    const text = squeeze(standings.text);
    expect(text).toContain('Classement Pyramide\nTournoi Pyramide de Douai');
    expect(text).toContain('Pyramide · formule individuelle · parties comptées : 1, 2, 3 et 4 sur 4 prévues · 14 joueurs classés');
    expect(text).toMatch(/Rang Joueur Club P1 P2 P3 P4 Total Bonus Solutions Départage/);
    for (const r of json.rows) {
      expect(text).toMatch(new RegExp(`^ +${r.rank} ${escape(r.name)}${r.withdrawn ? ' \\(retiré\\)' : ''} .* ${r.total} ${r.bonus} ${r.solutions}( |$)`, 'm'));
    }
    const bonus = json.rows.filter((r) => r.brokenBy === 'bonus');
    expect(bonus.length).toBeGreaterThan(0);
    for (const r of bonus) expect(flat(text)).toContain(r.brokenByReason!);
    expect(text.match(/départagé/g)?.length).toBe(json.rows.filter((r) => r.brokenBy && r.brokenBy !== 'total').length);
    expect(standings.pages).toBeGreaterThanOrEqual(1);
  });
});

const pick = (r: Line): Line => ({ total: r.total, bonus: r.bonus, solutions: r.solutions });
const add = (lines: Line[]): Line => lines.reduce((a, l) => ({ total: a.total + l.total, bonus: a.bonus + l.bonus, solutions: a.solutions + l.solutions }), { total: 0, bonus: 0, solutions: 0 });

import { binaryParser, readPdf } from './support/pdf';
import { PREPARED_DRAWS, toMatches } from './support/fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * A whole duplicate morning through the API, from an empty database: players of three clubs, six
 * prepared draws, sheets built so that every tie-break level of the Douai regulation decides one pair.
 */
type Answer = { round: number; word?: string; value?: number; lines?: string };
const blank = (round: number): Answer => ({ round });
const sheet = (...given: Answer[]): Answer[] =>
  [1, 2, 3, 4, 5, 6].map((r) => given.find((a) => a.round === r) ?? blank(r));

const EXACT_683 = '100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680 ; 680 + 3 = 683';

// R1 numbers 3 100 8 8 10 6 -> 683; R2 BAMERILANE; R3 ANEDOSUNEI; R4 numbers 3 75 2 4 1 1 -> 888; R5 TRAINSOLEU; R6 TRAINSOLEU.
const PLAYERS: Record<string, { club: string; answers: Answer[]; declaredTotal?: number }> = {
  A1: { club: 'NPC-059', answers: sheet({ round: 2, word: 'remaniable' }, { round: 3, word: 'saoudienne' }) }, // 10 + 10 = 20, tens 2
  A2: { club: 'LOR-054', answers: sheet({ round: 2, word: 'remaniable' }, { round: 3, word: 'adieu' }, { round: 5, word: 'ailes' }) }, // 10+5+5 = 20, tens 1
  B1: { club: 'ARA-069', answers: sheet({ round: 1, lines: EXACT_683 }, { round: 2, word: 'remaniable' }) }, // 9 + 10 = 19, numbers 9
  B2: { club: 'NPC-059', answers: sheet({ round: 2, word: 'remaniable' }, { round: 3, word: 'soudanien' }) }, // 10 + 9 = 19, numbers 0
  C1: { club: 'LOR-054', answers: sheet({ round: 2, word: 'ranimable' }, { round: 3, word: 'soudanien' }) }, // 9 + 9 = 18, nines 2
  C2: { club: 'ARA-069', answers: sheet({ round: 2, word: 'ranimable' }, { round: 3, word: 'adieu' }, { round: 5, word: 'aile' }) }, // 9+5+4 = 18, nines 1
  D1: { club: 'NPC-059', answers: sheet({ round: 2, word: 'maniable' }, { round: 3, word: 'anodines' }) }, // 8 + 8 = 16, eights 2
  D2: { club: 'LOR-054', answers: sheet({ round: 2, word: 'maniable' }, { round: 3, word: 'ados' }, { round: 5, word: 'aile' }) }, // 8+4+4 = 16, eights 1
  E1: { club: 'ARA-069', answers: sheet({ round: 2, word: 'aimable' }, { round: 3, word: 'anodine' }) }, // 7 + 7 = 14, sevens 2
  E2: { club: 'NPC-059', answers: sheet({ round: 2, word: 'aimable' }, { round: 3, word: 'ado' }, { round: 5, word: 'aile' }) }, // 7+3+4 = 14, sevens 1
  F1: { club: 'LOR-054', answers: sheet({ round: 1, value: 683 }, { round: 5, word: 'ail' }) }, // 9 + 3 = 12, topped coup 1
  F2: { club: 'ARA-069', answers: sheet({ round: 4, value: 888 }, { round: 5, word: 'ail' }) }, // 9 + 3 = 12, topped coup 4
  G1: { club: 'NPC-059', answers: sheet({ round: 3, word: 'adonis' }, { round: 5, word: 'ailes' }) }, // 6 + 5 = 11
  G2: { club: 'LOR-054', answers: sheet({ round: 3, word: 'adonis' }, { round: 5, word: 'ailes' }) }, // 6 + 5 = 11: a random draw
  H: { club: 'ARA-069', answers: sheet({ round: 2, word: 'remaniable' }), declaredTotal: 30 }, // 10, declared 30
  I: { club: 'NPC-059', answers: sheet({ round: 1, lines: '100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680' }) }, // unfinished: 680, 3 away: 6
  // letter not drawn, conjugated verb, missing accent on E: 0 + 0 + 0
  J: { club: 'LOR-054', answers: sheet({ round: 2, word: 'zebre' }, { round: 3, word: 'sondai' }, { round: 5, word: 'alenois' }) },
  K: { club: 'ARA-069', answers: sheet({ round: 2, word: 'remaniable' }) }, // unreadable: not counted
};

describe('a duplicate morning through the API', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let arb1: Record<string, string>;
  let arb2: Record<string, string>;
  let tid: string;
  const ids: Record<string, string> = {};
  const path = (p: string) => `/tournaments/${tid}${p}`;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    for (const [name, city, code] of [['Club de Douai', 'Douai', 'NPC-059'], ['Les Lettreux de Laxou', 'Laxou', 'LOR-054'], ['Chiffres et Lettres de Lyon', 'Lyon', 'ARA-069']]) {
      await t.http().post('/clubs').set(org).send({ name, city, federationCode: code }).expect(201);
    }
    const csv = ['licence;nom;prénom;club', ...Object.entries(PLAYERS).map(([n, p], i) => `T${String(i + 1).padStart(3, '0')};Joueur ${n};Prénom ${n};${p.club}`)].join('\n');
    await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    const players = (await t.http().get('/players?pageSize=100').set(org).expect(200)).body.items as { id: string; lastName: string }[];
    for (const p of players) ids[p.lastName.replace('Joueur ', '')] = p.id;
    const douai = (await t.http().get('/clubs?q=Douai').expect(200)).body.items[0];
    tid = (await t.http().post('/tournaments').set(org).send({ name: 'Tournoi de Douai', date: '2026-12-12', venue: 'Douai', organisingClubId: douai.id }).expect(201)).body.id;
    for (const n of [1, 2]) {
      const a = (await t.http().post('/accounts').set(org).send({ email: `arbitre${n}@douai.fr`, displayName: `Arbitre ${n}`, password: 'arbiter-password', role: 'ARBITER' }).expect(201)).body;
      await t.http().post(path('/arbiters')).set(org).send({ accountId: a.id }).expect(200);
    }
    arb1 = bearer(await t.login('arbitre1@douai.fr', 'arbiter-password'));
    arb2 = bearer(await t.login('arbitre2@douai.fr', 'arbiter-password'));
  });
  afterAll(() => t.close());

  it('registers the players of three clubs with their table numbers', async () => {
    const res = await t.http().post(path('/entries/bulk')).set(org).send({ playerIds: Object.keys(PLAYERS).map((n) => ids[n]) }).expect(201);
    expect(res.body.map((e: { bib: number }) => e.bib)).toEqual(Object.keys(PLAYERS).map((_, i) => i + 1));
    const list = await t.http().get(path('/entries')).expect(200);
    expect(new Set(list.body.items.map((e: { clubName: string }) => e.clubName)).size).toBe(3);
  });

  it('moves to the duplicate and sets up its draws from a seed, then prepared draws typed in', async () => {
    let version = (await t.http().get(path('')).expect(200)).body.version;
    await t.http().post(path('/status')).set(org).send({ version, status: 'DUPLICATE' }).expect(200);
    const session = await t.http().post(path('/duplicate')).set(org).send({ seed: 'douai-2026', plan: { numbers: 2, letters: [{ consonants: 5, vowels: 5, count: 4 }], order: 'CLL' } }).expect(201);
    expect(session.body.draws.map((d: { kind: string }) => d.kind)).toEqual(['NUMBERS', 'LETTERS', 'LETTERS', 'NUMBERS', 'LETTERS', 'LETTERS']);
    const again = await t.http().get(path('/duplicate')).set(arb1).expect(200);
    expect(again.body.seed).toBe('douai-2026');
    for (const [round, draw] of PREPARED_DRAWS) {
      await t.http().put(path(`/duplicate/draws/${round}`)).set(org).send({ ...draw, version: 1 }).expect(200);
    }
    const bad = await t.http().put(path('/duplicate/draws/1')).set(org).send({ kind: 'numbers', plates: [5, 5, 5, 1, 2, 3], target: 500, version: 2 }).expect(400);
    expect(bad.body.errors[0].field).toBe('plates');
    const draws = (await t.http().get(path('/duplicate')).set(org).expect(200)).body.draws;
    expect(draws[0].top).toMatchObject({ exact: true, best: [683] });
    expect(draws[1].top).toMatchObject({ maxLength: 10, words: expect.arrayContaining(['remaniable', 'réanimable']) });
    expect(draws[2].top.words).toContain('saoudienne');
    version = (await t.http().get(path('')).expect(200)).body.version;
    expect(version).toBeGreaterThan(1);
  });

  it('enters every sheet in one request each; a retried request changes nothing', async () => {
    for (const [name, p] of Object.entries(PLAYERS)) {
      if (name === 'I') continue;
      await t.http().put(path(`/duplicate/sheets/${ids[name]}`)).set(org).send({ answers: p.answers, declaredTotal: p.declaredTotal }).expect(200);
    }
    const first = await t.http().get(path(`/duplicate/sheets/${ids.A1}`)).set(org).expect(200);
    const retry = await t.http().put(path(`/duplicate/sheets/${ids.A1}`)).set(org).send({ answers: PLAYERS.A1!.answers }).expect(200);
    expect(retry.body.version).toBe(first.body.version);
    expect(retry.body.answers).toHaveLength(6);
    expect(retry.body.form).toEqual({ total: 20, tens: 2, numbersPoints: 0, nines: 0, eights: 0, sevens: 0 });
    const changes = await t.http().get(path(`/duplicate/sheets/${ids.A1}/changes`)).set(org).expect(200);
    expect(changes.body).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('enters a sheet coup by coup, idempotently, and scores an unfinished solution by its best line', async () => {
    for (const a of PLAYERS.I!.answers) {
      const current = await t.http().get(path(`/duplicate/sheets/${ids.I}`)).set(org);
      const version = current.status === 200 ? current.body.version : undefined;
      await t.http().put(path(`/duplicate/sheets/${ids.I}/answers/${a.round}`)).set(org).send({ ...a, round: undefined, version }).expect(200);
    }
    const before = (await t.http().get(path(`/duplicate/sheets/${ids.I}`)).set(org)).body;
    const retry = await t.http().put(path(`/duplicate/sheets/${ids.I}/answers/1`)).set(org).send({ lines: PLAYERS.I!.answers[0]!.lines }).expect(200);
    expect(retry.body.version).toBe(before.version);
    expect(retry.body.answers[0]).toMatchObject({ round: 1, points: 6, valid: true, topped: false });
    expect(retry.body.form.total).toBe(6);
  });

  it('explains every refused answer', async () => {
    const j = (await t.http().get(path(`/duplicate/sheets/${ids.J}`)).set(arb1).expect(200)).body;
    const byRound = Object.fromEntries(j.answers.map((a: { round: number }) => [a.round, a]));
    expect(byRound[2]).toMatchObject({ points: 0, valid: false, reason: { code: 'LETTER_NOT_IN_DRAW' } });
    expect(byRound[3]).toMatchObject({ points: 0, valid: false, reason: { code: 'CONJUGATED_VERB' } });
    expect(byRound[5]).toMatchObject({ points: 0, valid: false, reason: { code: 'MISSING_ACCENT_ON_E' }, flagged: true });
  });

  it('shows the arbiters what to look at: wrong declared totals and flagged answers', async () => {
    for (const name of Object.keys(PLAYERS)) {
      const s = (await t.http().get(path(`/duplicate/sheets/${ids[name]}`)).set(org)).body;
      await t.http().post(path(`/duplicate/sheets/${ids[name]}/status`)).set(org).set('If-Match', `"${s.version}"`).send({ status: 'PAIR_CORRECTED' }).expect(200);
    }
    const work = await t.http().get(path('/duplicate/worklist')).set(arb1).expect(200);
    const flagsOf = (name: string) => work.body.items.find((i: { playerId: string }) => i.playerId === ids[name]).flags.map((f: { code: string }) => f.code);
    expect(flagsOf('H')).toContain('DECLARED_TOTAL_DIFFERS');
    expect(flagsOf('J')).toContain('ANSWER_FLAGGED');
    expect(work.body).toMatchObject({ draws: 6, sheets: 18, players: 18, checked: 0 });
  });

  it('detects two arbiters racing on one sheet (409), keeps the history and reverts a change', async () => {
    const s = (await t.http().get(path(`/duplicate/sheets/${ids.J}`)).set(arb1).expect(200)).body;
    const ok = await t.http().patch(path(`/duplicate/sheets/${ids.J}/answers/5`)).set(arb1).set('If-Match', `"${s.version}"`).send({ word: 'alénois', reason: "l'accent est sur la feuille" }).expect(200);
    expect(ok.body.answers.find((a: { round: number }) => a.round === 5)).toMatchObject({ word: 'alénois', points: 7, valid: true });
    const late = await t.http().patch(path(`/duplicate/sheets/${ids.J}/answers/5`)).set(arb2).set('If-Match', `"${s.version}"`).send({ pointsOverride: 0, reason: 'illisible' }).expect(409);
    expect(late.body.code).toBe('STALE_VERSION');
    const now = (await t.http().get(path(`/duplicate/sheets/${ids.J}`)).set(arb2).expect(200)).body;
    expect(now.form.total).toBe(7);
    const changes = (await t.http().get(path(`/duplicate/sheets/${ids.J}/changes`)).set(arb2).expect(200)).body.items;
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ round: 5, action: 'correct', before: { word: 'alenois', points: 0 }, after: { word: 'alénois' }, reason: "l'accent est sur la feuille" });
    const reverted = await t.http().post(path(`/duplicate/sheets/${ids.J}/changes/${changes[0].id}/revert`)).set(arb2).set('If-Match', `"${now.version}"`).send({ reason: 'accent illisible après vérification' }).expect(200);
    expect(reverted.body.form.total).toBe(0);
    const history = (await t.http().get(path(`/duplicate/sheets/${ids.J}/changes`)).set(arb2).expect(200)).body.items;
    expect(history.map((c: { action: string }) => c.action)).toEqual(['correct', 'revert']);
    expect(history.map((c: { actorName: string }) => c.actorName)).toEqual(['Arbitre 1', 'Arbitre 2']);
    // Paged like every list, oldest first, filtered by coup.
    expect((await t.http().get(path(`/duplicate/sheets/${ids.J}/changes?pageSize=1&page=2`)).set(arb2).expect(200)).body).toMatchObject({ items: [{ action: 'revert' }], total: 2, page: 2, pageSize: 1 });
    expect((await t.http().get(path(`/duplicate/sheets/${ids.J}/changes?round=4`)).set(arb2).expect(200)).body).toMatchObject({ items: [], total: 0 });
    const badRound = await t.http().get(path(`/duplicate/sheets/${ids.J}/changes?round=0`)).set(arb2).expect(400);
    expect(badRound.body.errors).toEqual([{ field: 'round', reason: 'doit valoir au moins 1' }]);
    // The sheets, by table number, paged and filtered by status.
    const all = (await t.http().get(path('/duplicate/sheets?pageSize=500')).set(arb2).expect(200)).body;
    expect(all.total).toBeGreaterThan(2);
    expect(all.items.map((x: { bib: number }) => x.bib)).toEqual([...all.items.map((x: { bib: number }) => x.bib)].sort((p: number, q: number) => p - q));
    const second = (await t.http().get(path('/duplicate/sheets?pageSize=2&page=2')).set(arb2).expect(200)).body;
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(second.items.map((x: { playerId: string }) => x.playerId)).toEqual(all.items.slice(2, 4).map((x: { playerId: string }) => x.playerId));
    const checked = (await t.http().get(path('/duplicate/sheets?status=CHECKED&pageSize=500')).set(arb2).expect(200)).body;
    expect(checked.items.every((x: { status: string }) => x.status === 'CHECKED')).toBe(true);
    const badStatus = await t.http().get(path('/duplicate/sheets?status=DONE')).set(arb2).expect(400);
    expect(badStatus.body.errors).toEqual([{ field: 'status', reason: expect.stringMatching(/^doit être l’une de ces valeurs : « ENTERED »/) }]);
    const audit = await t.http().get(`/audit?entity=answer_sheet`).set(org).expect(200);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['answer.correct', 'answer.revert']));
  });

  it('keeps a not-counted sheet stored but out of the ranking; an arbiter checks every sheet', async () => {
    const k = (await t.http().get(path(`/duplicate/sheets/${ids.K}`)).set(arb1)).body;
    await t.http().post(path(`/duplicate/sheets/${ids.K}/status`)).set(arb1).set('If-Match', `"${k.version}"`).send({ notCounted: 'UNREADABLE' }).expect(422);
    await t.http().post(path(`/duplicate/sheets/${ids.K}/status`)).set(arb1).set('If-Match', `"${k.version}"`).send({ notCounted: 'UNREADABLE', reason: 'illisible' }).expect(200);
    const provisional = await t.http().get(path('/duplicate/ranking')).expect(200);
    expect(provisional.body.provisional).toBe(true);
    for (const name of Object.keys(PLAYERS)) {
      const s = (await t.http().get(path(`/duplicate/sheets/${ids[name]}`)).set(arb1)).body;
      await t.http().post(path(`/duplicate/sheets/${ids[name]}/status`)).set(arb1).set('If-Match', `"${s.version}"`).send({ status: 'CHECKED' }).expect(200);
    }
    const checked = await t.http().put(path(`/duplicate/sheets/${ids.A1}`)).set(org).send({ answers: sheet(), version: 99 }).expect(422);
    expect(checked.body).toMatchObject({ code: 'SHEET_CHECKED', detail: 'Cette feuille a été vérifiée par un arbitre : corrigez ses réponses une à une, avec un motif' });
  });

  it('ranks the room with the regulation\'s tie-breaks in order, each reason given', async () => {
    await toMatches(t, org, tid);
    const res = await t.http().get(path('/duplicate/ranking')).expect(200);
    expect(res.body.provisional).toBe(false);
    const names = Object.fromEntries(Object.entries(ids).map(([n, id]) => [id, n]));
    const order = res.body.rows.map((r: { playerId: string }) => names[r.playerId]);
    const g = order.indexOf('G1') < order.indexOf('G2') ? ['G1', 'G2'] : ['G2', 'G1'];
    expect(order).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2', ...g, 'H', 'I', 'J']);
    const by = Object.fromEntries(res.body.rows.map((r: { playerId: string; brokenBy: string }) => [names[r.playerId], r.brokenBy]));
    expect([by.A2, by.B2, by.C2, by.D2, by.E2, by.F2, by[g[1]!]]).toEqual(['tens', 'numbers', 'nines', 'eights', 'sevens', 'first-topped-draw', 'random-draw']);
    const f2 = res.body.rows.find((r: { playerId: string }) => r.playerId === ids.F2);
    expect(f2.firstToppedDifference).toEqual({ round: 1, position: 1 });
    expect(res.body.randomDraws).toHaveLength(1);
    expect(res.body.notCounted.map((r: { playerId: string }) => names[r.playerId])).toEqual(['K']);
    const a1 = res.body.rows[0];
    expect(a1).toMatchObject({ rank: 1, total: 20, tens: 2, numbersPoints: 0, nines: 0, eights: 0, sevens: 0, club: 'Club de Douai' });
    expect(a1.percentOfTopPerMille).toBe(357); // 20 points of the 9 + 10 + 10 + 9 + 9 + 9 = 56 of the tops: 35.7 %
    const again = await t.http().get(path('/duplicate/ranking')).expect(200);
    expect(again.body.rows.map((r: { playerId: string }) => r.playerId)).toEqual(res.body.rows.map((r: { playerId: string }) => r.playerId));
  });

  it('rescores the sheets when the arbiters rule on a word', async () => {
    const ruling = await t.http().post(path('/rulings')).set(arb1).send({ word: 'sondai', decision: 'ADMITTED', note: 'admis par le jury' }).expect(201);
    const j = (await t.http().get(path(`/duplicate/sheets/${ids.J}`)).set(arb1)).body;
    expect(j.answers.find((a: { round: number }) => a.round === 3)).toMatchObject({ points: 6, valid: true });
    await t.http().delete(path(`/rulings/${ruling.body.id}`)).set(arb1).set('If-Match', '"1"').expect(204);
    expect((await t.http().get(path(`/duplicate/sheets/${ids.J}`)).set(arb1)).body.form.total).toBe(0);
  });

  it('prints the answer sheets, the arbiters\' draws, the ranking and a corrected sheet', async () => {
    const get = async (p: string, auth: Record<string, string> = org) =>
      readPdf((await t.http().get(path(p)).set(auth).buffer(true).parse(binaryParser).expect(200).expect('Content-Type', 'application/pdf')).body as Buffer);
    const sheets = await get('/duplicate/documents/answer-sheets.pdf');
    expect(sheets.pages).toBeGreaterThanOrEqual(18);
    expect(sheets.text).toContain('Prénom A1 Joueur A1');
    const draws = await get('/duplicate/documents/draws.pdf', arb1);
    expect(draws.text).toMatch(/100 x 6 = 600/);
    expect(draws.text).toContain('REMANIABLE');
    const ranking = await get('/duplicate/documents/ranking.pdf', {});
    expect(ranking.text).toContain('Prénom A1 Joueur A1');
    expect(ranking.text).toMatch(/illisible/);
    const corrected = await get(`/duplicate/sheets/${ids.J}/corrected.pdf`, arb2);
    expect(corrected.text).toContain('forme verbale');
    expect(corrected.pages).toBeGreaterThanOrEqual(1);
  });

  it('keeps arbiters of other tournaments and club accounts out', async () => {
    const other = (await t.http().post('/tournaments').set(org).send({ name: 'Autre', date: '2026-12-19', venue: 'Lyon', organisingClubId: (await t.http().get('/clubs?q=Lyon')).body.items[0].id }).expect(201)).body;
    const outsider = (await t.http().post('/accounts').set(org).send({ email: 'arbitre3@lyon.fr', displayName: 'Arbitre 3', password: 'arbiter-password', role: 'ARBITER' }).expect(201)).body;
    await t.http().post(`/tournaments/${other.id}/arbiters`).set(org).send({ accountId: outsider.id }).expect(200);
    const arb3 = bearer(await t.login('arbitre3@lyon.fr', 'arbiter-password'));
    await t.http().get(path(`/duplicate/sheets/${ids.A1}`)).set(arb3).expect(403);
    await t.http().patch(path(`/duplicate/sheets/${ids.A1}/answers/2`)).set(arb3).send({ pointsOverride: 0, reason: 'x' }).expect(403);
    await t.http().get(path('/duplicate')).expect(401);
  });

  it('refuses a duplicate on a scale that scores against an opponent (tv)', async () => {
    const club = (await t.http().get('/clubs?q=Douai')).body.items[0];
    const tv = (await t.http().post('/tournaments').set(org).send({ name: 'Émission', date: '2026-12-20', venue: 'Douai', organisingClubId: club.id, pointsProfile: 'tv' }).expect(201)).body;
    const res = await t.http().post(`/tournaments/${tv.id}/duplicate`).set(org).send({}).expect(422);
    expect(res.body).toMatchObject({ code: 'RELATIVE_PROFILE', errors: [{ field: 'pointsProfile', reason: 'pas un barème de duplicate (douai ou laxou)' }] });
  });
});

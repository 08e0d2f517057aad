import { bothForms, type Export } from './support/exports';
import { importPlayers, newClub, playPoulesOut, wordsFor } from './support/fixtures';
import { binaryParser, readPdf } from './support/pdf';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * The seasons through the API (docs/seasons.md, docs/rules/season-ranking.md): three finished tournaments of the
 * season (two duplicates alone, a duplicate with its poule of 8 played out), one still under way and one past the
 * season's last day; the ranking is counted here by hand from the places, the histories and the club's season
 * read back, the profile changed, the exports parsed back.
 */
type RankingRow = { rank: number; name: string; playerId: string; club: string; total: number; tied: boolean; counted: { tournamentId: string; points: number }[]; dropped: unknown[] };
type Ranking = { items: RankingRow[]; total: number; page: number; pageSize: number; tournaments: { id: string; counts: boolean }[]; season: { rule: string } };

const TABLE = [100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16];

describe('the seasons through the API', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let clubA: string;
  let clubB: string;
  let players: { id: string; licence: string }[];
  const tids: Record<string, string> = {};
  let season: { id: string; version: number };
  /** Each finished tournament's final places, by player id. */
  const places: Record<string, Map<string, number>> = {};

  const status = async (tid: string, next: string) => {
    const version = (await t.http().get(`/tournaments/${tid}`).expect(200)).body.version as number;
    await t.http().post(`/tournaments/${tid}/status`).set(org).send({ version, status: next }).expect(200);
  };

  /** A duplicate of 5 letter coups whose sheets score `totals` (player i: totals[i]), every sheet checked. */
  async function duplicate(name: string, date: string, totals: number[]): Promise<string> {
    const tid = (await t.http().post('/tournaments').set(org).send({ name, date, venue: 'Douai', organisingClubId: clubA }).expect(201)).body.id as string;
    await t.http().post(`/tournaments/${tid}/entries/bulk`).set(org).send({ playerIds: players.map((p) => p.id) }).expect(201);
    await status(tid, 'DUPLICATE');
    await t.http().post(`/tournaments/${tid}/duplicate`).set(org).send({ seed: `saison-${date}`, plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: 5 }], order: 'L' } }).expect(201);
    for (let r = 1; r <= 5; r++) await t.http().put(`/tournaments/${tid}/duplicate/draws/${r}`).set(org).send({ kind: 'letters', letters: 'BAMERILANE', version: 1 }).expect(200);
    for (const [i, p] of players.entries()) {
      const words = wordsFor(totals[i]!);
      const sheet = (await t.http().put(`/tournaments/${tid}/duplicate/sheets/${p.id}`).set(org).send({ answers: words.map((word, k) => ({ round: k + 1, word })) }).expect(200)).body;
      await t.http().post(`/tournaments/${tid}/duplicate/sheets/${p.id}/status`).set(org).set('If-Match', `"${sheet.version}"`).send({ status: 'CHECKED' }).expect(200);
    }
    return tid;
  }

  /** The duplicate's places by hand: the totals in decreasing order (all different). */
  const byTotals = (totals: number[]) => new Map(players.map((p, i) => [p.id, [...totals].sort((a, b) => b - a).indexOf(totals[i]!) + 1]));

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    clubA = await newClub(t, org, { name: 'Club d’Arras', city: 'Arras', federationCode: 'S-A' });
    clubB = await newClub(t, org, { name: 'Club de Béthune', city: 'Béthune', federationCode: 'S-B' });
    const names = ['Ana', 'Bea', 'Cyr', 'Dom', 'Eli', 'Fay', 'Gil', 'Hub'];
    players = await importPlayers(t, org, ['licence;nom;prénom;club', ...names.map((n, i) => `S${i + 1};Saison;${n};${i < 4 ? 'S-A' : 'S-B'}`)]);

    const t1 = [40, 37, 34, 31, 28, 25, 22, 19];
    tids.t1 = await duplicate('Open d’automne', '2026-10-10', t1);
    await status(tids.t1, 'FINISHED');
    places.t1 = byTotals(t1);
    const t2 = [31, 34, 28, 19, 25, 22, 40, 37];
    tids.t2 = await duplicate('Open de novembre', '2026-11-14', t2);
    await status(tids.t2, 'FINISHED');
    places.t2 = byTotals(t2);

    // A Douai day: the duplicate, then its poule of 8 played out (side a wins each match on the first coup's top).
    tids.t3 = await duplicate('Tournoi de janvier', '2027-01-09', [22, 40, 19, 37, 34, 31, 28, 25]);
    await status(tids.t3, 'CORRECTION');
    await status(tids.t3, 'MATCHES');
    await t.http().post(`/tournaments/${tids.t3}/poules`).set(org).send({ seed: 'poules-saison', drawsPer: 'round' }).expect(201);
    await playPoulesOut(t, org, tids.t3);
    const general = (await t.http().get(`/tournaments/${tids.t3}/general-ranking`).expect(200)).body as { complete: boolean; rows: { playerId: string; place: number }[] };
    expect(general.complete).toBe(true);
    places.t3 = new Map(general.rows.map((r) => [r.playerId, r.place]));
    await status(tids.t3, 'FINISHED');

    // Still under way (its sheets typed, not finished), and one past the season's last day: neither counts.
    tids.t4 = await duplicate('Open de février', '2027-02-06', [19, 22, 25, 28, 31, 34, 37, 40]);
    tids.t5 = await duplicate('Open d’été', '2027-07-03', [19, 22, 25, 28, 31, 34, 37, 40]);
    await status(tids.t5, 'FINISHED');

    const created = await t.http().post('/seasons').set(org).send({ name: 'Circuit 2026-2027', firstDay: '2026-09-01', lastDay: '2027-06-30' }).expect(201);
    expect(created.headers.location).toBe(`/seasons/${created.body.id}`);
    season = created.body;
  }, 900_000);
  afterAll(() => t?.close());

  /** Each player's season total by hand: the sum of their best `best` points over the finished tournaments. */
  function byHand(worth: (place: number) => number, best: number, tournaments = ['t1', 't2', 't3']): Map<string, number> {
    return new Map(
      players.map((p) => {
        const points = tournaments.map((k) => worth(places[k]!.get(p.id)!)).sort((a, b) => b - a);
        return [p.id, points.slice(0, best).reduce((s, x) => s + x, 0)];
      }),
    );
  }

  const ranking = async (query = ''): Promise<Ranking> => (await t.http().get(`/seasons/${season.id}/ranking${query}`).expect(200)).body as Ranking;

  it('a season created without a profile gets the places table, best 5; it reads publicly with its ETag', async () => {
    const read = await t.http().get(`/seasons/${season.id}`).expect(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.body).toMatchObject({ name: 'Circuit 2026-2027', firstDay: '2026-09-01', lastDay: '2027-06-30', profile: 'places-table', profileLabel: 'Barème des places', parameters: { best: 5, points: TABLE, beyond: 5 } });
    expect(read.body.rule).toMatch(/^Chaque tournoi rapporte des points selon la place finale \(1re : 100, 2e : 80/);
    const list = (await t.http().get('/seasons').expect(200)).body;
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    await t.http().post('/seasons').send({ name: 'x', firstDay: '2026-01-01', lastDay: '2026-12-31' }).expect(401);
  });

  it('the ranking equals the count by hand over the three finished tournaments; the one under way and the one after the season do not count', async () => {
    const r = await ranking();
    expect(r.tournaments.map((x) => [x.id, x.counts])).toEqual([
      [tids.t1, true],
      [tids.t2, true],
      [tids.t3, true],
      [tids.t4, false],
    ]);
    const expected = byHand((place) => TABLE[place - 1] ?? 5, 5);
    expect(r.total).toBe(8);
    expect(Object.fromEntries(r.items.map((x) => [x.playerId, x.total]))).toEqual(Object.fromEntries(expected));
    expect(r.items.map((x) => x.total)).toEqual([...expected.values()].sort((a, b) => b - a));
    for (const x of r.items) {
      expect(x.counted.map((c) => c.tournamentId).sort()).toEqual([tids.t1, tids.t2, tids.t3].sort());
      expect(x.counted.some((c) => c.tournamentId === tids.t4 || c.tournamentId === tids.t5)).toBe(false);
    }
    // Paged like the other lists.
    const page2 = await ranking('?page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page2.items.map((x) => x.playerId)).toEqual(r.items.slice(3, 6).map((x) => x.playerId));
  });

  it('a player\'s history: each tournament\'s duplicate rank and points, % of the top, final place, club and points; the one under way shown, not counted', async () => {
    const ana = players[0]!.id;
    const h = (await t.http().get(`/seasons/${season.id}/players/${ana}`).expect(200)).body;
    expect(h.player).toMatchObject({ id: ana, name: 'Ana Saison', licence: 'S1', club: 'Club d’Arras' });
    expect(h.tournaments.map((x: { tournamentId: string }) => x.tournamentId)).toEqual([tids.t1, tids.t2, tids.t3, tids.t4]);
    const [first, , third, fourth] = h.tournaments;
    expect(first).toMatchObject({ status: 'FINISHED', counts: true, duplicate: { rank: 1, total: 40, percentOfTopPerMille: 800, field: 8 }, place: 1, field: 8, source: 'duplicate', sourceLabel: 'classement du duplicate', provisional: false, club: 'Club d’Arras', points: 100, counted: true });
    expect(third).toMatchObject({ source: 'general', sourceLabel: 'classement général', place: places.t3!.get(ana), duplicate: { rank: 7, total: 22 } });
    expect(fourth).toMatchObject({ status: 'DUPLICATE', counts: false, points: null, counted: false, duplicate: { rank: 8, total: 19 } });
    const r = await ranking();
    const row = r.items.find((x) => x.playerId === ana)!;
    expect(h.standing).toEqual({ rank: row.rank, total: row.total, tied: row.tied, of: 8 });
  });

  it('a result keeps the club the player played for: a player who changes clubs keeps the finished tournaments with the former one', async () => {
    const hub = players[7]!;
    const current = await t.http().get(`/players/${hub.id}`).set(org).expect(200);
    await t.http().patch(`/players/${hub.id}`).set(org).set('If-Match', current.headers.etag as string).send({ clubId: clubA }).expect(200);
    const h = (await t.http().get(`/seasons/${season.id}/players/${hub.id}`).expect(200)).body;
    expect(h.player.club).toBe('Club d’Arras');
    expect(h.tournaments.map((x: { club: string }) => x.club)).toEqual(['Club de Béthune', 'Club de Béthune', 'Club de Béthune', 'Club d’Arras']);
    const club = (await t.http().get(`/seasons/${season.id}/clubs/${clubB}`).expect(200)).body;
    expect(club.players.map((p: { name: string }) => p.name).sort()).toEqual(['Eli Saison', 'Fay Saison', 'Gil Saison', 'Hub Saison']);
  });

  it('a club\'s season: its players with their rank and points, its best-club cup in the tournament with poules', async () => {
    const club = (await t.http().get(`/seasons/${season.id}/clubs/${clubB}`).expect(200)).body;
    expect(club).toMatchObject({ clubId: clubB, club: 'Club de Béthune', city: 'Béthune' });
    const r = await ranking();
    for (const p of club.players) {
      const row = r.items.find((x) => x.playerId === p.playerId)!;
      expect(p).toMatchObject({ rank: row.rank, total: row.total, tournaments: 3, points: row.total });
    }
    expect(club.players.map((p: { rank: number }) => p.rank)).toEqual([...club.players.map((p: { rank: number }) => p.rank)].sort((a: number, b: number) => a - b));
    // The cup by hand: the club's 3 best general places of the day added.
    const mine = players.slice(4).map((p) => places.t3!.get(p.id)!).sort((a, b) => a - b).slice(0, 3);
    const theirs = players.slice(0, 4).map((p) => places.t3!.get(p.id)!).sort((a, b) => a - b).slice(0, 3);
    const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    expect(club.cups).toHaveLength(1);
    expect(club.cups[0]).toMatchObject({ tournamentId: tids.t3, complete: true, total: total(mine), clubs: 2 });
    expect(club.cups[0].rank).toBe(total(mine) < total(theirs) || (total(mine) === total(theirs) && mine[2]! < theirs[2]!) ? 1 : 2);
    expect(club.cups[0].players.map((p: { place: number }) => p.place)).toEqual(mine);
  });

  it('changing the profile re-ranks: players beaten, the best result only', async () => {
    const changed = await t.http().patch(`/seasons/${season.id}`).set(org).set('If-Match', `"${season.version}"`).send({ profile: 'players-beaten', parameters: { best: 1 } }).expect(200);
    expect(changed.body).toMatchObject({ version: 2, profile: 'players-beaten', parameters: { best: 1 } });
    season = changed.body;
    const r = await ranking();
    const expected = byHand((place) => 8 - place + 1, 1);
    expect(Object.fromEntries(r.items.map((x) => [x.playerId, x.total]))).toEqual(Object.fromEntries(expected));
    for (const x of r.items) expect(x.dropped).toHaveLength(2);
    // Equal on the best result: a shared rank, ex aequo.
    const eights = r.items.filter((x) => x.total === 8);
    expect(new Set(eights.map((x) => x.rank))).toEqual(new Set([1]));
    expect(eights.every((x) => x.tied)).toBe(eights.length > 1);
    // Back to the places table with a table of its own and the best 2.
    const own = await t.http().patch(`/seasons/${season.id}`).set(org).set('If-Match', `"${season.version}"`).send({ profile: 'places-table', parameters: { points: [10, 6, 3], beyond: 1, best: 2 } }).expect(200);
    season = own.body;
    const expectedOwn = byHand((place) => [10, 6, 3][place - 1] ?? 1, 2);
    expect(Object.fromEntries((await ranking()).items.map((x) => [x.playerId, x.total]))).toEqual(Object.fromEntries(expectedOwn));
  });

  it('a change on a stale version gets 409 and changes nothing; without a version 428', async () => {
    const stale = await t.http().patch(`/seasons/${season.id}`).set(org).set('If-Match', '"1"').send({ name: 'Autre nom' }).expect(409);
    expect(stale.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(stale.body.detail).toMatch(/saison/);
    await t.http().patch(`/seasons/${season.id}`).set(org).send({ name: 'Autre nom' }).expect(428);
    expect((await t.http().get(`/seasons/${season.id}`).expect(200)).body.name).toBe('Circuit 2026-2027');
  });

  it.each<[string, object, string, RegExp]>([
    ['a 3rd place worth more than the 2nd', { parameters: { points: [10, 5, 6] } }, 'parameters.points[2]', /la place 3 ne peut pas rapporter plus de points que la place au-dessus/],
    ['an unknown profile', { profile: 'elo' }, 'profile', /profil de saison inconnu « elo »/],
    ['a parameter of another profile', { profile: 'percent-of-top', parameters: { points: [3] } }, 'parameters.points', /n’est pas un réglage du profil/],
    ['best 0', { parameters: { best: 0 } }, 'parameters.best', /le nombre de résultats retenus est un entier de 1 à 100/],
    ['an end before the start', { lastDay: '2026-08-01' }, 'lastDay', /la fin de la saison ne peut pas précéder son début/],
  ])('refuses %s: 400 in French, the field named, nothing changed', async (_, body, field, reason) => {
    const res = await t.http().patch(`/seasons/${season.id}`).set(org).set('If-Match', `"${season.version}"`).send(body).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, reason: expect.stringMatching(reason) })]));
    expect((await t.http().get(`/seasons/${season.id}`).expect(200)).body.version).toBe(season.version);
  });

  it('refuses a season without a name or with a day that is not one: 400 in French', async () => {
    const res = await t.http().post('/seasons').set(org).send({ name: ' ', firstDay: '2026-02-30', lastDay: '2026-12-31' }).expect(400);
    expect([...new Set(res.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual(['firstDay', 'name']);
    expect(res.body.errors.find((e: { field: string }) => e.field === 'firstDay').reason).toMatch(/jour du calendrier/);
  });

  it('every write is in the audit trail', async () => {
    const audit = await t.prisma.auditEntry.findMany({ where: { entity: 'season', entityId: season.id }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  /** Both forms of an export: the CSV read back (BOM, ";", formulas restored) must be the JSON's rows, cell by cell. */
  const both = async (url: string): Promise<Export> => (await bothForms(t, url)).exported;

  it('the season ranking exported: the CSV read back equals the JSON, which equals the API\'s ranking', async () => {
    const exported = await both(`/seasons/${season.id}/exports/ranking`);
    expect(exported.export).toBe('season-ranking');
    const r = await ranking();
    expect(exported.rows.map((x) => [x.rank, x.name, x.total, x.tied])).toEqual(r.items.map((x) => [x.rank, x.name, x.total, x.tied]));
    expect(exported.columns.filter((c) => /^t\d$/.test(c.key)).map((c) => c.label)).toEqual(['Open d’automne (2026-10-10)', 'Open de novembre (2026-11-14)', 'Tournoi de janvier (2027-01-09)']);
    await t.http().get(`/seasons/${season.id}/exports/ranking.xlsx`).expect(400);
  });

  it('a player\'s history exported: the CSV read back equals the JSON, which equals the API\'s history', async () => {
    const ana = players[0]!.id;
    const exported = await both(`/seasons/${season.id}/players/${ana}/exports/history`);
    const h = (await t.http().get(`/seasons/${season.id}/players/${ana}`).expect(200)).body as { tournaments: { name: string; place: number | null; points: number | null; club: string }[] };
    expect(exported.rows.map((x) => [x.tournament, x.place, x.points, x.club])).toEqual(h.tournaments.map((x) => [x.name, x.place, x.points, x.club]));
  });

  it('the season ranking printed: read back with pdftotext, every player with their rank and total, the rule and the tournaments', async () => {
    const res = await t.http().get(`/seasons/${season.id}/ranking.pdf`).buffer(true).parse(binaryParser).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, pages } = readPdf(res.body as Buffer);
    expect(pages).toBe(1);
    const flat = text.replace(/[ \t]+/g, ' ');
    expect(flat).toContain('Classement de la saison');
    expect(flat).toContain('Circuit 2026-2027');
    expect(flat).toContain('Du mardi 1er septembre 2026 au mercredi 30 juin 2027 · 8 joueurs classés');
    expect(flat).toMatch(/Tournois comptés : Open d’automne \(samedi 10 octobre 2026\), Open de novembre/);
    expect(flat).toMatch(/En cours, pas encore comptés : Open de février/);
    const r = await ranking();
    for (const row of r.items) expect(flat).toMatch(new RegExp(`${row.rank === 1 ? '1er' : `${row.rank}e`}(?: ex aequo)? ${row.name} S\\d ${row.club.replace(/[()]/g, '.')} ${row.total} `));
  });

  it('a season deleted is gone, its tournaments stay', async () => {
    await t.http().delete(`/seasons/${season.id}`).set(org).set('If-Match', `"${season.version}"`).expect(204);
    await t.http().get(`/seasons/${season.id}/ranking`).expect(404);
    await t.http().get(`/tournaments/${tids.t1}`).expect(200);
  });
});

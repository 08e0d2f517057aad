import { newClub, newPlayers } from './support/fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/** The search of players and clubs is the database's, blind to case, accents and punctuation, on either engine. */
describe('accent- and punctuation-blind search', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let douai: string;
  let laxou: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    douai = await newClub(t, org, { name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' });
    laxou = await newClub(t, org, { name: 'Les Lettreux de Saint-Étienne', city: 'Saint-Étienne', federationCode: 'ARA-042' });
    const [henault, lemaitre, dhondt, martin] = await newPlayers(t, org, douai, [
      ['A100', 'Marie', 'Hénault'],
      ['A101', 'Jérôme', 'Lemaître'],
      ['A102', 'Anne-Sophie', "D'Hondt"],
      ['B200', 'Œdipe', 'Martin'],
    ]);
    Object.assign(ids, { henault, lemaitre, dhondt, martin });
    const [noel] = await newPlayers(t, org, laxou, [['C300', 'Noël', 'Lefèvre']]);
    ids.noel = noel!;
  });
  afterAll(() => t.close());

  const found = async (q: string, extra = ''): Promise<string[]> => {
    const res = await t.http().get(`/players?q=${encodeURIComponent(q)}${extra}`).set(org).expect(200);
    return (res.body.items as { lastName: string }[]).map((p) => p.lastName).sort();
  };

  it.each([
    ['Henault', ['Hénault']],
    ['hena', ['Hénault']],
    ['HÉNAULT', ['Hénault']],
    ['lemai', ['Lemaître']],
    ['lemaître', ['Lemaître']],
    ['dhondt', ["D'Hondt"]],
    ["d'hondt", ["D'Hondt"]],
    ['D’Hondt', ["D'Hondt"]],
    ['anne sophie', ["D'Hondt"]],
    ['annesophie', ["D'Hondt"]],
    ['marie hénault', ['Hénault']], // first name then last name
    ['henault marie', ['Hénault']],
    ['oedipe', ['Martin']],
    ['noel', ['Lefèvre']],
    ['a10', ["D'Hondt", 'Hénault', 'Lemaître']], // the licence
    ['saint etienne', ['Lefèvre']], // the club's name
    ['npc059', ["D'Hondt", 'Hénault', 'Lemaître', 'Martin']], // the club's code
    ['zzz', []],
  ])('players: « %s » finds %j', async (q, names) => {
    expect(await found(q)).toEqual(names);
  });

  it('keeps the club filter and the paging with the search', async () => {
    expect(await found('e', `&clubId=${laxou}`)).toEqual(['Lefèvre']);
    const res = await t.http().get('/players?q=npc&pageSize=2&page=2').set(org).expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(res.body.items).toHaveLength(2);
  });

  it('a search of punctuation only lists everyone', async () => {
    expect((await found("'-")).length).toBe(5);
  });

  it('follows a change of name, and of the club', async () => {
    const player = (await t.http().get(`/players/${ids.martin}`).set(org).expect(200)).body as { version: number };
    await t.http().patch(`/players/${ids.martin}`).set(org).set('If-Match', `"${player.version}"`).send({ lastName: 'Lœwenbrück' }).expect(200);
    expect(await found('loewenbruck')).toEqual(['Lœwenbrück']);
    expect(await found('martin')).toEqual([]);
    const club = (await t.http().get(`/clubs/${laxou}`).expect(200)).body as { version: number };
    await t.http().patch(`/clubs/${laxou}`).set(org).set('If-Match', `"${club.version}"`).send({ name: 'Les Lettreux de Laxou', city: 'Laxou' }).expect(200);
    expect(await found('laxou')).toEqual(['Lefèvre']);
    expect(await found('etienne')).toEqual([]);
  });

  it('finds the players imported from a CSV file', async () => {
    const csv = ['licence;nom;prénom;club', "D400;N'Diaye;Aïssatou;NPC-059"].join('\n');
    await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    expect(await found('ndiaye')).toEqual(["N'Diaye"]);
    expect(await found('aissatou')).toEqual(["N'Diaye"]);
  });

  it.each([
    ['saint etienne', []],
    ['douai', ['Club de Douai']],
    ['lettreux laxou', []], // two parts of the name, not next to each other
    ['lettreuxdelaxou', ['Les Lettreux de Laxou']],
    ['ara-042', ['Les Lettreux de Laxou']],
  ])('clubs: « %s » finds %j', async (q, names) => {
    const res = await t.http().get(`/clubs?q=${encodeURIComponent(q)}`).expect(200);
    expect((res.body.items as { name: string }[]).map((c) => c.name)).toEqual(names);
  });

  describe('the candidates of a tournament', () => {
    let tournament: string;
    beforeAll(async () => {
      tournament = (await t.http().post('/tournaments').set(org).send({ name: 'Open de Douai', date: '2026-12-12', venue: 'Douai', organisingClubId: douai }).expect(201))
        .body.id as string;
      await t.http().post(`/tournaments/${tournament}/entries/bulk`).set(org).send({ playerIds: [ids.henault, ids.dhondt] }).expect(201);
    });

    it('lists only the players not registered, paged with their total, searched the same way', async () => {
      const all = await t.http().get(`/players?notInTournament=${tournament}&pageSize=2`).set(org).expect(200);
      expect(all.body.total).toBe(4); // 6 players, 2 registered
      expect(all.body.items).toHaveLength(2);
      expect(await found('', `&notInTournament=${tournament}&pageSize=50`)).toEqual(['Lefèvre', 'Lemaître', 'Lœwenbrück', "N'Diaye"]);
      expect(await found('hena', `&notInTournament=${tournament}`)).toEqual([]);
      expect(await found('lemai', `&notInTournament=${tournament}`)).toEqual(['Lemaître']);
    });

    it('still leaves out a withdrawn player (the entry stays)', async () => {
      const entries = (await t.http().get(`/tournaments/${tournament}/entries`).set(org).expect(200)).body.items as { id: string; playerId: string; version: number }[];
      const entry = entries.find((e) => e.playerId === ids.dhondt)!;
      await t.http().delete(`/tournaments/${tournament}/entries/${entry.id}`).set(org).set('If-Match', `"${entry.version}"`).set('X-Audit-Reason', 'forfait').expect(200);
      expect(await found('dhondt', `&notInTournament=${tournament}`)).toEqual([]);
    });

    it('refuses a tournament id that is not a UUID', async () => {
      const res = await t.http().get('/players?notInTournament=douai').set(org).expect(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'notInTournament' })]));
    });
  });
});

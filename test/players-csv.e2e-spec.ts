import iconv from 'iconv-lite';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/** The players file through HTTP: what Excel writes is read, what Greffier writes is safe in Excel and reads back. */
describe('players CSV through HTTP', () => {
  let t: TestApp;
  let org: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    await t.http().post('/clubs').set(org).send({ name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' }).expect(201);
    await t.http().post('/clubs').set(org).send({ name: '=Club "Le Mot"', city: 'Lille', federationCode: 'HDF-059' }).expect(201);
  });
  afterAll(() => t.close());

  const importCsv = (file: Buffer) => t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(file);
  const exportCsv = async () => (await t.http().get('/players/export.csv').set(org).expect(200)).text;

  it('exports formula cells as text and imports the export back unchanged', async () => {
    const csv = 'licence;nom;prénom;club;catégorie\r\nF1;"=HYPERLINK(""http://evil"")";@SUM(A1);NPC-059;-2+3\r\nF2;+33612;Émile;HDF-059;\r\n';
    expect((await importCsv(Buffer.from(csv)).expect(200)).body).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const lines = (await exportCsv()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual([
      'licence;nom;prénom;club;nom du club;catégorie;classement',
      `F2;'+33612;Émile;HDF-059;"'=Club ""Le Mot""";;`,
      `F1;"'=HYPERLINK(""http://evil"")";'@SUM(A1);NPC-059;Club de Douai;'-2+3;`,
    ]);
    expect((await importCsv(Buffer.from(await exportCsv())).expect(200)).body).toEqual({ created: 0, updated: 0, unchanged: 2 });
    const f1 = await t.prisma.player.findUniqueOrThrow({ where: { licence: 'F1' } });
    expect([f1.lastName, f1.firstName, f1.category]).toEqual(['=HYPERLINK("http://evil")', '@SUM(A1)', '-2+3']);
  });

  it('reads the sep=; line Excel writes and counts it in the error lines', async () => {
    const csv = 'sep=;\r\nlicence;nom;prénom;club\r\nS1;Martin;Claire;NPC-059\r\nS2;Durand;;NPC-059\r\n';
    const res = await importCsv(Buffer.from(csv)).expect(400);
    expect(res.body).toMatchObject({ code: 'INVALID_CSV', errors: [{ line: 4, field: 'firstName', reason: 'obligatoire' }] });
    await importCsv(Buffer.from(csv.replace('S2;Durand;;', 'S2;Durand;Paul;'))).expect(200);
  });

  it('reads an Excel "Unicode text" file (UTF-16 LE, tabs) with every name as written', async () => {
    const text =
      'N° licence\tNom\tPrénom\tClub\r\n' +
      'U1\tWałęsa\tŁukasz\tNPC-059\r\n' +
      'U2\tNguyễn\tThị Hồng\tNPC-059\r\n' +
      'U3\tΣωκράτης\tΞανθίππη\tNPC-059\r\n' +
      'U4\tДостоевский\tФёдор\tNPC-059\r\n';
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]);
    expect((await importCsv(file).expect(200)).body).toEqual({ created: 4, updated: 0, unchanged: 0 });
    const players = await t.prisma.player.findMany({ where: { licence: { in: ['U1', 'U2', 'U3', 'U4'] } }, orderBy: { licence: 'asc' } });
    expect(players.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Łukasz Wałęsa', 'Thị Hồng Nguyễn', 'Ξανθίππη Σωκράτης', 'Фёдор Достоевский']);
  });

  it('names file lines when a quoted cell spans lines, with the error shape the import screen reads', async () => {
    // header 1, M1 2-4 (a category over three lines), blank 5, M2 6: unknown club, M3 7: no first name
    const csv = 'licence;nom;prénom;club;catégorie\nM1;Roux;Emma;NPC-059;"Senior\nou\nVétéran"\n\nM2;Petit;Louis;ZZZ-999;\nM3;Blanc;;NPC-059;\n';
    const res = await importCsv(Buffer.from(csv)).expect(400);
    expect(res.body.code).toBe('INVALID_CSV');
    expect(res.body.errors).toEqual([
      { line: 6, field: 'club', reason: 'club inconnu « ZZZ-999 »' },
      { line: 7, field: 'firstName', reason: 'obligatoire' },
    ]);
  });
});

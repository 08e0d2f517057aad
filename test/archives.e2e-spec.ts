import { douaiAndLilleOfEight, newClub, newPlayers, playFiveRounds, tournamentOf } from './support/fixtures';
import { binaryParser as binary } from './support/pdf';
import { body as pyramideSheet, tableSheet } from './support/pyramide-sheets';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * Tournament archives between two instances (docs/archive-format.md): a tournament played on A is archived and
 * imported into B, whose directory already has one of its clubs (same federation code) and one of its players
 * (same licence): nothing duplicated, the rankings equal. The same archive twice changes nothing; a correction on
 * A, archived again, replaces B's results and the audit trail says what changed; an older archive, a truncated,
 * altered or foreign file are refused with nothing written.
 */
type MatchView = { code: string; status: string };
type Draw = { phase: string; round: number; kind: string; top: { words?: string[] } };

describe('tournament archives between two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let orgA: Record<string, string>;
  let orgB: Record<string, string>;
  let tid: string;
  let pyr: string;
  let first: Buffer;
  let second: Buffer;
  let localPlayerB: string;
  let localClubB: string;
  const players: { id: string; licence: string }[] = [];
  const path = (p: string, id = tid) => `/tournaments/${id}${p}`;
  const archiveOf = async (id: string) => (await a.http().get(`/tournaments/${id}/archive`).set(orgA).buffer(true).parse(binary).expect(200)).body as Buffer;
  const send = (t: TestApp, file: Buffer, auth: Record<string, string>) => t.http().post('/archives').set(auth).set('Content-Type', 'application/octet-stream').send(file);
  const moveTo = async (status: string) => {
    const version = (await a.http().get(path(''))).body.version;
    await a.http().post(path('/status')).set(orgA).send({ version, status }).expect(200);
  };
  const auditCount = (t: TestApp) => t.prisma.auditEntry.count();

  beforeAll(async () => {
    [a, b] = [await createTestApp(), await createTestApp()];
    orgA = bearer(a.organiserToken);
    orgB = bearer(b.organiserToken);
    const { douai, players: eight } = await douaiAndLilleOfEight(a, orgA, 'E');
    players.push(...eight);
    tid = await tournamentOf(a, orgA, { name: 'Tournoi archivé', venue: 'Douai', organisingClubId: douai }, players.map((p) => p.id));
    await playFiveRounds(a, orgA, tid, 'archives', players);
    await moveTo('CORRECTION');
    // B's directory already has the Douai club (another id, same federation code) and player E1 (another id, same licence).
    localClubB = await newClub(b, orgB, { name: 'Douai (fédération)', city: 'Douai', federationCode: 'C-D' });
    [localPlayerB] = await newPlayers(b, orgB, localClubB, [['E1', 'Prénom', 'Local']]);
    // A Pyramide of the same 8 players: one game.
    pyr = await tournamentOf(a, orgA, { name: 'Pyramide archivée', venue: 'Douai', organisingClubId: douai }, players.map((p) => p.id));
    await a.http().post(path('/pyramide', pyr)).set(orgA).send({ formula: 'individuel', games: 1, seed: 'pyr-archives' }).expect(201);
    const game = (await a.http().post(path('/pyramide/games', pyr)).set(orgA).expect(201)).body as { tables: { number: number; seats: { playerId: string }[] }[] };
    for (const table of game.tables) await a.http().put(path(`/pyramide/games/1/tables/${table.number}/sheet`, pyr)).set(orgA).send(pyramideSheet(tableSheet(table.seats.map((s) => s.playerId), null))).expect(200);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('archives a tournament for organisers only, as one file sealed by its SHA-256', async () => {
    await a.http().get(path('/archive')).expect(401);
    first = await archiveOf(tid);
    const archive = JSON.parse(first.toString('utf8'));
    expect(archive).toMatchObject({ format: 'greffier-tournament-archive', version: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), content: { tournamentId: tid } });
    expect(Object.keys(archive.content.tables)).toEqual(expect.arrayContaining(['club', 'player', 'tournament', 'tournament_entry', 'duplicate_draw', 'answer_sheet', 'answer', 'answer_change', 'poule', 'match', 'pyramide_game', 'audit_entry']));
    expect(archive.content.tables.player).toHaveLength(8);
  });

  it('imports into another instance, matching players by licence and clubs by federation code: the same ranking, nothing duplicated', async () => {
    const res = await send(b, first, orgB).expect(200);
    expect(res.body).toMatchObject({ tournamentId: tid, outcome: 'created', clubs: { matched: 1, created: 1 }, players: { matched: 1, created: 7 } });
    expect(await b.prisma.club.count({ where: { federationCode: 'C-D' } })).toBe(1);
    expect(await b.prisma.player.count({ where: { licence: 'E1' } })).toBe(1);
    expect((await b.prisma.tournamentEntry.findFirst({ where: { tournamentId: tid, player: { licence: 'E1' } } }))!.playerId).toBe(localPlayerB);
    const rank = (t: TestApp) => t.http().get(path('/duplicate/ranking')).expect(200).then((r) => (r.body.rows as { rank: number; licence: string; total: number }[]).map((x) => [x.rank, x.licence, x.total]));
    expect(await rank(b)).toEqual(await rank(a));
    const history = (await b.http().get(path('/audit')).set(orgB)).status;
    expect([200, 404]).toContain(history);
  });

  it('changes nothing when the same archive comes again', async () => {
    const [audits, updated] = [await auditCount(b), (await b.prisma.tournament.findUnique({ where: { id: tid } }))!.updatedAt];
    const res = await send(b, first, orgB).expect(200);
    expect(res.body).toMatchObject({ outcome: 'unchanged', changes: [] });
    expect(await auditCount(b)).toBe(audits);
    expect((await b.prisma.tournament.findUnique({ where: { id: tid } }))!.updatedAt).toEqual(updated);
  });

  it('replaces the results with a newer archive and records what changed in the audit trail', async () => {
    const e3 = players[2]!;
    const sheet = (await a.http().get(path(`/duplicate/sheets/${e3.id}`)).set(orgA).expect(200)).body;
    const corrected = await a.http().patch(path(`/duplicate/sheets/${e3.id}/answers/1`)).set(orgA).set('If-Match', `"${sheet.version}"`).send({ pointsOverride: 0, reason: 'mot mal recopié' }).expect(200);
    if (corrected.body.status !== 'CHECKED') await a.http().post(path(`/duplicate/sheets/${e3.id}/status`)).set(orgA).set('If-Match', `"${corrected.body.version}"`).send({ status: 'CHECKED' }).expect(200);
    await moveTo('MATCHES');
    await a.http().post(path('/poules')).set(orgA).send({ seed: 'poules-archives' }).expect(201);
    const poules = (await a.http().get(path('/poules')).expect(200)).body as { matches: MatchView[] }[];
    const ready = poules.flatMap((p) => p.matches).filter((m) => m.status === 'READY');
    const m = (await a.http().get(path(`/matches/${ready[0]!.code}`)).set(orgA).expect(200)).body as { draws: Draw[]; version: number };
    const draws = m.draws.filter((d) => d.phase === 'REGULAR').map((d, i) => ({ phase: 'REGULAR', round: d.round, a: i === 0 ? { word: d.top.words![0] } : {}, b: {} }));
    await a.http().put(path(`/matches/${ready[0]!.code}/sheet`)).set(orgA).set('If-Match', `"${m.version}"`).send({ draws }).expect(200);
    second = await archiveOf(tid);

    const res = await send(b, second, orgB).expect(200);
    expect(res.body.outcome).toBe('replaced');
    const changes = res.body.changes as { what: string; key: string; before: string | null; after: string | null }[];
    expect(changes).toEqual(expect.arrayContaining([{ what: 'feuille', key: 'E3', before: expect.stringMatching(/^34 points/), after: expect.stringMatching(/^24 points/) }, { what: 'étape', key: 'tournoi', before: 'CORRECTION', after: 'MATCHES' }]));
    expect(changes.some((c) => c.what === 'match' && c.key === ready[0]!.code)).toBe(true);
    const entry = await b.prisma.auditEntry.findFirst({ where: { action: 'archive.replace', entityId: tid } });
    expect(JSON.stringify(entry!.after)).toContain('E3');
    // the same matches and results (B names its own player E1 and its own Douai club)
    const results = (t: TestApp) =>
      t.http().get(path('/poules')).expect(200).then((r) => (r.body as { matches: (MatchView & { score: number[]; decidedBy: string | null })[] }[]).flatMap((p) => p.matches.map((x) => [x.code, x.status, x.score, x.decidedBy])));
    expect(await results(b)).toEqual(await results(a));
    expect(await b.prisma.player.count({ where: { licence: 'E1' } })).toBe(1);
    // the older archive is refused now, and changes nothing
    const audits = await auditCount(b);
    expect((await send(b, first, orgB).expect(409)).body).toMatchObject({ code: 'ARCHIVE_OLDER' });
    expect(await auditCount(b)).toBe(audits);
  });

  it('imports a Pyramide tournament with its games and sheets: the same standings', async () => {
    const res = await send(b, await archiveOf(pyr), orgB).expect(200);
    expect(res.body).toMatchObject({ outcome: 'created', players: { matched: 8, created: 0 } });
    const standings = (t: TestApp) => t.http().get(path('/pyramide/standings', pyr)).expect(200).then((r) => (r.body.rows as { rank: number; total: number }[]).map((x) => [x.rank, x.total]));
    expect(await standings(b)).toEqual(await standings(a));
  });

  it.each([
    ['truncated', () => second.subarray(0, second.length - 100), 'ARCHIVE_UNREADABLE'],
    ['altered (a total changed, its checksum not)', () => Buffer.from(second.toString('utf8').replace('"total":40', '"total":99')), 'ARCHIVE_CHECKSUM'],
    ['foreign JSON', () => Buffer.from(JSON.stringify({ tournament: 'x' })), 'ARCHIVE_FOREIGN'],
    ['gzip (a backup, not an archive)', () => Buffer.from([0x1f, 0x8b, 0x08, 0x00]), 'ARCHIVE_UNREADABLE'],
  ])('refuses a %s file with a French problem and writes nothing', async (_what, file, code) => {
    const audits = await auditCount(b);
    const res = await send(b, file(), orgB).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code });
    expect(res.body.detail).toMatch(/Rien n’a été importé|archive/);
    expect(await auditCount(b)).toBe(audits);
  });

  it('does not let an archive replace the tournament it came from, and is for organisers only', async () => {
    expect((await send(a, second, orgA).expect(409)).body).toMatchObject({ code: 'ARCHIVE_LOCAL_TOURNAMENT' });
    await send(b, second, {}).expect(401);
  });
});

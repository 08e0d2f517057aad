import { type AddressInfo, connect } from 'node:net';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { prismaProblem } from '../apps/api/src/common/prisma-problems';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * Bad input gets a clear 4xx, never a 500. Every operation of the OpenAPI document is sent requests mutated with
 * what a fuzzer or a careless client sends (JSON nested thousands deep, NUL characters, lone surrogates, numbers
 * beyond PostgreSQL's integer, blank names, wrong types, oversize strings, days that do not exist, bodies of the
 * wrong media type, unknown query parameters, ids that are not ids), with the organiser's token and without.
 * Every answer is below 500; every error is problem+json with a code and a request id, every 400 names a field,
 * and a refused write leaves the database as it was. Then one test per case the fuzz first found.
 */

const PROBLEM = /^application\/problem\+json/;
const SEED = Number(process.env.GREFFIER_FUZZ_SEED ?? 20261212);
/** The fuzz's time budget over all operations, and its cap of runs per operation and token. */
const BUDGET_MS = 40_000;
const RUNS = 30;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' };
type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  parameters: Parameter[];
  bodyType?: string;
  bodySchema?: Schema;
  produces: string[];
};

// A raw JSON text in a body: number literals JSON.stringify cannot write (1e400 reads as Infinity), and
// nesting deeper than this side's own JSON.stringify can walk.
const RAW_TEXTS: string[] = [];
const RAW = (text: string) => `\u0001raw:${RAW_TEXTS.push(text) - 1}\u0001`;
const serialise = (body: unknown) => JSON.stringify(body).replace(/"\\u0001raw:(\d+)\\u0001"/g, (_m, i: string) => RAW_TEXTS[Number(i)]!);

const deepObject = (depth: number) => RAW(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
const deepArray = (depth: number) => RAW(`${'['.repeat(depth)}1${']'.repeat(depth)}`);

/** Values that break a field of a JSON body. */
const DEEP_OBJECT = deepObject(5000);
const RAW_1E20 = RAW('99999999999999999999');
const RAW_1e308 = RAW('1e308');
const RAW_M1e308 = RAW('-1e308');
const RAW_1e400 = RAW('1e400');
const DEEP_ARRAY = deepArray(200);
const BAD_VALUES: { label: string; value: () => unknown }[] = [
  { label: 'deep object', value: () => DEEP_OBJECT },
  { label: 'deep array', value: () => DEEP_ARRAY },
  { label: 'NUL', value: () => 'a\u0000b' },
  { label: 'NUL alone', value: () => '\u0000' },
  { label: 'lone high surrogate', value: () => 'ab\uD800' },
  { label: 'lone low surrogate', value: () => '\uDC00cd' },
  { label: '2^31', value: () => 2147483648 },
  { label: '-2^31-1', value: () => -2147483649 },
  { label: '1e20', value: () => RAW_1E20 },
  { label: '1e308', value: () => RAW_1e308 },
  { label: '-1e308', value: () => RAW_M1e308 },
  { label: '1e400', value: () => RAW_1e400 },
  { label: '1.5', value: () => 1.5 },
  { label: '-1', value: () => -1 },
  { label: 'spaces', value: () => '   ' },
  { label: 'zero-width', value: () => '\u200B\u200C\u2060\uFEFF' },
  { label: 'ideographic space', value: () => '\u3000\u00A0\t' },
  { label: 'empty', value: () => '' },
  { label: 'array', value: () => [] },
  { label: 'array of arrays', value: () => [[1], ['x']] },
  { label: 'object', value: () => ({}) },
  { label: 'object with NUL key', value: () => ({ 'a\u0000': 1 }) },
  { label: '__proto__', value: () => JSON.parse('{"__proto__":{"admin":true}}') },
  { label: 'null', value: () => null },
  { label: 'true', value: () => true },
  { label: 'string', value: () => 'abc' },
  { label: 'oversize', value: () => 'x'.repeat(5000) },
  { label: 'oversize accents', value: () => 'é'.repeat(1200) },
  { label: 'not a uuid', value: () => 'not-a-uuid' },
  { label: '36 dashes', value: () => '-'.repeat(36) },
  { label: 'nil uuid', value: () => '00000000-0000-0000-0000-000000000000' },
  { label: 'day 0000', value: () => '0000-01-01' },
  { label: '30 February', value: () => '2026-02-30' },
  { label: 'month 13', value: () => '2026-13-01' },
  { label: 'year 99999', value: () => '99999-01-01' },
  { label: '1899', value: () => '1899-12-31' },
];

/** Whole bodies that cannot be what an operation reads. */
const BAD_BODIES: { label: string; type: string; body: () => string | Buffer }[] = [
  { label: 'malformed JSON', type: 'application/json', body: () => '{"name": ' },
  { label: 'top-level array', type: 'application/json', body: () => '[1,2,3]' },
  { label: 'top-level string', type: 'application/json', body: () => '"abc"' },
  { label: 'top-level null', type: 'application/json', body: () => 'null' },
  { label: 'deep root', type: 'application/json', body: () => '['.repeat(100000) + ']'.repeat(100000) },
  { label: 'text/plain', type: 'text/plain', body: () => 'hello' },
  { label: 'form', type: 'application/x-www-form-urlencoded', body: () => 'name=abc&city=def' },
  { label: 'CSV to JSON', type: 'text/csv', body: () => Buffer.from('a;b\n1;2') },
  { label: 'latin-1 JSON', type: 'application/json; charset=latin1', body: () => '{}' },
  { label: 'merge-patch', type: 'application/merge-patch+json', body: () => '{}' },
  { label: '3 MB JSON', type: 'application/json', body: () => `{"name":"${'a'.repeat(3_000_000)}"}` },
  { label: 'CSV with NUL', type: 'text/csv', body: () => Buffer.from('licence;nom;prénom;club\nF03;No\u0000m;P;NPC-059\n') },
  { label: 'CSV NUL in a licence', type: 'text/csv', body: () => Buffer.from('licence;nom;prénom;club\nF\u00004;Nom;P;NPC-059\n') },
  { label: 'CSV blank names', type: 'text/csv', body: () => Buffer.from('licence;nom;prénom;club\nF05; \u3000 ;\u3000;NPC-059\n') },
  { label: 'CSV bad UTF-16', type: 'text/csv', body: () => Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00, 0x0a, 0x00]) },
  { label: 'CSV huge number', type: 'text/csv', body: () => Buffer.from('licence;nom;prénom;club;catégorie;classement\nF06;Nom;Prénom;NPC-059;;99999999999999999999\n') },
];

/** Values of a path segment, a query parameter or a header, as sent on the wire (already percent-encoded). */
const BAD_WORDS = ['%00', 'a%00b', '%FF', '%ED%A0%80', '99999999999999999999', '2147483648', '-2147483649', '-1', '0', '1.5', '1e308', 'abc', '', 'x'.repeat(3000), 'not-a-uuid', '00000000-0000-0000-0000-000000000000', '2026-99-99', '0000-01-01', '%E2%80%8B'];
const BAD_IF_MATCH = ['"2147483648"', '"99999999999999999999"', '"-1"', '"0"', '"abc"', '"1e308"', 'W/"2147483648"', '*', '"1", "2"', '"1.5"'];
const BAD_REASONS = ['%00', 'a%00b', '%ED%A0%80', 'x'.repeat(5000), '%C3%A9t%C3%A9', '   ', '%E2%80%8B'];

type Mutation =
  | { kind: 'field'; path: (string | number)[]; value: number }
  | { kind: 'add-field'; value: number }
  | { kind: 'body'; body: number }
  | { kind: 'path'; name: string; word: number }
  | { kind: 'query'; name: string; word: number }
  | { kind: 'query-array'; name: string }
  | { kind: 'unknown-query'; word: number }
  | { kind: 'if-match'; value: number }
  | { kind: 'reason'; value: number };

const describeMutation = (m: Mutation): string => {
  switch (m.kind) {
    case 'field':
      return `body.${m.path.join('.') || '(root)'} = ${BAD_VALUES[m.value]!.label}`;
    case 'add-field':
      return `body.extra = ${BAD_VALUES[m.value]!.label}`;
    case 'body':
      return `body: ${BAD_BODIES[m.body]!.label}`;
    case 'path':
      return `path ${m.name} = ${BAD_WORDS[m.word]!.slice(0, 40)}`;
    case 'query':
      return `?${m.name}=${BAD_WORDS[m.word]!.slice(0, 40)}`;
    case 'query-array':
      return `?${m.name}=a&${m.name}=b`;
    case 'unknown-query':
      return `?zz=${BAD_WORDS[m.word]!.slice(0, 40)}`;
    case 'if-match':
      return `If-Match: ${BAD_IF_MATCH[m.value]}`;
    case 'reason':
      return `X-Audit-Reason: ${BAD_REASONS[m.value]!.slice(0, 40)}`;
  }
};

describe('bad input through HTTP', () => {
  let t: TestApp;
  let org: Record<string, string>;
  const ids: Record<string, string> = {};
  const operations: Operation[] = [];
  let schemas: Record<string, Schema> = {};
  let fingerprintSql = '';
  const stats = { requests: 0, status5xx: 0, byStatus: new Map<number, number>() };

  const audited = () => t.prisma.auditEntry.count();
  /** The database's fingerprint, while no request has been accepted since it was read. */
  let known: string | undefined;
  const fingerprint = async (): Promise<string> => JSON.stringify(await t.prisma.$queryRawUnsafe(fingerprintSql), (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

  beforeAll(async () => {
    // Failed logins of the fuzz are not throttled: the validation of each one is what is tested.
    t = await createTestApp({ loginMaxFailures: 1000 });
    org = bearer(t.organiserToken);
    const document = (await t.http().get('/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, unknown> }> }>>;
      components: { schemas: Record<string, Schema> };
    };
    schemas = document.components.schemas;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const op = item[method];
        if (!op) continue;
        const content = op.requestBody?.content ?? {};
        const bodyType = Object.keys(content)[0];
        const produces = Object.entries(op.responses).flatMap(([status, r]) => (/^2/.test(status) ? Object.keys(r.content ?? {}) : []));
        operations.push({ method, path, operationId: op.operationId, parameters: op.parameters ?? [], bodyType, bodySchema: bodyType ? content[bodyType]!.schema : undefined, produces });
      }
    }
    // One server for the whole file: supertest would start one per request.
    await new Promise<void>((done) => t.app.getHttpServer().listen(0, '127.0.0.1', done));
    await fixtures();
    // One query that changes whenever a row is written: counts, versions, last updates, soft deletes, per table.
    const columns = (await t.prisma.$queryRawUnsafe(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name NOT IN ('_prisma_migrations', 'login_throttle')",
    )) as { table_name: string; column_name: string }[];
    const tables = new Map<string, Set<string>>();
    for (const c of columns) tables.set(c.table_name, (tables.get(c.table_name) ?? new Set()).add(c.column_name));
    const parts = [...tables].sort(([a], [b]) => a.localeCompare(b)).map(([table, cols]) => {
      const extra = ['version', 'updated_at', 'deleted_at', 'disabled_at', 'withdrawn_at']
        .filter((c) => cols.has(c))
        .map((c) => (c === 'version' ? 'coalesce(sum(version), 0)' : c === 'updated_at' ? 'max(updated_at)' : `count(${c})`));
      return `(SELECT concat_ws(':', count(*), ${[...extra, "''"].join(', ')}) FROM "${table}") AS "${table}"`;
    });
    fingerprintSql = `SELECT ${parts.join(', ')}`;
  }, 120_000);
  afterAll(async () => {
    console.log(
      `bad input fuzz (${t?.db.engine}): ${stats.requests} requests, ${stats.status5xx} answered 5xx; by status ${JSON.stringify(Object.fromEntries([...stats.byStatus].sort(([a], [b]) => a - b)))}`,
    );
    await t?.close();
  });

  /** Records for every parameter the document names, in a state where the operations reach their services. */
  async function fixtures(): Promise<void> {
    const post = async (url: string, body: object, status = 201) => (await t.http().post(url).set(org).send(body).expect(status)).body;
    ids.club = (await post('/clubs', { name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' })).id;
    ids.otherClub = (await post('/clubs', { name: 'Club de Lille', city: 'Lille', federationCode: 'NPC-062' })).id;
    const csv = ['licence;nom;prénom;club', ...Array.from({ length: 8 }, (_, i) => `B0${i + 1};Joueur${i + 1};Prénom;NPC-059`)].join('\n');
    await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv)).expect(200);
    const players = ((await t.http().get('/players?pageSize=100').set(org).expect(200)).body.items as { id: string; licence: string }[]).sort((a, b) => a.licence.localeCompare(b.licence)).map((p) => p.id);
    ids.player = players[0]!;
    ids.lastPlayer = players[7]!;
    ids.arbiter = (await post('/accounts', { email: 'arbitre@fuzz.greffier', displayName: 'Arbitre', password: 'arbiter-password', role: 'ARBITER' })).id;
    const tournament = async (name: string) => (await post('/tournaments', { name, date: '2026-12-12', venue: 'Douai', organisingClubId: ids.club })).id as string;
    const status = async (tid: string, next: string) => {
      const version = (await t.http().get(`/tournaments/${tid}`).expect(200)).body.version;
      await post(`/tournaments/${tid}/status`, { version, status: next }, 200);
    };
    const plan = { numbers: 1, letters: [{ consonants: 5, vowels: 5, count: 2 }], order: 'LCL' };

    // The morning: a duplicate being typed in, a ruling, an arbiter, a corrected answer.
    ids.duplicate = await tournament('Duplicate');
    await post(`/tournaments/${ids.duplicate}/entries/bulk`, { playerIds: players });
    ids.entry = ((await t.http().get(`/tournaments/${ids.duplicate}/entries`).expect(200)).body.items as { id: string; playerId: string }[]).find((e) => e.playerId === ids.lastPlayer)!.id;
    await post(`/tournaments/${ids.duplicate}/arbiters`, { accountId: ids.arbiter }, 200);
    ids.ruling = (await post(`/tournaments/${ids.duplicate}/rulings`, { word: 'kiwi', decision: 'ADMITTED' })).id;
    await status(ids.duplicate, 'DUPLICATE');
    await post(`/tournaments/${ids.duplicate}/duplicate`, { seed: 'fuzz', plan });
    const sheet = (await t.http().put(`/tournaments/${ids.duplicate}/duplicate/sheets/${ids.player}`).set(org).send({ answers: [{ round: 1, word: 'abc' }] }).expect(200)).body;
    await t.http().patch(`/tournaments/${ids.duplicate}/duplicate/sheets/${ids.player}/answers/1`).set(org).set('If-Match', `"${sheet.version}"`).send({ word: 'abcd', reason: 'mal lu' }).expect(200);
    const changes = (await t.http().get(`/tournaments/${ids.duplicate}/duplicate/sheets/${ids.player}/changes`).set(org).expect(200)).body.items as { id: string }[];
    ids.change = changes[0]?.id ?? '1';

    // The afternoon: every sheet checked, the poules formed.
    ids.matches = await tournament('Après-midi');
    await post(`/tournaments/${ids.matches}/entries/bulk`, { playerIds: players });
    await status(ids.matches, 'DUPLICATE');
    await post(`/tournaments/${ids.matches}/duplicate`, { seed: 'fuzz-apres-midi', plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: 1 }], order: 'L' } });
    for (const [i, p] of players.entries()) {
      const s = (await t.http().put(`/tournaments/${ids.matches}/duplicate/sheets/${p}`).set(org).send({ answers: [{ round: 1, word: ['a', 'ab', 'abc', 'abcd', 'abcde', 'abcdef', 'abcdefg', 'abcdefgh'][i] }] }).expect(200)).body;
      await t.http().post(`/tournaments/${ids.matches}/duplicate/sheets/${p}/status`).set(org).set('If-Match', `"${s.version}"`).send({ status: 'CHECKED' }).expect(200);
    }
    await status(ids.matches, 'CORRECTION');
    await status(ids.matches, 'MATCHES');
    await post(`/tournaments/${ids.matches}/poules`, { seed: 'fuzz' });
    const poules = (await t.http().get(`/tournaments/${ids.matches}/poules`).expect(200)).body as { code: string; matches: { code: string; a: unknown; b: unknown }[] }[];
    ids.poule = poules[0]!.code;
    ids.match = (poules[0]!.matches.find((m) => m.a && m.b) ?? poules[0]!.matches[0]!).code;

    // A Pyramide with its first game seated.
    ids.pyramide = await tournament('Pyramide');
    await post(`/tournaments/${ids.pyramide}/entries/bulk`, { playerIds: players });
    await post(`/tournaments/${ids.pyramide}/pyramide`, { formula: 'individuel', games: 2, seed: 'fuzz' });
    await post(`/tournaments/${ids.pyramide}/pyramide/games`, {});

    // A club evening.
    ids.game = (await post(`/clubs/${ids.club}/games`, { kind: 'SLOUBI', playedOn: '2026-12-04', players: [{ playerId: players[0] }, { guestName: 'Invitée' }] })).id;

    // A club's key for publishing to this server.
    ids.apiKey = (await post(`/clubs/${ids.club}/api-keys`, { label: 'Ordinateur de la salle' })).id;

    // A season over the tournaments' day.
    ids.season = (await post('/seasons', { name: 'Saison', firstDay: '2026-09-01', lastDay: '2027-06-30' })).id;
  }

  /** The fixture record of each path parameter that names the same kind of record on every path. */
  const RECORD_OF: Record<string, string> = {
    playerId: 'player',
    accountId: 'arbiter',
    entryId: 'entry',
    clubId: 'club',
    gameId: 'game',
    code: 'match',
    poule: 'poule',
    changeId: 'change',
    keyId: 'apiKey',
  };
  /** The value of each path parameter that is not a record's id. */
  const VALUE_OF: Record<string, string> = { round: '1', game: '1', table: '1', format: 'csv', name: 'greffier-20261212-143005-120-manuelle.json.gz' };

  /** The record a path parameter names, by the operation's path. */
  function pathValue(op: Operation, name: string): string {
    const tid = op.path.includes('/pyramide') ? ids.pyramide : /\/(poules|matches|general-ranking|best-club-cup|documents\/(general|best))/.test(op.path) ? ids.matches : ids.duplicate;
    if (name === 'tournamentId') return tid!;
    if (name === 'id')
      return op.path.startsWith('/accounts') ? ids.arbiter! : op.path.startsWith('/seasons') ? ids.season! : op.path.startsWith('/clubs') ? ids.otherClub! : op.path.startsWith('/players') ? ids.lastPlayer! : ids.ruling!;
    if (Object.hasOwn(RECORD_OF, name)) return ids[RECORD_OF[name]!]!;
    if (Object.hasOwn(VALUE_OF, name)) return VALUE_OF[name]!;
    throw new Error(`no fixture for path parameter ${name} of ${op.operationId}`);
  }

  const resolve = (schema: Schema | undefined): Schema => {
    let s = schema ?? {};
    while (s.$ref) s = schemas[s.$ref.replace('#/components/schemas/', '')] ?? {};
    if (s.allOf) s = s.allOf.reduce<Schema>((acc, part) => ({ ...acc, ...resolve(part), properties: { ...acc.properties, ...resolve(part).properties } }), { ...s, allOf: undefined });
    return s;
  };

  /** A plausible value of a schema: its example, its first enum value, or a value of its type. */
  function sample(schema: Schema | undefined, depth = 0): Json {
    const s = resolve(schema);
    if (s.example !== undefined) return s.example as Json;
    if (s.enum?.length) return s.enum[0] as Json;
    switch (s.type) {
      case 'string':
        if (s.format === 'uuid') return ids.player!;
        if (s.format === 'date') return '2026-12-12';
        if (s.format === 'date-time') return '2026-12-12T10:00:00.000Z';
        if (s.format === 'email') return 'fuzz@greffier.test';
        return 'Fuzz'.padEnd(s.minLength ?? 0, 'z');
      case 'integer':
      case 'number':
        return Math.max(s.minimum ?? 1, 1);
      case 'boolean':
        return false;
      case 'array':
        return depth > 4 ? [] : Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () => sample(s.items, depth + 1));
      default: {
        if (!s.properties || depth > 4) return {};
        return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, sample(v, depth + 1)]));
      }
    }
  }

  /** Every place a value can be put in a body: its fields, nested ones included, and the body itself. */
  function fieldPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
    const out: (string | number)[][] = [prefix];
    if (Array.isArray(value)) value.slice(0, 2).forEach((v, i) => out.push(...fieldPaths(v, [...prefix, i])));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...fieldPaths(v, [...prefix, k]));
    return out;
  }

  function setAt(root: Json, path: (string | number)[], value: unknown): unknown {
    if (!path.length) return value;
    const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
    let node: unknown = copy;
    for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
    // An earlier mutation replaced what held this field: it stays replaced.
    if (node === null || typeof node !== 'object') return root;
    (node as Record<string | number, unknown>)[path[path.length - 1]!] = value;
    return copy;
  }

  function mutationsOf(op: Operation): fc.Arbitrary<Mutation> {
    const base = op.bodyType === 'application/json' ? sample(op.bodySchema) : undefined;
    const value = fc.nat({ max: BAD_VALUES.length - 1 });
    const word = fc.nat({ max: BAD_WORDS.length - 1 });
    const choices: fc.Arbitrary<Mutation>[] = [
      fc.record({ kind: fc.constant('body' as const), body: fc.nat({ max: BAD_BODIES.length - 1 }) }),
      fc.record({ kind: fc.constant('unknown-query' as const), word }),
      fc.record({ kind: fc.constant('add-field' as const), value }),
    ];
    if (base !== undefined) choices.push(fc.record({ kind: fc.constant('field' as const), path: fc.constantFrom(...fieldPaths(base)), value }));
    const names = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where).map((p) => p.name);
    if (names('path').length) choices.push(fc.record({ kind: fc.constant('path' as const), name: fc.constantFrom(...names('path')), word }));
    if (names('query').length) {
      choices.push(fc.record({ kind: fc.constant('query' as const), name: fc.constantFrom(...names('query')), word }));
      choices.push(fc.record({ kind: fc.constant('query-array' as const), name: fc.constantFrom(...names('query')) }));
    }
    if (names('header').includes('If-Match')) choices.push(fc.record({ kind: fc.constant('if-match' as const), value: fc.nat({ max: BAD_IF_MATCH.length - 1 }) }));
    if (names('header').includes('X-Audit-Reason')) choices.push(fc.record({ kind: fc.constant('reason' as const), value: fc.nat({ max: BAD_REASONS.length - 1 }) }));
    return fc.oneof(...choices);
  }

  const value = (label: string) => BAD_VALUES.findIndex((v) => v.label === label);
  const word = (text: string) => BAD_WORDS.indexOf(text);

  /** The cases every operation gets, whatever the time left: the ones first found, on each of its inputs. */
  function keyCases(op: Operation): Mutation[] {
    const cases: Mutation[] = [
      { kind: 'body', body: BAD_BODIES.findIndex((b) => b.label === 'deep root') },
      { kind: 'add-field', value: value('deep object') },
      { kind: 'add-field', value: value('NUL') },
      { kind: 'add-field', value: value('1e308') },
      { kind: 'unknown-query', word: word('%00') },
    ];
    for (const p of op.parameters) {
      if (p.in === 'path' || p.in === 'query') for (const w of ['%00', '99999999999999999999']) cases.push({ kind: p.in, name: p.name, word: word(w) });
      if (p.name === 'If-Match') cases.push({ kind: 'if-match', value: BAD_IF_MATCH.indexOf('"2147483648"') });
      if (p.name === 'X-Audit-Reason') cases.push({ kind: 'reason', value: BAD_REASONS.indexOf('%00') });
    }
    const base = op.bodyType === 'application/json' ? sample(op.bodySchema) : undefined;
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      for (const key of Object.keys(base)) cases.push({ kind: 'field', path: [key], value: value(typeof base[key] === 'string' ? 'zero-width' : '2^31') });
    }
    return cases;
  }

  /** The request an operation gets with its mutations applied: a valid-looking one, then broken. */
  function build(op: Operation, mutations: Mutation[]) {
    const path: Record<string, string> = {};
    for (const p of op.parameters.filter((x) => x.in === 'path')) path[p.name] = encodeURIComponent(pathValue(op, p.name));
    const query: string[] = [];
    const headers: Record<string, string> = {};
    let body: unknown = op.bodyType === 'application/json' ? sample(op.bodySchema) : undefined;
    let raw: { type: string; body: string | Buffer } | undefined =
      op.bodyType === 'text/csv'
        ? { type: 'text/csv', body: Buffer.from('licence;nom;prénom;club\nF01;Nouveau;Joueur;NPC-059\n') }
        : op.bodyType === 'application/octet-stream'
          ? { type: 'application/octet-stream', body: Buffer.from('{"format":"greffier-tournament-archive","version":1}') }
          : undefined;
    for (const m of mutations) {
      if (m.kind === 'field') body = setAt(body as Json, m.path, BAD_VALUES[m.value]!.value());
      if (m.kind === 'add-field' && body && typeof body === 'object' && !Array.isArray(body)) body = { ...body, extra: BAD_VALUES[m.value]!.value() };
      if (m.kind === 'body') raw = { type: BAD_BODIES[m.body]!.type, body: BAD_BODIES[m.body]!.body() };
      if (m.kind === 'path') path[m.name] = BAD_WORDS[m.word]!;
      if (m.kind === 'query') query.push(`${m.name}=${BAD_WORDS[m.word]}`);
      if (m.kind === 'query-array') query.push(`${m.name}=a`, `${m.name}=b`);
      if (m.kind === 'unknown-query') query.push(`zz=${BAD_WORDS[m.word]}`);
      if (m.kind === 'if-match') headers['If-Match'] = BAD_IF_MATCH[m.value]!;
      if (m.kind === 'reason') headers['X-Audit-Reason'] = BAD_REASONS[m.value]!;
    }
    const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (path[name] === '' ? '' : path[name]!)) + (query.length ? `?${query.join('&')}` : '');
    if (!raw && body !== undefined) raw = { type: 'application/json', body: serialise(body) };
    return { url, headers, raw };
  }

  async function send(op: Operation, mutations: Mutation[], token: string | undefined): Promise<string[]> {
    const { url, headers, raw } = build(op, mutations);
    const write = op.method !== 'get';
    const before = write ? (known ??= await fingerprint()) : '';
    let req = t.http()[op.method](url);
    if (token) req = req.set(bearer(token));
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    if (op.produces.some((m) => m === 'application/pdf' || m === 'text/csv')) req = req.buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    if (raw) req = req.set('Content-Type', raw.type).send(raw.body);
    let res: Response;
    try {
      res = await (op.produces.includes('text/event-stream') ? req.timeout({ deadline: 400 }) : req);
    } catch (e) {
      // A stream that started (200, never ends) is the right answer to an acceptable request.
      if ((e as { timeout?: number }).timeout) {
        known = undefined;
        return [];
      }
      throw e;
    }
    stats.requests++;
    // What an accepted request wrote is not known: the next refused write reads the database again first.
    if (res.status < 400) known = undefined;
    stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
    const what = `${op.method.toUpperCase()} ${url.slice(0, 160)} [${mutations.map(describeMutation).join('; ')}] ${token ? 'token' : 'anonymous'} -> ${res.status}`;
    const problems: string[] = [];
    if (res.status >= 500) {
      stats.status5xx++;
      problems.push(`${what}: 5xx ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    if (res.status >= 400) {
      const body = Buffer.isBuffer(res.body) ? JSON.parse(res.body.toString('utf8')) : res.body;
      if (!PROBLEM.test(res.headers['content-type'] ?? '')) problems.push(`${what}: not problem+json (${res.headers['content-type']})`);
      if (typeof body.code !== 'string' || !body.code) problems.push(`${what}: no code`);
      // A value the database refused: an input rule is missing. The CSV import reads its cells itself
      // (players-csv.ts) and does not apply the text rules yet: its NUL still reaches the database.
      if (body.code === 'INVALID_VALUE' && op.path !== '/players/import') problems.push(`${what}: reached the database (INVALID_VALUE) ${body.detail}`);
      if (typeof body.requestId !== 'string' || body.requestId !== res.headers['x-request-id']) problems.push(`${what}: no request id`);
      if (res.status === 400 && !(Array.isArray(body.errors) && body.errors.length && body.errors.every((e: { field?: unknown; reason?: unknown }) => typeof e.field === 'string' && e.field && typeof e.reason === 'string' && e.reason))) {
        problems.push(`${what}: a 400 without errors naming a field: ${JSON.stringify(body).slice(0, 300)}`);
      }
      if ((body.errors ?? []).some((e: { field?: unknown }) => e.field === 'unknown')) problems.push(`${what}: a field named "unknown": ${JSON.stringify(body).slice(0, 300)}`);
      if (write) {
        known = await fingerprint();
        if (known !== before) problems.push(`${what}: refused, but the database changed`);
      }
    }
    return problems;
  }

  /** A 400 naming `field` (or a field starting with it) with `code`, as problem+json with its request id; nothing written. */
  async function refused(res: Response, status: number, code: string, field: string): Promise<void> {
    expect({ status: res.status, type: res.headers['content-type'], code: res.body.code }).toEqual({ status, type: expect.stringMatching(PROBLEM), code });
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(new RegExp(`^${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)), reason: expect.any(String) })]));
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(res.headers['cache-control']).toBe('no-store');
  }

  describe('each case the fuzz found', () => {
    const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

    it('refuses JSON nested 5,000 deep (400 NESTING_TOO_DEEP), before authentication too', async () => {
      const login = await t.http().post('/auth/login').set('Content-Type', 'application/json').send(`{"email":"a@b.fr","password":${deep(5000)}}`);
      await refused(login, 400, 'NESTING_TOO_DEEP', 'password.a.a');
      const club = await t.http().post('/clubs').set(org).set('Content-Type', 'application/json').send(`{"name":"Douai","city":${deep(5000)}}`);
      await refused(club, 400, 'NESTING_TOO_DEEP', 'city');
      expect(club.body.detail).toMatch(/imbrication trop profonde/);
      const flat = await t.http().post('/clubs').set(org).set('Content-Type', 'application/json').send(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
      await refused(flat, 400, 'NESTING_TOO_DEEP', '0.0.0');
    });

    it('refuses a NUL character in a body, a query or X-Audit-Reason, naming the field, and writes nothing', async () => {
      const [clubs, audit] = [await t.prisma.club.count(), await audited()];
      await refused(await t.http().post('/clubs').set(org).send({ name: 'a\u0000b', city: 'Douai' }), 400, 'INVALID_TEXT', 'name');
      for (const field of ['name', 'venue']) {
        const body = { name: 'Tournoi', date: '2026-12-12', venue: 'Douai', organisingClubId: ids.club, [field]: 'a\u0000b' };
        await refused(await t.http().post('/tournaments').set(org).send(body), 400, 'INVALID_TEXT', field);
      }
      await refused(await t.http().get('/clubs?q=%00'), 400, 'INVALID_TEXT', 'q');
      await refused(await t.http().get('/players?q=%00').set(org), 400, 'INVALID_TEXT', 'q');
      await refused(await t.http().get('/audit?entity=%00').set(org), 400, 'INVALID_TEXT', 'entity');
      await refused(await t.http().post('/clubs').set(org).set('X-Audit-Reason', '%00').send({ name: 'Club de Cambrai', city: 'Cambrai' }), 400, 'INVALID_TEXT', 'X-Audit-Reason');
      await refused(await t.http().get(`/tournaments/${ids.matches}/poules/a%00/bracket.pdf`), 400, 'INVALID_TEXT', 'poule');
      expect([await t.prisma.club.count(), await audited()]).toEqual([clubs, audit]);
    });

    it('refuses lone surrogates, which PostgreSQL would store as replacement characters', async () => {
      const res = await t.http().post('/clubs').set(org).set('Content-Type', 'application/json').send('{"name":"Douai \\ud800","city":"Douai"}');
      await refused(res, 400, 'INVALID_TEXT', 'name');
      expect(res.body.errors[0].reason).toMatch(/demi-paire UTF-16/);
    });

    it('refuses numbers beyond PostgreSQL integer in a query, a path, If-Match and a body (400 naming the field)', async () => {
      await refused(await t.http().get('/clubs?page=99999999999999999999'), 400, 'INVALID_INPUT', 'page');
      await refused(await t.http().get('/players?page=99999999999999999999').set(org), 400, 'INVALID_INPUT', 'page');
      await refused(await t.http().get('/audit?page=99999999999999999999').set(org), 400, 'INVALID_INPUT', 'page');
      await t.http().get('/clubs?page=2147483647&pageSize=500').expect(200);
      const club = (await t.http().get(`/clubs/${ids.otherClub}`).expect(200)).body;
      await refused(await t.http().patch(`/clubs/${club.id}`).set(org).set('If-Match', '"2147483648"').send({ city: 'Lille' }), 400, 'NUMBER_OUT_OF_RANGE', 'version');
      await refused(await t.http().delete(`/clubs/${club.id}?version=99999999999999999999`).set(org), 400, 'NUMBER_OUT_OF_RANGE', 'version');
      const sheet = `/tournaments/${ids.duplicate}/duplicate/sheets/${ids.player}`;
      await refused(await t.http().put(sheet).set(org).set('Content-Type', 'application/json').send('{"version": 1e308, "answers": []}'), 400, 'NUMBER_OUT_OF_RANGE', 'version');
      await refused(await t.http().put(sheet).set(org).set('If-Match', '"2147483648"').send({ answers: [] }), 400, 'NUMBER_OUT_OF_RANGE', 'version');
      await refused(await t.http().put(`${sheet}/answers/2147483648`).set(org).send({ word: 'abc' }), 400, 'NUMBER_OUT_OF_RANGE', 'round');
      await refused(await t.http().get(`/tournaments/${ids.pyramide}/pyramide/games/99999999999999999999`), 400, 'NUMBER_OUT_OF_RANGE', 'game');
      await refused(await t.http().post(`/tournaments/${ids.duplicate}/entries`).set(org).send({ playerId: ids.player, bib: 2147483648 }), 400, 'NUMBER_OUT_OF_RANGE', 'bib');
      await refused(await t.http().put(`/clubs/${ids.club}/games/${ids.game}/record`).set(org).set('If-Match', '"1"').set('Content-Type', 'application/json').send('{"record":{"rounds":[{"throws":[[[1e400]]]}]}}'), 400, 'NUMBER_OUT_OF_RANGE', 'record.rounds.0.throws.0.0.0');
      expect((await t.http().get(`/clubs/${club.id}`).expect(200)).body.version).toBe(club.version);
    });

    it.each([
      ['spaces', '   '],
      ['zero-width characters', '\u200B\u200C\uFEFF'],
      ['no-break and ideographic spaces', '\u00A0\u3000'],
    ])('refuses names made of %s, wherever a person types one', async (_name, blank) => {
      const audit = await audited();
      const send = async (req: PromiseLike<Response>, field: string) => refused(await req, 400, 'INVALID_INPUT', field);
      await send(t.http().post('/clubs').set(org).send({ name: blank, city: 'Douai' }), 'name');
      await send(t.http().post('/clubs').set(org).send({ name: 'Douai', city: blank }), 'city');
      await send(t.http().patch(`/clubs/${ids.otherClub}`).set(org).set('If-Match', '"1"').send({ name: blank }), 'name');
      await send(t.http().post('/players').set(org).send({ licence: 'Z999', lastName: blank, firstName: 'Zoé', clubId: ids.club }), 'lastName');
      await send(t.http().post('/players').set(org).send({ licence: 'Z999', lastName: 'Zola', firstName: blank, clubId: ids.club }), 'firstName');
      await send(t.http().post('/tournaments').set(org).send({ name: blank, date: '2026-12-12', venue: 'Douai', organisingClubId: ids.club }), 'name');
      await send(t.http().post('/tournaments').set(org).send({ name: 'Tournoi', date: '2026-12-12', venue: blank, organisingClubId: ids.club }), 'venue');
      await send(t.http().post('/accounts').set(org).send({ email: 'vide@fuzz.greffier', displayName: blank, password: 'a-long-password', role: 'ARBITER' }), 'displayName');
      await send(t.http().patch(`/accounts/${ids.arbiter}`).set(org).set('If-Match', '"1"').send({ displayName: blank }), 'displayName');
      const game = { kind: 'SLOUBI', playedOn: '2026-12-04', players: [{ playerId: ids.player }, { guestName: blank }] };
      await send(t.http().post(`/clubs/${ids.club}/games`).set(org).send(game), 'players[1].guestName');
      await send(t.http().post(`/clubs/${ids.club}/games`).set(org).send({ ...game, players: [{ playerId: ids.player }, { guestName: 'Jeanne' }], title: blank }), 'title');
      await send(t.http().post(`/tournaments/${ids.matches}/matches/${ids.match}/forfeit`).set(org).send({ absent: ['a'], reason: blank }), 'reason');
      const res = await t.http().post('/clubs').set(org).send({ name: blank, city: 'Douai' });
      expect(res.body.errors).toContainEqual({ field: 'name', reason: 'ne doit pas être vide (des espaces ou des caractères invisibles seulement)' });
      expect(await audited()).toBe(audit);
    });

    it('answers malformed JSON with 400 INVALID_JSON and a request id, like every other error', async () => {
      const res = await t.http().post('/clubs').set(org).set('Content-Type', 'application/json').set('X-Request-Id', 'appel-42').send('{"name": ');
      await refused(res, 400, 'INVALID_JSON', 'body');
      expect(res.body).toMatchObject({ type: 'https://greffier.app/problems/invalid-json', instance: '/clubs', requestId: 'appel-42', detail: "Le corps de la requête n'est pas du JSON valide." });
      const at = await t.http().post('/auth/login').set('Content-Type', 'application/json').send('{"email" "x"}');
      expect(at.body.detail).toMatch(/^Le corps de la requête n'est pas du JSON valide \(caractère \d+\)\.$/);
    });

    it('answers the login with Cache-Control: no-store (it carries a token), and its refusals too', async () => {
      const ok = await t.http().post('/auth/login').send({ email: 'organisateur@test.greffier', password: 'organiser-password-1' }).expect(200);
      expect(ok.headers['cache-control']).toBe('no-store');
      const wrong = await t.http().post('/auth/login').send({ email: 'organisateur@test.greffier', password: 'wrong' }).expect(401);
      expect(wrong.headers['cache-control']).toBe('no-store');
    });

    it('names the real field of a unique constraint the database refused (P2002 through the driver adapter)', async () => {
      const taken = await t.prisma.club.create({ data: { name: 'x', city: 'y', federationCode: 'NPC-059', searchKey: 'x|y|npc059' } }).catch((e: unknown) => e);
      expect(prismaProblem(taken)).toMatchObject({ status: 409, code: 'DUPLICATE', errors: [{ field: 'federationCode', reason: 'déjà utilisé' }] });
      const twice = await t.prisma.tournamentEntry.create({ data: { tournamentId: ids.duplicate!, playerId: ids.lastPlayer!, bib: 9999 } }).catch((e: unknown) => e);
      expect(prismaProblem(twice, { tournamentId: ids.duplicate })).toMatchObject({ errors: [{ field: 'playerId' }] });
      const entry = await t.prisma.tournamentEntry.findFirstOrThrow({ where: { tournamentId: ids.matches } });
      const newcomer = await t.prisma.player.create({ data: { licence: 'U001', lastName: 'Un', firstName: 'Deux', searchKey: 'undeux|deuxun|u001', clubId: ids.club! } });
      const sameBib = await t.prisma.tournamentEntry.create({ data: { tournamentId: ids.matches!, playerId: newcomer.id, bib: entry.bib } }).catch((e: unknown) => e);
      expect(prismaProblem(sameBib, { tournamentId: ids.matches })).toMatchObject({ errors: [{ field: 'bib' }] });
      expect(prismaProblem(sameBib)).toMatchObject({ errors: [{ field: 'tournamentId' }, { field: 'bib' }] });
    });

    it('refuses strings longer than their fields, arrays for objects, and bodies it cannot read', async () => {
      await refused(await t.http().post('/clubs').set(org).send({ name: 'x'.repeat(121), city: 'Douai' }), 400, 'INVALID_INPUT', 'name');
      await refused(await t.http().post('/clubs').set(org).send([{ name: 'Douai', city: 'Douai' }]), 400, 'INVALID_INPUT', 'body');
      await refused(await t.http().post('/clubs').set(org).send({ name: 'Douai', city: ['Douai'] }), 400, 'INVALID_INPUT', 'city');
      await refused(await t.http().post('/clubs').set(org).set('Content-Type', 'text/plain').send('name=Douai'), 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type');
      await refused(await t.http().post('/clubs').set(org).type('form').send('name=Douai&city=Douai'), 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type');
      await refused(await t.http().post('/clubs').set(org).set('Content-Type', 'text/csv').send(Buffer.from('name;city\nDouai;Douai')), 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type');
      await refused(await t.http().post('/clubs').set(org).set('Content-Type', 'application/json; charset=latin1').send('{}'), 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type');
      const huge = await t.http().post('/clubs').set(org).set('Content-Type', 'application/json').send(`{"name":"${'a'.repeat(3_000_000)}"}`);
      await refused(huge, 413, 'PAYLOAD_TOO_LARGE', 'body');
      expect(huge.body.detail).toBe('Le corps de la requête est trop grand : au plus 2 Mo.');
    });

    it('answers a CSV cell the database refuses (a NUL) with 400, importing nothing', async () => {
      const players = await t.prisma.player.count();
      const res = await t.http().post('/players/import').set(org).set('Content-Type', 'text/csv').send(Buffer.from('licence;nom;prénom;club\nF07;Nom;P;NPC-059\nF08;No\u0000m;P;NPC-059\n'));
      await refused(res, 400, 'INVALID_VALUE', 'body');
      expect(await t.prisma.player.count()).toBe(players);
    });

    it('refuses unknown query parameters, ids that are not ids, and paths it cannot decode', async () => {
      await refused(await t.http().get(`/tournaments/${ids.duplicate}?clubid=x`), 400, 'UNKNOWN_PARAMETER', 'clubid');
      await refused(await t.http().get('/tournaments?clubid=x'), 400, 'INVALID_INPUT', 'clubid');
      await refused(await t.http().get('/clubs?clubid=x'), 400, 'INVALID_INPUT', 'clubid');
      await t.http().get(`/tournaments/${ids.duplicate}/duplicate/worklist?all=true`).set(org).expect(200);
      await refused(await t.http().get('/clubs/not-a-uuid'), 400, 'INVALID_INPUT', 'id');
      await refused(await t.http().get('/clubs/%00'), 400, 'INVALID_TEXT', 'id');
      await refused(await t.http().get('/clubs/%FF'), 400, 'INVALID_INPUT', 'path');
      await refused(await t.http().put(`/tournaments/${ids.duplicate}/duplicate/sheets/${ids.lastPlayer}`).set(org).send({ answers: [], correctorPlayerId: '-'.repeat(36) }), 400, 'INVALID_INPUT', 'correctorPlayerId');
    });

    it('refuses days that do not exist or fall outside the calendar', async () => {
      for (const date of ['1899-12-31', '3000-01-01', '2026-02-30', '0000-01-01']) {
        await refused(await t.http().post('/tournaments').set(org).send({ name: 'Tournoi', date, venue: 'Douai', organisingClubId: ids.club }), 400, 'INVALID_INPUT', 'date');
      }
      const game = { kind: 'SLOUBI', players: [{ playerId: ids.player }, { guestName: 'Jeanne' }] };
      await refused(await t.http().post(`/clubs/${ids.club}/games`).set(org).send({ ...game, playedOn: '0001-01-01' }), 400, 'INVALID_INPUT', 'playedOn');
      await refused(await t.http().get(`/clubs/${ids.club}/games?from=2026-99-99`), 400, 'INVALID_INPUT', 'from');
      await refused(await t.http().get(`/clubs/${ids.club}/games?to=2026-02-29`), 400, 'INVALID_INPUT', 'to');
      await t.http().get(`/clubs/${ids.club}/games?from=2028-02-29`).expect(200);
    });

    it('answers a request Node cannot parse (a control character in a header) with problem+json', async () => {
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const raw = await new Promise<string>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /clubs HTTP/1.1\r\nHost: x\r\nX-Audit-Reason: a\u0001b\r\n\r\n'));
        let text = '';
        socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
        socket.on('end', () => done(text));
        socket.on('error', fail);
      });
      const [head, body] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*Content-Type: application\/problem\+json/);
      expect(JSON.parse(body!)).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST', instance: '/clubs', errors: [{ field: 'headers' }] });
    });
  });

  describe('every operation', () => {
    it('answers every operation of the OpenAPI document with 4xx problem+json to bad input, never 5xx, and writes nothing when it refuses', async () => {
      expect(operations.length).toBeGreaterThan(90);
      const problems: string[] = [];
      const end = Date.now() + BUDGET_MS;
      let left = operations.length * 2;
      for (const op of operations) {
        for (const token of [t.organiserToken, undefined]) {
          // Each operation and token gets its share of the time left; runs beyond it are skipped.
          const deadline = Date.now() + (end - Date.now()) / left--;
          for (const mutation of keyCases(op)) problems.push(...(await send(op, [mutation], token)));
        await fc.assert(
          fc.asyncProperty(fc.array(mutationsOf(op), { minLength: 1, maxLength: 3 }), async (mutations) => {
            if (Date.now() > deadline) return;
            problems.push(...(await send(op, mutations, token)));
          }),
          { numRuns: RUNS, seed: SEED },
          );
        }
      }
      expect(problems.slice(0, 60)).toEqual([]);
      expect(stats.status5xx).toBe(0);
    }, 180_000);
  });
});

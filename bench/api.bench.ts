// npm run bench:api — the duplicate through the HTTP API, on PostgreSQL and on the embedded engine:
// entering a whole sheet (PUT), and the ranking of the room right after one correction (PATCH then GET).
// BENCH_DATABASE_URL names the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres);
// a database greffier_bench_<random> is created there and dropped at the end. BENCH_ENGINES=postgresql,embedded.
import 'reflect-metadata';
import { cpus } from 'node:os';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { seededRandom } from '@greffier/common';
import { loadLexicon, longestWords } from '@greffier/lexicon';
import { AccountsService } from '../apps/api/src/accounts/accounts.service';
import { AppModule } from '../apps/api/src/app.module';
import { loadConfig } from '../apps/api/src/config/app-config';
import { configureApp } from '../apps/api/src/configure-app';
import { BENCH_ADMIN, benchDatabaseAdmin } from './support/bench-server';
import { ms, percentile } from './support/room';
import { scratchDatabase } from './support/server-process';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const ROUNDS = Number(process.env.BENCH_RANKINGS ?? 60);

async function withDatabase<T>(engine: string, run: (databaseUrl?: string) => Promise<T>): Promise<T> {
  if (engine === 'embedded') return run(undefined);
  const db = await scratchDatabase(benchDatabaseAdmin(), 'greffier_bench');
  try {
    return await run(db.url);
  } finally {
    await db.drop();
  }
}

async function bench(engine: string): Promise<Record<string, number>> {
  return withDatabase(engine, async (databaseUrl) => {
    const config = { ...loadConfig({}), databaseUrl, dataDir: undefined, seedDemoData: false, logLevel: 'silent', adminEmail: BENCH_ADMIN.email, adminPassword: BENCH_ADMIN.password };
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger: false });
    configureApp(app);
    await app.listen(0, '127.0.0.1');
    await app.get(AccountsService).ensureFirstOrganiser();
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    let token = '';
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(typeof body === 'string' ? { 'Content-Type': 'text/csv' } : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    };
    try {
      token = (await call('POST', '/auth/login', BENCH_ADMIN)).token;
      const clubs: { id: string; federationCode: string }[] = [];
      for (const code of ['NPC-059', 'LOR-054', 'ARA-069']) clubs.push(await call('POST', '/clubs', { name: `Club ${code}`, city: code, federationCode: code }));
      const csv = ['licence;nom;prénom;club', ...Array.from({ length: PLAYERS }, (_, i) => `B${i + 1};Nom${i + 1};Prénom${i + 1};${clubs[i % 3].federationCode}`)].join('\n');
      await call('POST', '/players/import', csv);
      const players: { id: string }[] = (await call('GET', `/players?pageSize=500`)).items;
      const t = await call('POST', '/tournaments', { name: 'Bench', date: '2026-12-12', venue: 'Douai', organisingClubId: clubs[0].id });
      await call('POST', `/tournaments/${t.id}/entries/bulk`, { playerIds: players.map((p) => p.id) });
      await call('POST', `/tournaments/${t.id}/status`, { version: 1, status: 'DUPLICATE' });
      const session = await call('POST', `/tournaments/${t.id}/duplicate`, { seed: 'bench-2026' });
      const lexicon = loadLexicon();
      const rng = seededRandom('bench-answers');
      const sheetOf = () =>
        session.draws.map((d: { round: number; kind: string; target?: number; letters?: string; top: { best?: number[] } }) => {
          if (d.kind === 'NUMBERS') {
            const r = rng.int(0, 3);
            return r === 0 ? { round: d.round } : { round: d.round, value: d.top.best![0]! + (r === 1 ? 0 : rng.int(-6, 6)) };
          }
          const words = longestWords(lexicon, [...d.letters!], { lengths: 3 }).byLength.flatMap((g) => g.words);
          return words.length ? { round: d.round, word: rng.pick(words) } : { round: d.round };
        });
      const entry: number[] = [];
      for (const p of players) {
        const answers = sheetOf();
        const started = performance.now();
        await call('PUT', `/tournaments/${t.id}/duplicate/sheets/${p.id}`, { answers, declaredTotal: 100 });
        entry.push(performance.now() - started);
      }
      const ranking: number[] = [];
      const correctionThenRanking: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const p = players[i % players.length]!;
        const sheet = await call('GET', `/tournaments/${t.id}/duplicate/sheets/${p.id}`);
        const started = performance.now();
        await call('PATCH', `/tournaments/${t.id}/duplicate/sheets/${p.id}/answers/2`, { pointsOverride: i % 10, reason: 'bench' }, { 'If-Match': `"${sheet.version}"` });
        const afterCorrection = performance.now();
        const r = await call('GET', `/tournaments/${t.id}/duplicate/ranking`);
        const done = performance.now();
        if (r.rows.length !== PLAYERS) throw new Error('ranking incomplete');
        ranking.push(done - afterCorrection);
        correctionThenRanking.push(done - started);
      }
      return {
        entryP50: percentile(entry, 50),
        entryP95: percentile(entry, 95),
        rankingP50: percentile(ranking, 50),
        rankingP95: percentile(ranking, 95),
        correctionRankingP95: percentile(correctionThenRanking, 95),
      };
    } finally {
      await app.close();
    }
  });
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, node ${process.version}; ${PLAYERS} players, 30 draws`);
  for (const engine of (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',')) {
    const r = await bench(engine);
    console.log(
      `${engine.padEnd(10)} enter a whole sheet: p50 ${ms(r.entryP50!)}, p95 ${ms(r.entryP95!)} (target p95 <= 30 ms) | ` +
        `ranking after a correction: p50 ${ms(r.rankingP50!)}, p95 ${ms(r.rankingP95!)} (target p95 <= 50 ms); correction + ranking p95 ${ms(r.correctionRankingP95!)}`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

/**
 * The contract as a strict client reads it: every walkthrough of docs/api-walkthrough.md (scripts/walkthrough/*.sh)
 * run through Stoplight Prism, a validating proxy in front of the API (lib.sh's PRISM=1: `prism proxy --errors`),
 * which checks every request and every answer against docs/openapi.json; contract-headers.js adds the headers
 * Prism does not check (ETag, Location, Content-Disposition, Cache-Control). A violation fails the walkthrough
 * (Prism answers 500 in place of a wrong answer) and is listed here. The Windows-1252 CSV imports and the PDFs go
 * straight to the API: Prism re-encodes bodies as UTF-8.
 *
 * The walkthroughs start their own server from dist/ (built here with `npm run build:api`) on the embedded engine.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const WALKTHROUGHS = ['foundation', 'duplicate', 'afternoon', 'pyramide', 'club-evenings'] as const;
// A port the system hands out as free, for a walkthrough's server and for its Prism. A fixed range once met a NATS
// server on 4222 on the CI machine.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Violation {
  op: string;
  status: number;
  location: string;
  message: string;
}

// Two at a time: each runs a server, Prism and its curl calls, on a machine of two cores.
const LANES = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function inLane<T>(task: () => Promise<T>): Promise<T> {
  if (running >= LANES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

async function walk(name: string, violationsFile: string): Promise<{ code: number; output: string }> {
  const port = await freePort();
  let prismPort = await freePort();
  while (prismPort === port) prismPort = await freePort();
  return new Promise((resolve) => {
    const env = {
      ...process.env,
      PRISM: '1',
      SKIP_BUILD: '1',
      PORT: String(port),
      PRISM_PORT: String(prismPort),
      VIOLATIONS_FILE: violationsFile,
      START_TIMEOUT: '180',
    };
    delete (env as NodeJS.ProcessEnv).DATABASE_URL;
    execFile('bash', [join(ROOT, 'scripts', 'walkthrough', `${name}.sh`)], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}\n${stderr}` });
    });
  });
}

describe('the API against docs/openapi.json, through Prism (a strict validating proxy)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'greffier-contract-'));

  beforeAll(() => {
    execFileSync('npm', ['run', 'build:api', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  }, 120_000);

  it.concurrent.each(WALKTHROUGHS)(
    'scripts/walkthrough/%s.sh: every exchange as the document says',
    async (name) => {
      const file = join(dir, `${name}.jsonl`);
      let { code, output } = await inLane(() => walk(name, file));
      // Between the probe and the server's listen, another program may have taken the port: once more, on others.
      if (code !== 0 && /déjà prise|already listens/.test(output)) ({ code, output } = await inLane(() => walk(name, file)));
      const violations: Violation[] = existsSync(file)
        ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Violation)
        : [];
      expect(violations.map((v) => `${v.op} ${v.status} ${v.location}: ${v.message}`)).toEqual([]);
      if (code !== 0) throw new Error(`${name}.sh stopped (${code}):\n${output.split('\n').slice(-30).join('\n')}`);
    },
    600_000,
  );
});

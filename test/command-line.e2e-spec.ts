import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { englishWords } from '../libs/messages/src/testing/english';

/**
 * Everything the command line and the start-up write, in French: the real commands, built from the sources as they
 * are now, run with good and bad arguments (the arbiters' `greffier`, its backups, `node dist/apps/api/src/main.js`
 * with a bad setting, a database it cannot reach, a port already taken, the migrations', demo data's and accounts'
 * commands); every line they print, on stdout or stderr, must hold no English word, and the exit codes are the
 * documented ones (docs/cli.md, docs/configuration.md). The good runs are on the embedded engine, in folders of
 * their own; with TEST_DATABASE_URL, a database missing on that server too.
 */
const ROOT = join(__dirname, '..');
const ADMIN = { email: 'organisateur@ligne-de-commande.fr', password: 'un mot de passe assez long' };

interface Run {
  code: number | null;
  out: string;
}

describe('the command line and the start-up speak French', () => {
  let build: string;
  let scratch: string;
  const folder = (name: string) => join(scratch, name);
  /** The children's environment: none of the test runner's settings, only what each case gives. */
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...extra });
  const node = (args: string[], extra: Record<string, string> = {}, input?: string): Promise<Run> =>
    new Promise((resolve) => {
      const child = execFile(process.execPath, args, { cwd: scratch, env: env(extra), timeout: 120_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: unknown }).code as number) ?? null : 0, out: `${stdout}${stderr}` }),
      );
      child.stdin!.end(input ?? '');
    });
  const greffier = (args: string[], extra: Record<string, string> = {}) => node([join(build, 'bin', 'greffier.js'), ...args], extra);
  const api = (file: string, args: string[] = [], extra: Record<string, string> = {}, input?: string) =>
    node([join(build, 'dist', 'apps', 'api', 'src', file), ...args], extra, input);

  /** The run's output is all French (and not empty), with the exit code expected. */
  const french = (run: Run, code: number, what: string) => {
    expect({ what, code: run.code, english: englishWords(run.out) }).toEqual({ what, code, english: [] });
    expect(run.out.trim()).not.toBe('');
    expect(run.out).not.toMatch(/\bat .+\.js:\d+|Error:|undefined|\[object/);
  };

  beforeAll(() => {
    // The commands as `npm run build` makes them (swc, the lexicon's data copied), in a folder of their own.
    mkdirSync(join(ROOT, 'tmp'), { recursive: true });
    build = mkdtempSync(join(ROOT, 'tmp', 'cli-build-'));
    scratch = mkdtempSync(join(ROOT, 'tmp', 'cli-data-'));
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules', '@swc', 'cli', 'bin', 'swc.js'), 'apps', 'libs', '-d', join(build, 'dist'), '--copy-files', '--ignore', '**/*.spec.ts,**/*-spec.ts,apps/web/**', '--quiet'],
      { cwd: ROOT },
    );
    mkdirSync(join(build, 'bin'));
    copyFileSync(join(ROOT, 'bin', 'greffier.js'), join(build, 'bin', 'greffier.js'));
  });
  afterAll(() => {
    rmSync(build, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  describe('greffier, the arbiters’ tool', () => {
    it.each([
      [[], 2],
      [['--help'], 0],
      [['compte', '3', '100', '8', '8', '10', '6', '683', '--toutes'], 0],
      [['compte', '1', '2', '5', '10', '25', '50', '999'], 0],
      [['compte', '3', '100', '8', '8', '10', '6', '683', '--json'], 0],
      [['verifie-compte', '3', '100', '8', '8', '10', '6', '683', '100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680 ; 680 + 3 = 683'], 0],
      [['verifie-compte', '3', '100', '8', '8', '10', '6', '683', '100 x 6 = 600 ; 600 - 3 = 597'], 0],
      [['verifie-compte', '3', '100', '8', '8', '10', '6', '683', '100 x 6 = 600 ; 600 + 100 = 700'], 1],
      [['verifie-compte', '3', '100', '8', '8', '10', '6', '683', 'six cents'], 1],
      [['mot', 'BAMERILANE', '--longueurs', '2'], 0],
      [['mot', 'XXXXXXXXXX'], 0],
      [['verifie-mot', 'BAMERILANE', 'remaniable'], 0],
      [['verifie-mot', 'BAMERILANE', 'ranimable'], 0],
      [['verifie-mot', 'BAMERILANE', 'remaniables'], 1],
      [['verifie-mot', 'ANEDOSUNEI', 'sondai'], 1],
      [['verifie-mot', 'ANEDOSUNEI', 'saoudiennes'], 1],
      [['verifie-mot', 'BAMERILANE', 'reanimable', '--json'], 1],
      [['verifie-mot', 'BAMERILANE', 'reanimable', '--sans-accents'], 0],
      [['tirage', '--seed', 'douai-2026'], 0],
      [['tirage', '--seed', 'douai-2026', '--plan', 'match', '--json'], 0],
    ])('greffier %j', async (args, code) => french(await greffier(args), code, args.join(' ')));

    it.each([
      ['compte', '1', '2'],
      ['compte', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
      ['compte', '3', '100', '8', '8', '8', '6', '683'],
      ['compte', '3', '100', '8', '8', '10', '6', '1500'],
      ['compte', '3', '100', '8', '8', '10', '6', '683', '1'],
      ['compte', '1', '2', '--json'],
      ['verifie-compte', '3', '100', '8', '8', '10', '6', '683'],
      ['mot', 'BAM'],
      ['mot', 'B4MERILANE'],
      ['mot', 'BAMERILANE', '--longueurs', 'x'],
      ['mot', 'BAMERILANE', '--longueur', '2'],
      ['verifie-mot', 'BAMERILANE'],
      ['tirage'],
      ['tirage', '--seed', 'a', '--plan', 'quart'],
      ['tirage', '--seed'],
      ['inconnue'],
      ['--foo'],
      ['compte', '--toutes=oui'],
    ])('refuses greffier %j in French, exit code 2', async (...args) => french(await greffier(args), 2, args.join(' ')));
  });

  describe('the server’s start-up', () => {
    it.each([
      [{ PORT: 'abc' }],
      [{ PORT: '70000', LOG_LEVEL: 'loud', LOG_FORMAT: 'joli' }],
      [{ DATABASE_URL: 'mysql://greffier@127.0.0.1/greffier' }],
      [{ JWT_SECRET: 'court', GREFFIER_ADMIN_EMAIL: 'a@b.fr' }],
      [{ GREFFIER_ADMIN_EMAIL: 'a@b.fr', GREFFIER_ADMIN_PASSWORD: 'court' }],
      [{ SEED_DEMO_DATA: 'peut-être', MIGRATE_ON_START: 'oui', CORS_ORIGINS: '*' }],
      [{ TOKEN_TTL_SECONDS: '1', BACKUP_EVERY_MINUTES: '-1' }],
      // Nothing listens on port 1: the connection is refused.
      [{ DATABASE_URL: 'postgresql://greffier@127.0.0.1:1/greffier' }],
    ])('refuses %j in French, exit code 1', async (settings) => {
      // A data folder of its own, should a setting be taken after all.
      const run = await api('main.js', [], { DATA_DIR: folder('jamais'), ...settings });
      french(run, 1, JSON.stringify(settings));
      expect(run.out).toMatch(/^Greffier ne peut pas démarrer : /);
    });

    it('says in French that the database named is missing on the PostgreSQL server', async () => {
      if (!process.env.TEST_DATABASE_URL) return;
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = '/greffier_test_absente_de_ce_serveur';
      const run = await api('main.js', [], { DATABASE_URL: url.toString() });
      french(run, 1, 'base absente');
      expect(run.out).toMatch(/la base « greffier_test_absente_de_ce_serveur » n’existe pas/);
    });

    it('says in French that the data folder is taken by another process', async () => {
      mkdirSync(folder('verrou'), { recursive: true });
      // This test's own process is alive: its pid in the lock file holds the folder.
      writeFileSync(join(folder('verrou'), 'greffier.lock'), String(process.pid));
      for (const run of [await api('main.js', [], { DATA_DIR: folder('verrou') }), await api('database/migrate.cli.js', [], { DATA_DIR: folder('verrou') })]) {
        french(run, 1, 'dossier verrouillé');
        expect(run.out).toMatch(/est déjà ouvert par un autre processus Greffier/);
      }
    });
  });

  // One data folder carried through (migrated once: the embedded engine is slow to create a database), then the server
  // on it, its backup restored into a second one, and a server on that one started on a port already taken.
  describe('the database’s commands, a server, its backups', () => {
    const data = { DATA_DIR: '' };
    const admin = { GREFFIER_ADMIN_EMAIL: ADMIN.email, GREFFIER_ADMIN_PASSWORD: ADMIN.password };
    const login = { GREFFIER_EMAIL: ADMIN.email, GREFFIER_MOT_DE_PASSE: ADMIN.password };
    let server: ChildProcess | undefined;
    let log = '';
    let url = '';
    let backup = '';
    const stop = async () => {
      const child = server;
      if (!child) return;
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await gone;
      }
      server = undefined;
    };
    beforeAll(() => {
      data.DATA_DIR = folder('commandes');
    });
    afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await stop();
    });

    it('migrates and loads the demo data in French', async () => {
      const first = await api('database/migrate.cli.js', [], data);
      french(first, 0, 'migrations');
      expect(first.out).toMatch(/^migrations appliquées : \d+_init, /);
      french(await api('database/migrate.cli.js', [], data), 0, 'à jour');
      french(await api('database/seed.cli.js', [], data), 0, 'démonstration');
      french(await api('database/seed.cli.js', [], data), 0, 'démonstration déjà là');
      french(await api('database/migrate.cli.js', [], { ...data, PORT: 'abc' }), 1, 'réglage invalide');
    }, 600_000);

    it('creates accounts in French, and refuses bad input in French', async () => {
      const account = (args: string[], settings: Record<string, string> = {}, input?: string) => api('accounts/create-account.cli.js', args, { ...data, ...settings }, input);
      const password = { GREFFIER_NEW_PASSWORD: 'un mot de passe long' };
      french(await account(['--email', 'secours@club.fr', '--role', 'ORGANISER', '--name', 'Secours'], password), 0, 'compte créé');
      french(await account(['--email', 'arbitre@club.fr', '--role', 'arbiter'], {}, 'lu sur l’entrée standard\n'), 0, 'mot de passe lu');
      for (const [args, settings, input] of [
        [['--foo'], password],
        [[], password],
        [['--email', 'pas-une-adresse'], password],
        [['--email', 'x@club.fr', '--role', 'chef'], password],
        [['--email', 'x@club.fr', '--role', 'CLUB'], password],
        [['--email', 'x@club.fr', '--role', 'CLUB', '--club', 'pas-un-club'], password],
        [['--email', 'x@club.fr'], {}, 'court\n'],
        [['--email', 'secours@club.fr'], password],
      ] as [string[], Record<string, string>, string?][]) {
        french(await account(args, settings, input), 2, args.join(' '));
      }
      french(await account(['--email', 'y@club.fr'], { ...password, JWT_SECRET: 'court' }), 1, 'réglage invalide');
    }, 600_000);

    it('starts a server whose log is French, takes its backups in French, refuses bad ones in French', async () => {
      const child = spawn(process.execPath, [join(build, 'dist', 'apps', 'api', 'src', 'main.js')], {
        cwd: scratch,
        env: env({ PORT: '0', LOG_FORMAT: 'readable', ...data, ...admin }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      url = await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          log += chunk.toString();
          const listening = /écoute sur (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
          if (listening) resolve(listening[1]!);
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) => reject(new Error(`the server stopped at start (code ${code}):\n${log}`)));
      });
      await fetch(`${url}/health`);
      await fetch(`${url}/nulle-part`);
      const taken = await greffier(['sauvegarde', '--serveur', url, '--dossier', scratch], login);
      french(taken, 0, 'greffier sauvegarde');
      expect(taken.out).toMatch(/^sauvegarde enregistrée : /);
      backup = join(scratch, readdirSync(scratch).find((name) => name.startsWith('greffier-'))!);
      french(await greffier(['sauvegardes', '--serveur', url], login), 0, 'greffier sauvegardes');
      for (const [args, settings, code] of [
        [['sauvegarde'], {}, 2],
        [['sauvegarde', '--serveur', url], { ...login, GREFFIER_MOT_DE_PASSE: 'pas le bon mot de passe' }, 1],
        [['sauvegarde', '--serveur', 'http://127.0.0.1:1'], login, 1],
        [['sauvegardes', '--foo'], {}, 2],
        [['sauvegarde', 'en-trop'], {}, 2],
      ] as [string[], Record<string, string>, number][]) {
        french(await greffier(args, settings), code, args.join(' '));
      }
      // The data folder is the running server's.
      const locked = await api('database/migrate.cli.js', [], data);
      french(locked, 1, 'dossier du serveur');
      expect(locked.out).toMatch(/est déjà ouvert par un autre processus Greffier \(pid \d+\)/);
      await stop();
      expect(log).toMatch(/PostgreSQL intégré dans .* ; migrations appliquées maintenant : aucune/);
      expect(log).toMatch(/requête traitée GET \/health 200/);
      expect(log).toMatch(/sauvegarde greffier-.* \(\d+ octets\)/);
      expect({ english: englishWords(log) }).toEqual({ english: [] });
    }, 600_000);

    it('restores the backup in French, refuses what it cannot restore in French', async () => {
      const fresh = { DATA_DIR: folder('restauree') };
      const restored = await greffier(['restaure', backup], fresh);
      french(restored, 0, 'restaure');
      expect(restored.out).toMatch(/^sauvegarde du .* restaurée : \d+ lignes dans \d+ tables \(moteur intégré, /);
      french(await greffier(['restaure', backup], fresh), 1, 'restaure sur une base pleine');
      writeFileSync(join(scratch, 'abime.json.gz'), 'pas une sauvegarde');
      french(await greffier(['restaure', join(scratch, 'abime.json.gz'), '--remplacer'], fresh), 1, 'restaure un fichier abîmé');
      for (const args of [[], ['--foo'], [join(scratch, 'absent.json.gz')], [backup, 'en-trop']]) {
        french(await greffier(['restaure', ...args], fresh), 2, `restaure ${args.join(' ')}`);
      }
      french(await greffier(['restaure', backup], { ...fresh, PORT: 'abc' }), 1, 'restaure, réglage invalide');
    }, 600_000);

    it('says in French that the port is taken', async () => {
      const holder = createServer();
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      try {
        const port = String((holder.address() as { port: number }).port);
        const busy = await api('main.js', [], { PORT: port, DATA_DIR: folder('restauree'), ...admin });
        french(busy, 1, 'port pris');
        expect(busy.out).toMatch(new RegExp(`^Greffier ne peut pas démarrer : l’adresse 127\\.0\\.0\\.1:${port} est déjà prise`, 'm'));
      } finally {
        holder.close();
      }
    }, 600_000);
  });
});

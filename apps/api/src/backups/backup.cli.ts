// greffier sauvegarde [--serveur URL] [--dossier D]: asks the running server for a backup (an organiser's account,
// GREFFIER_EMAIL and GREFFIER_MOT_DE_PASSE) and saves the file; greffier sauvegardes lists them (docs/backups.md).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseArgsRefusal, t } from '@greffier/messages';

interface Listed {
  name: string;
  takenAt: string;
  kind: string;
  size: number;
}

async function problem(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { detail?: string; title?: string };
  return body.detail ?? body.title ?? t('HTTP_ERROR', { status: res.status });
}

/** The server's fetch failing before any answer (not started, wrong address): said as such, in French. */
async function ask(server: string, path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(`${server}${path}`, init);
  } catch {
    throw new Error(t('CLI_SERVER_UNREACHABLE', { server }));
  }
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { serveur: { type: 'string' }, dossier: { type: 'string' } } });
  } catch (e) {
    console.error(t('CLI_ERROR', { message: `${parseArgsRefusal(e) ?? t('CLI_BAD_ARGUMENTS')} ${t('CLI_SEE_HELP')}` }));
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, extra] = positionals;
  if (extra !== undefined) {
    console.error(t('CLI_ERROR', { message: t('CLI_UNEXPECTED_ARGUMENT', { argument: extra }) }));
    return 2;
  }
  const server = (values.serveur ?? process.env.GREFFIER_SERVEUR ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const email = process.env.GREFFIER_EMAIL;
  const password = process.env.GREFFIER_MOT_DE_PASSE;
  if (!email || !password) {
    console.error(t('CLI_ERROR', { message: t('CLI_BACKUP_ACCOUNT') }));
    return 2;
  }
  try {
    const login = await ask(server, '/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (!login.ok) throw new Error(await problem(login));
    const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    if (command === 'sauvegardes') {
      const list = await ask(server, '/backups?pageSize=500', { headers: auth });
      if (!list.ok) throw new Error(await problem(list));
      for (const b of ((await list.json()) as { items: Listed[] }).items) {
        console.log(t('CLI_BACKUP_LISTED', { takenAt: b.takenAt, kind: b.kind.padEnd(13), size: String(Math.round(b.size / 1024)).padStart(7), name: b.name }));
      }
      return 0;
    }
    const taken = await ask(server, '/backups', { method: 'POST', headers: auth });
    if (!taken.ok) throw new Error(await problem(taken));
    const backup = (await taken.json()) as Listed;
    const file = await ask(server, `/backups/${encodeURIComponent(backup.name)}`, { headers: auth });
    if (!file.ok) throw new Error(await problem(file));
    const path = join(resolve(values.dossier ?? '.'), backup.name);
    writeFileSync(path, Buffer.from(await file.arrayBuffer()));
    console.log(t('CLI_BACKUP_SAVED', { path, size: backup.size }));
    return 0;
  } catch (e) {
    console.error(t('CLI_ERROR', { message: (e as Error).message }));
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}

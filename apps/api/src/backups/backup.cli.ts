// greffier sauvegarde [--serveur URL] [--dossier D]: asks the running server for a backup (an organiser's account,
// GREFFIER_EMAIL and GREFFIER_MOT_DE_PASSE) and saves the file; greffier sauvegardes lists them (docs/backups.md).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { t } from '@greffier/messages';

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

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { serveur: { type: 'string' }, dossier: { type: 'string' } } });
  const [command] = positionals;
  const server = (values.serveur ?? process.env.GREFFIER_SERVEUR ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const email = process.env.GREFFIER_EMAIL;
  const password = process.env.GREFFIER_MOT_DE_PASSE;
  if (!email || !password) {
    console.error(`greffier : ${t('CLI_BACKUP_ACCOUNT')}`);
    return 2;
  }
  try {
    const login = await fetch(`${server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (!login.ok) throw new Error(await problem(login));
    const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    if (command === 'sauvegardes') {
      const list = await fetch(`${server}/backups`, { headers: auth });
      if (!list.ok) throw new Error(await problem(list));
      for (const b of (await list.json()) as Listed[]) console.log(`${b.takenAt}  ${b.kind.padEnd(13)}  ${String(Math.round(b.size / 1024)).padStart(7)} Kio  ${b.name}`);
      return 0;
    }
    const taken = await fetch(`${server}/backups`, { method: 'POST', headers: auth });
    if (!taken.ok) throw new Error(await problem(taken));
    const backup = (await taken.json()) as Listed;
    const file = await fetch(`${server}/backups/${encodeURIComponent(backup.name)}`, { headers: auth });
    if (!file.ok) throw new Error(await problem(file));
    const path = join(resolve(values.dossier ?? '.'), backup.name);
    writeFileSync(path, Buffer.from(await file.arrayBuffer()));
    console.log(t('CLI_BACKUP_SAVED', { path, size: backup.size }));
    return 0;
  } catch (e) {
    console.error(`greffier : ${(e as Error).message}`);
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}

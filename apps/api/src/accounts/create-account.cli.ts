// npm run account:create -- --email x@y.fr --role ORGANISER [--name "Nom"] [--club <uuid>]
// The password is read from the GREFFIER_NEW_PASSWORD variable or from standard input, never argv.
// With the embedded engine, stop the server first: one process at a time owns the data folder.
import { parseArgs } from 'node:util';
import { parseArgsRefusal, t } from '@greffier/messages';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { reportFailure } from '../database/start-failure';
import { Role } from '../generated/prisma/enums';
import { hashPassword } from './passwords';

/** A refusal of what was typed: its French words alone, exit code 2. */
class Refused extends Error {}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write(t('CLI_PASSWORD_PROMPT'));
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && Buffer.concat(chunks).includes(0x0a)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string', default: 'ORGANISER' }, name: { type: 'string' }, club: { type: 'string' } },
    }).values;
  } catch (e) {
    const refusal = parseArgsRefusal(e);
    if (refusal === undefined) throw e;
    throw new Refused(`${refusal}\n${t('CLI_ACCOUNT_USAGE')}`);
  }
}

export async function main(argv: string[]): Promise<number> {
  try {
    const values = options(argv);
    const role = String(values.role).toUpperCase() as Role;
    if (!values.email) throw new Refused(`${t('CLI_EMAIL_REQUIRED')}\n${t('CLI_ACCOUNT_USAGE')}`);
    if (!/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new Refused(t('CLI_EMAIL_INVALID', { email: values.email }));
    if (!Object.values(Role).includes(role)) throw new Refused(t('CLI_ROLE_ONE_OF', { roles: Object.values(Role).join(', ') }));
    if (role === Role.CLUB && !values.club) throw new Refused(t('CLI_CLUB_REQUIRED'));
    const config = loadConfig();
    const password = process.env.GREFFIER_NEW_PASSWORD ?? (await readStdin());
    if (password.length < 10) throw new Refused(t('CLI_PASSWORD_LENGTH'));
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, migrate: true });
    try {
      const email = values.email.toLowerCase();
      if (await db.prisma.account.findUnique({ where: { email } })) throw new Refused(t('EMAIL_TAKEN', { email }));
      if (values.club && !(await db.prisma.club.findFirst({ where: { id: values.club, deletedAt: null } }).catch(() => null))) {
        throw new Refused(t('CLI_NO_CLUB', { id: String(values.club) }));
      }
      await db.prisma.$transaction(async (tx) => {
        const account = await tx.account.create({
          data: { email, displayName: values.name ?? email, passwordHash: await hashPassword(password), role, clubId: values.club ?? null },
        });
        await tx.auditEntry.create({
          data: { action: 'create', entity: 'account', entityId: account.id, after: { email, role }, reason: t('AUDIT_ACCOUNT_FROM_COMMAND_LINE') },
        });
      });
      console.log(t('CLI_ACCOUNT_CREATED', { email, role }));
      return 0;
    } finally {
      await db.close();
    }
  } catch (e) {
    if (!(e instanceof Refused)) return reportFailure(e);
    console.error(t('CLI_ERROR', { message: e.message }));
    return 2;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}

// npm run account:create -- --email x@y.fr --role ORGANISER [--name "Nom"] [--club <uuid>]
// The password is read from the GREFFIER_NEW_PASSWORD variable or from standard input, never argv.
// With the embedded engine, stop the server first: one process at a time owns the data folder.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { Role } from '../generated/prisma/enums';
import { hashPassword } from './passwords';
import { t } from '@greffier/messages';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string', default: 'ORGANISER' }, name: { type: 'string' }, club: { type: 'string' } },
  });
  const role = String(values.role).toUpperCase() as Role;
  if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new Error(t('CLI_EMAIL_REQUIRED'));
  if (!Object.values(Role).includes(role)) throw new Error(t('CLI_ROLE_ONE_OF', { roles: Object.values(Role).join(', ') }));
  if (role === Role.CLUB && !values.club) throw new Error(t('CLI_CLUB_REQUIRED'));
  const password = process.env.GREFFIER_NEW_PASSWORD ?? (await readStdin());
  if (password.length < 10) throw new Error(t('CLI_PASSWORD_LENGTH'));
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, migrate: true });
  try {
    const email = values.email.toLowerCase();
    if (await db.prisma.account.findUnique({ where: { email } })) throw new Error(t('EMAIL_TAKEN', { email }));
    if (values.club && !(await db.prisma.club.findFirst({ where: { id: values.club, deletedAt: null } }))) {
      throw new Error(t('CLI_NO_CLUB', { id: String(values.club) }));
    }
    await db.prisma.$transaction(async (tx) => {
      const account = await tx.account.create({
        data: { email, displayName: values.name ?? email, passwordHash: await hashPassword(password), role, clubId: values.club ?? null },
      });
      await tx.auditEntry.create({
        data: { action: 'create', entity: 'account', entityId: account.id, after: { email, role }, reason: 'created with the command line' },
      });
    });
    console.log(`account ${email} (${role}) created`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error((e as Error).message ?? e);
  process.exit(1);
});

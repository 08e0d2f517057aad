import { AccountsService } from '../apps/api/src/accounts/accounts.service';
import type { OneTimeOrganiser } from '../apps/api/src/accounts/first-start';
import { APP_CONFIG, type AppConfig } from '../apps/api/src/config/app-config';
import { bearer, createTestApp, ORGANISER, type TestApp } from './support/test-app';

/**
 * The first start with no organiser configured: an account with a one-time password, which must choose its own
 * password before anything else is written with it.
 */
describe('the first organiser and its one-time password', () => {
  let t: TestApp;
  let oneTime: OneTimeOrganiser;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    // As on a first start: no GREFFIER_ADMIN_EMAIL and no organiser (the test's one disabled), so one is created
    // with a one-time password.
    Object.assign(t.app.get<AppConfig>(APP_CONFIG), { adminEmail: undefined, adminPassword: undefined });
    await t.prisma.account.update({ where: { email: ORGANISER.email }, data: { disabledAt: new Date() } });
    oneTime = (await t.app.get(AccountsService).ensureFirstOrganiser())!;
  });
  afterAll(() => t.close());

  it('creates organisateur@greffier.local once, with a password to change', async () => {
    expect(oneTime).toEqual({ email: 'organisateur@greffier.local', password: expect.stringMatching(/^[\w-]{16}$/) });
    expect(await t.app.get(AccountsService).ensureFirstOrganiser()).toBeUndefined();
    const login = await t.http().post('/auth/login').send(oneTime).expect(200);
    expect(login.body).toMatchObject({ role: 'ORGANISER', mustChangePassword: true });
    token = login.body.token as string;
    const me = await t.http().get('/auth/me').set(bearer(token)).expect(200);
    expect(me.body).toMatchObject({ email: oneTime.email, mustChangePassword: true });
  });

  it('reads, but refuses every other write with PASSWORD_CHANGE_REQUIRED (problem+json, in French)', async () => {
    await t.http().get('/clubs').set(bearer(token)).expect(200);
    await t.http().get('/players').set(bearer(token)).expect(200);
    const refused = await t.http().post('/clubs').set(bearer(token)).send({ name: 'Club de Douai', city: 'Douai' }).expect(403);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(refused.body.detail).toMatch(/mot de passe provisoire/);
    await t.http().post('/accounts').set(bearer(token)).send({ email: 'a@b.fr', displayName: 'A', password: 'un-mot-de-passe', role: 'ARBITER' }).expect(403);
    expect(await t.prisma.club.count()).toBe(0);
  });

  it('lets it change the password (the current one still needed), then writes', async () => {
    const wrong = await t.http().post('/auth/password').set(bearer(token)).send({ currentPassword: 'pas-le-bon', newPassword: 'mon-nouveau-mot-de-passe' }).expect(401);
    expect(wrong.body.code).toBe('BAD_CREDENTIALS');
    await t.http().post('/auth/password').set(bearer(token)).send({ currentPassword: oneTime.password, newPassword: 'mon-nouveau-mot-de-passe' }).expect(204);
    // The token already issued works for writes at once.
    await t.http().post('/clubs').set(bearer(token)).send({ name: 'Club de Douai', city: 'Douai' }).expect(201);
    await t.http().post('/auth/login').send(oneTime).expect(401);
    const again = await t.http().post('/auth/login').send({ email: oneTime.email, password: 'mon-nouveau-mot-de-passe' }).expect(200);
    expect(again.body.mustChangePassword).toBe(false);
  });

  it('asks nothing of an account created with a chosen password', async () => {
    const login = await t.http().post('/auth/login').send({ email: ORGANISER.email, password: ORGANISER.password });
    // The configured organiser was disabled above; an account an organiser creates chooses nothing more.
    expect(login.status).toBe(401);
    const org = bearer((await t.http().post('/auth/login').send({ email: oneTime.email, password: 'mon-nouveau-mot-de-passe' })).body.token as string);
    await t.http().post('/accounts').set(org).send({ email: 'arbitre@test.greffier', displayName: 'Arbitre', password: 'arbitre-password-1', role: 'ARBITER' }).expect(201);
    const arbiter = await t.http().post('/auth/login').send({ email: 'arbitre@test.greffier', password: 'arbitre-password-1' }).expect(200);
    expect(arbiter.body.mustChangePassword).toBe(false);
  });
});

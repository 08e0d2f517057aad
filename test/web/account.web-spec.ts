import { SIZES, sidewaysScroll } from './support/douai-day';
import { ORGANISER, screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * « Mon compte » for every signed-in account (name, role, club, changing one's password, errors beside the boxes
 * in French), and the login screen's errors in French whatever the API's wording: wrong credentials, then the lock
 * after repeated failures with its waiting time (3 failures here, locked for 2 minutes).
 */
describe('my account and the login screen', () => {
  let web: WebApp;
  let clubId: string;
  beforeAll(async () => {
    web = await startWebApp({ loginMaxFailures: 3, loginLockSeconds: 120 });
    clubId = (await web.api<{ id: string }>('POST', '/clubs', { token: web.organiserToken, body: { name: 'Club de Douai', city: 'Douai' } })).id;
  });
  afterAll(() => web?.close());

  const account = async (email: string, role: 'ARBITER' | 'CLUB', password = 'first-password-1') => {
    await web.api('POST', '/accounts', { token: web.organiserToken, body: { email, displayName: role === 'CLUB' ? 'Secrétaire de Douai' : 'Aline Arbitre', password, role, clubId: role === 'CLUB' ? clubId : undefined } });
    return web.login(email, password);
  };

  it('shows the account from the header, and changes the password with each refusal beside its box', async () => {
    const token = await account('aline@douai.fr', 'ARBITER');
    const page = await web.page('/', { token });
    await page.getByRole('link', { name: /^Mon compte/ }).click();
    await page.getByRole('heading', { name: 'Mon compte' }).waitFor();
    expect(await page.locator('dl.facts').innerText()).toMatch(/Adresse e-mail\s+aline@douai\.fr\s+Rôle\s+arbitre\s+Club\s+aucun/);
    const current = page.getByLabel('Mot de passe actuel');
    const fresh = page.getByLabel(/^Nouveau mot de passe \(/);
    const again = page.getByLabel('Nouveau mot de passe, une seconde fois');
    const change = page.getByRole('button', { name: 'Changer le mot de passe' });

    await current.fill('first-password-1');
    await fresh.fill('court');
    await again.fill('autre');
    await change.click();
    expect(await page.locator('#newPassword-error').innerText()).toBe('10 caractères au moins, 200 au plus.');
    expect(await page.locator('#confirm-error').innerText()).toBe('Les deux nouveaux mots de passe diffèrent.');
    expect(await fresh.getAttribute('aria-describedby')).toBe('newPassword-error');

    await current.fill('not-my-password');
    await fresh.fill('second-password-2');
    await again.fill('second-password-2');
    await change.click();
    await page.locator('#currentPassword-error').waitFor();
    expect(await page.locator('#currentPassword-error').innerText()).toBe('Mot de passe actuel incorrect.');
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    // A wrong current password is not the end of the session.
    expect(await page.getByRole('button', { name: 'Déconnexion' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await current.fill('first-password-1');
    await change.click();
    await page.getByRole('status').filter({ hasText: 'Mot de passe changé.' }).waitFor();
    expect(await page.locator('.field-error').count()).toBe(0);
    await screenshot(page, 'mon-compte');
    await web.api('POST', '/auth/login', { body: { email: 'aline@douai.fr', password: 'second-password-2' } });
    await web.api('POST', '/auth/login', { body: { email: 'aline@douai.fr', password: 'first-password-1' }, expect: 401 });
  });

  it('shows a club account its club, at each size without sideways scrolling', async () => {
    const token = await account('secretariat@douai.fr', 'CLUB');
    const page = await web.page('/compte', { token });
    await page.getByText('Club de Douai (Douai)').waitFor();
    expect(await page.locator('dl.facts').innerText()).toContain('club');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });

  it('says wrong credentials in French, then the lock with its waiting time', async () => {
    await account('denis@douai.fr', 'ARBITER', 'denis-password-1');
    const page = await web.page('/connexion');
    await page.setViewportSize({ width: 375, height: 667 });
    const alert = page.getByRole('alert');
    for (let n = 1; n <= 3; n++) {
      await page.getByLabel('Adresse e-mail').fill('denis@douai.fr');
      await page.getByLabel('Mot de passe').fill(`wrong-${n}`);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await alert.filter({ hasText: 'Adresse e-mail ou mot de passe incorrect.' }).waitFor();
      expect(await alert.innerText()).not.toMatch(/Wrong|password/);
      if (n === 1) expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.getByLabel('Mot de passe').fill('denis-password-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await alert.filter({ hasText: 'Trop d’essais manqués : connexion bloquée.' }).waitFor();
    expect(await alert.innerText()).toMatch(/Réessayez dans \d+ min( \d{2} s)?\./);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'connexion-bloquee');
    // The organiser, from the same address, is not locked out.
    await page.getByLabel('Adresse e-mail').fill(ORGANISER.email);
    await page.getByLabel('Mot de passe').fill(ORGANISER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('link', { name: /^Mon compte/ }).waitFor();
  });
});

import { setUpDay } from './support/fixtures';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

describe('the screens are served by the API process', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
    await setUpDay(web, { players: 3, arbiters: 0 });
  });
  afterAll(() => web?.close());

  it('lists the tournaments publicly, in French, with no serious accessibility violation', async () => {
    const page = await web.page('/');
    await page.getByRole('link', { name: 'Tournoi de Douai' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.title()).toBe('Tournois · Greffier');
    expect(await page.getByRole('cell', { name: 'Salle des fêtes, Douai' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'tournois');
  });

  it('signs an organiser in and out, and says a wrong password in French', async () => {
    const page = await web.page('/connexion');
    await page.getByLabel('Adresse e-mail').fill('organisateur@test.greffier');
    await page.getByLabel('Mot de passe').fill('not-the-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Adresse e-mail ou mot de passe incorrect.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'connexion');
    await page.getByLabel('Mot de passe').fill('organiser-password-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('link', { name: 'Nouveau tournoi' }).waitFor();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByRole('link', { name: 'Connexion' }).waitFor();
    expect(await page.getByRole('link', { name: 'Nouveau tournoi' }).count()).toBe(0);
  });

  it('sends a screen of a role to the login first, then back to it', async () => {
    const page = await web.page('/gestion/clubs');
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    await page.getByLabel('Adresse e-mail').fill('organisateur@test.greffier');
    await page.getByLabel('Mot de passe').fill('organiser-password-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/app/gestion/clubs');
  });

  it('answers an unknown address of the screens with the application, and keeps the API at the root', async () => {
    const page = await web.page('/nulle-part');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    const res = await fetch(`${web.baseUrl}/tournaments`);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

import { execFileSync } from 'node:child_process';
import type { Page, Response } from 'playwright-core';
import { douaiDay, type DouaiDay, SIZES, sidewaysScroll, step } from './support/douai-day';
import { englishOnScreen, screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * Every screen of the day (but the room's, tested on its own from 1024x768 to 1920x1080) at the organiser's
 * 1366x768, the projector's 1280x720 and a 375 px phone, on a Douai day of 56 players: the page never scrolls
 * sideways, axe finds nothing serious and no English word is shown or said (englishOnScreen). Then what the first day showed: a registration of 30 players listed at
 * once, no 404 read again after each live event, the players' list at 1366 and 1280 px, the confirmation before a
 * step of the day, and the Pyramide's teams named as on the printed sheet.
 */
describe('the screens of a Douai day', () => {
  let web: WebApp;
  let day: DouaiDay;
  let token: string;

  beforeAll(async () => {
    web = await startWebApp();
    token = web.organiserToken;
    day = await douaiDay(web, { players: 56, play: 'pyramide' });
  }, 240_000);
  afterAll(() => web?.close());

  const screens = () => {
    const t = day.tournamentId;
    const p = day.playerIds[0]!;
    return [
      { path: '/', auth: false },
      { path: '/connexion', auth: false },
      { path: `/tournois/${t}`, auth: false },
      { path: `/tournois/${t}/classement`, auth: false },
      { path: `/tournois/${t}/joueurs/${p}`, auth: false },
      { path: `/tournois/${t}/poules`, auth: false },
      { path: `/tournois/${t}/classement-general`, auth: false },
      { path: `/tournois/${t}/coupe-des-clubs`, auth: false },
      { path: `/tournois/${t}/pyramide`, auth: false },
      { path: '/compte', auth: true },
      { path: '/gestion/clubs', auth: true },
      { path: '/gestion/joueurs', auth: true },
      { path: '/gestion/tournois/nouveau', auth: true },
      { path: `/gestion/tournois/${t}`, auth: true },
      { path: `/gestion/tournois/${t}/duplicate`, auth: true },
      { path: `/gestion/tournois/${t}/correction`, auth: true },
      { path: `/gestion/tournois/${t}/correction/${p}`, auth: true },
      { path: `/gestion/tournois/${t}/poules`, auth: true },
      { path: `/gestion/tournois/${t}/matchs/A-R16-1`, auth: true },
      { path: `/gestion/tournois/${t}/pyramide`, auth: true },
      { path: `/gestion/tournois/${t}/pyramide/parties/1/tables/1`, auth: true },
    ];
  };

  /** A screen read and shown: its title, and nothing left loading. */
  async function settle(page: Page): Promise<void> {
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => !(globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector('main [aria-busy="true"]'));
    await page.waitForTimeout(150);
  }

  for (const size of SIZES) {
    it(
      `shows every screen at ${size.name} without sideways scrolling, with no serious accessibility violation, all in French`,
      async () => {
        const visitor = await web.page('/');
        const organiser = await web.page('/', { token });
        const problems: string[] = [];
        for (const page of [visitor, organiser]) await page.setViewportSize({ width: size.width, height: size.height });
        for (const screen of screens()) {
          const page = screen.auth ? organiser : visitor;
          await page.goto(`/app${screen.path}`);
          await settle(page);
          const sideways = await sidewaysScroll(page);
          if (sideways > 0) problems.push(`${screen.path}: the page scrolls ${sideways} px sideways`);
          for (const v of await seriousA11yViolations(page)) problems.push(`${screen.path}: ${v}`);
          for (const word of await englishOnScreen(page)) problems.push(`${screen.path}: English ${word}`);
        }
        expect(problems).toEqual([]);
      },
      600_000,
    );
  }

  it('lists 30 players registered at once, asks no part of the tournament again after each live event, and follows another screen live', async () => {
    const t = (await web.api<{ id: string }>('POST', '/tournaments', { token, body: { name: 'Open de Douai', date: '2026-12-13', venue: 'Salle des fêtes, Douai', organisingClubId: day.clubIds[0] } })).id;
    const page = await web.page(`/gestion/tournois/${t}`, { token });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByText('Aucun joueur inscrit pour l’instant.').waitFor();
    await page.waitForTimeout(1_000); // the first reads are in: the duplicate, the poules, the Pyramide answer 404
    const answers: Response[] = [];
    page.on('response', (r) => answers.push(r));
    await page.getByRole('button', { name: 'Sélectionner toute la page' }).click();
    const register = page.getByRole('button', { name: 'Inscrire les 30 joueurs sélectionnés' });
    const started = Date.now();
    await register.click();
    await page.getByText('30 joueurs inscrits.').waitFor({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    // The selection is done with: the same players are not offered (nor sent) a second time.
    expect(await page.getByRole('button', { name: 'Inscrire le joueur sélectionné' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Sélectionner / }).count()).toBeLessThanOrEqual(26);
    await page.waitForTimeout(1_500); // the 30 live events are in
    expect(answers.filter((r) => r.status() === 409)).toHaveLength(0);

    // Another screen registers one more: the list follows, without a reload.
    const { items: entries } = await web.api<{ items: { playerId: string }[] }>('GET', `/tournaments/${t}/entries?pageSize=500`, { token });
    const next = day.playerIds.find((id) => !entries.some((e) => e.playerId === id))!;
    await web.api('POST', `/tournaments/${t}/entries/bulk`, { token, body: { playerIds: [next] } });
    await page.getByText('31 joueurs inscrits.').waitFor();
    // The parts not set up yet were read once, on opening, and never again after 31 live events.
    const again = answers.filter((r) => r.status() === 404 || /\/(duplicate|poules|pyramide)$/.test(new URL(r.url()).pathname)).map((r) => new URL(r.url()).pathname);
    expect(again).toEqual([]);
  });

  it('keeps the players’ actions inside their list at 1366x768 and 1280x720, club names on one line', async () => {
    const page = await web.page('/gestion/joueurs', { token });
    for (const size of SIZES.slice(0, 2)) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const row = page.getByRole('row').filter({ hasText: 'Chiffres et Lettres de Lyon Métropole' }).first();
      await row.waitFor();
      const list = (await page.locator('section[aria-labelledby="players-list"]').boundingBox())!;
      const forms = (await page.locator('section[aria-labelledby="player-new"]').boundingBox())!;
      const remove = (await row.getByRole('button', { name: /^Supprimer / }).boundingBox())!;
      expect(remove.x + remove.width).toBeLessThanOrEqual(list.x + list.width);
      expect(remove.x + remove.width).toBeLessThan(forms.x);
      const club = (await row.getByRole('cell', { name: 'Chiffres et Lettres de Lyon Métropole' }).boundingBox())!;
      const licence = (await row.getByRole('cell').first().boundingBox())!;
      expect(club.height).toBeLessThanOrEqual(licence.height + 1);
      expect(await sidewaysScroll(page)).toBe(0);
      if (size.width === 1366) await screenshot(page, 'gestion-joueurs');
    }
  });

  it('asks before each step of the day, says what it closes and how to come back; Échap changes nothing', async () => {
    const t = (await web.api<{ id: string }>('POST', '/tournaments', { token, body: { name: 'Coupe de Douai', date: '2026-12-14', venue: 'Douai', organisingClubId: day.clubIds[0] } })).id;
    const page = await web.page(`/gestion/tournois/${t}`, { token });
    await page.setViewportSize({ width: 1366, height: 768 });
    const current = page.locator('ol.steps li[aria-current="step"]');
    await current.filter({ hasText: 'Inscriptions' }).waitFor();
    await page.getByRole('button', { name: 'Passer à « Correction »' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passer à l’étape « Correction » ?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Ferme les inscriptions et la préparation du duplicate (session, tirages préparés).');
    expect(await dialog.innerText()).toContain('Pour revenir en arrière ensuite : « Revenir à « Inscriptions » »');
    // The cursor starts on « Annuler »; Tab goes round the dialog's two buttons.
    const focused = () => page.evaluate(() => (globalThis as unknown as { document: { activeElement: { textContent: string } | null } }).document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Annuler');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Passer à « Correction »');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Annuler');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'confirmation-etape');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await current.innerText()).toContain('Inscriptions');

    await page.getByRole('button', { name: 'Passer à « Terminé »' }).click();
    const close = page.getByRole('dialog', { name: 'Passer à l’étape « Terminé » ?' });
    expect(await close.innerText()).toContain('Le tournoi est clos');
    await close.getByRole('button', { name: 'Clore le tournoi' }).click();
    await current.filter({ hasText: 'Terminé' }).waitFor();
    // The poules' screen gives no advice it cannot back: its advice to take a backup comes with the button.
    const poules = await web.page(`/gestion/tournois/${t}/poules`, { token });
    await poules.getByRole('heading', { name: 'Former les poules' }).waitFor();
    await poules.getByText(/Faites une sauvegarde avant/).waitFor();
    await poules.getByRole('button', { name: 'Faire une sauvegarde maintenant' }).waitFor();
  });

  it('says every refusal in French: words refused on a sheet, a sheet and a club saved on a stale version, a bad ruling', async () => {
    // A duplicate of four letters draws, prepared: BAMERILANE and ANEDOSUNEI twice each.
    const t = (await web.api<{ id: string }>('POST', '/tournaments', { token, body: { name: 'Refus de Douai', date: '2026-12-15', venue: 'Douai', organisingClubId: day.clubIds[0] } })).id;
    const [p1] = day.playerIds;
    await web.api('POST', `/tournaments/${t}/entries/bulk`, { token, body: { playerIds: day.playerIds.slice(0, 2) } });
    await web.api('POST', `/tournaments/${t}/arbiters`, { token, body: { accountId: day.arbiter.id } });
    await step(web, t, 'DUPLICATE');
    await web.api('POST', `/tournaments/${t}/duplicate`, { token, body: { seed: 'refus', plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: 4 }], order: 'L' } } });
    for (const [round, letters] of [[1, 'BAMERILANE'], [2, 'ANEDOSUNEI'], [3, 'BAMERILANE'], [4, 'ANEDOSUNEI']] as const) {
      await web.api('PUT', `/tournaments/${t}/duplicate/draws/${round}`, { token, body: { kind: 'letters', letters, version: 1 } });
    }
    const sheet = `/gestion/tournois/${t}/correction/${p1}`;
    const [first, second] = [await web.page(sheet, { token }), await web.page(sheet, { token: day.arbiter.token })];
    for (const page of [first, second]) await page.setViewportSize({ width: 1366, height: 768 });
    const coup = (page: Page, round: number) => page.getByLabel(`Coup ${round}`, { exact: true });
    // The arbiter is typing the same sheet...
    await coup(second, 1).fill('remaniable');
    // ...while the organiser saves it with words refused: an accent missing on an E, a conjugated verb, a letter
    // not drawn, a letter used twice.
    for (const [round, word] of [[1, 'reanimable'], [2, 'sondai'], [3, 'zebre'], [4, 'saoudiennes']] as const) await coup(first, round).fill(word);
    await first.getByRole('button', { name: 'Enregistrer la feuille' }).click();
    await first.getByText(/Feuille enregistrée : total calculé 0/).waitFor();
    await first.getByText('lettre non tirée').waitFor();
    expect(await englishOnScreen(first)).toEqual([]);
    // The arbiter's save comes on a stale version: said in French.
    await second.getByRole('button', { name: 'Enregistrer la feuille' }).click();
    await second.getByRole('alert').filter({ has: second.getByRole('heading', { name: 'Un autre arbitre a modifié cette feuille' }) }).waitFor();
    expect(await englishOnScreen(second)).toEqual([]);

    // A club changed meanwhile: the 409 and the fresh values, in French.
    const clubs = [await web.page('/gestion/clubs', { token }), await web.page('/gestion/clubs', { token })];
    for (const page of clubs) await page.getByRole('button', { name: 'Modifier Club de Douai' }).click();
    const edit = (page: Page) => page.locator('section[aria-labelledby="club-edit"]');
    await edit(clubs[0]!).getByLabel('Ville').fill('Douai (Nord)');
    await edit(clubs[0]!).getByRole('button', { name: 'Enregistrer' }).click();
    await clubs[0]!.getByRole('status').filter({ hasText: 'Le club « Club de Douai » a été enregistré.' }).waitFor();
    await edit(clubs[1]!).getByLabel('Nom du club').fill('Club de Douai et environs');
    await edit(clubs[1]!).getByRole('button', { name: 'Enregistrer' }).click();
    const stale = clubs[1]!.getByRole('alert');
    await stale.waitFor();
    await clubs[1]!.locator('dl.fresh').getByText('Douai (Nord)').waitFor();
    expect(await stale.innerText()).toMatch(/quelqu’un d’autre/);
    expect(await englishOnScreen(clubs[1]!)).toEqual([]);

    // A word the rulings refuse to read: the field's reason in French.
    const manage = await web.page(`/gestion/tournois/${t}`, { token });
    await manage.getByLabel('Mot', { exact: true }).fill('k1w1');
    await manage.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await manage.getByRole('alert').first().waitFor();
    expect(await englishOnScreen(manage)).toEqual([]);
  });

  it('names the Pyramide’s teams as the printed feuille de marque does', async () => {
    const t = day.tournamentId;
    const page = await web.page(`/gestion/tournois/${t}/pyramide/parties/1/tables/1`, { token });
    const pingPong = page.getByRole('table', { name: 'Les 13 briques du Ping-Pong' });
    await pingPong.waitFor();
    const heads = (await pingPong.getByRole('rowheader').allInnerTexts()).filter((h) => h.startsWith('Équipe'));
    expect(heads).toHaveLength(2);
    expect(heads[0]).toMatch(/^Équipe 1 : [A-D] > [A-D]\n/);
    expect(heads[1]).toMatch(/^Équipe 2 : [A-D] > [A-D]\n/);
    expect(await page.getByText(/Équipe 0/).count()).toBe(0);
    const pdf = Buffer.from(await (await fetch(`${web.baseUrl}/tournaments/${t}/pyramide/games/1/tables/1/sheet.pdf`, { headers: { Authorization: `Bearer ${token}` } })).arrayBuffer());
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    for (const head of heads) expect(text).toContain(head.split('\n')[0]!);
  });
});

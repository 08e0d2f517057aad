import type { Page } from 'playwright-core';
import { douaiDay, type DouaiDay, pageHeight, sidewaysScroll } from './support/douai-day';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * The public pages on a 375 px phone, as a player in the room reads them: the ranking without sideways scrolling
 * (rank, name, club and total in the row, the tie-breaks on a line below), the tabs on one scrolling row, a
 * compact title, and the poules one bracket at a time, chosen by poule and by bracket.
 */
describe('the public pages on a phone', () => {
  let web: WebApp;
  let day: DouaiDay;
  beforeAll(async () => {
    web = await startWebApp();
    day = await douaiDay(web, { players: 56, play: 'poules' });
  }, 240_000);
  afterAll(() => web?.close());

  async function phone(path: string): Promise<Page> {
    const page = await web.page('/');
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`/app${path}`);
    return page;
  }

  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

  it('shows the ranking within the width: rank, name, club and total, the tie-breaks below', async () => {
    const page = await phone(`/tournois/${day.tournamentId}/classement`);
    const table = page.getByRole('table', { name: 'Classement du duplicate, départages compris' });
    await table.waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    const frame = await page.locator('.table-scroll').evaluate((el) => {
      const e = el as unknown as { scrollWidth: number; clientWidth: number };
      return e.scrollWidth - e.clientWidth;
    });
    expect(frame).toBeLessThanOrEqual(0);
    const first = table.locator('tr[data-player]').first();
    const shown = (await first.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect(shown).toHaveLength(4);
    expect(shown[0]).toBe('1');
    expect(shown[3]).toMatch(/^\d+$/);
    const below = table.locator('tr.tb-line').first();
    expect(await below.isVisible()).toBe(true);
    expect(await below.innerText()).toMatch(/^table \d+ · .* du top · 10 L : \d+ · chiffres : \d+ · 9 L : \d+ · 8 L : \d+ · 7 L : \d+/);
    // The title and the tabs leave the screen to the ranking.
    const tabs = await box(page, 'nav.tabs');
    expect(tabs.height).toBeLessThan(48);
    expect(tabs.y + tabs.height).toBeLessThan(667 * 0.45);
    const scrollable = await page.locator('nav.tabs').evaluate((el) => {
      const e = el as unknown as { scrollWidth: number; clientWidth: number };
      return e.scrollWidth >= e.clientWidth;
    });
    expect(scrollable).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'telephone-classement');
  });

  it('shows one bracket at a time, chosen by poule and by bracket', async () => {
    const page = await phone(`/tournois/${day.tournamentId}/poules`);
    await page.getByRole('heading', { name: 'Poule A', exact: true }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await pageHeight(page)).toBeLessThan(2_500);
    const poule = page.getByLabel('Poule', { exact: true });
    expect(await poule.locator('option').allTextContents()).toEqual(['Poule A', 'Poule B', 'Poule C', 'Poule D']);
    expect(await page.locator('.bracket-family').count()).toBe(1);
    await page.getByRole('heading', { name: 'Tableau principal' }).waitFor();
    await page.getByLabel('Tableau', { exact: true }).selectOption({ label: 'Matchs de classement, places 9 à 16' });
    await page.getByRole('heading', { name: 'Matchs de classement, places 9 à 16' }).waitFor();
    await poule.selectOption('C');
    await page.getByRole('heading', { name: 'Poule C', exact: true }).waitFor();
    expect(await page.locator('.bracket-family').count()).toBe(1);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'telephone-poules');
    // The general ranking's link to a poule opens that poule.
    const direct = await phone(`/tournois/${day.tournamentId}/poules#poule-B`);
    await direct.getByRole('heading', { name: 'Poule B', exact: true }).waitFor();
  });

  it('keeps every public page of the tournament within the width', async () => {
    for (const path of ['', '/classement-general', '/coupe-des-clubs', `/joueurs/${day.playerIds[3]}`]) {
      const page = await phone(`/tournois/${day.tournamentId}${path}`);
      await page.locator('main h1').waitFor();
      await page.waitForTimeout(300);
      expect([path, await sidewaysScroll(page)]).toEqual([path, 0]);
      const title = await box(page, 'main h1');
      expect(title.y + title.height).toBeLessThan(667 * 0.4);
      await page.close();
    }
  });
});

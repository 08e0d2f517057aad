import { douaiDay, SIZES, sidewaysScroll, step } from './support/douai-day';
import { englishOnScreen, screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * « Saison » (docs/seasons.md): an organiser creates a season from « Gestion des saisons » and changes its rule;
 * a visitor reaches the season ranking from the public navigation, then a player's history and a club's season,
 * at 1366x768 and 375 px (no sideways scrolling), every page checked with axe-core and for English words.
 * The tournament is a Douai day whose duplicate is played and checked, finished.
 */
const WIDE = SIZES[0];
const PHONE = SIZES[2];

describe('the season screens', () => {
  let web: WebApp;
  let seasonId: string;
  let clubId: string;
  let allow: string[];

  beforeAll(async () => {
    web = await startWebApp();
    const day = await douaiDay(web, { players: 12, name: 'Tournoi de Douai', play: 'poules' });
    await step(web, day.tournamentId, 'FINISHED');
    const ranking = await web.api<{ rows: { playerId: string; name: string; clubId: string; club: string }[] }>('GET', `/tournaments/${day.tournamentId}/duplicate/ranking`);
    clubId = ranking.rows[0]!.clubId;
    allow = ranking.rows.flatMap((r) => `${r.name} ${r.club}`.split(/[\s'’-]+/));
  }, 300_000);
  afterAll(() => web?.close(), 60_000);

  it('an organiser creates a season and sets its rule; a bad table is refused in French beside its field', async () => {
    const page = await web.page('/', { token: web.organiserToken });
    await page.setViewportSize({ width: WIDE.width, height: WIDE.height });
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Gestion des saisons' }).click();
    await page.getByRole('heading', { name: 'Nouvelle saison' }).waitFor();
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Créer la saison' }) });
    await form.getByLabel('Nom de la saison').fill('Circuit du Nord 2026-2027');
    await form.getByLabel('Premier jour').fill('2026-09-01');
    await form.getByLabel('Dernier jour').fill('2027-06-30');
    await form.getByLabel(/^Barème des places/).fill('10, 5, 6');
    await form.getByRole('button', { name: 'Créer la saison' }).click();
    await form.getByText('la place 3 ne peut pas rapporter plus de points que la place au-dessus').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByLabel(/^Barème des places/).fill('100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16');
    await form.getByRole('button', { name: 'Créer la saison' }).click();
    await page.getByRole('status').filter({ hasText: 'La saison « Circuit du Nord 2026-2027 » a été créée.' }).waitFor();
    const seasons = await web.api<{ items: { id: string; version: number }[] }>('GET', '/seasons');
    seasonId = seasons.items[0]!.id;

    // The rule changed: players beaten, the best 3.
    await page.getByRole('button', { name: 'Modifier Circuit du Nord 2026-2027' }).click();
    const edit = page.locator('form', { has: page.getByRole('button', { name: /Enregistrer/ }) });
    await edit.getByLabel('Règle du classement').selectOption({ label: 'Joueurs devancés' });
    await edit.getByLabel(/^Résultats retenus/).fill('3');
    await edit.getByRole('button', { name: /Enregistrer/ }).first().click();
    await page.getByRole('status').filter({ hasText: 'le classement suit la nouvelle règle' }).waitFor();
    expect(await web.api('GET', `/seasons/${seasonId}`)).toMatchObject({ profile: 'players-beaten', parameters: { best: 3 }, version: 2 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await englishOnScreen(page)).toEqual([]);
    await screenshot(page, 'saisons-gestion');
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    expect(await sidewaysScroll(page)).toBe(0);
  });

  it('an organiser deletes a season with a reason', async () => {
    await web.api('POST', '/seasons', { token: web.organiserToken, body: { name: 'Saison d’essai', firstDay: '2026-01-01', lastDay: '2026-12-31' } });
    const page = await web.page('/gestion/saisons', { token: web.organiserToken });
    await page.setViewportSize({ width: WIDE.width, height: WIDE.height });
    await page.getByRole('button', { name: 'Supprimer Saison d’essai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer la saison « Saison d’essai » ?' });
    await dialog.getByLabel(/Motif/).fill('saison créée par erreur');
    await dialog.getByRole('button', { name: 'Supprimer la saison' }).click();
    await page.getByRole('status').filter({ hasText: 'La saison « Saison d’essai » a été supprimée.' }).waitFor();
    const seasons = await web.api<{ items: { name: string }[] }>('GET', '/seasons');
    expect(seasons.items.map((s) => s.name)).toEqual(['Circuit du Nord 2026-2027']);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it.each([WIDE, PHONE])('a visitor reads the season ranking, a player\'s history and a club\'s season at %s', async (size) => {
    const page = await web.page('/');
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Saisons' }).click();
    await page.getByRole('link', { name: 'Circuit du Nord 2026-2027' }).click();
    await page.getByRole('heading', { name: 'Saison — Circuit du Nord 2026-2027' }).waitFor();
    await page.getByText(/Chaque tournoi rapporte 1 point, plus 1 point par joueur/).waitFor();
    const table = page.getByRole('table', { name: 'Classement de la saison' });
    await table.waitFor();
    const ranking = await web.api<{ items: { rank: number; name: string; total: number }[] }>('GET', `/seasons/${seasonId}/ranking`);
    expect(await table.getByRole('row').count()).toBe(ranking.items.length + 1);
    // players-beaten over one tournament of 12: the winner 12 points.
    expect(ranking.items[0]).toMatchObject({ rank: 1, total: 12 });
    expect(await page.getByText('compte pour la saison').count()).toBe(1);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await englishOnScreen(page, allow)).toEqual([]);
    if (size === WIDE) await screenshot(page, 'saison-classement');

    const first = ranking.items[0]!;
    await table.getByRole('link', { name: first.name }).click();
    await page.getByRole('heading', { name: `${first.name} — Circuit du Nord 2026-2027` }).waitFor();
    const history = page.getByRole('table', { name: 'Les tournois du joueur dans la saison' });
    await history.getByRole('row', { name: /Tournoi de Douai/ }).waitFor();
    const cells = (await history.getByRole('row', { name: /Tournoi de Douai/ }).getByRole('cell').allTextContents()).map((c) => c.trim());
    expect(cells[1]).toMatch(/^1er sur 12/);
    expect(cells[1]).toMatch(/pts · \d+,\d % du top$/);
    expect(cells[2]).toMatch(/^1er sur 12/);
    expect(cells[4]).toBe('12');
    await page.getByText('1er sur 12 avec 12 points.').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await englishOnScreen(page, allow)).toEqual([]);
    if (size === WIDE) await screenshot(page, 'saison-joueur');

    await page.getByRole('link', { name: cells[3]! }).first().click();
    await page.getByRole('heading', { name: 'Ses joueurs' }).waitFor();
    await page.getByRole('heading', { name: 'Coupes du meilleur club' }).waitFor();
    const club = await web.api<{ players: unknown[] }>('GET', `/seasons/${seasonId}/clubs/${clubId}`);
    expect(await page.getByRole('table', { name: 'Les joueurs du club dans la saison' }).getByRole('row').count()).toBe(club.players.length + 1);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await englishOnScreen(page, allow)).toEqual([]);
    if (size === WIDE) await screenshot(page, 'saison-club');
  });
});

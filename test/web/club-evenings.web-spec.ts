import type { Dialog, Locator, Page } from 'playwright-core';
import { englishWords } from '../../libs/messages/src/testing/english';
import { until } from './support/fixtures';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * A club secretary's evenings, recorded from the laptop through the screens, from an empty club (the club, its
 * players and a club account set up through the API): one short game of each of the four games typed in, with
 * the server's totals after each save and a refused box named in French beside it; the history filtered and
 * paged; what a club account sees; two secretaries saving the same game (409, merged); leaving with unsaved
 * typing; axe on every screen, at 1366x768 and on a 375 px phone.
 */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 812 };

// Think of a Letter, as test/club-think-of-a-letter.e2e-spec.ts: Alice 25, Bruno 25, Jeanne 26.
const ALICE = ['CHATS', 'OXZKW', 'LUNEJ', 'ETEQY', 'RIENK'];
const BRUNO = ['COLER', 'HXUTI', 'AZNEE', 'TKEQN', 'SWJYK'];
const JEANNE = ['RIENK', 'ETEQY', 'LUNEJ', 'OXZKW', 'CHATS'];
const CALLS = ALICE.join('');

type Game = { id: string; version: number; record: Record<string, unknown>; result: Record<string, unknown>; standings: { seat: number; name: string; points: number; place: number }[]; finished: boolean };

// The page's globals, as the browser runs them (this file is compiled without the DOM's types).
type Doc = { documentElement: { scrollWidth: number; clientWidth: number } };
/** How far the page itself scrolls sideways (a frame of its own may). */
const overflow = (page: Page) => page.evaluate(() => ((globalThis as unknown as { document: Doc }).document.documentElement.scrollWidth - (globalThis as unknown as { document: Doc }).document.documentElement.clientWidth));
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^\\s*Partie : ${text}\\s*$`) });
/** A game's screen as shown: nothing sideways, no serious accessibility fault; then its screenshot for the docs. */
async function fitsAndShoot(page: Page, name: string): Promise<void> {
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, name);
}
/** A refusal as the screen shows it: the API's French words, no English one. */
const REFUSED = 'Refusé par le règlement : rien n’est enregistré.';

const same = (expected: string[]) => (v: string[]) => JSON.stringify(v) === JSON.stringify(expected);

async function pdf(web: WebApp, link: Locator): Promise<string> {
  const href = await link.getAttribute('href');
  const res = await fetch(web.baseUrl + href);
  await res.arrayBuffer();
  return `${res.status} ${res.headers.get('content-type')}`;
}

describe('the club evenings in the screens', () => {
  let web: WebApp;
  let token: string;
  let douai: string;
  let lille: string;
  let clubToken: string;
  const ids: Record<string, string> = {};
  const games = (club = douai) => `/clubs/${club}/games`;
  const apiGame = (id: string) => web.api<Game>('GET', `${games()}/${id}`);
  /** The club's games, as the paged list's items. */
  const apiGames = async (path: string) => (await web.api<{ items: Game[] }>('GET', path)).items;
  const list = (club = douai) => `/gestion/clubs/${club}/soirees`;

  async function open(path: string, viewport = LAPTOP, as = token): Promise<Page> {
    const page = await web.page(path, { token: as });
    await page.setViewportSize(viewport);
    return page;
  }

  /** The new game form filled in: the game, the day, the seats (a player of the club by name, or a guest). */
  async function startGame(page: Page, kind: string, playedOn: string, title: string, seats: string[]) {
    await page.getByRole('link', { name: 'Nouvelle partie' }).click();
    await page.getByRole('heading', { name: /^Nouvelle partie/ }).waitFor();
    await page.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
    await page.getByLabel('Date de la soirée').fill(playedOn);
    await page.getByLabel('Titre').fill(title);
    while ((await page.getByRole('combobox', { name: /^Place \d+$/ }).count()) < seats.length) await page.getByRole('button', { name: 'Ajouter une place' }).click();
    for (const [i, seat] of seats.entries()) {
      const select = page.getByRole('combobox', { name: `Place ${i + 1}`, exact: true });
      if (seat.startsWith('invité:')) await page.getByLabel(`Nom de l’invité, place ${i + 1}`).fill(seat.slice(7));
      else await select.selectOption({ label: seat });
    }
  }

  beforeAll(async () => {
    web = await startWebApp();
    token = web.organiserToken;
    douai = (await web.api<{ id: string }>('POST', '/clubs', { token, body: { name: 'Club de Douai', city: 'Douai' } })).id;
    lille = (await web.api<{ id: string }>('POST', '/clubs', { token, body: { name: 'Club de Lille', city: 'Lille' } })).id;
    for (const [licence, firstName, lastName] of [['D001', 'Alice', 'Martin'], ['D002', 'Bruno', 'Petit'], ['D003', 'Chloé', 'Roux']]) {
      ids[firstName!] = (await web.api<{ id: string }>('POST', '/players', { token, body: { licence, firstName, lastName, clubId: douai } })).id;
    }
    await web.api('POST', '/accounts', { token, body: { email: 'secretaire@douai.fr', displayName: 'Secrétariat de Douai', password: 'club-password-1', role: 'CLUB', clubId: douai } });
    clubToken = await web.login('secretaire@douai.fr', 'club-password-1');
  });
  afterAll(() => web?.close());

  it('Pensez à une lettre at 1366x768: the calls and three grids typed from the keyboard, a refused square in French, the totals, the sheet', async () => {
    const page = await open(list());
    await page.getByRole('heading', { name: 'Soirées du club : Club de Douai' }).waitFor();
    await page.getByText('Aucune partie enregistrée pour l’instant.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await startGame(page, 'Pensez à une lettre', '2026-12-04', 'Soirée du vendredi', ['Martin Alice (D001)', 'Petit Bruno (D002)', 'invité:Jeanne (invitée)']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'soiree-nouvelle');
    await page.getByRole('button', { name: 'Commencer la partie' }).click();
    await page.getByRole('heading', { name: 'Pensez à une lettre : Soirée du vendredi' }).waitFor();
    await status(page, 'rien de saisi').waitFor();

    // The 25 calls, then Alice's, Bruno's (an X where his T goes) and Jeanne's grids, in one go: each letter moves on.
    await page.getByLabel('Lettre 1, appelée par Alice Martin').click();
    const wrong = ['COLER', 'HXUTI', 'AZNEE', 'XKEQN', 'SWJYK'];
    await page.keyboard.type(CALLS + ALICE.join('') + wrong.join('') + JEANNE.join('').toLowerCase());
    expect(await page.getByLabel('Jeanne (invitée), ligne 5, colonne 5').inputValue()).toBe('S');
    await status(page, 'non enregistré').waitFor();
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: REFUSED });
    await alert.waitFor();
    const square = page.getByLabel('Bruno Petit, ligne 4, colonne 1');
    expect(await square.getAttribute('aria-invalid')).toBe('true');
    const reason = 'X est écrit 2 fois mais appelé 1 fois ; il manque à la grille T (appelé 2 fois, écrit 1 fois)';
    expect(await page.locator(`#${await square.getAttribute('aria-describedby')}`).innerText()).toBe(`Ligne 4, colonne 1 : ${reason}`);
    expect(await alert.innerText()).toContain(`Grille de Bruno Petit, ligne 4, colonne 1 : ${reason}`);
    expect(englishWords(await alert.innerText())).toEqual([]);
    await status(page, 'non enregistré').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await square.click();
    await page.keyboard.type('T');
    await page.keyboard.press('Enter');
    await status(page, 'enregistré').waitFor();
    const grid = (name: string) => page.getByRole('table', { name: new RegExp(`^Grille de ${name.replace(/[()]/g, '\\$&')},`) });
    const totals = async (name: string) => ({
      rows: await grid(name).locator('tbody td.total').allInnerTexts(),
      columns: await grid(name).locator('tfoot td.total').allInnerTexts(),
      corner: await grid(name).locator('td.corner').innerText(),
    });
    expect(await totals('Alice Martin')).toEqual({ rows: ['6', '0', '4', '3', '4'], columns: ['3', '2', '3', '0', '0'], corner: '25' });
    expect(await totals('Jeanne (invitée)')).toEqual({ rows: ['4', '3', '4', '0', '6'], columns: ['5', '2', '2', '0', '0'], corner: '26' });
    expect(await page.getByRole('table', { name: 'Classement final' }).locator('tbody tr').allInnerTexts()).toEqual(['1\tJeanne (invitée)\t26', '2\tAlice Martin\t25', '2\tBruno Petit\t25']);
    expect(await page.getByText(/^Mots comptés : L1 : CHATS \(6\)/).count()).toBe(1);
    await fitsAndShoot(page, 'soiree-pensez-a-une-lettre');

    // Reloaded: found as saved; the sheet opens.
    await page.reload();
    await status(page, 'enregistré').waitFor();
    expect(await page.getByLabel('Bruno Petit, ligne 4, colonne 1').inputValue()).toBe('T');
    // Typing the letter a square already holds moves on all the same: a grid typed again over itself lands right.
    await page.getByLabel('Bruno Petit, ligne 4, colonne 1').click();
    await page.keyboard.type('TK');
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id)).toBe('toal-g2-r3-c2');
    await status(page, 'enregistré').waitFor();
    expect(await pdf(web, page.getByRole('link', { name: /^Feuille de marque/ }))).toBe('200 application/pdf');
    const [stored] = await apiGames(games());
    expect(stored!.standings.map((s) => s.points)).toEqual([26, 25, 25]);
    ids.toal = stored!.id;
  }, 180_000); // a whole game typed from the keyboard
  it('Chaînes de lettres on a 375 px phone: the string grows at either end, a claim refused in French, everyone’s points after each move', async () => {
    const page = await open(list(), PHONE);
    await startGame(page, 'Chaînes de lettres', '2026-12-11', 'Chaînes du vendredi', ['Martin Alice (D001)', 'Petit Bruno (D002)', 'invité:Jeanne (invitée)']);
    await page.getByLabel('Objectif en points').fill('10');
    await page.getByRole('button', { name: 'Commencer la partie' }).click();
    await page.getByRole('heading', { name: 'Chaînes de lettres : Chaînes du vendredi' }).waitFor();
    const who = ['Alice Martin', 'Bruno Petit', 'Jeanne (invitée)'];
    const box = (i: number, what: string) => page.getByLabel(`Coup ${i} (${who[(i - 1) % 3]}) : ${what}`, { exact: true });
    const pointsAfter = (i: number) => page.getByRole('row').filter({ has: box(i, 'lettre') }).locator('td').allInnerTexts();
    /** One move from the keyboard: the letter (it moves on to the end), G for the left end, the word, Entrée. */
    async function play(i: number, letter: string, end: 'droite' | 'gauche' | null, word: string) {
      await box(i, 'lettre').click();
      if (letter) await page.keyboard.type(letter);
      if (end === 'gauche') await page.keyboard.press('g');
      if (word) {
        await box(i, 'mot souligné').fill(word);
        await box(i, 'mot souligné').press('Enter');
      } else await page.keyboard.press('Enter');
    }
    await play(1, 'R', null, '');
    await status(page, 'enregistré').waitFor();
    await play(2, 'A', 'droite', 'A');
    await status(page, 'enregistré').waitFor();
    await play(3, 'T', 'droite', 'RAT');
    await status(page, 'enregistré').waitFor();
    expect((await pointsAfter(3)).slice(5)).toEqual(['3', '0', '1', '3']);
    // RAT again on its squares: refused by the server, named beside the word in French.
    await play(4, 'E', 'gauche', 'RAT');
    const alert = page.getByRole('alert').filter({ hasText: REFUSED });
    await alert.waitFor();
    const reason = 'les cases 0 à 2 ont déjà été marquées au coup 3 (RAT)';
    expect(await alert.innerText()).toContain(`Coup 4 (Alice Martin) : mot souligné : ${reason}`);
    expect(englishWords(await alert.innerText())).toEqual([]);
    expect(await box(4, 'mot souligné').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await box(4, 'mot souligné').getAttribute('aria-describedby')}`).innerText()).toBe(reason);
    await status(page, 'non enregistré').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // TA, read backwards over squares 2 and 1.
    await box(4, 'mot souligné').fill('ta');
    await page.getByText('cases 2 à 1', { exact: true }).waitFor();
    await box(4, 'mot souligné').press('Enter');
    await status(page, 'enregistré').waitFor();
    expect((await pointsAfter(4)).slice(5)).toEqual(['2', '2', '1', '3']);
    await play(5, 'E', 'droite', 'RATE');
    await status(page, 'enregistré').waitFor();
    await play(6, '', null, 'TARE');
    await status(page, 'enregistré').waitFor();
    expect((await pointsAfter(5)).slice(5)).toEqual(['4', '2', '5', '3']);
    expect((await pointsAfter(6)).slice(5)).toEqual(['4', '2', '5', '7']);
    expect(await page.getByText('Chaîne ERATE, des cases -1 à 3.', { exact: false }).count()).toBe(1);
    expect(await page.getByText('Objectif : 10 points.', { exact: false }).count()).toBe(1);
    await fitsAndShoot(page, 'soiree-chaines-de-lettres');

    await page.reload();
    await status(page, 'enregistré').waitFor();
    expect(await box(6, 'mot souligné').inputValue()).toBe('TARE');
    expect(await pdf(web, page.getByRole('link', { name: /^Feuille de marque/ }))).toBe('200 application/pdf');
    const stored = (await apiGames(`${games()}?kind=LETTER_STRINGS`))[0]!;
    expect((stored.result as { totals: number[] }).totals).toEqual([2, 5, 7]);
    ids.ls = stored.id;
  }, 180_000); // a whole game typed from the keyboard

  it('Bridge lexical at 1366x768: the cut, the deals typed, a refused trick count in French, the rubber pad above and below the line', async () => {
    const page = await open(list());
    await startGame(page, 'Bridge lexical', '2026-12-18', 'Bridge du vendredi', ['Martin Alice (D001)', 'Petit Bruno (D002)', 'Roux Chloé (D003)', 'invité:Jeanne (invitée)']);
    await page.getByRole('button', { name: 'Commencer la partie' }).click();
    await page.getByRole('heading', { name: 'Bridge lexical : Bridge du vendredi' }).waitFor();
    // K B T C: B and C the highest, Bruno and Jeanne partners (EUX), Bruno deals. Then each deal's four words and the tricks.
    await page.getByLabel('Coupe de Alice Martin').click();
    await page.keyboard.type('kbtc');
    const deal = async (words: string[], tricks: string) => {
      for (const w of words) {
        await page.keyboard.type(w);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.type(tricks);
      await page.keyboard.press('Enter');
    };
    await deal(['MAISON', 'ELITE', 'HELAS', 'TROUS'], '9');
    await status(page, 'enregistré').waitFor();
    expect(await page.getByText('Selon la coupe : NOUS (Alice Martin et Chloé Roux) contre EUX (Bruno Petit et Jeanne (invitée)) ; premier donneur Bruno Petit.').count()).toBe(1);
    await deal(['ELITE', 'MAISON', 'HELAS', 'TROUS'], '14');
    const alert = page.getByRole('alert').filter({ hasText: REFUSED });
    await alert.waitFor();
    const tricks = page.getByLabel('Donne 2 : levées du déclarant');
    expect(await tricks.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await tricks.getAttribute('aria-describedby')}`).innerText()).toBe('14 levées : une donne n’en a que 13');
    expect(englishWords(await alert.innerText())).toEqual([]);
    await tricks.fill('8');
    await tricks.press('Enter');
    await status(page, 'enregistré').waitFor();
    await deal(['ELITE', 'HELAS', 'MAISON', 'TROUS'], '8');
    await status(page, 'enregistré').waitFor();
    const pad = page.getByRole('table', { name: /^Rubber 1/ });
    // NOUS: 6 + 6 above, 3 + 2 below = 5, the game (+10); EUX 6 above, 2 below.
    expect(await pad.locator('tfoot td').allInnerTexts()).toEqual(['au-dessus 22 · au-dessous 5 · total 27', 'au-dessus 6 · au-dessous 2 · total 8']);
    expect(await pad.locator('tbody.above td').allInnerTexts()).toEqual(['10 manche, donne 3', '', '6 levées, donne 3', '', '6 levées, donne 1', '6 levées, donne 2']);
    expect(await page.getByRole('table', { name: 'Classement provisoire' }).locator('tbody tr').allInnerTexts()).toEqual([
      '1\tAlice Martin\t27',
      '1\tChloé Roux\t27',
      '3\tBruno Petit\t8',
      '3\tJeanne (invitée)\t8',
    ]);
    await fitsAndShoot(page, 'soiree-bridge-lexical');
    await page.reload();
    await status(page, 'enregistré').waitFor();
    expect(await page.getByLabel('Donne 2 : levées du déclarant').inputValue()).toBe('8');
    expect(await pdf(web, page.getByRole('link', { name: /^Feuille de marque/ }))).toBe('200 application/pdf');
    ids.lb = (await apiGames(`${games()}?kind=LEXICON_BRIDGE`))[0]!.id;
  }, 180_000); // a whole game typed from the keyboard

  it('Sloubi on a 375 px phone: a round thrown by the server, a round typed in, the tie thrown again, the rounds won', async () => {
    const page = await open(list(), PHONE);
    await startGame(page, 'Sloubi', '2027-01-08', 'Sloubi des enfants', ['Martin Alice (D001)', 'invité:Paul (invité)']);
    await page.getByLabel('Variante').selectOption('children');
    await page.getByLabel('Tours convenus').fill('2');
    await page.getByRole('button', { name: 'Commencer la partie' }).click();
    await page.getByRole('heading', { name: 'Sloubi : Sloubi des enfants' }).waitFor();
    await page.getByRole('button', { name: 'Lancer le tour 1 (dés tirés par Greffier)' }).click();
    const rounds = page.getByRole('table', { name: /^Total de chaque joueur/ });
    await rounds.getByRole('cell', { name: 'tirés par Greffier' }).waitFor();
    const thrown = await apiGame((await apiGames(`${games()}?kind=SLOUBI`))[0]!.id);
    expect(thrown.version).toBe(2);
    // Round 2 from the table: 56 all (20 threes, minus 4): a tie; the barrage's dice left out are refused, in French.
    await page.getByLabel('Dés de Alice Martin', { exact: true }).fill('3'.repeat(20));
    await page.getByLabel('Dés de Paul (invité)', { exact: true }).fill('33333 33333 33333 33333');
    await page.getByText('Barrage 1 : Alice Martin et Paul (invité) sont à égalité à 56 et relancent').waitFor();
    await page.getByLabel('Dés de Paul (invité)', { exact: true }).press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: REFUSED });
    await alert.waitFor();
    const barrage = page.getByLabel('Barrage 1, dés de Paul (invité)');
    expect(await barrage.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#sl-b0-2-error').innerText()).toBe('10 jets de 2 dés attendus, 0 jet donné');
    expect(englishWords(await alert.innerText())).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Barrage 1, dés de Alice Martin').fill('6'.repeat(20));
    await barrage.fill('1'.repeat(20));
    await barrage.press('Enter');
    await status(page, 'enregistré').waitFor();
    const round2 = rounds.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2', exact: true }) });
    expect((await round2.locator('td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual(['56 ★ (gagne le tour)', '56', 'Alice Martin 116, Paul (invité) 16', 'tapés']);
    const game = await apiGame(thrown.id);
    expect(game).toMatchObject({ version: 3, finished: true });
    const won = (game.result as { roundsWon: number[] }).roundsWon;
    expect(await rounds.locator('tfoot td').allInnerTexts()).toEqual([...won.map(String), '']);
    expect(await page.getByText('Partie terminée.').count()).toBe(1);
    await fitsAndShoot(page, 'soiree-sloubi');
    expect(await pdf(web, page.getByRole('link', { name: /^Feuille de marque/ }))).toBe('200 application/pdf');
    ids.sl = game.id;
  });
  it('lists the club’s evenings, latest first, filtered by game and by days, twenty to a page (1366x768 and 375 px)', async () => {
    for (let n = 1; n <= 21; n++) {
      await web.api('POST', games(lille), { token, body: { kind: 'SLOUBI', playedOn: `2026-11-${String(n).padStart(2, '0')}`, players: [{ guestName: 'Luc' }, { guestName: 'Léa' }] } });
    }
    const page = await open(list());
    const table = page.getByRole('table', { name: 'Les parties du club, les plus récentes d’abord' });
    const titles = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await table.waitFor();
    expect(await titles()).toEqual(['Sloubi : Sloubi des enfants', 'Bridge lexical : Bridge du vendredi', 'Chaînes de lettres : Chaînes du vendredi', 'Pensez à une lettre : Soirée du vendredi']);
    expect(await table.locator('tbody tr').first().locator('td').nth(3).innerText()).toMatch(/^(Alice Martin|Paul \(invité\)|Alice Martin, Paul \(invité\)) \(\d tours?\)$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'soiree-historique');
    await page.getByLabel('Jeu').selectOption({ label: 'Sloubi' });
    await page.waitForURL(/jeu=SLOUBI/);
    expect(await until(titles, same(['Sloubi : Sloubi des enfants']), 15_000, 100)).toEqual(['Sloubi : Sloubi des enfants']);
    await page.getByLabel('Jeu').selectOption({ label: 'Tous les jeux' });
    await page.getByLabel('Du').fill('2026-12-10');
    await page.getByLabel('Au').fill('2026-12-31');
    await page.waitForURL(/du=2026-12-10&au=2026-12-31/);
    const december = ['Bridge lexical : Bridge du vendredi', 'Chaînes de lettres : Chaînes du vendredi'];
    expect(await until(titles, same(december), 15_000, 100)).toEqual(december);
    await page.reload(); // the filters are in the address
    await table.waitFor();
    expect(await titles()).toEqual(december);
    await page.getByRole('link', { name: 'Chaînes de lettres : Chaînes du vendredi' }).click();
    await page.getByRole('heading', { name: 'Chaînes de lettres : Chaînes du vendredi' }).waitFor();

    const other = await open(list(lille), PHONE);
    await other.getByText('Page 1 sur 2 · 21 parties').waitFor();
    expect(await other.locator('tbody tr').count()).toBe(20);
    await other.getByRole('button', { name: 'Page suivante' }).click();
    await other.getByText('Page 2 sur 2 · 21 parties').waitFor();
    expect(await other.locator('tbody tr').allInnerTexts()).toHaveLength(1);
    expect(await other.locator('tbody tr td').first().innerText()).toBe('dimanche 1 novembre 2026');
    expect(await overflow(other)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(other)).toEqual([]);
  });

  it('a club account sees and records its own club’s evenings only', async () => {
    const page = await open('/', LAPTOP, clubToken);
    await page.getByRole('link', { name: 'Soirées du club' }).click();
    await page.getByRole('heading', { name: 'Soirées du club : Club de Douai' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Clubs' }).count()).toBe(0);
    expect(await page.locator('tbody tr').count()).toBe(4);
    await startGame(page, 'Sloubi', '2027-01-15', 'Sloubi du secrétariat', ['Petit Bruno (D002)', 'invité:Marie']);
    // Its own club's players only: the seats offer Douai's three.
    expect(await page.getByRole('combobox', { name: 'Place 1', exact: true }).locator('option').allInnerTexts()).toEqual(['un invité…', 'Martin Alice (D001)', 'Petit Bruno (D002)', 'Roux Chloé (D003)']);
    await page.getByRole('button', { name: 'Commencer la partie' }).click();
    await page.getByRole('button', { name: 'Lancer le tour 1 (dés tirés par Greffier)' }).click();
    await page.getByRole('cell', { name: 'tirés par Greffier' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Started by mistake: deleted with a reason, gone from the history.
    await page.getByRole('button', { name: 'Supprimer la partie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer cette partie ?' });
    await dialog.getByLabel('Motif (gardé dans le journal)').fill('partie de démonstration');
    await dialog.getByRole('button', { name: 'Supprimer la partie' }).click();
    await page.getByRole('heading', { name: 'Soirées du club : Club de Douai' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(4);
    expect(await page.getByText('Sloubi : Sloubi du secrétariat').count()).toBe(0);

    const lilleGame = (await apiGames(games(lille)))[0]!.id;
    for (const path of [list(lille), `${list(lille)}/nouvelle`, `${list(lille)}/${lilleGame}`]) {
      await page.goto(`/app${path}`);
      const refused = page.getByRole('alert').filter({ hasText: 'Accès refusé' });
      await refused.waitFor();
      expect(await refused.innerText()).toContain('Ce compte de club gère les soirées de son club seulement.');
      expect(await page.getByRole('form', { name: 'Saisie de la partie' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Nouvelle partie' }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Les soirées de mon club' }).click();
    await page.getByRole('heading', { name: 'Soirées du club : Club de Douai' }).waitFor();
  });

  it('two secretaries on one game: the second save gets 409, its typing is carried over onto the newer version with what changed, then saved', async () => {
    const created = await web.api<Game>('POST', games(), {
      token,
      body: { kind: 'THINK_OF_A_LETTER', playedOn: '2026-12-05', title: 'Deux tables', players: [{ playerId: ids.Alice }, { playerId: ids.Bruno }], settings: { bestGrid: { iterations: 0 } } },
    });
    const called = await web.api<Game>('PUT', `${games()}/${created.id}/record`, { token, body: { version: 1, record: { calls: [...CALLS], grids: [null, null] } } });
    const path = `${list()}/${created.id}`;
    const a = await open(path, LAPTOP);
    const b = await open(path, PHONE, clubToken);
    for (const p of [a, b]) await status(p, 'enregistré').waitFor();
    await a.getByLabel('Alice Martin, ligne 1, colonne 1').click();
    await a.keyboard.type(ALICE.join(''));
    await a.keyboard.press('Enter');
    await status(a, 'enregistré').waitFor();
    await b.getByLabel('Bruno Petit, ligne 1, colonne 1').click();
    await b.keyboard.type(BRUNO.join(''));
    await b.keyboard.press('Enter');
    const merged = b.getByRole('alert').filter({ has: b.getByRole('heading', { name: `Votre saisie reportée sur la version ${called.version + 1}` }) });
    await merged.waitFor();
    expect(await merged.locator('li').allInnerTexts()).toEqual([`Grille de Alice Martin : votre saisie (vide), sur le serveur ${ALICE.join(' / ')}`]);
    expect(await b.getByLabel('Alice Martin, ligne 1, colonne 1').inputValue()).toBe('C');
    expect(await b.getByLabel('Bruno Petit, ligne 5, colonne 5').inputValue()).toBe('K');
    await status(b, 'non enregistré').waitFor();
    expect(await seriousA11yViolations(b)).toEqual([]);
    await screenshot(b, 'soiree-conflit');
    await b.getByLabel('Bruno Petit, ligne 5, colonne 5').press('Enter');
    await status(b, 'enregistré').waitFor();
    const stored = await apiGame(created.id);
    expect(stored.version).toBe(called.version + 2);
    expect((stored.record as { grids: { rows: string[] }[] }).grids.map((g) => g.rows)).toEqual([ALICE, BRUNO]);
    expect(stored.standings.map((s) => s.points)).toEqual([25, 25]);
  });

  it('asks before leaving with unsaved typing (a link, a reload), offers the typing back, and saves it', async () => {
    const page = await open(`${list()}/${ids.ls}`);
    const letter = page.getByLabel('Coup 7 (Alice Martin) : lettre', { exact: true });
    await letter.click();
    await page.keyboard.type('S');
    await status(page, 'non enregistré').waitFor();
    await page.getByRole('link', { name: 'Soirées du club' }).click();
    const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Rester sur la feuille' }).click();
    await page.getByRole('heading', { name: 'Chaînes de lettres : Chaînes du vendredi' }).waitFor();
    const dialogs: string[] = [];
    page.on('dialog', (d: Dialog) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    const offer = page.getByRole('alert').filter({ hasText: /Une saisie non enregistrée de cette partie du \d\d\/\d\d\/\d{4} à \d\d:\d\d a été retrouvée/ });
    await offer.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'La reprendre' }).click();
    expect(await letter.inputValue()).toBe('S');
    await letter.press('Enter');
    await status(page, 'enregistré').waitFor();
    expect((await apiGame(ids.ls!)).record.moves).toHaveLength(7);
  });
  it.each([
    ['1280x720', { width: 1280, height: 720 }],
    ['375 px', PHONE],
  ])('every screen at %s: nothing scrolls the page sideways, no serious accessibility fault', async (_, viewport) => {
    for (const path of [list(), `${list()}/nouvelle`, ...['toal', 'ls', 'lb', 'sl'].map((k) => `${list()}/${ids[k]}`)]) {
      const page = await open(path, viewport);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText('Chargement…').first().waitFor({ state: 'detached' });
      const sideways = await overflow(page);
      expect(sideways > 0 ? `${path} scrolls ${sideways} px sideways` : path).toBe(path);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    }
  }, 180_000); // six screens, each checked by axe: over a minute when the machine is busy
});

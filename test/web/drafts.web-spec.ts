import type { Dialog, Locator, Page, Request } from 'playwright-core';
import { wordsFor } from '../support/draws';
import { type DayFixture, moveTo, setUpDay, until } from './support/fixtures';
import { fillPyramideSheet } from './support/pyramide-sheet';
import { seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * The sheet screens never drop what was typed: every way of leaving a sheet mid-typing (a shortcut from each
 * kind of box, the back link, the browser's back button, a reload, closing the tab, the server going away, a
 * newer version saved meanwhile by another arbiter), for the duplicate sheet (at 1366x768 and 375 px wide), a
 * match sheet and a Pyramide feuille de marque. Each ends on the API holding exactly what was typed.
 */
const VIEWPORTS = [
  ['1366x768', { width: 1366, height: 768 }],
  ['375 px wide', { width: 375, height: 812 }],
] as const;
const WORDS = ['remaniable', 'réanimable', 'maniable', 'aimable', 'abimer', 'mariner', 'lierai', 'ramener'];

interface SheetBody {
  version: number;
  declaredTotal: number | null;
  declaredForm: Record<string, number> | null;
  correctorPlayerId: string | null;
  correctorMark: string | null;
  status: string;
  answers: { round: number; word: string | null; value: number | null; lines: string | null }[];
}
interface MatchDrawBody {
  phase: string;
  round: number;
  kind: 'LETTERS' | 'NUMBERS';
  top: { best?: number[]; solution?: string[]; words?: string[] };
  a: { word?: string | null; value?: number | null; lines?: string | null; ruledWrong?: boolean } | null;
  b: { word?: string | null; value?: number | null; lines?: string | null; ruledWrong?: boolean } | null;
}
interface MatchBody {
  version: number;
  status: string;
  decidedBy: string | null;
  draws: MatchDrawBody[];
}
interface DrawBody {
  round: number;
  kind: 'LETTERS' | 'NUMBERS';
}

const coup = (page: Page, round: number) => page.getByLabel(`Coup ${round}`, { exact: true });
const sheetForm = (page: Page) => page.getByRole('form', { name: 'Saisie de la feuille', exact: true });
const status = (page: Page, what: string, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^\\s*${what} : ${text}\\s*$`) });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
const offer = (page: Page) => page.getByRole('alert').filter({ hasText: /Une saisie non enregistrée du \d\d\/\d\d\/\d{4} à \d\d:\d\d a été retrouvée/ });
const answerText = (a: SheetBody['answers'][number] | undefined) => (a ? (a.word ?? (a.value !== null ? String(a.value) : (a.lines ?? ''))) : '');

// The page's globals, as the browser runs them (this file is compiled without the DOM's types).
type Browser = { history: { back(): void }; document: { activeElement: { id: string; textContent: string | null } | null } };
const back = (page: Page) => page.evaluate(() => (globalThis as unknown as Browser).history.back());
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as unknown as Browser).document.activeElement;
    return el?.id || el?.textContent;
  });

/** Every box of a form with what it holds, in the page's order: what « restored exactly » compares. */
function boxesOf(form: Locator): Promise<string[]> {
  type Box = { id: string; name: string; type: string; value: string; checked: boolean; getAttribute(n: string): string | null; closest(s: string): { textContent: string | null } | null };
  return form.locator('input, select, textarea').evaluateAll((els) =>
    els.map((e) => {
      const box = e as unknown as Box;
      const name = box.id || box.getAttribute('aria-label') || box.closest('label')?.textContent?.trim() || box.name;
      return `${name}=${box.type === 'checkbox' || box.type === 'radio' ? String(box.checked) : box.value}`;
    }),
  );
}

/** Presses keys in a box and waits for the write they must send (and its answer). */
async function sends(page: Page, box: Locator, key: string, isWrite: (r: Request) => boolean): Promise<number> {
  const response = page.waitForResponse((r) => isWrite(r.request()));
  await box.press(key);
  return (await response).status();
}

// Typing whole sheets key by key in Chromium: minutes on a loaded machine, so each test gets three.
jest.setTimeout(180_000);

describe('the sheet screens never drop typed work', () => {
  let web: WebApp;
  let day: DayFixture;
  let tid: string;
  let arb1: string;
  let arb2: string;
  let draws: DrawBody[];
  const answerFor = (d: DrawBody, salt = 0) => (d.kind === 'LETTERS' ? WORDS[(d.round + salt) % WORDS.length]! : String(100 + d.round + salt));
  const apiSheet = (pid: string) => web.api<SheetBody>('GET', `/tournaments/${tid}/duplicate/sheets/${pid}`, { token: web.organiserToken });
  const apiSheetOrNull = (pid: string) => apiSheet(pid).catch(() => null);
  const putSheet = (pid: string, answers: Record<number, string>, token: string, version?: number) =>
    web.api<SheetBody>('PUT', `/tournaments/${tid}/duplicate/sheets/${pid}`, {
      token,
      headers: version ? { 'If-Match': `"${version}"` } : {},
      body: { answers: draws.map((d) => ({ round: d.round, ...(d.kind === 'LETTERS' ? { word: answers[d.round] ?? '' } : answers[d.round] ? { value: Number(answers[d.round]) } : {}) })) },
    });

  beforeAll(async () => {
    web = await startWebApp();
    day = await setUpDay(web, { players: 24, arbiters: 2, step: 'DUPLICATE' });
    tid = day.tournamentId;
    [arb1, arb2] = day.arbiters.map((a) => a.token) as [string, string];
    // The Douai duplicate: 30 coups, 12 numbers and 18 letters.
    await web.api('POST', `/tournaments/${tid}/duplicate`, { token: web.organiserToken, body: { seed: 'brouillons' } }); // the same draws on each run
    draws = (await web.api<{ draws: DrawBody[] }>('GET', `/tournaments/${tid}/duplicate`, { token: web.organiserToken })).draws;
  });
  afterAll(() => web?.close());

  describe.each(VIEWPORTS)('the duplicate sheet at %s', (size, viewport) => {
    // Players JoueurA... for the first size, JoueurM... for the second: each test its own sheet.
    const offset = size === '1366x768' ? 0 : 12;
    const lastName = (i: number) => `Joueur${String.fromCharCode(65 + offset + i)}`;
    const pid = (i: number) => day.playerIds[lastName(i)]!;
    const heading = (page: Page, i: number) => page.getByRole('heading', { name: new RegExp(`^Feuille de Prénom${String.fromCharCode(65 + offset + i)} ${lastName(i)} `) });
    async function open(path: string, token = arb1): Promise<Page> {
      const page = await web.page(path, { token });
      await page.setViewportSize(viewport);
      return page;
    }
    const sheetPath = (i: number) => `/gestion/tournois/${tid}/correction/${pid(i)}`;
    const listPath = () => `/gestion/tournois/${tid}/correction`;
    const isSheetPut = (i: number) => (r: Request) => r.method() === 'PUT' && r.url().endsWith(`/duplicate/sheets/${pid(i)}`);

    const listLink = (i: number) => `Prénom${String.fromCharCode(65 + offset + i)} ${lastName(i)}`;
    /** Player `i`'s sheet opened from the worklist and half typed (`typeSome`): the page and the boxes as typed. */
    async function typeFromList(i: number, salt: number): Promise<{ page: Page; typed: string[] }> {
      const page = await open(listPath());
      await page.getByRole('link', { name: listLink(i) }).click();
      await heading(page, i).waitFor();
      await typeSome(page, salt);
      return { page, typed: await boxesOf(sheetForm(page)) };
    }

    /** A few coups, the declared total and form, the corrector and his mark: a sheet half typed. */
    async function typeSome(page: Page, salt: number) {
      await coup(page, 1).click();
      for (const d of draws.slice(0, 5)) {
        await page.keyboard.type(answerFor(d, salt));
        await page.keyboard.press('Enter');
      }
      await page.getByLabel('Total déclaré').fill(String(40 + salt));
      await page.getByLabel('Mots de 10').fill('1');
      await page.getByLabel('Correcteur (l’autre joueur de la paire)').selectOption({ label: `${offset + 2} — Prénom${String.fromCharCode(65 + offset + 1)} ${lastName(1)}` });
      await page.getByLabel('Marque du correcteur').fill(`JD ${salt}`);
      await status(page, 'Feuille', 'non enregistré').waitFor();
    }

    it('types the 30 coups with Entrée to the next, the declared total, and saves with Ctrl+Entrée: the API holds exactly that', async () => {
      const page = await open(sheetPath(0));
      await heading(page, 0).waitFor();
      await status(page, 'Feuille', 'rien de saisi').waitFor();
      for (const d of draws) {
        await page.keyboard.type(answerFor(d));
        await page.keyboard.press('Enter');
      }
      expect(await focused(page)).toBe('declared-total');
      await page.keyboard.type('123');
      await status(page, 'Feuille', 'non enregistré').waitFor();
      await page.keyboard.press('Control+Enter');
      await page.getByText(/^Feuille enregistrée : total calculé \d+ \(version 1\)\.$/).waitFor();
      await status(page, 'Feuille', 'enregistré').waitFor();
      const s = await apiSheet(pid(0));
      expect(s.answers.map(answerText)).toEqual(draws.map((d) => answerFor(d)));
      expect(s.declaredTotal).toBe(123);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('saves with Ctrl+Entrée from every coup and every box under the table, and with Entrée from every box under the table', async () => {
      const page = await open(sheetPath(1));
      await heading(page, 1).waitFor();
      const typed: Record<number, string> = {};
      for (const d of draws) {
        typed[d.round] = answerFor(d, 3);
        await coup(page, d.round).fill(typed[d.round]!);
        expect(await sends(page, coup(page, d.round), 'Control+Enter', isSheetPut(1))).toBeLessThan(300);
        await status(page, 'Feuille', 'enregistré').waitFor();
      }
      expect((await apiSheet(pid(1))).answers.map(answerText)).toEqual(draws.map((d) => typed[d.round]));
      const boxes: [Locator, (n: number) => Promise<unknown>][] = [
        [page.getByLabel('Total déclaré'), (n) => page.getByLabel('Total déclaré').fill(String(100 + n))],
        ...(['Mots de 10', 'Points chiffres', 'Mots de 9', 'Mots de 8', 'Mots de 7'] as const).map(
          (l) => [page.getByLabel(l, { exact: true }), (n: number) => page.getByLabel(l, { exact: true }).fill(String(n))] as [Locator, (n: number) => Promise<unknown>],
        ),
        [
          page.getByLabel('Correcteur (l’autre joueur de la paire)'),
          (n) => page.getByLabel('Correcteur (l’autre joueur de la paire)').selectOption({ index: 1 + (n % 3) }),
        ],
        [page.getByLabel('Marque du correcteur'), (n) => page.getByLabel('Marque du correcteur').fill(`marque ${n}`)],
        [page.getByLabel(/^Motif de la modification/), (n) => page.getByLabel(/^Motif de la modification/).fill(`motif ${n}`)],
      ];
      let n = 0;
      for (const [box, change] of boxes) {
        for (const key of ['Control+Enter', 'Enter']) {
          n += 1;
          await change(n);
          // The reason alone changes no box of the sheet: the save still goes, and changes nothing.
          expect(await sends(page, box, key, isSheetPut(1))).toBeLessThan(300);
          await status(page, 'Feuille', 'enregistré').waitFor();
        }
      }
      const s = await apiSheet(pid(1));
      expect(s.declaredTotal).toBe(102);
      expect(s.declaredForm).toEqual({ tens: 4, numbersPoints: 6, nines: 8, eights: 10, sevens: 12 });
      expect(s.correctorMark).toBe('marque 16');
      expect(await page.getByLabel('Marque du correcteur').inputValue()).toBe('marque 16');
    }, 180_000);

    it('corrects with Entrée and Ctrl+Entrée from every box of the corrections: the coup, the mode, the answer, the points, the reasons, the status', async () => {
      await putSheet(pid(2), Object.fromEntries(draws.map((d) => [d.round, answerFor(d)])), arb2);
      const page = await open(sheetPath(2));
      await heading(page, 2).waitFor();
      const letters = draws.find((d) => d.kind === 'LETTERS')!.round;
      const isPatch = (r: Request) => r.method() === 'PATCH' && r.url().endsWith(`/sheets/${pid(2)}/answers/${letters}`);
      const correction = page.getByRole('form', { name: 'Corriger un coup' });
      await correction.getByLabel('Coup', { exact: true }).selectOption(String(letters));
      const answerBoxes = [correction.getByLabel('Coup', { exact: true }), correction.getByRole('radio', { name: 'la réponse' }), correction.getByLabel(/^Nouvelle réponse/), correction.getByLabel('Motif de la correction (obligatoire)')];
      let n = 0;
      for (const box of answerBoxes) {
        for (const key of ['Enter', 'Control+Enter']) {
          const word = WORDS[n++ % WORDS.length]!;
          await correction.getByLabel(/^Nouvelle réponse/).fill(word);
          await correction.getByLabel('Motif de la correction (obligatoire)').fill(`la feuille dit ${word} (${n})`);
          expect(await sends(page, box, key, isPatch)).toBeLessThan(300);
          await page.getByText(new RegExp(`^Coup ${letters} corrigé : ${word.toLocaleUpperCase('fr-FR')},`)).waitFor();
          expect(answerText((await apiSheet(pid(2))).answers.find((a) => a.round === letters))).toBe(word);
        }
      }
      await correction.getByRole('radio', { name: 'forcer les points' }).check();
      for (const [i, key] of ['Enter', 'Control+Enter'].entries()) {
        await correction.getByLabel(/^Points forcés/).fill(String(5 + i));
        await correction.getByLabel('Motif de la correction (obligatoire)').fill(`points décidés ${i}`);
        expect(await sends(page, correction.getByLabel(/^Points forcés/), key, isPatch)).toBeLessThan(300);
        await page.getByText(new RegExp(`^Coup ${letters} corrigé : .*, ${5 + i} point\\(s\\)`)).waitFor();
      }

      const statusForm = page.getByRole('form', { name: 'Statut de la feuille' });
      const isStatus = (r: Request) => r.method() === 'POST' && r.url().endsWith(`/sheets/${pid(2)}/status`);
      const statusBox = statusForm.getByRole('combobox', { name: /^Statut/ });
      await statusBox.selectOption('PAIR_CORRECTED');
      expect(await sends(page, statusBox, 'Enter', isStatus)).toBeLessThan(300);
      await page.getByText('Statut : Corrigée par la paire.').waitFor();
      await statusForm.getByLabel('Au classement').selectOption('UNREADABLE');
      await statusForm.getByLabel(/^Motif/).fill('illisible au coup 4');
      expect(await sends(page, statusForm.getByLabel('Au classement'), 'Control+Enter', isStatus)).toBeLessThan(300);
      await page.getByText('Statut : Corrigée par la paire, non comptée (illisible).').waitFor();
      await statusForm.getByLabel('Au classement').selectOption('');
      await statusForm.getByLabel(/^Motif/).fill('relue avec le joueur');
      expect(await sends(page, statusForm.getByLabel(/^Motif/), 'Enter', isStatus)).toBeLessThan(300);
      await page.getByText('Statut : Corrigée par la paire.').waitFor();
      expect((await apiSheet(pid(2))).status).toBe('PAIR_CORRECTED');

      const history = page.getByRole('table', { name: 'Modifications de la feuille' });
      for (const key of ['Enter', 'Control+Enter']) {
        await history.getByRole('button', { name: /^Revenir sur la modification du coup/ }).first().click();
        const motif = page.getByLabel('Motif du retour arrière (obligatoire)');
        await motif.fill(`retour ${key}`);
        const isRevert = (r: Request) => r.method() === 'POST' && /\/changes\/[^/]+\/revert$/.test(r.url());
        const rows = await history.getByRole('row').count();
        expect(await sends(page, motif, key, isRevert)).toBeLessThan(300);
        await page.getByText(/remis comme avant/).waitFor();
        await history.getByRole('row').nth(rows).waitFor(); // the revert is in the history, newest first
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('warns before the back link and the browser’s back button; « Rester » keeps the typing; leaving keeps a draft, offered on return and restored exactly', async () => {
      const { page, typed } = await typeFromList(3, 1);

      await page.getByRole('link', { name: 'Retour à la liste' }).click();
      await leaveDialog(page).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Rester sur la feuille' }).click();
      await leaveDialog(page).waitFor({ state: 'hidden' });
      expect(await boxesOf(sheetForm(page))).toEqual(typed);

      await back(page);
      await leaveDialog(page).waitFor();
      await page.keyboard.press('Escape'); // Échap: stays too
      await leaveDialog(page).waitFor({ state: 'hidden' });
      expect(page.url()).toContain(pid(3));
      expect(await boxesOf(sheetForm(page))).toEqual(typed);

      await back(page);
      await page.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
      await page.getByRole('heading', { name: /^Correction — / }).waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: listLink(3) }) });
      await row.getByText('saisie locale non enregistrée').waitFor();
      await page.getByRole('status').filter({ hasText: /Sur cet ordinateur : .*avec une saisie non enregistrée/ }).waitFor();
      expect(await apiSheetOrNull(pid(3))).toBeNull(); // nothing was sent

      await row.getByRole('link').click();
      await offer(page).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'La reprendre' }).click();
      expect(await boxesOf(sheetForm(page))).toEqual(typed);
      await status(page, 'Feuille', 'non enregistré').waitFor();
      await coup(page, 2).press('Control+Enter');
      await status(page, 'Feuille', 'enregistré').waitFor();
      const s = await apiSheet(pid(3));
      expect(s.answers.slice(0, 5).map(answerText)).toEqual(draws.slice(0, 5).map((d) => answerFor(d, 1)));
      expect([s.declaredTotal, s.declaredForm, s.correctorPlayerId, s.correctorMark]).toEqual([41, { tens: 1 }, pid(1), 'JD 1']);
      // Saved, the draft is gone: leaving asks nothing, coming back offers nothing.
      await page.getByRole('link', { name: 'Retour à la liste' }).click();
      await page.getByRole('heading', { name: /^Correction — / }).waitFor();
      await row.getByText('Saisie', { exact: true }).waitFor();
      expect(await row.getByText('saisie locale non enregistrée').count()).toBe(0);
    });

    it('asks before a reload, then offers the draft back and restores it exactly; « L’abandonner » drops it', async () => {
      const page = await open(sheetPath(4));
      await heading(page, 4).waitFor();
      await typeSome(page, 2);
      const typed = await boxesOf(sheetForm(page));
      const dialogs: string[] = [];
      const onDialog = (d: Dialog) => {
        dialogs.push(d.type());
        void d.accept();
      };
      page.on('dialog', onDialog);
      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
      await offer(page).waitFor();
      // The boxes wait for the choice; « La reprendre » has the focus.
      expect(await focused(page)).toBe('La reprendre');
      await page.keyboard.press('Enter');
      expect(await boxesOf(sheetForm(page))).toEqual(typed);

      await page.reload(); // the choice made, the typing still waits for a save: offered again
      expect(dialogs).toEqual(['beforeunload', 'beforeunload']);
      await page.getByRole('button', { name: 'L’abandonner' }).click();
      expect(await coup(page, 1).inputValue()).toBe('');
      await status(page, 'Feuille', 'rien de saisi').waitFor();
      await page.reload();
      await heading(page, 4).waitFor();
      await coup(page, 1).waitFor();
      expect(await offer(page).count()).toBe(0);
      expect(dialogs).toHaveLength(2); // nothing typed: no question
    });

    it('asks before closing the tab; a tab closed anyway (or crashed) leaves the draft, offered in a new tab', async () => {
      const page = await open(sheetPath(5));
      await heading(page, 5).waitFor();
      await typeSome(page, 3);
      const typed = await boxesOf(sheetForm(page));
      const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe('beforeunload');
      expect(page.isClosed()).toBe(false); // « Rester sur la page »
      const context = page.context();
      await page.close(); // no question this time: as a crash of the tab
      const tab = await context.newPage();
      await tab.setViewportSize(viewport);
      await tab.goto(`/app${sheetPath(5)}`);
      await offer(tab).waitFor();
      await tab.getByRole('button', { name: 'La reprendre' }).click();
      expect(await boxesOf(sheetForm(tab))).toEqual(typed);
      await tab.getByLabel('Marque du correcteur').press('Enter');
      await status(tab, 'Feuille', 'enregistré').waitFor();
      expect((await apiSheet(pid(5))).correctorMark).toBe('JD 3');
    });

    it('keeps a save the server did not get, shows « en attente du serveur », sends it by itself once the server answers, and the worklist tells meanwhile', async () => {
      const { page, typed } = await typeFromList(6, 4);
      // The server stops answering (the room's network is cut)...
      await page.route('**/tournaments/**', (route) => route.abort('connectionrefused'));
      await coup(page, 3).press('Control+Enter');
      await status(page, 'Feuille', 'en attente du serveur').waitFor();
      expect(await page.getByText(/^Feuille enregistrée/).count()).toBe(0);
      expect(await boxesOf(sheetForm(page))).toEqual(typed);
      // ...then a proxy answers for it (503): still waiting, tried again.
      await page.unroute('**/tournaments/**');
      await page.route('**/tournaments/**', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
      await page.getByText(/renvoyée automatiquement dès qu’il répond \(essai [2-9]\)/).waitFor();
      await status(page, 'Feuille', 'en attente du serveur').waitFor();
      expect(await apiSheetOrNull(pid(6))).toBeNull();
      // The save is on its way: going to the next sheet asks nothing; the list says what waits.
      await page.getByRole('link', { name: 'Retour à la liste' }).click();
      await page.getByRole('heading', { name: /^Correction — / }).waitFor();
      expect(await leaveDialog(page).isVisible()).toBe(false);
      await page.getByRole('status').filter({ hasText: /Sur cet ordinateur : 1\u00a0feuille en attente du serveur/ }).waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: listLink(6) }) });
      await row.getByText('en attente du serveur').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The server answers again: the save goes by itself (the list page sends it) and the list reads it back.
      await page.unroute('**/tournaments/**');
      const s = await until(() => apiSheetOrNull(pid(6)), (x) => x !== null);
      expect(s!.answers.slice(0, 5).map(answerText)).toEqual(draws.slice(0, 5).map((d) => answerFor(d, 4)));
      expect([s!.declaredTotal, s!.declaredForm, s!.correctorPlayerId, s!.correctorMark]).toEqual([44, { tens: 1 }, pid(1), 'JD 4']);
      await row.getByText('Saisie', { exact: true }).waitFor();
      await row.getByText('en attente du serveur').waitFor({ state: 'detached' });
      await row.getByRole('link').click();
      await status(page, 'Feuille', 'enregistré').waitFor();
      expect(await offer(page).count()).toBe(0);
      // The same boxes, and now the reason of a change (the sheet is on the server).
      expect((await boxesOf(sheetForm(page))).filter((b) => !b.startsWith('Motif de la modification'))).toEqual(typed);
    });

    it('shows the save go through on the sheet itself once the server is back, with « enregistré »', async () => {
      const page = await open(sheetPath(7));
      await heading(page, 7).waitFor();
      await typeSome(page, 5);
      await page.route('**/tournaments/**', (route) => route.abort('connectionrefused'));
      await page.getByLabel('Correcteur (l’autre joueur de la paire)').press('Control+Enter');
      await status(page, 'Feuille', 'en attente du serveur').waitFor();
      await page.unroute('**/tournaments/**');
      await status(page, 'Feuille', 'enregistré').waitFor({ timeout: 20_000 });
      await page.getByText(/^Feuille enregistrée : total calculé \d+ \(version 1\)\.$/).waitFor();
      const s = await apiSheet(pid(7));
      expect(s.answers.slice(0, 5).map(answerText)).toEqual(draws.slice(0, 5).map((d) => answerFor(d, 5)));
      expect(s.correctorMark).toBe('JD 5');
    });

    it('merges a draft typed on an older version with the other arbiter’s save, naming him: both changes are kept', async () => {
      const first = Object.fromEntries(draws.map((d) => [d.round, answerFor(d)]));
      const v1 = await putSheet(pid(8), first, arb2);
      const [mine, theirs] = [draws.find((d) => d.kind === 'LETTERS')!, draws.filter((d) => d.kind === 'LETTERS')[1]!];
      const page = await open(sheetPath(8));
      await heading(page, 8).waitFor();
      await coup(page, mine.round).fill('saoudienne');
      await page.getByLabel('Marque du correcteur').fill('vu');
      await status(page, 'Feuille', 'non enregistré').waitFor();
      await page.getByRole('link', { name: 'Retour à la liste' }).click();
      await page.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
      await page.getByRole('heading', { name: /^Correction — / }).waitFor();

      // Meanwhile arbiter 2 saves another coup.
      await putSheet(pid(8), { ...first, [theirs.round]: 'soudanien' }, arb2, v1.version);
      await page.goto(`/app${sheetPath(8)}`);
      await offer(page).filter({ hasText: 'La feuille a été enregistrée depuis (version 2, la saisie partait de la version 1)' }).waitFor();
      await page.getByRole('button', { name: 'La reprendre' }).click();
      const conflict = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Un autre arbitre a modifié cette feuille' }) });
      await conflict.waitFor();
      expect(await conflict.textContent()).toContain(`Coup ${theirs.round} : votre saisie ${first[theirs.round]!.toLocaleUpperCase('fr-FR')}, sur le serveur SOUDANIEN (modifié par Arbitre 2)`);
      expect(await coup(page, mine.round).inputValue()).toBe('saoudienne');
      await page.getByRole('button', { name: 'Reprendre ma modification' }).click();
      await page.getByText(/^Feuille enregistrée : total calculé \d+ \(version 3\)\.$/).waitFor();
      const s = await apiSheet(pid(8));
      expect(answerText(s.answers.find((a) => a.round === mine.round))).toBe('saoudienne');
      expect(answerText(s.answers.find((a) => a.round === theirs.round))).toBe('soudanien');
      expect(s.correctorMark).toBe('vu');
      expect(await coup(page, theirs.round).inputValue()).toBe('soudanien');
    });
  });

  describe('a match sheet', () => {
    let mid: string;
    const names: string[] = [];
    let draws: MatchDrawBody[] = [];
    const matchPath = (code: string) => `/gestion/tournois/${mid}/matchs/${code}`;
    const apiMatch = (code: string) => web.api<MatchBody>('GET', `/tournaments/${mid}/matches/${code}`, { token: web.organiserToken });
    const isMatchPut = (code: string) => (r: Request) => r.method() === 'PUT' && r.url().endsWith(`/matches/${code}/sheet`);
    const box = (page: Page, d: MatchDrawBody, side: 'a' | 'b', what: 'mot' | 'résultat' | 'calcul') =>
      page.getByLabel(`Coup ${d.round}, ${side === 'a' ? names[0] : names[15]} : ${what}`, { exact: true });
    const letters = () => draws.filter((d) => d.kind === 'LETTERS');
    const numbers = () => draws.filter((d) => d.kind === 'NUMBERS');
    const matchForm = (page: Page, code: string) => page.getByRole('form', { name: `Saisie de la feuille ${code}` });
    /** JoueurA (1st) meets JoueurP (16th) in A-R16-1; the other 1/8 have other players: the boxes are found by draw. */
    const sideBox = (page: Page, code: string, d: MatchDrawBody, side: 0 | 1, what: 'mot' | 'résultat' | 'calcul') =>
      matchForm(page, code).getByLabel(new RegExp(`^Coup ${d.round}, .* : ${what}$`)).nth(side);

    beforeAll(async () => {
      const token = web.organiserToken;
      mid = (await web.api<{ id: string }>('POST', '/tournaments', { token, body: { name: 'Après-midi des brouillons', date: '2026-12-13', venue: 'Douai', organisingClubId: day.clubIds[0] } })).id;
      const sixteen = Object.keys(day.playerIds).sort().slice(0, 16);
      await web.api('POST', `/tournaments/${mid}/entries/bulk`, { token, body: { playerIds: sixteen.map((n) => day.playerIds[n]) } });
      await moveTo(web, mid, 'DUPLICATE');
      await web.api('POST', `/tournaments/${mid}/duplicate`, { token, body: { seed: 'apres-midi', plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: 5 }], order: 'L' } } });
      for (let r = 1; r <= 5; r++) await web.api('PUT', `/tournaments/${mid}/duplicate/draws/${r}`, { token, body: { kind: 'letters', letters: 'BAMERILANE', version: 1 } });
      // JoueurA ranks 1st, JoueurB 2nd... (rank r scores 50 - r)
      for (const [i, last] of sixteen.entries()) {
        const words = wordsFor(50 - (i + 1));
        const sheet = await web.api<{ version: number }>('PUT', `/tournaments/${mid}/duplicate/sheets/${day.playerIds[last]}`, { token, body: { answers: [1, 2, 3, 4, 5].map((round) => ({ round, word: words[round - 1] })) } });
        await web.api('POST', `/tournaments/${mid}/duplicate/sheets/${day.playerIds[last]}/status`, { token, headers: { 'If-Match': `"${sheet.version}"` }, body: { status: 'CHECKED' } });
        names.push(`Prénom${last.slice(-1)} ${last}`);
      }
      await moveTo(web, mid, 'CORRECTION');
      await moveTo(web, mid, 'MATCHES');
      await web.api('POST', `/tournaments/${mid}/poules`, { token, body: { drawsPer: 'round', format: 'STANDARD', seed: 'brouillons' } }); // the same draws on each run
      draws = (await apiMatch('A-R16-1')).draws.filter((d) => d.phase === 'REGULAR');
    });

    it('saves with Entrée and Ctrl+Entrée from every kind of box: a word, a result, a computation, « refusé », « Feuille complète », the reason; the forfeit too', async () => {
      const page = await web.page(matchPath('A-R16-1'), { token: web.organiserToken });
      await page.getByRole('heading', { name: 'Feuille de match A-R16-1' }).waitFor();
      await status(page, 'Feuille', 'rien de saisi').waitFor();
      const [l1, l2] = letters();
      const [n1] = numbers();
      const tops = l1!.top.words ?? [];
      const refused = page.getByRole('checkbox', { name: `refusé par l’arbitre, Coup ${l2!.round}, ${names[15]}` });
      const complete = page.getByRole('checkbox', { name: /^Feuille complète/ });
      const reason = matchForm(page, 'A-R16-1').getByLabel(/^Motif/);
      const steps: [Locator, (n: number) => Promise<unknown>][] = [
        // Player a finds the top of a letters draw each time: the match is never tied by these changes.
        [box(page, l1!, 'a', 'mot'), (n) => box(page, l1!, 'a', 'mot').fill(tops[n % tops.length]!)],
        [box(page, n1!, 'a', 'résultat'), (n) => box(page, n1!, 'a', 'résultat').fill(String(100 + n))],
        [box(page, n1!, 'b', 'calcul'), (n) => box(page, n1!, 'b', 'calcul').fill(`${n} + 1 = ${n + 1}`)],
        [refused, (n) => refused.setChecked(n % 2 === 1)],
        [complete, (n) => complete.setChecked(n % 2 === 0)],
        [reason, (n) => reason.fill(`relu ${n}`)],
      ];
      let n = 0;
      for (const [target, change] of steps) {
        for (const key of ['Enter', 'Control+Enter']) {
          n += 1;
          await change(n);
          expect(await sends(page, target, key, isMatchPut('A-R16-1'))).toBeLessThan(300);
          await status(page, 'Feuille', 'enregistré').waitFor();
        }
      }
      await complete.setChecked(true);
      await box(page, l2!, 'b', 'mot').fill('zythum');
      await box(page, l2!, 'b', 'mot').press('Enter');
      await page.getByText(/^Enregistré \(version \d+\) : .*, match terminé\.$/).waitFor();
      const m = await apiMatch('A-R16-1');
      const at = (d: MatchDrawBody) => m.draws.find((x) => x.phase === 'REGULAR' && x.round === d.round)!;
      expect(at(l1!).a?.word).toBe(tops[2 % tops.length]);
      expect(at(n1!).a?.value).toBe(104);
      expect(at(n1!).b?.lines).toBe('6 + 1 = 7');
      expect(at(l2!).b).toMatchObject({ word: 'zythum', ruledWrong: false });

      // The forfeit's own boxes: Entrée from the checkbox, Ctrl+Entrée from its reason (another match each).
      const isForfeit = (code: string) => (r: Request) => r.method() === 'POST' && r.url().endsWith(`/matches/${code}/forfeit`);
      for (const [code, key, from] of [['A-R16-2', 'Enter', 'checkbox'], ['A-R16-3', 'Control+Enter', 'reason']] as const) {
        const p = await web.page(matchPath(code), { token: web.organiserToken });
        const forfeit = p.getByRole('form', { name: 'Forfait' });
        const absent = forfeit.getByRole('checkbox').nth(1);
        await absent.check();
        await forfeit.getByLabel('Motif (obligatoire)').fill('absent à l’appel');
        expect(await sends(p, from === 'checkbox' ? absent : forfeit.getByLabel('Motif (obligatoire)'), key, isForfeit(code))).toBeLessThan(300);
        await p.getByText(/^Enregistré \(version \d+\)/).waitFor();
        expect((await apiMatch(code)).decidedBy).toBe('forfeit');
      }
    });

    it('warns before leaving a match sheet mid-typing; the draft is offered on return and restored exactly', async () => {
      const page = await web.page(`/gestion/tournois/${mid}/poules`, { token: web.organiserToken });
      await page.getByRole('link', { name: 'A-R16-4', exact: true }).click();
      await page.getByRole('heading', { name: 'Feuille de match A-R16-4' }).waitFor();
      const [l1, l2] = letters();
      const [n1] = numbers();
      await sideBox(page, 'A-R16-4', l1!, 0, 'mot').fill('remaniable');
      await sideBox(page, 'A-R16-4', l2!, 1, 'mot').fill('maniable');
      await sideBox(page, 'A-R16-4', n1!, 0, 'résultat').fill(String(n1!.top.best?.[0] ?? 100));
      await sideBox(page, 'A-R16-4', n1!, 0, 'calcul').fill(n1!.top.solution?.join(' ; ') ?? '25 x 4 = 100');
      await status(page, 'Feuille', 'non enregistré').waitFor();
      const typed = await boxesOf(matchForm(page, 'A-R16-4'));

      await page.getByRole('link', { name: 'Retour aux poules' }).click();
      await leaveDialog(page).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Rester sur la feuille' }).click();
      expect(await boxesOf(matchForm(page, 'A-R16-4'))).toEqual(typed);
      await page.getByRole('link', { name: 'Retour aux poules' }).click();
      await page.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
      await page.getByRole('link', { name: 'A-R16-4', exact: true }).click();
      await offer(page).waitFor();
      await page.getByRole('button', { name: 'La reprendre' }).click();
      expect(await boxesOf(matchForm(page, 'A-R16-4'))).toEqual(typed);
      await sideBox(page, 'A-R16-4', l2!, 1, 'mot').press('Enter');
      await status(page, 'Feuille', 'enregistré').waitFor();
      const m = await apiMatch('A-R16-4');
      const at = (d: MatchDrawBody) => m.draws.find((x) => x.phase === 'REGULAR' && x.round === d.round)!;
      expect([at(l1!).a?.word, at(l2!).b?.word]).toEqual(['remaniable', 'maniable']);
    });

    it('offers the draft back after a reload, restored exactly', async () => {
      const page = await web.page(matchPath('A-R16-5'), { token: web.organiserToken });
      const [l1, l2, l3] = letters();
      await sideBox(page, 'A-R16-5', l1!, 1, 'mot').fill('aimable');
      await sideBox(page, 'A-R16-5', l3!, 0, 'mot').fill('abime');
      await matchForm(page, 'A-R16-5').getByRole('checkbox', { name: new RegExp(`^refusé par l’arbitre, Coup ${l2!.round}, `) }).first().check();
      await matchForm(page, 'A-R16-5').getByRole('checkbox', { name: /^Feuille complète/ }).uncheck();
      await matchForm(page, 'A-R16-5').getByLabel(/^Motif/).fill('feuille reprise');
      const typed = await boxesOf(matchForm(page, 'A-R16-5'));
      page.on('dialog', (d) => void d.accept());
      await page.reload();
      await offer(page).waitFor();
      await page.getByRole('button', { name: 'La reprendre' }).click();
      expect(await boxesOf(matchForm(page, 'A-R16-5'))).toEqual(typed);
    });

    it('keeps a save made while the browser is offline, shows « en attente du serveur », and sends it as soon as it is back online', async () => {
      const page = await web.page(matchPath('A-R16-6'), { token: web.organiserToken });
      const [l1] = letters();
      await sideBox(page, 'A-R16-6', l1!, 0, 'mot').fill('ramener');
      await page.context().setOffline(true);
      await sideBox(page, 'A-R16-6', l1!, 0, 'mot').press('Control+Enter');
      await status(page, 'Feuille', 'en attente du serveur').waitFor();
      expect(await page.getByText(/^Enregistré \(version/).count()).toBe(0);
      await page.context().setOffline(false); // the browser's « online »: sent at once
      await status(page, 'Feuille', 'enregistré').waitFor();
      const m = await apiMatch('A-R16-6');
      expect(m.draws.find((x) => x.phase === 'REGULAR' && x.round === l1!.round)!.a?.word).toBe('ramener');
    });

    it('carries a draft typed on an older version over onto the newer one saved meanwhile, listing what the server changed: both are kept', async () => {
      const page = await web.page(matchPath('A-R16-7'), { token: web.organiserToken });
      const [l1, l2] = letters();
      await sideBox(page, 'A-R16-7', l1!, 0, 'mot').fill('mariner');
      await status(page, 'Feuille', 'non enregistré').waitFor();
      await page.getByRole('link', { name: 'Retour aux poules' }).click();
      await page.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
      // Another screen saves the first two draws meanwhile (the b side of the second).
      const before = await apiMatch('A-R16-7');
      const upTo = before.draws.filter((d) => d.phase === 'REGULAR' && d.round <= l2!.round);
      await web.api('PUT', `/tournaments/${mid}/matches/A-R16-7/sheet`, {
        token: web.organiserToken,
        headers: { 'If-Match': `"${before.version}"` },
        body: { draws: upTo.map((d) => ({ phase: 'REGULAR', round: d.round, a: {}, b: d.round === l2!.round ? { word: 'lierai' } : {} })) },
      });
      await page.getByRole('link', { name: 'A-R16-7', exact: true }).click();
      await offer(page).filter({ hasText: `La feuille a été enregistrée depuis (version ${before.version + 1}` }).waitFor();
      await page.getByRole('button', { name: 'La reprendre' }).click();
      await page.getByRole('button', { name: 'Reprendre ma saisie sur la version enregistrée' }).click();
      const merged = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: `Votre saisie reportée sur la version ${before.version + 1}` }) });
      await merged.waitFor();
      expect(await merged.textContent()).toMatch(new RegExp(`Coup ${l2!.round}, .* : mot : votre saisie \\(vide\\), sur le serveur lierai`));
      expect(await sideBox(page, 'A-R16-7', l1!, 0, 'mot').inputValue()).toBe('mariner');
      await matchForm(page, 'A-R16-7').getByRole('checkbox', { name: /^Feuille complète/ }).uncheck();
      await sideBox(page, 'A-R16-7', l1!, 0, 'mot').press('Enter');
      await status(page, 'Feuille', 'enregistré').waitFor();
      const m = await apiMatch('A-R16-7');
      const at = (d: MatchDrawBody) => m.draws.find((x) => x.phase === 'REGULAR' && x.round === d.round)!;
      expect([at(l1!).a?.word, at(l2!).b?.word]).toEqual(['mariner', 'lierai']);
    });
  });

  describe('a Pyramide feuille de marque', () => {
    let pid: string;
    const path = () => `/gestion/tournois/${pid}/pyramide/parties/1/tables/1`;
    const sheetForm = (page: Page) => page.getByRole('form', { name: 'Saisie de la feuille de marque' });
    const isSheetWrite = (r: Request) => (r.method() === 'PUT' && r.url().endsWith('/pyramide/games/1/tables/1/sheet')) || (r.method() === 'POST' && r.url().endsWith('/pyramide/games/1/tables/1/corrections'));
    const apiFeuille = () => web.api<{ version: number | null; entered: boolean; sheet: { enigmes: { solution: string | null; words: { word: string | null }[] }[] } }>('GET', `/tournaments/${pid}/pyramide/games/1/tables/1/sheet`, { token: web.organiserToken });

    /** A whole valid feuille (support/pyramide-sheet), its words and solutions marked with `salt`. */
    const fillValid = (page: Page, salt: string) => fillPyramideSheet(page, { word: (w) => `mot ${w}${salt}`, solution: (e) => `solution ${e}${salt}` });

    beforeAll(async () => {
      const token = web.organiserToken;
      pid = (await web.api<{ id: string }>('POST', '/tournaments', { token, body: { name: 'Pyramide des brouillons', date: '2026-12-13', venue: 'Douai', organisingClubId: day.clubIds[0] } })).id;
      await web.api('POST', `/tournaments/${pid}/entries/bulk`, { token, body: { playerIds: ['JoueurA', 'JoueurB', 'JoueurC', 'JoueurD'].map((n) => day.playerIds[n]) } });
      await web.api('POST', `/tournaments/${pid}/pyramide`, { token, body: { formula: 'individuel', games: 1 } });
      await web.api('POST', `/tournaments/${pid}/pyramide/games`, { token });
    });

    it('sends the feuille with Entrée and Ctrl+Entrée from every kind of box: bricks, words, titles, solutions, marks, bids, the selects, the checkboxes, the reason; the late E too', async () => {
      const page = await web.page(path(), { token: web.organiserToken });
      await page.getByRole('heading', { name: 'Feuille de marque — partie 1, table 1' }).waitFor();
      await fillValid(page, '');
      const boxes = [
        page.getByRole('checkbox', { name: 'Énigme 1 : terminée' }),
        page.getByLabel('Énigme 1 : titre'),
        page.getByLabel('Énigme 2, mot 1 : briques'),
        page.getByLabel('Énigme 2, mot 1 : mot trouvé'),
        page.getByLabel('Énigme 3 : solution'),
        page.getByLabel('Brique 1 : mot'),
        page.getByLabel('Brique 1 : marque équipe 1'),
        page.getByLabel('Nom 1 : enchère de l’équipe qui a la main'),
        page.getByLabel('Nom 2 : enchère inférieure'),
        page.getByLabel('Nom 1 : point à'),
        page.getByLabel('Pyramide équipe 1, expression 3'),
        page.getByLabel('Pyramide équipe 2 : arrêt'),
        page.getByRole('checkbox', { name: /^Ping-Pong : épreuve terminée/ }),
        sheetForm(page).getByLabel(/^Motif/),
      ];
      for (const [i, target] of boxes.entries()) {
        // The server checks the whole feuille: whatever it answers, the shortcut sent it.
        expect(await sends(page, target, i % 2 ? 'Control+Enter' : 'Enter', isSheetWrite)).toBeLessThan(500);
        await status(page, 'Feuille de marque', '(enregistré|non enregistré)').waitFor();
      }
      await page.getByLabel('Énigme 3 : solution').fill('la bonne solution');
      await page.getByLabel('Énigme 3 : solution').press('Enter');
      await status(page, 'Feuille de marque', 'enregistré').waitFor();
      expect((await apiFeuille()).sheet.enigmes[2]!.solution).toBe('la bonne solution');
      // Entered: the arbiter's correction box, and the late E's boxes.
      const correction = page.getByRole('checkbox', { name: /^Correction d’arbitre/ });
      await page.getByLabel('Énigme 3 : solution').fill('la solution relue');
      await correction.check();
      await sheetForm(page).getByLabel(/^Motif/).fill('solution relue');
      expect(await sends(page, correction, 'Enter', isSheetWrite)).toBeLessThan(300);
      await page.getByText(/^Correction enregistrée \(version \d+\)\.$/).waitFor();
      // The late E's boxes: the server's rules decide (an E on an earlier word is refused), the shortcut sends it.
      const late = page.getByRole('form', { name: 'E relevé en retard' });
      for (const [i, target] of [late.getByLabel('Épreuve'), late.getByLabel(/^Brique/), late.getByLabel('Motif de la correction')].entries()) {
        await late.getByLabel(/^Brique/).fill(String(1 + i));
        await late.getByLabel('Motif de la correction').fill(`E relevé ${i}`);
        expect(await sends(page, target, i % 2 ? 'Control+Enter' : 'Enter', isSheetWrite)).toBeLessThan(500);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('warns before leaving, offers the draft on return and after a reload, restored exactly; a save while the server is away goes once it is back', async () => {
      const page = await web.page(path(), { token: web.organiserToken });
      await page.getByRole('heading', { name: 'Feuille de marque — partie 1, table 1' }).waitFor();
      await status(page, 'Feuille de marque', 'enregistré').waitFor();
      await page.getByLabel('Énigme 4, mot 2 : mot trouvé').fill('brouillon');
      await page.getByLabel('Nom 3 : enchère inférieure').fill('1');
      await page.getByLabel('Pyramide équipe 1 : arrêt').selectOption('2');
      await page.getByRole('checkbox', { name: /^Grandes Pyramides : épreuve terminée/ }).uncheck();
      await sheetForm(page).getByLabel(/^Motif/).fill('recopie du papier');
      await status(page, 'Feuille de marque', 'non enregistré').waitFor();
      const typed = await boxesOf(sheetForm(page));

      await page.getByRole('link', { name: 'Retour à la Pyramide' }).click();
      await leaveDialog(page).waitFor();
      await page.getByRole('button', { name: 'Rester sur la feuille' }).click();
      expect(await boxesOf(sheetForm(page))).toEqual(typed);
      await page.getByRole('link', { name: 'Retour à la Pyramide' }).click();
      await page.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
      await page.getByRole('link', { name: 'Feuille de marque, partie 1 table 1' }).click();
      await offer(page).waitFor();
      await page.getByRole('button', { name: 'La reprendre' }).click();
      expect(await boxesOf(sheetForm(page))).toEqual(typed);

      page.on('dialog', (d) => void d.accept());
      await page.reload();
      await offer(page).waitFor();
      await page.getByRole('button', { name: 'La reprendre' }).click();
      expect(await boxesOf(sheetForm(page))).toEqual(typed);

      // The server goes away: the save waits, then goes by itself (the feuille put back in the rules first).
      await page.getByLabel('Pyramide équipe 1 : arrêt').selectOption('');
      await page.getByRole('checkbox', { name: /^Grandes Pyramides : épreuve terminée/ }).check();
      await page.getByLabel('Nom 3 : enchère inférieure').fill('');
      await page.getByLabel('Énigme 5 : solution').fill('la cinquième');
      await page.route('**/tournaments/**', (route) => route.abort('connectionrefused'));
      await page.getByLabel('Énigme 4, mot 2 : mot trouvé').press('Enter');
      await status(page, 'Feuille de marque', 'en attente du serveur').waitFor();
      await page.unroute('**/tournaments/**');
      await status(page, 'Feuille de marque', 'enregistré').waitFor({ timeout: 20_000 });
      const f = await apiFeuille();
      expect(f.sheet.enigmes[3]!.words[1]!.word).toBe('brouillon');
      expect(f.sheet.enigmes[4]!.solution).toBe('la cinquième');
    });
  });
});

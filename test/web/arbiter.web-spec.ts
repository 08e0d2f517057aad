import type { Locator, Page } from 'playwright-core';
import { PREPARED_DRAWS } from '../support/draws';
import { createDuplicate, type DayFixture, setUpDay } from './support/fixtures';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * The lunch break of a duplicate through the arbiters' screens: two sheets typed from the keyboard with
 * live points, a correction and its revert, and two arbiters saving the same sheet at once.
 *
 * Draws (prepared, as in test/duplicate.e2e-spec.ts): 1 numbers 3 100 8 8 10 6 -> 683; 2 BAMERILANE;
 * 3 ANEDOSUNEI; 4 numbers 3 75 2 4 1 1 -> 888; 5 and 6 TRAINSOLEU. Douai scale.
 */
const EXACT_683 = '100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680 ; 680 + 3 = 683';

interface SheetBody {
  version: number;
  status: string;
  form: { total: number };
  answers: { round: number; word: string | null; points: number; reason: { code: string | null } | null }[];
}

/** Waits until the element reads exactly this text (the live points arrive ~250 ms after the last key). */
const reads = (locator: Locator, text: string) => locator.filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) }).waitFor();
const points = (page: Page, round: number) => page.getByLabel(`Points du coup ${round}`, { exact: true });
const coup = (page: Page, round: number) => page.getByLabel(`Coup ${round}`, { exact: true });

describe('the arbiters’ lunch break through the screens', () => {
  let web: WebApp;
  let day: DayFixture;
  let tid: string;
  let arb1: string;
  let arb2: string;
  const sheetPath = (name: string) => `/gestion/tournois/${tid}/correction/${day.playerIds[name]}`;
  const apiSheet = (name: string) => web.api<SheetBody>('GET', `/tournaments/${tid}/duplicate/sheets/${day.playerIds[name]}`, { token: web.organiserToken });

  beforeAll(async () => {
    web = await startWebApp();
    day = await setUpDay(web, { players: 4, arbiters: 2, step: 'DUPLICATE' });
    tid = day.tournamentId;
    [arb1, arb2] = day.arbiters.map((a) => a.token) as [string, string];
    await createDuplicate(web, tid);
    for (const [round, draw] of PREPARED_DRAWS) {
      await web.api('PUT', `/tournaments/${tid}/duplicate/draws/${round}`, { token: web.organiserToken, body: { ...draw, version: 1 } });
    }
  });
  afterAll(() => web?.close());

  it('types two sheets from the keyboard with live points, then lists them on the worklist', async () => {
    const page = await web.page(`/gestion/tournois/${tid}/correction`, { token: arb1 });
    await page.getByRole('heading', { name: 'Correction — Tournoi de Douai' }).waitFor();
    expect(await page.getByText('feuille non saisie', { exact: true }).count()).toBe(4);

    // Table 1 from the paper sheet's number: type it, Enter.
    await page.getByLabel('Aller à la table n°').fill('1');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Feuille de PrénomA JoueurA (table 1)' }).waitFor();
    await page.keyboard.type(EXACT_683); // coup 1 has the focus
    await reads(points(page, 1), '9');
    await page.keyboard.press('Tab');
    await page.keyboard.type('remaniable');
    await reads(points(page, 2), '10');
    await page.keyboard.press('Tab');
    await page.keyboard.type('saoudienne');
    await page.keyboard.press('Tab');
    await page.keyboard.type('888');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ailes');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // coup 6 left blank
    await page.keyboard.type('43'); // the declared total
    await reads(page.getByLabel('Total des points'), '43');
    await page.keyboard.press('Enter');
    await page.getByText('Feuille enregistrée : total calculé 43').waitFor();

    // Table 2, with a refused word and an unfinished computation.
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await page.getByLabel('Aller à la table n°').fill('2');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Feuille de PrénomB JoueurB (table 2)' }).waitFor();
    await coup(page, 1).waitFor();
    await page.keyboard.type('100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680');
    await reads(points(page, 1), '6');
    await page.keyboard.press('Tab');
    await page.keyboard.type('zebre');
    await reads(points(page, 2), '0');
    const row2 = page.getByRole('row').filter({ has: coup(page, 2) });
    await row2.getByText('lettre non tirée').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type('soudanien');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('aile');
    await reads(points(page, 5), '4');
    await reads(page.getByLabel('Total des points'), '19');
    await page.keyboard.press('Enter'); // coup 5 -> coup 6
    await page.keyboard.press('Control+Enter');
    await page.getByText('Feuille enregistrée : total calculé 19').waitFor();
    const b = await apiSheet('JoueurB');
    expect(b.form.total).toBe(19);
    expect(b.answers.map((a) => a.points)).toEqual([6, 0, 9, 0, 4, 0]);
    expect(b.answers[1]).toMatchObject({ word: 'zebre', reason: { code: 'LETTER_NOT_IN_DRAW' } });
    expect((await apiSheet('JoueurA')).answers.map((a) => a.points)).toEqual([9, 10, 10, 9, 5, 0]);

    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const rowB = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'PrénomB JoueurB' }) });
    await rowB.getByRole('cell', { name: '19', exact: true }).waitFor();
    expect(await rowB.getByText('Saisie', { exact: true }).count()).toBe(1);
    expect(await page.getByText('feuille non saisie', { exact: true }).count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'correction-liste');
  });

  it('corrects an answer with its reason, shows it in the history, reverts it and checks the sheet', async () => {
    const page = await web.page(sheetPath('JoueurB'), { token: arb1 });
    await reads(points(page, 2), '0');
    await page.getByLabel('Coup', { exact: true }).selectOption('2');
    await page.getByLabel(/Nouvelle réponse/).fill('maniable');
    await page.getByLabel('Motif de la correction (obligatoire)').fill('MANIABLE sur la feuille : erreur de saisie');
    await page.keyboard.press('Enter');
    await page.getByText('Coup 2 corrigé : MANIABLE, 8 point(s). Total : 27.').waitFor();
    await reads(points(page, 2), '8');
    const history = page.getByRole('table', { name: 'Modifications de la feuille' });
    const correction = history.getByRole('row').filter({ hasText: 'Correction' });
    await correction.waitFor();
    expect(await correction.textContent()).toContain('ZEBRE (0 pt) → MANIABLE');
    expect(await correction.textContent()).toContain('MANIABLE sur la feuille : erreur de saisie');
    expect(await correction.textContent()).toContain('Arbitre 1 (vous)');
    expect(await page.getByRole('link', { name: 'Feuille corrigée PDF' }).getAttribute('href')).toMatch(/\/duplicate\/ranking\/[0-9a-f-]+\/corrected\.pdf$/);

    await correction.getByRole('button', { name: /Revenir sur la modification du coup 2/ }).click();
    await page.getByLabel('Motif du retour arrière (obligatoire)').fill('la feuille dit bien ZEBRE, vérifié avec le joueur');
    await page.keyboard.press('Enter');
    await page.getByText('Coup 2 remis comme avant : ZEBRE. Total : 19.').waitFor();
    await history.getByRole('row').filter({ hasText: 'Retour arrière' }).waitFor();
    await reads(points(page, 2), '0');
    const { items: changes } = await web.api<{ items: { action: string; reason: string }[] }>('GET', `/tournaments/${tid}/duplicate/sheets/${day.playerIds.JoueurB}/changes`, { token: arb2 });
    expect(changes.map((c) => [c.action, c.reason])).toEqual([
      ['correct', 'MANIABLE sur la feuille : erreur de saisie'],
      ['revert', 'la feuille dit bien ZEBRE, vérifié avec le joueur'],
    ]);
    expect((await apiSheet('JoueurB')).form.total).toBe(19);

    await page.getByRole('button', { name: 'Marquer vérifiée' }).click();
    await page.getByText('Statut : Vérifiée.').waitFor();
    expect((await apiSheet('JoueurB')).status).toBe('CHECKED');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'correction-feuille');

    // Checked, the sheet leaves the worklist's « à traiter »; « Toutes les feuilles » shows it again.
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await page.getByRole('link', { name: 'PrénomA JoueurA' }).waitFor();
    expect(await page.getByRole('link', { name: 'PrénomB JoueurB' }).count()).toBe(0);
    await page.getByLabel(/Toutes les feuilles/).check();
    const rowB = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'PrénomB JoueurB' }) });
    await rowB.getByText('Vérifiée', { exact: true }).waitFor();
  });

  it('shows the second arbiter what the first one changed, and saves both changes on « Reprendre ma modification »', async () => {
    const p1 = await web.page(sheetPath('JoueurA'), { token: arb1 });
    const p2 = await web.page(sheetPath('JoueurA'), { token: arb2 });
    await reads(points(p1, 3), '10');
    await reads(points(p2, 3), '10');
    await coup(p2, 6).fill('aile'); // arbiter 2 is typing...
    await coup(p1, 3).fill('soudanien'); // ...while arbiter 1 saves another coup
    await p1.getByRole('button', { name: 'Enregistrer la feuille' }).click();
    await p1.getByText('Feuille enregistrée : total calculé 42').waitFor();

    await reads(points(p2, 6), '4');
    await p2.getByRole('button', { name: 'Enregistrer la feuille' }).click();
    const conflict = p2.getByRole('alert').filter({ has: p2.getByRole('heading', { name: 'Un autre arbitre a modifié cette feuille' }) });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('Coup 3 : votre saisie SAOUDIENNE, sur le serveur SOUDANIEN (modifié par Arbitre 1)');
    expect(await coup(p2, 6).inputValue()).toBe('aile'); // nothing typed is lost
    expect((await apiSheet('JoueurA')).answers[5]!.word).toBeNull();
    expect(await seriousA11yViolations(p2)).toEqual([]);
    await screenshot(p2, 'correction-conflit');

    await p2.getByRole('button', { name: 'Reprendre ma modification' }).click();
    await p2.getByText('Feuille enregistrée : total calculé 46').waitFor();
    const a = await apiSheet('JoueurA');
    expect(a.answers.map((x) => x.word)).toEqual([null, 'remaniable', 'soudanien', null, 'ailes', 'aile']);
    expect(a.form.total).toBe(46); // 9 + 10 + 9 + 9 + 5 + 4
    expect(await coup(p2, 3).inputValue()).toBe('soudanien');
  });
});

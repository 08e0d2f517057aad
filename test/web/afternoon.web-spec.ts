import { wordsFor } from '../support/draws';
import { englishWords } from '../../libs/messages/src/testing/english';
import { moveTo, setUpDay } from './support/fixtures';
import { fillPyramideSheet } from './support/pyramide-sheet';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * The afternoon's management screens, driven like an organiser at the venue: the poules formed from a final
 * duplicate ranking (set up through the API as test/afternoon.e2e-spec.ts does), one match sheet typed in, with a
 * field error first, and its result in the bracket; then a Pyramide game seated and one feuille de marque typed in.
 */

type Draw = { phase: string; round: number; kind: 'LETTERS' | 'NUMBERS'; top: { best?: number[]; solution?: string[]; words?: string[] } };

describe('the afternoon screens', () => {
  let web: WebApp;
  let tid: string;
  let token: string;
  let day: Awaited<ReturnType<typeof setUpDay>>;
  const names: string[] = [];

  beforeAll(async () => {
    web = await startWebApp();
    token = web.organiserToken;
    day = await setUpDay(web, { players: 16, arbiters: 0, name: 'Tournoi de l’après-midi' });
    tid = day.tournamentId;
    await moveTo(web, tid, 'DUPLICATE');
    await web.api('POST', `/tournaments/${tid}/duplicate`, {
      token,
      body: { seed: 'apres-midi', plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: 5 }], order: 'L' } },
    });
    for (let r = 1; r <= 5; r++) await web.api('PUT', `/tournaments/${tid}/duplicate/draws/${r}`, { token, body: { kind: 'letters', letters: 'BAMERILANE', version: 1 } });
    // JoueurA ranks 1st, JoueurB 2nd... (rank r scores 50 - r)
    const ordered = Object.keys(day.playerIds).sort();
    for (const [i, last] of ordered.entries()) {
      const words = wordsFor(50 - (i + 1));
      const sheet = await web.api<{ version: number }>('PUT', `/tournaments/${tid}/duplicate/sheets/${day.playerIds[last]}`, {
        token,
        body: { answers: [1, 2, 3, 4, 5].map((round) => ({ round, word: words[round - 1] })) },
      });
      await web.api('POST', `/tournaments/${tid}/duplicate/sheets/${day.playerIds[last]}/status`, { token, headers: { 'If-Match': `"${sheet.version}"` }, body: { status: 'CHECKED' } });
      names.push(`Prénom${last.slice(-1)} ${last}`);
    }
    await moveTo(web, tid, 'CORRECTION');
    await moveTo(web, tid, 'MATCHES');
  });
  afterAll(() => web?.close());

  it('forms the poules from the duplicate ranking and lists the matches to play, with their sheets', async () => {
    const page = await web.page(`/gestion/tournois/${tid}/poules`, { token });
    await page.getByRole('heading', { name: 'Former les poules' }).waitFor();
    await page.getByRole('checkbox', { name: /^Écarter / }).first().waitFor(); // the ranking comes after the heading
    expect(await page.getByRole('checkbox', { name: /^Écarter / }).count()).toBe(16);
    // draws per round (the default): one set of draws per round, computed once for the whole poule
    expect(await page.getByRole('combobox', { name: /^Tirages/ }).inputValue()).toBe('round');
    await page.getByRole('button', { name: 'Former les poules (16 joueurs)' }).click();
    await page.getByRole('dialog', { name: 'Former 1 poule de 16 avec 16 joueurs ?' }).getByRole('button', { name: 'Former les poules', exact: true }).click();
    await page.getByRole('heading', { name: /^Poule A/ }).waitFor();
    const r16 = page.getByRole('table', { name: 'Tour 1 : 1/8 de finale' });
    // The 1/8: seeds 1-16, 8-9... so JoueurA (1st) meets JoueurP (16th) in A-R16-1
    const first = r16.getByRole('row').filter({ has: page.getByRole('link', { name: 'A-R16-1', exact: true }) });
    expect(await first.getByRole('cell').nth(0).innerText()).toContain(names[0]);
    expect(await first.getByRole('cell').nth(1).innerText()).toContain(names[15]);
    expect(await first.getByRole('cell').nth(3).innerText()).toBe('à jouer');
    expect(await r16.getByText('à jouer', { exact: true }).count()).toBe(8);
    expect(await page.getByRole('link', { name: /Tableau de la poule A/ }).getAttribute('href')).toBe(`/tournaments/${tid}/poules/A/bracket.pdf`);
    expect(await page.getByRole('link', { name: 'Classement général', exact: true }).getAttribute('href')).toBe(`/app/tournois/${tid}/classement-general`);
    expect(await page.getByRole('heading', { name: 'Refaire le tirage des poules' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'poules-gestion');
  });

  it('types a match sheet: a field error next to its box, then the result per draw, the score, and the bracket', async () => {
    const match = await web.api<{ draws: Draw[] }>('GET', `/tournaments/${tid}/matches/A-R16-1`, { token });
    const draws = match.draws.filter((d) => d.phase === 'REGULAR');
    expect(draws).toHaveLength(20);
    const letters = draws.find((d) => d.kind === 'LETTERS')!;
    const numbers = draws.find((d) => d.kind === 'NUMBERS')!;
    const page = await web.page(`/gestion/tournois/${tid}/poules`, { token });
    await page.getByRole('link', { name: 'A-R16-1', exact: true }).click();
    await page.getByRole('heading', { name: 'Feuille de match A-R16-1' }).waitFor();
    const a = names[0]!;
    const b = names[15]!;
    // A value the DTO refuses: the server names the box, shown next to it.
    const value = page.getByLabel(`Coup ${numbers.round}, ${a} : résultat`);
    await value.fill('2000000');
    await value.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('Saisie refusée');
    const cell = page.locator('.side-inputs').filter({ has: value });
    expect(await cell.locator('.field-error').innerText()).toMatch(/1000000/);
    expect(await value.getAttribute('aria-invalid')).toBe('true');
    // The sheet: a finds the top of one letters draw and of one numbers draw, b a word with a letter not drawn.
    // "Pour les comptes, seule la solution écrite est acceptée" (Douai, IV - Matchs): the value and its written solution.
    await value.fill(String(numbers.top.best![0]));
    await page.getByLabel(`Coup ${numbers.round}, ${a} : calcul`).fill(numbers.top.solution!.join(' ; '));
    await page.getByLabel(`Coup ${letters.round}, ${a} : mot`).fill(letters.top.words![0]!);
    await page.getByLabel(`Coup ${letters.round}, ${b} : mot`).fill('zythum');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel(`Coup ${letters.round}, ${b} : mot`).press('Enter');
    await page.getByText(/^Enregistré \(version \d+\) : 2\u202f–\u202f0, match terminé\.$/).waitFor();
    expect(await page.getByRole('status').filter({ hasText: /^Terminé :/ }).innerText()).toContain(`${a} gagne au score`);
    const row = page.getByRole('row').filter({ has: page.getByLabel(`Coup ${letters.round}, ${b} : mot`) });
    expect(await row.getByRole('cell').nth(4).innerText()).toMatch(/^0 ✗ lettre non tirée/);
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('1');
    await screenshot(page, 'feuille-de-match');
    await page.getByRole('link', { name: 'Retour aux poules' }).click();
    const first = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'A-R16-1', exact: true }) });
    await first.getByText('joué (au score)').waitFor();
    expect(await first.getByRole('cell').nth(2).innerText()).toBe('2\u202f–\u202f0');
    expect(await first.locator('.winner').innerText()).toContain(a);
    // the winner goes on to A-QF-1, the loser to A-P9-16-1; the poules can no longer be drawn again
    expect(await page.getByRole('heading', { name: 'Refaire le tirage des poules' }).count()).toBe(0);
    const qf = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'A-QF-1', exact: true }).or(page.getByText('A-QF-1', { exact: true })) });
    expect(await qf.getByRole('cell').nth(0).innerText()).toContain(a);
  });

  it('sets up a Pyramide, seats game 1, and types its feuille de marque: a box error, then the totals', async () => {
    const pid = (await web.api<{ id: string }>('POST', '/tournaments', { token, body: { name: 'Pyramide du soir', date: '2026-12-12', venue: 'Douai', organisingClubId: day.clubIds[0] } })).id;
    const four = ['JoueurA', 'JoueurB', 'JoueurC', 'JoueurD'].map((n) => day.playerIds[n]!);
    await web.api('POST', `/tournaments/${pid}/entries/bulk`, { token, body: { playerIds: four } });
    const page = await web.page(`/gestion/tournois/${pid}/pyramide`, { token });
    await page.getByRole('heading', { name: 'Installer la Pyramide' }).waitFor();
    await page.getByLabel('Nombre de parties').fill('1');
    await page.getByRole('button', { name: 'Installer la Pyramide' }).click();
    await page.getByRole('dialog', { name: /^Installer la Pyramide en individuel/ }).getByRole('button', { name: 'Installer la Pyramide' }).click();
    await page.getByRole('button', { name: 'Placer la partie 1' }).click();
    await page.getByRole('dialog', { name: 'Placer la partie 1 ?' }).getByRole('button', { name: 'Placer la partie 1' }).click();
    await page.getByRole('heading', { name: /^Partie 1/ }).waitFor();
    expect(await page.locator('.explanation').innerText()).toBe('partie 1 : tirage au sort à partir de la graine du tournoi (3.1)');
    const table1 = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Table 1/ }) });
    expect(await table1.getByRole('listitem').count()).toBe(4);
    expect(await table1.getByText('à saisir').count()).toBe(1);
    expect(await page.getByRole('link', { name: /Plan de table, partie 1/ }).getAttribute('href')).toBe(`/tournaments/${pid}/pyramide/games/1/seating.pdf`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'pyramide-gestion');

    await page.getByRole('link', { name: 'Feuille de marque, partie 1 table 1' }).click();
    await page.getByRole('heading', { name: 'Feuille de marque — partie 1, table 1' }).waitFor();
    // A whole feuille, the 4th name's point forgotten at first
    await fillPyramideSheet(page, { forgetLastPoint: true });
    await page.getByRole('button', { name: 'Enregistrer la feuille' }).click();
    await page.getByRole('alert').waitFor();
    // The API's French, as it says it: the refusal, and each box's reason next to the box.
    const refusal = await page.getByRole('alert').innerText();
    expect(refusal).toContain('Refusé par le règlement');
    expect(refusal).toContain('La feuille de marque enfreint 1 règle du règlement');
    expect(englishWords(refusal)).toEqual([]);
    const point4 = page.getByLabel('Nom 4 : point à');
    expect(await point4.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('row').filter({ has: point4 }).locator('.field-error').innerText()).toBe(
      'la colonne ne porte aucun point : chaque nom propre rapporte 1 point à l’une ou l’autre équipe (NP_NO_POINT, art. 6.4)',
    );
    await point4.selectOption('1');
    await page.getByRole('button', { name: 'Enregistrer la feuille' }).click();
    await page.getByText('Feuille enregistrée (version 1).').waitFor();
    // every player: 3 enigmas x 9 = 27, then 2 + 2 + 2 = 33; bonus 3 x 3 = 9; 3 solutions
    const recap = page.getByRole('table', { name: 'Points de chaque joueur' });
    const lines = await recap.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
    expect(lines).toEqual(Array.from({ length: 4 }, () => ['27', '2', '2', '2', '33', '9', '3']));
    expect(await page.getByText('Énigmes terminées : 6, comptées : 6.').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'feuille-de-marque');
    await page.getByRole('link', { name: 'Retour à la Pyramide' }).click();
    await page.getByText('saisie (v1)').waitFor();
    const results = page.getByRole('table', { name: /^Résultats de la partie 1/ });
    expect(await results.locator('tbody tr td:nth-child(4)').allInnerTexts()).toEqual(['33', '33', '33', '33']);
  }, 180_000); // a whole feuille de marque typed in, box by box
});

import type { Page } from 'playwright-core';
import { PREPARED_DRAWS } from '../support/draws';
import { body as pyramideBody, tableSheet } from '../support/pyramide-sheets';
import { createDuplicate, type DayFixture, moveTo, setUpDay } from './support/fixtures';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * The public screens, on data driven through the API: a duplicate of 6 coups with known tops (9 10 10 9 9 9 = 56)
 * whose sheets exercise the tie-breaks, a refusal, an arbiter's forced points, a sheet not counted and a missing
 * one; then the poules of the same tournament played out (a forfeit among them); then a Pyramide game.
 */
type Answer = { round: number; word?: string; value?: number; lines?: string };
const sheet = (...given: Answer[]): Answer[] => [1, 2, 3, 4, 5, 6].map((r) => given.find((a) => a.round === r) ?? { round: r });
const EXACT_683 = '100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680 ; 680 + 3 = 683';

// R1 numbers 3 100 8 8 10 6 -> 683; R2 BAMERILANE; R3 ANEDOSUNEI; R4 numbers 3 75 2 4 1 1 -> 888; R5 and R6 TRAINSOLEU.
const SHEETS: Record<string, { answers: Answer[]; declaredTotal?: number }> = {
  JoueurA: { answers: sheet({ round: 2, word: 'remaniable' }, { round: 3, word: 'saoudienne' }) }, // 20, tens 2
  JoueurB: { answers: sheet({ round: 2, word: 'remaniable' }, { round: 3, word: 'adieu' }, { round: 5, word: 'ailes' }) }, // 20, tens 1
  JoueurC: { answers: sheet({ round: 1, lines: EXACT_683 }, { round: 2, word: 'remaniable' }) }, // 19, numbers 9
  JoueurD: { answers: sheet({ round: 2, word: 'remaniable' }, { round: 3, word: 'soudanien' }) }, // 19, numbers 0
  // 683 (9, forced to 5 below) + zebre (no Z drawn: 0) + ail (3) = 8; declared 12
  JoueurE: { answers: sheet({ round: 1, value: 683 }, { round: 2, word: 'zebre' }, { round: 5, word: 'ail' }), declaredTotal: 12 },
  JoueurF: { answers: sheet({ round: 3, word: 'sondai' }, { round: 5, word: 'ailes' }) }, // conjugated verb 0 + 5 = 5
  // JoueurG: no sheet yet
  JoueurH: { answers: sheet({ round: 2, word: 'remaniable' }) }, // 10, marked unreadable: not counted
  JoueurI: { answers: sheet({ round: 5, word: 'ail' }) }, // 3
  JoueurJ: { answers: sheet({ round: 5, word: 'aile' }) }, // 4
};
const name = (lastName: string) => `Prénom${lastName.slice(-1)} ${lastName}`;

async function cells(page: Page, rowName: string | RegExp): Promise<string[]> {
  const row = page.getByRole('row', { name: rowName });
  await row.first().waitFor();
  return (await row.first().getByRole('cell').allTextContents()).map((t) => t.trim());
}

/** Waits until the row's cells satisfy the check (the screen reads again by itself), then returns them. */
async function cellsWhen(page: Page, rowName: RegExp, check: (cells: string[]) => boolean, timeout = 10_000): Promise<string[]> {
  const until = Date.now() + timeout;
  for (;;) {
    const now = await cells(page, rowName);
    if (check(now) || Date.now() > until) return now;
    await page.waitForTimeout(100);
  }
}

async function pdfStatus(web: WebApp, href: string): Promise<string> {
  const res = await fetch(web.baseUrl + href);
  return `${res.status} ${res.headers.get('content-type')}`;
}

describe('the public screens', () => {
  let web: WebApp;
  let day: DayFixture;
  let tid: string;
  const org = () => web.organiserToken;
  const path = (p: string) => `/tournaments/${tid}${p}`;
  const id = (lastName: string) => day.playerIds[lastName]!;
  const sheetVersion = async (lastName: string) => (await web.api<{ version: number }>('GET', path(`/duplicate/sheets/${id(lastName)}`), { token: org() })).version;

  beforeAll(async () => {
    web = await startWebApp();
    day = await setUpDay(web, { players: 10, arbiters: 1 });
    tid = day.tournamentId;
    await moveTo(web, tid, 'DUPLICATE');
    await createDuplicate(web, tid);
    for (const [round, draw] of PREPARED_DRAWS) await web.api('PUT', path(`/duplicate/draws/${round}`), { token: org(), body: { ...draw, version: 1 } });
    for (const [lastName, s] of Object.entries(SHEETS)) {
      await web.api('PUT', path(`/duplicate/sheets/${id(lastName)}`), { token: org(), body: { answers: s.answers, declaredTotal: s.declaredTotal } });
    }
    await web.api('PATCH', path(`/duplicate/sheets/${id('JoueurE')}/answers/1`), {
      token: day.arbiters[0]!.token,
      headers: { 'If-Match': `"${await sheetVersion('JoueurE')}"` },
      body: { pointsOverride: 5, reason: 'plaque mal recopiée' },
    });
    await web.api('POST', path(`/duplicate/sheets/${id('JoueurH')}/status`), {
      token: org(),
      headers: { 'If-Match': `"${await sheetVersion('JoueurH')}"` },
      body: { notCounted: 'UNREADABLE', reason: 'feuille illisible' },
    });
  });
  afterAll(() => web?.close());

  it('shows the provisional duplicate ranking with its tie-break columns and reasons, the sheets apart', async () => {
    const page = await web.page(`/tournois/${tid}/classement`);
    await page.getByRole('heading', { name: 'Classement du duplicate — Tournoi de Douai' }).waitFor();
    await page.getByRole('note').filter({ hasText: 'Classement provisoire' }).waitFor();
    expect(await page.getByRole('note').first().textContent()).toContain('9 feuilles pas encore vérifiées, 1 feuille pas encore saisie');
    // rank, table, name, club, total, % of the top (20 / 56), 10 L, numbers, 9 L, 8 L, 7 L, reason
    expect(await cells(page, new RegExp(name('JoueurA')))).toEqual(['1', '1', name('JoueurA'), 'Club de Douai', '20', '35,7 %', '2', '0', '0', '0', '0', '']);
    expect(await cells(page, new RegExp(name('JoueurB')))).toEqual(['2', '2', name('JoueurB'), 'Les Lettreux de Laxou', '20', '35,7 %', '1', '0', '0', '0', '0', 'départagé au nombre de mots de 10 lettres (2 contre 1)']);
    expect((await cells(page, new RegExp(name('JoueurC')))).slice(0, 5)).toEqual(['3', '3', name('JoueurC'), 'Chiffres et Lettres de Lyon', '19']);
    expect((await cells(page, new RegExp(name('JoueurD'))))[11]).toBe('départagé au total des points en chiffres (9 contre 0)');
    const ranked = page.getByRole('table', { name: 'Classement du duplicate, départages compris' });
    const order = (await ranked.getByRole('row').allTextContents()).slice(1).map((r) => r.match(/Joueur[A-J]/)![0]);
    expect(order).toEqual(['JoueurA', 'JoueurB', 'JoueurC', 'JoueurD', 'JoueurE', 'JoueurF', 'JoueurJ', 'JoueurI']);
    expect((await cells(page, new RegExp(name('JoueurE'))))[4]).toBe('8');
    const apart = page.getByRole('table', { name: 'Feuilles gardées mais laissées hors du classement' });
    expect((await apart.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(['8', name('JoueurH'), 'Les Lettreux de Laxou', 'feuille illisible', '10']);
    expect(await page.getByRole('region', { name: 'Feuilles pas encore saisies' }).textContent()).toContain(`table 7 : ${name('JoueurG')} (Club de Douai)`);
    expect(await pdfStatus(web, path('/duplicate/documents/ranking.pdf'))).toBe('200 application/pdf');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'classement-duplicate');
  });

  it('updates the ranking live when an arbiter changes a sheet, without reloading the page', async () => {
    const page = await web.page(`/tournois/${tid}/classement`);
    await page.getByRole('status').filter({ hasText: 'en direct' }).waitFor();
    await page.evaluate(() => Object.assign(globalThis, { __notReloaded: true }));
    expect((await cells(page, new RegExp(name('JoueurF'))))[4]).toBe('5');
    // F adds AILES at coup 6: 5 + 5 = 10, above E (8).
    await web.api('PUT', path(`/duplicate/sheets/${id('JoueurF')}`), {
      token: day.arbiters[0]!.token,
      headers: { 'If-Match': `"${await sheetVersion('JoueurF')}"` },
      body: { answers: sheet({ round: 3, word: 'sondai' }, { round: 5, word: 'ailes' }, { round: 6, word: 'ailes' }) },
    });
    expect((await cellsWhen(page, new RegExp(name('JoueurF')), (c) => c[4] === '10')).slice(0, 5)).toEqual(['5', '6', name('JoueurF'), 'Chiffres et Lettres de Lyon', '10']);
    expect((await cells(page, new RegExp(name('JoueurE'))))[0]).toBe('6');
    expect(await page.evaluate(() => (globalThis as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    // The next change comes with the rows that moved (the `ranking` event's patch): the screen puts them in place
    // and does not read the ranking again.
    const reads: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname.endsWith('/duplicate/ranking') && reads.push(request.url())));
    await web.api('PUT', path(`/duplicate/sheets/${id('JoueurF')}`), {
      token: day.arbiters[0]!.token,
      headers: { 'If-Match': `"${await sheetVersion('JoueurF')}"` },
      body: { answers: sheet({ round: 3, word: 'sondai' }, { round: 5, word: 'ailes' }) },
    });
    expect((await cellsWhen(page, new RegExp(name('JoueurF')), (c) => c[4] === '5'))[4]).toBe('5');
    expect((await cells(page, new RegExp(name('JoueurE'))))[0]).toBe('5');
    // And the one after it, from the ranking so patched: AILES again at coup 6, as the rest of the day has it.
    await web.api('PUT', path(`/duplicate/sheets/${id('JoueurF')}`), {
      token: day.arbiters[0]!.token,
      headers: { 'If-Match': `"${await sheetVersion('JoueurF')}"` },
      body: { answers: sheet({ round: 3, word: 'sondai' }, { round: 5, word: 'ailes' }, { round: 6, word: 'ailes' }) },
    });
    expect((await cellsWhen(page, new RegExp(name('JoueurF')), (c) => c[4] === '10'))[0]).toBe('5');
    expect((await cells(page, new RegExp(name('JoueurE'))))[0]).toBe('6');
    expect(reads).toEqual([]);
  });

  it('opens a player’s corrected sheet from the ranking: refusals, forced points, totals, progression', async () => {
    const page = await web.page(`/tournois/${tid}/classement`);
    // The progression of the leader by default: 0 10 20 20 20 20 against the tops 9 19 29 38 47 56.
    await page.getByText(`Progression de ${name('JoueurA')} : 20 points sur un maximum de 56 après 6 coups.`).first().waitFor();
    await page.getByLabel('Joueur', { exact: true }).selectOption({ label: `6. ${name('JoueurE')}` });
    await page.getByText(`Progression de ${name('JoueurE')} : 8 points sur un maximum de 56 après 6 coups.`).first().waitFor();
    await page.getByRole('link', { name: name('JoueurE') }).click();
    await page.getByRole('heading', { name: `Feuille corrigée de ${name('JoueurE')}` }).waitFor();
    const coups = page.getByRole('table', { name: `Réponses de ${name('JoueurE')}, coup par coup` });
    await coups.waitFor();
    const row = async (n: number) => (await coups.getByRole('row').nth(n).getByRole('cell').allTextContents()).map((t) => t.trim());
    expect(await row(1)).toEqual(['1', 'Chiffres', '683', '5*', '9', 'topé points imposés par l’arbitre de 9 à 5 (plaque mal recopiée)']);
    expect(await row(2)).toEqual(['2', 'Lettres', 'ZEBRE', '0', '10', 'Refusé : lettre non tirée']);
    expect(await row(5)).toEqual(['5', 'Lettres', 'AIL', '3', '9', '']);
    const form = page.getByRole('table', { name: `Formulaire de classement de ${name('JoueurE')}` });
    expect((await form.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(['8', '0', '5', '0', '0', '0', '3']);
    expect(await page.getByText('Total déclaré par le joueur').textContent()).toBe('Total déclaré par le joueur : 12 · écart : +4 (le total calculé fait foi)');
    const facts = await page.getByRole('region', { name: 'Résumé de la feuille' }).textContent();
    expect(facts).toContain('Rang6e');
    expect(facts).toContain('Total8 points');
    await page.getByText(`Progression de ${name('JoueurE')} : 8 points sur un maximum de 56 après 6 coups.`).first().waitFor();
    const hidden = page.getByRole('table', { name: `Points coup par coup de ${name('JoueurE')}` });
    expect((await hidden.getByRole('row').nth(1).getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(['1', 'chiffres', '5', '5', '9', '9']);
    expect(await pdfStatus(web, path(`/duplicate/ranking/${id('JoueurE')}/corrected.pdf`))).toBe('200 application/pdf');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'feuille-corrigee');
  });

  it('draws the poules as brackets once played, with the general ranking and the best-club cup', async () => {
    // The last sheet, every sheet checked, then the matches: 9 ranked players in poule A.
    await web.api('PUT', path(`/duplicate/sheets/${id('JoueurG')}`), { token: org(), body: { answers: sheet() } });
    for (const lastName of Object.keys(day.playerIds)) {
      await web.api('POST', path(`/duplicate/sheets/${id(lastName)}/status`), { token: org(), headers: { 'If-Match': `"${await sheetVersion(lastName)}"` }, body: { status: 'CHECKED' } });
    }
    await moveTo(web, tid, 'CORRECTION');
    await moveTo(web, tid, 'MATCHES');
    await web.api('POST', path('/poules'), { token: org(), body: { seed: 'poules-web', drawsPer: 'round' } });
    type Draw = { phase: string; round: number; kind: string; top: { best?: number[]; words?: string[] } };
    type M = { code: string; status: string; a: { playerId: string } | null; b: { playerId: string } | null; version: number };
    const seedOf = new Map<string, number>();
    const poules = async () => (await web.api<{ code: string; entries: { playerId: string; seed: number }[]; matches: M[] }[]>('GET', path('/poules')))[0]!;
    for (const e of (await poules()).entries) seedOf.set(e.playerId, e.seed);
    const best = (d: Draw) => (d.kind === 'NUMBERS' ? { value: d.top.best![0] } : { word: d.top.words![0] });
    const play = async (m: M) => {
      const full = await web.api<{ draws: Draw[]; version: number }>('GET', path(`/matches/${m.code}`), { token: org() });
      const winner = seedOf.get(m.a!.playerId)! < seedOf.get(m.b!.playerId)! ? 'a' : 'b';
      const draws = full.draws.filter((d) => d.phase === 'REGULAR').map((d, i) => ({ phase: 'REGULAR', round: d.round, a: i === 0 && winner === 'a' ? best(d) : {}, b: i === 0 && winner === 'b' ? best(d) : {} }));
      await web.api('PUT', path(`/matches/${m.code}/sheet`), { token: org(), headers: { 'If-Match': `"${full.version}"` }, body: { draws } });
    };
    const qf4 = (await poules()).matches.find((m) => m.code === 'A-QF-4')!;
    await web.api('POST', path('/matches/A-QF-4/forfeit'), { token: org(), body: { absent: ['b'], reason: 'absent à 14 h', version: qf4.version } });
    for (;;) {
      const ready = (await poules()).matches.filter((m) => m.status === 'READY');
      if (!ready.length) break;
      for (const m of ready) await play(m);
    }
    const final = (await web.api<{ matches: { code: string; score: [number, number] }[] }[]>('GET', path('/poules')))[0]!.matches.find((m) => m.code === 'A-F')!;

    const page = await web.page(`/tournois/${tid}/poules`);
    await page.getByRole('heading', { name: 'Poule A', exact: true }).waitFor();
    const finale = page.getByRole('listitem', { name: /^Match A-F,/ });
    expect(await finale.getAttribute('aria-label')).toBe('Match A-F, places 1-2, terminé');
    expect((await finale.textContent())!.replace(/\s+/g, ' ')).toBe(`A-Fterminé1${name('JoueurA')}, tête de série 1 (1er au duplicate)${final.score[0]}✓ vainqueur2${name('JoueurB')}, tête de série 2 (2e au duplicate)${final.score[1]}`);
    const forfeit = page.getByRole('listitem', { name: /^Match A-QF-4,/ });
    expect(await forfeit.textContent()).toContain('forfait');
    expect(await forfeit.locator('.slot.won').textContent()).toContain(name('JoueurC'));
    const bye = page.getByRole('listitem', { name: /^Match A-R16-1,/ });
    expect(await bye.textContent()).toContain('exempt');
    for (const column of ['1/8 de finale', '1/4 de finale', '1/2 finale', 'Finale']) await page.getByRole('heading', { name: column, exact: true }).first().waitFor();
    // One bracket at a time: the winners' line first, then each range of places from the chooser.
    const brackets = page.getByLabel('Tableau', { exact: true });
    expect(await brackets.locator('option').allTextContents()).toEqual(['Tableau principal', 'Matchs de classement, places 3-4', 'Matchs de classement, places 5 à 8', 'Matchs de classement, places 9 à 16']);
    expect(await page.getByRole('heading', { name: 'Matchs de classement, places 3-4' }).count()).toBe(0);
    for (const title of ['Matchs de classement, places 5 à 8', 'Matchs de classement, places 9 à 16', 'Matchs de classement, places 3-4']) {
      await brackets.selectOption({ label: title });
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.getByRole('listitem', { name: /^Match A-P3-4,/ }).locator('.slot.won').textContent()).toContain(name('JoueurC'));
    await brackets.selectOption({ label: 'Tableau principal' });
    expect(await pdfStatus(web, path('/poules/A/bracket.pdf'))).toBe('200 application/pdf');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'poules');

    // General ranking: the better seed won every match, so the places follow the duplicate ranking.
    await page.getByRole('link', { name: 'Classement général' }).click();
    await page.getByRole('heading', { name: 'Classement général — Tournoi de Douai' }).waitFor();
    const general = page.getByRole('table', { name: 'Classement général' });
    await general.waitFor();
    const places = (await general.getByRole('row').allTextContents()).slice(1).map((r) => r.match(/^(\d+)Prénom. (Joueur.)/)!.slice(1).join(' '));
    expect(places).toEqual(['1 JoueurA', '2 JoueurB', '3 JoueurC', '4 JoueurD', '5 JoueurF', '6 JoueurE', '7 JoueurJ', '8 JoueurI', '9 JoueurG']);
    expect(await cells(page, new RegExp(name('JoueurG')))).toEqual(['9', name('JoueurG'), 'Club de Douai', 'Poule A', '9']);
    expect(await page.getByRole('note').count()).toBe(0);
    expect(await pdfStatus(web, path('/documents/general-ranking.pdf'))).toBe('200 application/pdf');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'classement-general');

    // The cup: Douai 1 + 4 + 7 = 12, Lyon 3 + 5 + 8 = 16; Laxou has 2 players in the poules (H was not counted).
    await page.getByRole('link', { name: 'Coupe des clubs' }).click();
    await page.getByRole('heading', { name: 'Coupe du meilleur club — Tournoi de Douai' }).waitFor();
    expect(await cells(page, /Club de Douai/)).toEqual(['1', 'Club de Douai', `${name('JoueurA')} (1er), ${name('JoueurD')} (4e), ${name('JoueurJ')} (7e)`, '12', '']);
    expect(await cells(page, /Chiffres et Lettres de Lyon/)).toEqual(['2', 'Chiffres et Lettres de Lyon', `${name('JoueurC')} (3e), ${name('JoueurF')} (5e), ${name('JoueurI')} (8e)`, '16', '']);
    expect(await page.getByRole('region', { name: 'Clubs non classés' }).textContent()).toContain(`Les Lettreux de Laxou : non classé — ${name('JoueurB')} (2e), ${name('JoueurE')} (6e)`);
    expect(await pdfStatus(web, path('/documents/best-club-cup.pdf'))).toBe('200 application/pdf');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'coupe-des-clubs');
  });

  it('shows the tournament’s card, its screens and documents, and the organisers’ way in', async () => {
    const visitor = await web.page(`/tournois/${tid}`);
    await visitor.getByRole('heading', { name: 'Tournoi de Douai', level: 1 }).waitFor();
    await visitor.getByText('Club de Douai').first().waitFor();
    const card = await visitor.getByRole('region', { name: 'Fiche du tournoi' }).textContent();
    expect(card).toBe('Datesamedi 12 décembre 2026LieuSalle des fêtes, DouaiClub organisateurClub de DouaiÉtapeMatchs');
    const docs = visitor.getByRole('region', { name: 'Documents à imprimer' });
    await docs.waitFor();
    const tabs = visitor.getByRole('navigation', { name: 'Écrans du tournoi' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Tournoi', 'Classement du duplicate', 'Poules', 'Classement général', 'Coupe des clubs']);
    expect((await docs.getByRole('link').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'Classement du duplicate PDF',
      'Tableau de la poule A PDF',
      'Classement général PDF',
      'Coupe du meilleur club PDF',
    ]);
    expect(await visitor.getByRole('link', { name: 'Gérer le tournoi' }).count()).toBe(0);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await screenshot(visitor, 'tournoi-public');

    const arbiter = await web.page(`/tournois/${tid}`, { token: day.arbiters[0]!.token });
    await arbiter.getByRole('link', { name: 'Gérer le tournoi' }).waitFor();
    expect(await arbiter.getByRole('link', { name: 'Gérer le tournoi' }).getAttribute('href')).toBe(`/app/gestion/tournois/${tid}`);
    expect(await arbiter.getByRole('link', { name: 'Écran de salle' }).getAttribute('href')).toBe(`/app/tournois/${tid}/salle`);
  });

  it('shows the Pyramide standings with their tie-breaks and each game’s seating plan', async () => {
    const token = org();
    const pid = (await web.api<{ id: string }>('POST', '/tournaments', { token, body: { name: 'Pyramide de Douai', date: '2026-12-13', venue: 'Douai', organisingClubId: day.clubIds[0] } })).id;
    const seven = ['JoueurA', 'JoueurB', 'JoueurC', 'JoueurD', 'JoueurE', 'JoueurF', 'JoueurG'].map(id);
    await web.api('POST', `/tournaments/${pid}/entries/bulk`, { token, body: { playerIds: seven } });
    await web.api('POST', `/tournaments/${pid}/pyramide`, { token, body: { formula: 'individuel', games: 1, seed: 'pyramide-web' } });
    const game = await web.api<{ tables: { number: number; size: number; seats: { playerId: string }[] }[] }>('POST', `/tournaments/${pid}/pyramide/games`, { token });
    expect(game.tables.map((t) => t.size)).toEqual([4, 3]);
    for (const t of game.tables) {
      await web.api('PUT', `/tournaments/${pid}/pyramide/games/1/tables/${t.number}/sheet`, { token, body: pyramideBody(tableSheet(t.seats.map((s) => s.playerId))) });
    }
    const page = await web.page(`/tournois/${pid}/pyramide`);
    await page.getByRole('heading', { name: 'Pyramide — Pyramide de Douai' }).waitFor();
    const table = page.getByRole('table', { name: 'Classement Pyramide' });
    await table.waitFor();
    const rows = (await table.getByRole('row').all()).slice(1);
    expect(rows).toHaveLength(7);
    const figures = await Promise.all(rows.map(async (r) => (await r.getByRole('cell').allTextContents()).map((t) => t.trim())));
    // rank, name, table, P1, enigmes, ping-pong, noms propres, grandes pyramides, total, bonus, solutions, reason
    expect(figures.map((f) => [f[0], f[8], f[9], f[10]])).toEqual([
      ['1', '80', '24', '8'],
      ['2', '80', '24', '8'],
      ['3', '80', '24', '8'],
      ['4', '60', '18', '6'],
      ['5', '60', '18', '6'],
      ['6', '60', '18', '6'],
      ['7', '60', '18', '6'],
    ]);
    const threeTable = game.tables.find((t) => t.size === 3)!.seats.map((s) => s.playerId);
    expect(figures.slice(0, 3).map((f) => f[1]).sort()).toEqual(threeTable.map((p) => name(Object.keys(day.playerIds).find((n) => id(n) === p)!)).sort());
    expect(figures[1]![11]).toMatch(/^départagé par tirage au sort \(rang tiré 1 contre 2, 3 ex aequo\)$/);
    expect(figures[3]![11]).toBe('');
    expect(await page.getByRole('note').count()).toBe(0);
    await page.getByRole('link', { name: /Plan de table, partie 1/ }).waitFor();
    expect(await pdfStatus(web, `/tournaments/${pid}/pyramide/games/1/seating.pdf`)).toBe('200 application/pdf');
    expect(await pdfStatus(web, `/tournaments/${pid}/pyramide/standings.pdf`)).toBe('200 application/pdf');
    const tabs = page.getByRole('navigation', { name: 'Écrans du tournoi' });
    await tabs.getByRole('link', { name: 'Pyramide' }).waitFor();
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Tournoi', 'Pyramide']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'pyramide-classement');
  });
});

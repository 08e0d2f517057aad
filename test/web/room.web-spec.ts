import { createDuplicate, moveTo, setUpDay } from './support/fixtures';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

describe('the room display, driven from the organiser\'s screen', () => {
  let web: WebApp;
  let tid: string;
  beforeAll(async () => {
    web = await startWebApp();
    tid = (await setUpDay(web, { players: 3, arbiters: 1 })).tournamentId;
    await moveTo(web, tid, 'DUPLICATE');
    await createDuplicate(web, tid);
    const token = web.organiserToken;
    await web.api('PUT', `/tournaments/${tid}/duplicate/draws/1`, { token, body: { kind: 'numbers', plates: [3, 100, 8, 8, 10, 6], target: 683, version: 1 } });
    await web.api('PUT', `/tournaments/${tid}/duplicate/draws/2`, { token, body: { kind: 'letters', letters: 'BAMERILANE', version: 1 } });
  });
  afterAll(() => web?.close());

  it('advances the projector live: hidden coup, the draw with its countdown, the top, the next coup', async () => {
    const control = await web.page(`/gestion/tournois/${tid}/salle`, { token: web.organiserToken });
    const room = await web.page(`/tournois/${tid}/salle`);
    await room.getByText('Le tirage va commencer').waitFor();
    await room.getByText('en direct').waitFor();
    expect(await room.locator('.room-round').textContent()).toBe('Coup 1 / 6 · Chiffres');
    expect(await room.getByText('683').count()).toBe(0); // the draw stays hidden until its time starts
    expect(await seriousA11yViolations(room)).toEqual([]);
    await screenshot(room, 'salle-attente');

    // The organiser sees the coup ahead, then starts its time with the big button.
    await control.getByText('Le compte est bon').waitFor();
    expect(await seriousA11yViolations(control)).toEqual([]);
    await control.getByRole('button', { name: 'Lancer le temps' }).click();
    await room.getByLabel('Nombre à trouver : 683').waitFor();
    const plates = await room.locator('.tiles.plates li').allTextContents();
    expect(plates).toEqual(['3', '100', '8', '8', '10', '6']);
    const timer = room.getByRole('timer');
    const first = Number(await room.locator('.room-seconds').textContent());
    expect(first).toBeGreaterThanOrEqual(38);
    expect(await timer.getAttribute('aria-label')).toMatch(/^Recherche : \d+ secondes$/);
    // The countdown runs by itself (the page's content security policy forbids evaluating strings: poll from here).
    let now = first;
    for (let i = 0; i < 30 && now >= first; i++) {
      await room.waitForTimeout(200);
      now = Number(await room.locator('.room-seconds').textContent());
    }
    expect(now).toBeLessThan(first);
    await screenshot(room, 'salle-tirage');
    await screenshot(control, 'pilotage-salle');

    await control.getByRole('button', { name: 'Afficher le top' }).click();
    await room.getByRole('heading', { name: 'Le compte est bon : 683' }).waitFor();
    expect((await room.locator('.room-solution li').allTextContents()).length).toBeGreaterThan(1);
    await screenshot(room, 'salle-top');

    await control.getByRole('button', { name: 'Coup suivant' }).click();
    await room.getByText('Le tirage va commencer').waitFor();
    expect(await room.locator('.room-round').textContent()).toContain('Coup 2 / 6 · Lettres');
    await control.getByRole('button', { name: 'Lancer le temps' }).click();
    await room.getByLabel('Tirage des lettres : BAMERILANE').waitFor();
    expect(await room.locator('.tiles.letters li').allTextContents()).toEqual([...'BAMERILANE']);
    expect(await seriousA11yViolations(room)).toEqual([]);
  });

  it('tells the organiser when another screen moved the room first, and shows the room as it is', async () => {
    const current = await web.api<{ version: number }>('GET', `/tournaments/${tid}/duplicate/room`);
    await web.api('POST', `/tournaments/${tid}/duplicate/room`, { token: web.organiserToken, body: { action: 'show', round: 4, version: current.version } });
    // This screen has lost the live link (a flaky room network): it still shows coup 4 waiting.
    const a = await web.page(`/gestion/tournois/${tid}/salle`, { token: web.organiserToken });
    await a.route('**/events', (route) => route.abort());
    await a.reload();
    await a.getByRole('button', { name: 'Lancer le temps' }).waitFor();
    expect(await a.getByText('4 / 6').count()).toBe(1);
    const fresh = await web.api<{ version: number }>('GET', `/tournaments/${tid}/duplicate/room`);
    await web.api('POST', `/tournaments/${tid}/duplicate/room`, { token: web.organiserToken, body: { action: 'next', version: fresh.version } });
    await a.getByRole('button', { name: 'Lancer le temps' }).click();
    await a.getByRole('alert').getByText('Un autre écran a fait avancer la salle.').waitFor();
    await a.getByText('5 / 6').waitFor();
    const room = await web.api<{ round: number; phase: string }>('GET', `/tournaments/${tid}/duplicate/room`);
    expect(room).toMatchObject({ round: 5, phase: 'WAITING' }); // the stale press started nothing
    expect(await seriousA11yViolations(a)).toEqual([]);
  });
});

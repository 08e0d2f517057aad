import { createDuplicate, moveTo, setUpDay } from './support/fixtures';

/** What these tests read of the page, typed without the DOM library (the test program runs in Node). */
interface Box {
  bottom: number;
  right: number;
}
interface Page {
  document: { activeElement: unknown; documentElement: { scrollHeight: number; scrollWidth: number }; querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): Box }> };
  innerHeight: number;
  innerWidth: number;
}
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

  /** Takes the room to a coup and a phase through the API, as another screen would. */
  async function roomAt(round: number, phase: 'WAITING' | 'RUNNING' | 'TOP') {
    const moves = { WAITING: [], RUNNING: ['start'], TOP: ['start', 'top'] }[phase];
    let v = (await web.api<{ version: number }>('GET', `/tournaments/${tid}/duplicate/room`)).version;
    v = (await web.api<{ version: number }>('POST', `/tournaments/${tid}/duplicate/room`, { token: web.organiserToken, body: { action: 'show', round, version: v } })).version;
    for (const action of moves) v = (await web.api<{ version: number }>('POST', `/tournaments/${tid}/duplicate/room`, { token: web.organiserToken, body: { action, version: v } })).version;
  }

  it('keeps the big button focused for a whole run of coups: Enter or Space at each step', async () => {
    // The longest tops of the day: five lines and two best approaches; four 10-letter words; ten 9-letter words.
    for (const [round, draw] of [
      [4, { kind: 'numbers', plates: [1, 2, 3, 4, 5, 6], target: 284 }],
      [5, { kind: 'letters', letters: 'AEINRSTUEL' }],
      [6, { kind: 'letters', letters: 'TRAINSOLEU' }],
    ] as const) {
      const d = (await web.api<{ draws: { round: number; version: number }[] }>('GET', `/tournaments/${tid}/duplicate`, { token: web.organiserToken })).draws.find((x) => x.round === round)!;
      await web.api('PUT', `/tournaments/${tid}/duplicate/draws/${round}`, { token: web.organiserToken, body: { ...draw, version: d.version } });
    }
    await roomAt(3, 'WAITING');
    const control = await web.page(`/gestion/tournois/${tid}/salle`, { token: web.organiserToken });
    const big = control.locator('button.room-next');
    await big.waitFor();
    const expected = [
      ['Enter', 'Afficher le top', { round: 3, phase: 'RUNNING' }],
      ['Space', 'Coup suivant', { round: 3, phase: 'TOP' }],
      ['Enter', 'Lancer le temps', { round: 4, phase: 'WAITING' }],
      ['Enter', 'Afficher le top', { round: 4, phase: 'RUNNING' }],
      ['Enter', 'Coup suivant', { round: 4, phase: 'TOP' }],
      ['Space', 'Lancer le temps', { round: 5, phase: 'WAITING' }],
      ['Enter', 'Afficher le top', { round: 5, phase: 'RUNNING' }],
      ['Space', 'Coup suivant', { round: 5, phase: 'TOP' }],
    ] as const;
    for (const [key, label, state] of expected) {
      expect(await big.evaluate((b) => b === (globalThis as unknown as Page).document.activeElement)).toBe(true);
      await control.keyboard.press(key);
      await control.locator('button.room-next', { hasText: label }).waitFor();
      expect(await web.api('GET', `/tournaments/${tid}/duplicate/room`)).toMatchObject(state);
    }
    expect(await big.evaluate((b) => b === (globalThis as unknown as Page).document.activeElement)).toBe(true);
  });

  it('fits the longest tops on the projector without scrolling, from 1024x768 to 1920x1080', async () => {
    const room = await web.page(`/tournois/${tid}/salle`);
    for (const round of [4, 5, 6]) {
      await roomAt(round, 'TOP');
      for (const [width, height] of [[1024, 768], [1280, 720], [1366, 768], [1920, 1080]] as const) {
        await room.setViewportSize({ width, height });
        await room.reload();
        await room.locator('.room-top h2').waitFor();
        const fit = await room.evaluate(() => {
          const w = (globalThis as unknown as Page);
          const boxes = Array.from(w.document.querySelectorAll('.room-head, .room-round, .room-draw, .room-top h2, .room-top li, .room-words')).map((e) => e.getBoundingClientRect());
          const root = w.document.documentElement;
          return {
            scrolls: root.scrollHeight > w.innerHeight || root.scrollWidth > w.innerWidth,
            lowest: Math.max(...boxes.map((b) => b.bottom)),
            widest: Math.max(...boxes.map((b) => b.right)),
            height: w.innerHeight,
            width: w.innerWidth,
          };
        });
        expect({ round, width, height, scrolls: fit.scrolls, below: fit.lowest > fit.height, beside: fit.widest > fit.width }).toEqual({ round, width, height, scrolls: false, below: false, beside: false });
      }
    }
    expect(await room.locator('.room-solution li').count()).toBe(0); // the last coup shown is a letters one
    await roomAt(4, 'TOP');
    await room.setViewportSize({ width: 1280, height: 720 });
    await room.reload();
    await room.locator('.room-top h2').waitFor();
    expect(await room.locator('.room-solution li').count()).toBe(5);
    expect(await room.getByRole('heading', { name: 'Meilleure approche : 283 ou 285 (à 1)' }).count()).toBe(1);
    await screenshot(room, 'salle-top-1280x720');
    expect(await seriousA11yViolations(room)).toEqual([]);
  });
});

import { createServer } from 'node:net';
import { douaiDay, SIZES, sidewaysScroll } from './support/douai-day';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/**
 * « Fédération » (docs/federation.md): on the federation server, an organiser creates a club's key (shown once),
 * reads the keys and revokes one; on the venue, the organiser names the federation server and the club's key,
 * and the tournament's dashboard says « en attente du réseau » (no server at that address), « publié » (with its
 * time) and « refusé » with the reason (a revoked key). Two instances, each on the embedded engine.
 */
const WIDE = SIZES[0];
const PHONE = SIZES[2];

/** A port nothing listens on: a federation server out of reach. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('the federation screens', () => {
  let fed: WebApp;
  let venue: WebApp;
  let fedClub: string;
  beforeAll(async () => {
    fed = await startWebApp({ publicationWorker: false });
    venue = await startWebApp({ publicationMinIntervalSeconds: 0, publicationRetryFirstSeconds: 30, publicationRetryMaxSeconds: 60 });
    fedClub = (await fed.api<{ id: string }>('POST', '/clubs', { token: fed.organiserToken, body: { name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' } })).id;
  }, 180_000);
  afterAll(async () => {
    await venue?.close();
    await fed?.close();
  }, 60_000);

  it('creates a club\'s key shown once, lists it and revokes it, at 1366x768 and 375 px', async () => {
    const page = await fed.page('/gestion/federation', { token: fed.organiserToken });
    await page.setViewportSize({ width: WIDE.width, height: WIDE.height });
    await page.getByRole('heading', { name: 'Clés des clubs' }).waitFor();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Créer une clé' }) });
    await form.getByLabel('Club').selectOption({ label: 'Club de Douai (Douai) · NPC-059' });
    await form.getByLabel('Libellé').fill('Ordinateur de la salle');
    await form.getByRole('button', { name: 'Créer la clé' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'elle ne sera plus jamais affichée' });
    await shown.waitFor();
    expect(await shown.getByLabel('Clé').inputValue()).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const table = page.getByRole('region', { name: 'Les clés des clubs' });
    await table.getByRole('cell', { name: 'Club de Douai', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'federation-cles');
    await page.getByRole('button', { name: 'J’ai copié la clé' }).click();
    expect(await shown.count()).toBe(0);

    await table.getByRole('button', { name: 'Révoquer la clé « Ordinateur de la salle » de Club de Douai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Révoquer la clé ?' });
    await dialog.getByLabel(/Motif/).fill('ordinateur perdu');
    await dialog.getByRole('button', { name: 'Révoquer la clé' }).click();
    await table.getByText(/^révoquée le /).waitFor();
    const keys = await fed.api<{ revokedAt: string | null }[]>('GET', '/api-keys', { token: fed.organiserToken });
    expect(keys).toEqual([expect.objectContaining({ revokedAt: expect.any(String) })]);

    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('names the federation server on the venue; the tournament says « en attente du réseau », « publié », then « refusé » with the reason', async () => {
    const day = await douaiDay(venue, { players: 6, name: 'Tournoi publié' });
    const key = (await fed.api<{ key: string; id: string }>('POST', `/clubs/${fedClub}/api-keys`, { token: fed.organiserToken, body: { label: 'Salle' } }));
    const settings = await venue.page('/gestion/federation', { token: venue.organiserToken });
    await settings.setViewportSize({ width: WIDE.width, height: WIDE.height });
    await settings.getByLabel('Adresse du serveur fédéral').fill(`http://127.0.0.1:${await closedPort()}`);
    await settings.getByLabel(/^Clé du club/).fill(key.key);
    await settings.getByLabel('Club de la clé').selectOption({ label: 'Club de Douai (Douai)' });
    await settings.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await settings.getByRole('status').filter({ hasText: 'Réglages enregistrés' }).waitFor();
    await settings.getByText(/clé enregistrée : [0-9a-f]{8}…/).waitFor();
    expect(await settings.getByLabel(/^Clé du club/).inputValue()).toBe('');
    expect(await seriousA11yViolations(settings)).toEqual([]);

    const hub = await venue.page(`/gestion/tournois/${day.tournamentId}`, { token: venue.organiserToken });
    await hub.setViewportSize({ width: WIDE.width, height: WIDE.height });
    const card = hub.locator('section', { has: hub.getByRole('heading', { name: 'Publication sur le serveur fédéral' }) });
    await card.getByText('jamais publié').waitFor();
    await card.getByRole('button', { name: 'Publier maintenant' }).click();
    await card.getByText(/^en attente du réseau \(prochain essai le /).waitFor();
    expect(await card.getByRole('status').innerText()).toContain('Serveur fédéral injoignable');
    expect(await seriousA11yViolations(hub)).toEqual([]);
    await screenshot(hub, 'federation-en-attente');

    // The network is back: the right address, the waiting publication leaves at once.
    const saved = await venue.api<{ version: number; clubId: string }>('GET', '/federation/settings', { token: venue.organiserToken });
    await venue.api('PUT', '/federation/settings', { token: venue.organiserToken, body: { version: saved.version, serverUrl: fed.baseUrl, clubId: saved.clubId, automatic: true } });
    await card.getByText(/^publié \(le /).waitFor({ timeout: 30_000 });
    expect((await fed.api<{ items: { id: string; organisingClubName: string }[] }>('GET', '/tournaments')).items.find((t) => t.id === day.tournamentId)).toMatchObject({ organisingClubName: 'Club de Douai' });

    // The key revoked on the federation: « Publier maintenant » is refused, and the screen says why.
    await fed.api('POST', `/api-keys/${key.id}/revoke`, { token: fed.organiserToken });
    await card.getByRole('button', { name: 'Publier maintenant' }).click();
    await card.getByText(/^refusé : Cette clé a été révoquée/).waitFor({ timeout: 30_000 });
    for (const size of [WIDE, PHONE]) {
      await hub.setViewportSize({ width: size.width, height: size.height });
      expect(await sidewaysScroll(hub)).toBe(0);
      expect(await seriousA11yViolations(hub)).toEqual([]);
    }
    await settings.reload();
    await settings.getByRole('region', { name: 'Les publications' }).getByText(/^refusé : Cette clé a été révoquée/).waitFor();
    await settings.setViewportSize({ width: PHONE.width, height: PHONE.height });
    expect(await sidewaysScroll(settings)).toBe(0);
    expect(await seriousA11yViolations(settings)).toEqual([]);
  }, 240_000);
});

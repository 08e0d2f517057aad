import type { Page } from 'playwright-core';
import type { WebApp } from './web-app';

/**
 * A Douai day as the organiser and the arbitres live it, set up through the API: three clubs, `players` licenciés
 * with real-looking names, a tournament, one arbitre; optionally the duplicate played (blank sheets, all checked),
 * the poules formed and a Pyramide with its first game seated.
 */
export interface DouaiDay {
  tournamentId: string;
  clubIds: string[];
  playerIds: string[];
  arbiter: { email: string; password: string; id: string; token: string };
}

const CLUBS: [string, string, string][] = [
  ['Club de Douai', 'Douai', 'NPC-059'],
  ['Les Lettreux de Laxou, section chiffres', 'Laxou', 'LOR-054'],
  ['Chiffres et Lettres de Lyon Métropole', 'Lyon', 'ARA-069'],
];
const LAST = ['Dupont', 'Martin', 'Lefèvre', 'Moreau', 'Château', 'Dufrêne', 'Müller', 'Pérignon'];
const FIRST = ['Aline', 'Bruno', 'Cécile', 'Denis', 'Éloïse', 'François', 'Gaëlle'];

export async function douaiDay(web: WebApp, options: { players: number; name?: string; play?: 'registration' | 'poules' | 'pyramide' }): Promise<DouaiDay> {
  const token = web.organiserToken;
  const clubIds: string[] = [];
  for (const [name, city, federationCode] of CLUBS) clubIds.push((await web.api<{ id: string }>('POST', '/clubs', { token, body: { name, city, federationCode } })).id);
  const csv = [
    'licence;nom;prénom;club',
    ...Array.from({ length: options.players }, (_, i) => `D${String(i + 1).padStart(3, '0')};${LAST[i % LAST.length]}-${Math.floor(i / LAST.length) + 1};${FIRST[i % FIRST.length]};${CLUBS[i % 3]![2]}`),
  ].join('\n');
  await web.api('POST', '/players/import', { token, body: csv, headers: { 'Content-Type': 'text/csv' } });
  const page = await web.api<{ items: { id: string; licence: string }[] }>('GET', '/players?pageSize=500', { token });
  const playerIds = page.items.filter((p) => p.licence.startsWith('D')).sort((a, b) => a.licence.localeCompare(b.licence)).map((p) => p.id);
  const tournamentId = (
    await web.api<{ id: string }>('POST', '/tournaments', {
      token,
      body: { name: options.name ?? 'Tournoi de Douai', date: '2026-12-12', venue: 'Salle des fêtes, Douai', organisingClubId: clubIds[0] },
    })
  ).id;
  const email = `arbitre-${tournamentId.slice(0, 8)}@douai.fr`;
  const password = 'arbiter-password';
  const account = await web.api<{ id: string }>('POST', '/accounts', { token, body: { email, displayName: 'Arbitre de Douai', password, role: 'ARBITER' } });
  await web.api('POST', `/tournaments/${tournamentId}/arbiters`, { token, body: { accountId: account.id } });
  const arbiter = { email, password, id: account.id, token: await web.login(email, password) };
  const day = { tournamentId, clubIds, playerIds, arbiter };
  if (!options.play || options.play === 'registration') return day;

  const path = (rest: string) => `/tournaments/${tournamentId}${rest}`;
  await web.api('POST', path('/entries/bulk'), { token, body: { playerIds } });
  await step(web, tournamentId, 'DUPLICATE');
  await web.api('POST', path('/duplicate'), { token, body: { seed: 'douai', plan: { numbers: 2, letters: [{ consonants: 5, vowels: 5, count: 4 }], order: 'CLL' } } });
  for (const [i, id] of playerIds.entries()) {
    const answers = [1, 2, 3, 4, 5, 6].map((round) => (round === 2 && i % 5 === 0 ? { round, word: 'ami' } : { round }));
    const sheet = await web.api<{ version: number }>('PUT', path(`/duplicate/sheets/${id}`), { token, body: { answers } });
    await web.api('POST', path(`/duplicate/sheets/${id}/status`), { token, headers: { 'If-Match': `"${sheet.version}"` }, body: { status: 'CHECKED' } });
  }
  await step(web, tournamentId, 'CORRECTION');
  await step(web, tournamentId, 'MATCHES');
  await web.api('POST', path('/poules'), { token, body: { seed: 'douai-poules', drawsPer: 'round' } });
  if (options.play === 'poules') return day;
  await web.api('POST', path('/pyramide'), { token, body: { formula: 'individuel', games: 2 } });
  await web.api('POST', path('/pyramide/games'), { token });
  return day;
}

export async function step(web: WebApp, tournamentId: string, status: string): Promise<void> {
  const t = await web.api<{ version: number }>('GET', `/tournaments/${tournamentId}`);
  await web.api('POST', `/tournaments/${tournamentId}/status`, { token: web.organiserToken, body: { version: t.version, status } });
}

/** The sizes of the day: the organiser's laptop, the projector's computer, an arbitre's or a visitor's phone. */
export const SIZES = [
  { name: '1366x768', width: 1366, height: 768 },
  { name: '1280x720', width: 1280, height: 720 },
  { name: '375 px', width: 375, height: 667 },
] as const;

/** How far the page itself scrolls sideways (0: it fits the window; a table may still scroll inside its frame). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });

/** The page's whole height, in CSS pixels. */
export const pageHeight = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document.documentElement.scrollHeight);

import type { TestApp } from './test-app';

type Headers = Record<string, string>;

const WORDS = [10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => [n, { 10: 'remaniable', 9: 'ranimable', 8: 'maniable', 7: 'aimable', 6: 'abimer', 5: 'abime', 4: 'able', 3: 'ami', 2: 'la' }[n]!] as const);

/** Up to 5 words of BAMERILANE whose lengths add up to `total` (no part of 1 letter): a duplicate sheet scoring `total`. */
export function wordsFor(total: number): string[] {
  const out: string[] = [];
  let left = total;
  while (left > 0) {
    const [n, w] = WORDS.find(([len]) => len <= left && left - len !== 1)!;
    out.push(w);
    left -= n;
  }
  if (out.length > 5) throw new Error(`total ${total} needs more than 5 draws`);
  return out;
}

/** A club of the directory; its id. */
export async function newClub(t: TestApp, org: Headers, club: { name: string; city: string; federationCode?: string }): Promise<string> {
  return (await t.http().post('/clubs').set(org).send(club).expect(201)).body.id as string;
}

/** Players of a club, created one by one ([licence, first name, last name]); their ids in that order. */
export async function newPlayers(t: TestApp, org: Headers, clubId: string, players: [string, string, string][]): Promise<string[]> {
  const ids: string[] = [];
  for (const [licence, firstName, lastName] of players) ids.push((await t.http().post('/players').set(org).send({ licence, firstName, lastName, clubId }).expect(201)).body.id as string);
  return ids;
}

/** Players imported from CSV lines (the header first), then listed in licence order. */
export async function importPlayers(t: TestApp, org: Headers, csv: string[], query = ''): Promise<{ id: string; licence: string }[]> {
  await t.http().post(`/players/import${query}`).set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv.join('\n'))).expect(200);
  const players = (await t.http().get('/players?pageSize=100').set(org)).body.items as { id: string; licence: string }[];
  return players.sort((a, b) => a.licence.localeCompare(b.licence));
}

/** A tournament with these players registered, table numbers in the order given; its id. */
export async function tournamentOf(t: TestApp, org: Headers, tournament: { name: string; venue: string; organisingClubId: string }, playerIds: string[]): Promise<string> {
  const id = (await t.http().post('/tournaments').set(org).send({ date: '2026-12-12', ...tournament }).expect(201)).body.id as string;
  await t.http().post(`/tournaments/${id}/entries/bulk`).set(org).send({ playerIds }).expect(201);
  return id;
}

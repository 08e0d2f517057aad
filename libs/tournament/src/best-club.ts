import { t } from '@greffier/messages';
import { AfternoonInputError } from './afternoon-errors';

/** Douai, "V - Coupe du meilleur club": "le classement général FINAL des 3 meilleurs joueurs de chaque club". */
export const CLUB_CUP_PLAYERS = 3;

/** A player's final general place and club (none: the player counts for no club). */
export interface ClubCupEntry {
  playerId: string;
  clubId: string | null;
  place: number;
}

export interface ClubCupRow {
  rank: number;
  clubId: string;
  /** The club's 3 best players and their places, best first. */
  playerIds: string[];
  places: number[];
  /** "Addition des places": the lower the better. */
  total: number;
  /** The place of the club's third player: the tie-break. */
  thirdPlace: number;
  /** Set when the club has the same total as the club above: "la place finale du meilleur 3ème joueur". */
  brokenBy?: 'third-place';
}

export interface NotRankedClub {
  clubId: string;
  playerIds: string[];
  places: number[];
}

export interface ClubCup {
  ranked: ClubCupRow[];
  /** Clubs with fewer than 3 players in the general ranking, by their best place. */
  notRanked: NotRankedClub[];
}

/**
 * The best-club cup: each club adds the general places of its 3 best-placed players; the lowest total wins;
 * a tie goes to the club whose third player is better placed. Places are distinct (one player a place), so two
 * thirds are never equal and the order is total: no shared rank, no further tie-break.
 */
export function bestClubCup(entries: readonly ClubCupEntry[]): ClubCup {
  if (!Array.isArray(entries)) throw new AfternoonInputError('INVALID_PLACES', 'entries', t('PLAYERS_NOT_A_LIST'));
  const places = new Set<number>();
  const players = new Set<string>();
  const byClub = new Map<string, ClubCupEntry[]>();
  entries.forEach((e, i) => {
    if (!Number.isInteger(e?.place) || e.place < 1) {
      throw new AfternoonInputError('INVALID_PLACES', `entries[${i}].place`, t('GENERAL_PLACE'));
    }
    if (places.has(e.place)) throw new AfternoonInputError('INVALID_PLACES', `entries[${i}].place`, t('PLACE_HELD_TWICE', { place: e.place }));
    if (players.has(e.playerId)) throw new AfternoonInputError('DUPLICATE_PLAYER', `entries[${i}].playerId`, t('PLAYER_LISTED_TWICE', { player: e.playerId }));
    places.add(e.place);
    players.add(e.playerId);
    if (e.clubId === null || e.clubId === undefined || e.clubId === '') return;
    byClub.set(e.clubId, [...(byClub.get(e.clubId) ?? []), e]);
  });

  const ranked: Omit<ClubCupRow, 'rank'>[] = [];
  const notRanked: NotRankedClub[] = [];
  for (const [clubId, members] of byClub) {
    const best = [...members].sort((x, y) => x.place - y.place).slice(0, CLUB_CUP_PLAYERS);
    const row = { clubId, playerIds: best.map((m) => m.playerId), places: best.map((m) => m.place) };
    if (best.length < CLUB_CUP_PLAYERS) notRanked.push(row);
    else ranked.push({ ...row, total: row.places.reduce((s, p) => s + p, 0), thirdPlace: row.places[CLUB_CUP_PLAYERS - 1]! });
  }
  ranked.sort((x, y) => x.total - y.total || x.thirdPlace - y.thirdPlace);
  notRanked.sort((x, y) => x.places[0]! - y.places[0]!);
  return {
    ranked: ranked.map((r, i) => ({
      rank: i + 1,
      ...r,
      ...(i > 0 && ranked[i - 1]!.total === r.total ? { brokenBy: 'third-place' as const } : {}),
    })),
    notRanked,
  };
}

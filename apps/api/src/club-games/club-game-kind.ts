import type { Lexicon } from '@greffier/lexicon';
import type { ClubGameKind } from '../generated/prisma/enums';

/** A seat of a club game: a player of the club (or of another club), or a guest known by a name only. */
export interface ClubGamePlayer {
  seat: number;
  playerId: string | null;
  name: string;
}

/** Who stands where once the game is scored: one line per seat (places may tie). */
export interface Standing {
  seat: number;
  name: string;
  points: number;
  place: number;
}

export interface KindContext {
  /** The reference lexicon (loaded on first use). */
  lexicon(): Lexicon;
  /** A new random seed, stored with the game so that its throws or draws can be replayed. */
  newSeed(): string;
}

export interface Scored {
  /** The record as stored (normalised by the rules: trimmed words, upper case letters...). */
  record: unknown;
  /** The rules library's score of it, as the API returns it and the score sheet prints it. */
  result: unknown;
  standings: Standing[];
  finished: boolean;
}

/** Everything the score sheet of a game shows. */
export interface ClubGameView {
  id: string;
  kind: ClubGameKind;
  clubId: string;
  clubName: string;
  playedOn: string;
  title: string | null;
  players: ClubGamePlayer[];
  settings: unknown;
  record: unknown;
  result: unknown;
  standings: Standing[];
  finished: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** What every game's score sheet heads with: its title, the club, the evening, and the date it was last saved. */
export function sheetHeading(view: ClubGameView): { title: string | null; clubName: string; playedOn: string; creationDate: Date } {
  return { title: view.title, clubName: view.clubName, playedOn: view.playedOn, creationDate: new Date(view.updatedAt) };
}

/**
 * One game of the club evenings, as the API needs it: the rules stay in the game's library (libs/),
 * this adapter maps its settings, record and score, and prints its sheet. Every method throws
 * GameInputError (@greffier/common) naming each refused box: the API answers 422.
 */
export interface ClubGameKindHandler {
  /** The game's French name, as printed. */
  label: string;
  players: { min: number; max: number };
  /** The settings with their defaults filled in; `raw` is what the organiser sent (may be undefined). */
  settings(raw: unknown, players: ClubGamePlayer[], ctx: KindContext): unknown;
  /** The record of the game before anything is played. */
  emptyRecord(settings: unknown, players: ClubGamePlayer[]): unknown;
  /** Validates a whole record (as sent with PUT .../record) and scores it. */
  score(settings: unknown, players: ClubGamePlayer[], record: unknown, ctx: KindContext): Scored;
  /**
   * The moves the server makes itself (the Sloubi's dice): the record after the action. Absent: the game
   * has none (POST .../actions answers 422).
   */
  act?(settings: unknown, players: ClubGamePlayer[], record: unknown, action: { type: string } & Record<string, unknown>, ctx: KindContext): unknown;
  /** The printed score sheet. */
  pdf(view: ClubGameView): Promise<Buffer>;
}

export const CLUB_GAME_KINDS = Symbol('CLUB_GAME_KINDS');

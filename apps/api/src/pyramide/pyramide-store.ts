import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import type { Pair, Seating, Table } from '@greffier/pyramide';
import { acceptsWrite } from '@greffier/tournament';
import type { Tx } from '../database/tx';
import { NotFoundError, RuleViolationError } from '../common/domain-errors';
import { PrismaClient, type PyramideGame, type PyramideTournament } from '../generated/prisma/client';

type Db = Tx | PrismaClient;

/** A registered player as the Pyramide responses name them. */
export interface Person {
  playerId: string;
  bib: number | null;
  name: string;
}

export interface RosterEntry extends Person {
  withdrawn: boolean;
}

/** The tournament's entries, by player id: who may be seated, and how to name them. */
export class Roster {
  constructor(private readonly entries: Map<string, RosterEntry>) {}

  has(playerId: string): boolean {
    return this.entries.has(playerId);
  }

  entry(playerId: string): RosterEntry | undefined {
    return this.entries.get(playerId);
  }

  person(playerId: string): Person {
    const e = this.entries.get(playerId);
    return e ? { playerId, bib: e.bib, name: e.name } : { playerId, bib: null, name: playerId };
  }

  /** The players still in the tournament, by table number (bib). */
  active(): string[] {
    return [...this.entries.values()].filter((e) => !e.withdrawn).map((e) => e.playerId);
  }

  withdrawn(): string[] {
    return [...this.entries.values()].filter((e) => e.withdrawn).map((e) => e.playerId);
  }
}

export const seatingOf = (game: Pick<PyramideGame, 'seating'>): Seating => game.seating as unknown as Seating;
export const pairsOf = (config: Pick<PyramideTournament, 'pairs'>): Pair[] => (config.pairs as unknown as Pair[]) ?? [];

/** Loads what the Pyramide services need; every "not found" is a 404 naming what is missing. */
@Injectable()
export class PyramideStore {
  async tournament(db: Db, tournamentId: string) {
    const tournament = await db.tournament.findFirst({ where: { id: tournamentId, deletedAt: null } });
    if (!tournament) throw new NotFoundError('tournament', tournamentId);
    return tournament;
  }

  /** The tournament for a write: a finished tournament is not changed any more. */
  async openTournament(db: Db, tournamentId: string) {
    const tournament = await this.tournament(db, tournamentId);
    if (!acceptsWrite(tournament.status, 'pyramide')) {
      throw new RuleViolationError('TOURNAMENT_FINISHED', t('PYRAMIDE_TOURNAMENT_FINISHED'));
    }
    return tournament;
  }

  async config(db: Db, tournamentId: string): Promise<PyramideTournament> {
    await this.tournament(db, tournamentId);
    const config = await db.pyramideTournament.findUnique({ where: { tournamentId } });
    if (!config) throw new NotFoundError('Pyramide of tournament', tournamentId);
    return config;
  }

  games(db: Db, pyramideId: string): Promise<PyramideGame[]> {
    return db.pyramideGame.findMany({ where: { pyramideId }, orderBy: { number: 'asc' } });
  }

  async game(db: Db, pyramideId: string, number: number): Promise<PyramideGame> {
    const game = await db.pyramideGame.findUnique({ where: { pyramideId_number: { pyramideId, number } } });
    if (!game) throw new NotFoundError('game', String(number));
    return game;
  }

  table(game: PyramideGame, number: number): Table {
    const table = seatingOf(game).tables.find((t) => t.number === number);
    if (!table) throw new NotFoundError('table', t('PYRAMIDE_TABLE_OF_GAME', { table: number, game: game.number }));
    return table;
  }

  async roster(db: Db, tournamentId: string): Promise<Roster> {
    const rows = await db.tournamentEntry.findMany({ where: { tournamentId }, include: { player: true }, orderBy: { bib: 'asc' } });
    return new Roster(
      new Map(
        rows.map((e) => [
          e.playerId,
          { playerId: e.playerId, bib: e.bib, name: `${e.player.firstName} ${e.player.lastName}`, withdrawn: e.withdrawnAt !== null },
        ]),
      ),
    );
  }
}

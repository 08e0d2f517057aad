import type { TournamentVm } from '@greffier/pdf';
import type { PrismaClient } from '../generated/prisma/client';
import { NotFoundError } from './domain-errors';

/** A tournament that exists (not deleted), and the heading its printed documents carry; else 404. */
export async function printedTournament(db: Pick<PrismaClient, 'tournament'>, id: string) {
  const tournament = await db.tournament.findFirst({ where: { id, deletedAt: null }, include: { organisingClub: true } });
  if (!tournament) throw new NotFoundError('tournament', id);
  const vm: TournamentVm = { name: tournament.name, date: tournament.date.toISOString().slice(0, 10), venue: tournament.venue, organiser: tournament.organisingClub.name };
  return { tournament, vm };
}

import type { LoggerService } from '@nestjs/common';
import { clubSearchKey, playerSearchKey } from '@greffier/common';
import type { PrismaClient } from '../generated/prisma/client';
import { t } from '@greffier/messages';

/** Demo data for a newcomer: three clubs, 48 players, one tournament. Runs only on an empty database. */
const CLUBS = [
  { name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' },
  { name: 'Les Lettreux de Laxou', city: 'Laxou', federationCode: 'LOR-054' },
  { name: 'Chiffres et Lettres de Lyon', city: 'Lyon', federationCode: 'ARA-069' },
];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David'];
const FIRST = ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Théo', 'Manon', 'Jules', 'Inès', 'Gabriel', 'Zoé', 'Raphaël', 'Élise', 'Arthur', 'Noémie', 'Benoît'];

export async function seedDemoData(prisma: PrismaClient, logger?: Pick<LoggerService, 'log'>): Promise<boolean> {
  if ((await prisma.club.count()) > 0) return false;
  await prisma.$transaction(async (tx) => {
    const clubs: { id: string }[] = [];
    for (const c of CLUBS) clubs.push(await tx.club.create({ data: { ...c, searchKey: clubSearchKey(c) } }));
    await tx.player.createMany({
      data: Array.from({ length: 48 }, (_, i) => {
        const names = { licence: `DEMO${String(i + 1).padStart(4, '0')}`, lastName: LAST[i % 16]!, firstName: FIRST[(i * 7) % 16]! };
        return {
          ...names,
          searchKey: playerSearchKey(names),
          clubId: clubs[i % 3]!.id,
          category: i % 5 === 0 ? 'Junior' : i % 4 === 0 ? 'Vétéran' : 'Senior',
          rating: 1000 + ((i * 137) % 900),
        };
      }),
    });
    await tx.tournament.create({
      data: { name: 'Tournoi de démonstration', date: new Date('2026-12-12T00:00:00Z'), venue: 'Salle des fêtes, Douai', organisingClubId: clubs[0]!.id },
    });
    await tx.auditEntry.create({ data: { action: 'seed', entity: 'database', entityId: 'demo', reason: t('SEED_REASON') } });
  });
  logger?.log(t('SEED_LOADED'));
  return true;
}

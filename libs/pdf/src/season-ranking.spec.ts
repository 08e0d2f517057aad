import { seasonRankingPdf, type SeasonRankingVm } from './season-ranking';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const SEASON = {
  name: 'Circuit du Nord 2026-2027',
  firstDay: '2026-09-01',
  lastDay: '2027-06-30',
  profileLabel: 'Barème des places',
  rule: 'Chaque tournoi rapporte des points selon la place finale (1re : 100, 2e : 80) ; la saison additionne les 2 meilleurs résultats de chaque joueur.',
};
const CREATED = new Date('2027-07-01T10:00:00Z');

function vm(players = 5): SeasonRankingVm {
  const names = ['Élise Lefèvre', 'Jérôme Dupuis', 'Zoé Łukasiewicz', 'Noël Crèvecœur', 'Anaïs Petit'];
  return {
    season: SEASON,
    creationDate: CREATED,
    tournaments: [
      { name: 'Open d’automne', date: '2026-10-10', counts: true },
      { name: 'Tournoi de janvier', date: '2027-01-09', counts: true },
      { name: 'Open de février', date: '2027-02-06', counts: false },
    ],
    rows: Array.from({ length: players }, (_, i) => ({
      rank: i === 2 ? 2 : i + 1,
      tied: i === 1 || i === 2,
      name: `${names[i % names.length]}${i >= names.length ? ` ${i}` : ''}`,
      licence: `S${i + 1}`,
      club: i % 2 ? 'Club de Béthune' : 'Club d’Arras',
      total: 200 - 10 * (i === 2 ? 1 : i),
      results: 3,
      counted: 2,
      brokenByReason: i === 3 ? 'départagé au 2e meilleur résultat (80 contre 65)' : null,
    })),
  };
}

describe('seasonRankingPdf', () => {
  const doc = renderedOnce('season-ranking', () => seasonRankingPdf(vm()));

  it('prints the season, its days, its rule and the tournaments counted and not yet', () => {
    const text = squeeze(doc.text);
    for (const line of [
      'Classement de la saison\nCircuit du Nord 2026-2027',
      'Du mardi 1er septembre 2026 au mercredi 30 juin 2027 · 5 joueurs classés',
      'Barème des places : Chaque tournoi rapporte des points selon la place finale',
      'Tournois comptés : Open d’automne (samedi 10 octobre 2026), Tournoi de janvier (samedi 9 janvier 2027).',
      'En cours, pas encore comptés : Open de février (samedi 6 février 2027).',
    ]) {
      expect(text).toContain(line);
    }
    expect(pdfInfo(doc.pdfPath)).toMatchObject({ Title: 'Classement de la saison - Circuit du Nord 2026-2027', Pages: '1' });
  });

  it('lists the players in rank order, a shared rank « ex aequo », with licence, club, points, results kept and the tie-break', () => {
    const text = squeeze(doc.text);
    expect(text).toMatch(/Rang Nom Licence Club Points Retenus Départage/);
    expect(text).toMatch(/ 1er Élise Lefèvre S1 Club d’Arras 200 2 ?\/ ?3\n/);
    expect(text).toMatch(/ 2e ex aequo Jérôme Dupuis S2 Club de Béthune 190 2 ?\/ ?3\n/);
    expect(text).toMatch(/ 2e ex aequo Zoé Łukasiewicz S3 Club d’Arras 190 2 ?\/ ?3\n/);
    expect(text).toMatch(/ 4e Noël Crèvecœur S4 Club de Béthune 170 2 ?\/ ?3 départagé au 2e meilleur/);
  });

  it('repeats the table header on every page of a long ranking, under a running title', async () => {
    await checkPdf('season-ranking-long', seasonRankingPdf(vm(200)), (long) => {
      expect(long.pages.length).toBeGreaterThan(2);
      for (const page of long.pages.slice(1)) {
        expect(squeeze(page)).toContain('Classement de la saison (suite) · Circuit du Nord 2026-2027');
        expect(squeeze(page)).toMatch(/Rang Nom Licence Club Points Retenus Départage/);
      }
    });
  });

  it('says so when nobody is ranked yet', async () => {
    await checkPdf('season-ranking-empty', seasonRankingPdf({ ...vm(0), tournaments: [] }), (empty) => {
      expect(squeeze(empty.text)).toContain('Tournois comptés : aucun pour l’instant.');
      expect(squeeze(empty.text)).toContain('Le classement vient avec le premier tournoi terminé de la saison.');
    });
  });
});

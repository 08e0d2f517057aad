import type { GeneralRankingVm } from './afternoon-view-models';
import { generalRankingPdf } from './general-ranking';
import { CREATED, generalRankingVm, TOURNAMENT } from './testing/afternoon-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

describe('generalRankingPdf', () => {
  const doc = renderedOnce('general-ranking', () => generalRankingPdf(generalRankingVm()));

  it('prints the header: players ranked, poules, withdrawn players and the places of each poule', () => {
    const page1 = squeeze(doc.pages[0] as string);
    for (const line of [
      'Classement général final',
      'samedi 14 mars 2026',
      '44 joueurs classés · 3 poules (A, B, C) · 2 forfaits avant les poules',
      'Places générales : poule A 1 à 16, poule B 17 à 32, poule C 33 à 44.',
    ]) {
      expect(page1).toContain(line);
    }
    expect(pdfInfo(doc.pdfPath).Title).toBe('Classement général final - Tournoi de Douai');
  });

  it('lists the 44 players by place, with club, poule and place in the poule', () => {
    const text = squeeze(doc.text);
    const places = [...text.matchAll(/^ (\d+)(?:er|e) \p{L}/gmu)].map((m) => Number(m[1]));
    expect(places).toEqual(Array.from({ length: 44 }, (_, i) => i + 1));
    expect(text).toMatch(/ 1er Élise Lefèvre 59100 Douai A 1er 1\n/);
    // the 9th of poule B is 25th, the 12th and last of poule C 44th
    expect(text).toMatch(/ 25e [^\n]+ B 9e \d+\n/);
    expect(text).toMatch(/ 44e Maëlys Crèvecœur 59659 Valenciennes C 12e 44\n/);
  });

  it('lists the players who withdrew before the poules apart, after the ranking', () => {
    const text = squeeze(doc.text);
    expect(text).toContain('Forfaits avant les poules (non classés)');
    expect(text).toContain('Marcel Vanhoutte Douai forfait après le duplicate (malade)');
    expect(text).toContain('Brigitte Ségard Arras partie avant les poules');
    expect(text.indexOf('Marcel Vanhoutte')).toBeGreaterThan(text.indexOf('44e'));
  });

  it('repeats the table header on every page of a long ranking, numbered "page x / y"', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      place: i + 1,
      name: `${['Élise', 'Jérôme', 'Zoé', 'Noël'][i % 4]} Joueur ${i + 1}`,
      club: ['Douai', 'Arras', 'Lille-Fives « Les Anagrammes »'][i % 3],
      poule: String.fromCharCode(65 + Math.floor(i / 16)),
      placeInPoule: (i % 16) + 1,
    }));
    const vm: GeneralRankingVm = { tournament: TOURNAMENT, rows, withdrawn: [], creationDate: CREATED };
    await checkPdf('general-ranking-300', generalRankingPdf(vm), (long) => {
      const n = long.pages.length;
      expect(n).toBeGreaterThanOrEqual(6);
      long.pages.forEach((page, i) => {
        expect(squeeze(page)).toMatch(/Place Nom Club Poule Place dans/);
        expect(page).toContain(`page ${i + 1} / ${n}`);
      });
      expect(squeeze(long.pages[1] as string)).toContain('Classement général final (suite) · Tournoi de Douai');
      expect(squeeze(long.text)).toContain('300 joueurs classés · 19 poules');
      expect(squeeze(long.text)).toContain('Places générales : poule A 1 à 16, poule B 17 à 32, poule C 33 à 48, poule D 49 à 64, etc.');
      expect(squeeze(long.text)).toMatch(/ 300e Noël Joueur 300 Lille-Fives « Les Anagrammes » S 12e\n/);
      expect(long.text).not.toContain('Forfaits');
      expect(long.text).not.toContain('Licence');
      expect(long.pngs).toHaveLength(n);
    });
  });
});

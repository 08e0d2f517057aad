import { pouleBracketPdf } from './poule-bracket';
import { bracketVm, finishedPoules, playPoule, poules, type Scores } from './testing/afternoon-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze, textIn } from './testing/pdf-text';

/** Landscape A4: the content runs from x = 36 to 806, in 4 columns 14 points apart. */
const column = (pdfPath: string, index: number): string => {
  const width = (841.89 - 72 - 3 * 14) / 4;
  return textIn(pdfPath, 1, { x: 36 + index * (width + 14), y: 90, width, height: 470 });
};
/** The seeds in a column, read down (the small number before each name). */
const seedsIn = (text: string): number[] => [...text.matchAll(/^ *(\d+) +\p{L}/gmu)].map((m) => Number(m[1]));
/** The bracket of one of the finished poules (0: A, 2: C), rendered once for the describe block. */
const renderedPoule = (name: string, poule: number) =>
  renderedOnce(name, () => {
    const { brackets, scores } = finishedPoules();
    return pouleBracketPdf(bracketVm(brackets[poule]!, scores));
  });

describe('pouleBracketPdf', () => {
  describe('poule A, 16 players, finished', () => {
    const doc = renderedPoule('bracket-a', 0);

    it('is landscape, with the poule, the rounds and the state of play in its header', () => {
      const page1 = squeeze(doc.pages[0] as string);
      expect(page1).toContain('Tableau de la poule A');
      expect(page1).toContain('16 joueurs · 32 matchs en 4 tours : toutes les places de 1 à 16 sont jouées · poule terminée');
      expect(page1).not.toContain('Exempts');
      expect(page1).toMatch(/Tour 1 : 1\/8 de finale Tour 2 : 1\/4 de finale et classement Tour 3 : 1\/2 finales et classement Tour 4 : finale et classement/);
      expect(pdfInfo(doc.pdfPath)['Page size']).toContain('841.89 x 595.28');
      expect(pdfInfo(doc.pdfPath).Title).toBe('Tableau de la poule A - Tournoi de Douai');
    });

    it('pairs the 1/8 by seeds: 1-16, 8-9, 4-13, 5-12, 2-15, 7-10, 3-14, 6-11', () => {
      const first = column(doc.pdfPath, 0);
      expect(seedsIn(first)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
      for (let i = 1; i <= 8; i++) expect(first).toContain(`A-R16-${i} · 1/8 (places 1-16)`);
      // the 8th seed lost to the 9th (an upset): 7 to 13
      expect(squeeze(first)).toMatch(/8 Cécile Château 7\s+9 André Desprès 13/);
    });

    it('lists every match of every round with its places, the score and how ties were decided', () => {
      const second = squeeze(column(doc.pdfPath, 1));
      for (const id of ['A-QF-1 · 1/4 (places 1-8)', 'A-QF-4', 'A-P9-16-1 · Places 9-16', 'A-P9-16-4']) expect(second).toContain(id);
      expect(second).toMatch(/A-QF-2 · 1\/4 \(places 1-8\) à la mort subite/);
      const third = squeeze(column(doc.pdfPath, 2));
      for (const id of ['A-SF-1', 'A-SF-2', 'A-P5-8-1', 'A-P5-8-2', 'A-P9-12-1', 'A-P13-16-2']) expect(third).toContain(id);
      expect(third).toMatch(/A-P5-8-2 · Places 5-8 au rang du duplicate/);
      const fourth = squeeze(column(doc.pdfPath, 3));
      for (const id of ['A-F · Finale (places 1-2)', 'A-P3-4 · Places 3-4', 'A-P5-6', 'A-P7-8', 'A-P9-10', 'A-P11-12', 'A-P13-14', 'A-P15-16 · Places 15-16']) {
        expect(fourth).toContain(id);
      }
      expect(doc.text).not.toContain('exempt');
      expect(doc.text).not.toContain('vainqueur de');
    });

    it('gives the final places 1..16 and the players by seed on page 2', () => {
      const page2 = squeeze(doc.pages[1] as string);
      expect(page2).toContain('Poule A : places et joueurs');
      expect(page2).toContain('Places finales de la poule Joueurs de la poule, par tête de série');
      for (let place = 1; place <= 16; place++) expect(page2).toMatch(new RegExp(`(^| )${place === 1 ? '1er' : `${place}e`} \\p{L}`, 'mu'));
      expect(page2).not.toContain('en jeu');
      expect(doc.pages).toHaveLength(2);
      expect(doc.pngs).toHaveLength(2);
      expect(doc.text).toContain('page 2 / 2');
    });
  });

  describe('poule C, 12 players: seeds 1 to 4 have a bye', () => {
    const doc = renderedPoule('bracket-c', 2);

    it('prints the byes as "exempt"', () => {
      expect(squeeze(doc.pages[0] as string)).toContain('Exempts au 1er tour (poule de 12 joueurs) : têtes de série 1, 2, 3 et 4');
      const first = column(doc.pdfPath, 0);
      // seeds 13 to 16 are missing: their slots say "exempt"
      expect(seedsIn(first)).toEqual([1, 8, 9, 4, 5, 12, 2, 7, 10, 3, 6, 11]);
      expect((first.match(/exempt/g) ?? []).length).toBe(4);
      expect(squeeze(first)).toMatch(/1 Élise Pérignon\s+exempt/);
      // two empty slots: nobody plays for places 13 to 16
      expect(squeeze(column(doc.pdfPath, 2))).toMatch(/C-P13-16-1 · Places 13-16 match sans joueur\s+exempt\s+exempt/);
    });

    it('prints a forfeit and a final won after the extra draws', () => {
      expect(squeeze(column(doc.pdfPath, 2))).toMatch(/C-P9-12-1 · Places 9-12 par forfait/);
      expect(squeeze(column(doc.pdfPath, 3))).toMatch(/C-F · Finale \(places 1-2\) après la prolongation\s+1 Élise Pérignon 10\s+2 Jérôme Évrard 10/);
    });

    it('leaves places 13 to 16 empty', () => {
      const page2 = squeeze(doc.pages[1] as string);
      expect((page2.match(/aucun joueur \(place vide\)/g) ?? []).length).toBe(4);
      expect(page2).toMatch(/1er Élise Pérignon Béthune 1 33/);
      expect(page2).toMatch(/12e Maëlys Crèvecœur Valenciennes 12 44/);
    });
  });

  it('prints where the players come from while the poule is played', async () => {
    const scores: Scores = new Map();
    const bracket = playPoule(poules()[2]!, scores, 1);
    await checkPdf('bracket-c-round-1', pouleBracketPdf(bracketVm(bracket, scores)), (doc) => {
      const page1 = squeeze(doc.pages[0] as string);
      expect(page1).toContain('4 matchs joués, 16 matchs à jouer');
      expect(page1).toContain('à jouer');
      const third = squeeze(column(doc.pdfPath, 2));
      expect(third).toMatch(/C-SF-1 · 1\/2 \(places 1-4\) à jouer\s+vainqueur de C-QF-1\s+vainqueur de C-QF-2/);
      expect(third).toMatch(/C-P5-8-1 · Places 5-8 à jouer\s+perdant de C-QF-1\s+perdant de C-QF-2/);
      const page2 = squeeze(doc.pages[1] as string);
      expect(page2).toContain('Places finales de la poule (12 places encore en jeu)');
      expect((page2.match(/ en jeu/g) ?? []).length).toBeGreaterThanOrEqual(12);
      expect(doc.pngs).toHaveLength(2);
    });
  });
});

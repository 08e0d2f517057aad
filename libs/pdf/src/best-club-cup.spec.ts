import { bestClubCupPdf } from './best-club-cup';
import { bestClubCupVm, regulationCupVm } from './testing/afternoon-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

describe('bestClubCupPdf', () => {
  describe('the cup of the Douai tournament', () => {
    const doc = renderedOnce('best-club-cup', () => bestClubCupPdf(bestClubCupVm()));

    it('prints the header and the rule', () => {
      const text = squeeze(doc.text);
      expect(text).toContain('Coupe du meilleur club');
      expect(text).toContain('7 clubs classés · 2 clubs non classés (moins de 3 joueurs)');
      expect(text).toContain('Addition des places au classement général final des 3 meilleurs joueurs de chaque club');
      expect(pdfInfo(doc.pdfPath).Title).toBe('Coupe du meilleur club - Tournoi de Douai');
    });

    it('ranks the clubs by the sum of the places of their 3 best players', () => {
      const text = squeeze(doc.text);
      expect(text).toMatch(/ 1 Valenciennes 5e Jérôme Müller 5 \+ 8 \+ 12 25\n 8e André Desprès\n 12e Benoît Gaillard\n/);
      expect(text).toMatch(/ 3 Douai 1er Élise Lefèvre 1 \+ 13 \+ 16 30\n/);
      expect(text).toMatch(/ 7 Lille-Fives « Les Anagrammes » 7e Gaëlle Maréchal 7 \+ 15 \+ 20 42\n/);
      const ranks = [...text.matchAll(/^ (\d) \p{L}[^\n]* (\d+) \+ (\d+) \+ (\d+) (\d+)$/gmu)];
      expect(ranks.map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const m of ranks) expect(Number(m[2]) + Number(m[3]) + Number(m[4])).toBe(Number(m[5]));
      expect(text).not.toContain('Départage');
    });

    it('lists the clubs with fewer than 3 players apart, not ranked', () => {
      const text = squeeze(doc.text);
      expect(text).toContain('Clubs non classés (moins de 3 joueurs au classement général)');
      expect(text).toContain('Maubeuge 18e Jérôme Château ; 42e André Théry');
      expect(text).toMatch(/Lens 30e Raphaël Dufrêne/);
      expect(text.indexOf('Maubeuge')).toBeGreaterThan(text.indexOf('Lille-Fives'));
      expect(doc.pages).toHaveLength(1);
      expect(doc.pngs).toHaveLength(1);
    });
  });

  it("marks the clubs separated by their 3rd player's place: the regulation's example", async () => {
    await checkPdf('best-club-cup-regulation', bestClubCupPdf(regulationCupVm()), (doc) => {
      const text = squeeze(doc.text);
      // C (Douai) 5 + 7 + 8, A (Arras) 1 + 9 + 10, B (Cambrai) 2 + 3 + 15: all on 20; C wins on its 3rd (8th)
      expect(text).toMatch(/ 1 Douai 5e [^\n]+ 5 ?\+ ?7 ?\+ ?8 20 départagé par la place du/);
      expect(text).toMatch(/ 2 Arras 1er [^\n]+ 1 ?\+ ?9 ?\+ ?10 20 départagé par la place du/);
      expect(text).toMatch(/ 3 Cambrai 2e [^\n]+ 2 ?\+ ?3 ?\+ ?15 20 départagé par la place du/);
      expect(text).toMatch(/ 4 Béthune 4e [^\n]+ 4 ?\+ ?6 ?\+ ?11 21\n/);
      expect(text).toMatch(/joueur \(8e\)[\s\S]*joueur \(10e\)[\s\S]*joueur \(15e\)/);
      expect(text).toContain('Départage');
      expect(text).toContain("« départagé par la place du 3e joueur » : même total qu'un autre club");
      expect(text).toContain('Lens 12e');
      expect(doc.pngs).toHaveLength(1);
    });
  });
});

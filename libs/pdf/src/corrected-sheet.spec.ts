import { correctedSheetPdf } from './corrected-sheet';
import { correctedSheetVm, TOP_TOTAL } from './testing/duplicate-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

describe('correctedSheetPdf', () => {
  const vm = correctedSheetVm();
  const doc = renderedOnce('corrected-sheet', () => correctedSheetPdf(vm));

  it('prints the player, the tournament and the corrector', () => {
    const page1 = squeeze(doc.pages[0] as string);
    expect(page1).toContain('Feuille corrigée : Élise Lefèvre');
    expect(page1).toContain('licence 059123 · Lille-Fives « Les Anagrammes » · table 4, place 2');
    expect(page1).toContain('Corrigée par François Dubœuf');
  });

  it('prints each round: draw, top, answer, points out of the top and the topped mark', () => {
    const text = squeeze(doc.text);
    expect(text).toMatch(/ 1 100 3 2 2 9 1 Le compte est bon Résultat : 234 9 ?\/ ?9 topé/);
    expect(text).toMatch(/ 14 6 3 1 5 5 10 Approche à 1 : 642 Résultat : 642 8 ?\/ ?8 topé/);
    expect(text).toMatch(/DIABÈTE 7 ?\/ ?7 topé/);
    expect(text).toMatch(/OISELLES 8 ?\/ ?9/);
    expect(text).toContain('(pas de réponse)');
    expect(vm.rounds.filter((r) => r.topped)).toHaveLength((doc.text.match(/ topé(?=\s)/g) ?? []).length);
  });

  it('gives the reason of a refusal in French', () => {
    const text = squeeze(doc.text);
    // the remark wraps in its column: "forme verbale" / "conjuguée"
    expect(text).toMatch(/PEINENT 0 ?\/ ?7 Refusé : forme verbale\s[\s\S]*conjuguée/);
    expect(text).toMatch(/Refusé : ligne 3 fausse/);
  });

  it("marks the arbiters' changes on their row and lists them with who, when and why", () => {
    const text = squeeze(doc.text);
    expect(text).toMatch(/COUREUR 7 ?\/ ?8 ?\* Modifié par l'arbitre : de 0 à 7/);
    expect(text).toMatch(/4 ?\/ ?9 ?\* Modifié par l'arbitre : de 9 à 4/);
    const last = squeeze(doc.pages[doc.pages.length - 1] as string);
    expect(last).toContain('Modifications des arbitres');
    expect(last).toMatch(/22 0 7 COUREUR est au lexique \(nom commun\) Michel Caron 14\/03\/2026 16:05/);
  });

  it('compares the declared total with the computed total', () => {
    const last = squeeze(doc.pages[doc.pages.length - 1] as string);
    const total = vm.totals.total;
    expect(last).toContain(`${total} / ${TOP_TOTAL}`);
    expect(last).toContain(`Total déclaré : ${total + 3} · écart : +3 (le total calculé fait foi)`);
  });

  it('numbers its pages and renders', () => {
    expect(doc.pages).toHaveLength(2);
    expect(doc.text).toContain('page 1 / 2');
    expect(doc.text).toContain('page 2 / 2');
    expect(doc.pngs).toHaveLength(2);
    expect(pdfInfo(doc.pdfPath)).toMatchObject({ Title: 'Feuille corrigée - Élise Lefèvre - Tournoi de Douai', Author: 'Greffier' });
  });

  it('confirms a declared total equal to the computed one, and says when a sheet is not counted', async () => {
    await checkPdf('other', correctedSheetPdf({ ...vm, declaredTotal: vm.totals.total, notCounted: 'feuille illisible' }), (other) => {
      const text = squeeze(other.text);
      expect(text).toContain(`Total déclaré : ${vm.totals.total} (confirmé par la correction)`);
      expect(text).toContain('Feuille non comptée : feuille illisible');
    });
  });
});

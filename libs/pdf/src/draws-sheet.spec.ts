import { drawsSheetPdf } from './draws-sheet';
import { drawsSheetVm } from './testing/duplicate-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

describe('drawsSheetPdf', () => {
  const doc = renderedOnce('draws-sheet', () => drawsSheetPdf(drawsSheetVm()));

  it('prints the header with the seed, the counts and the time limits', () => {
    const page1 = squeeze(doc.pages[0] as string);
    for (const line of [
      'Feuille des tirages (arbitres)',
      'Tournoi de Douai',
      'Duplicate · 30 coups : 12 chiffres, 18 lettres',
      'Graine du tirage : douai-2026-03-14',
      "Temps : chiffres 40 s + 15 s d'écriture ; lettres 40 s + 10 s d'écriture",
    ]) {
      expect(page1).toContain(line);
    }
  });

  it('prints every numbers draw with its top and one solution, a line per operation', () => {
    const text = squeeze(doc.text);
    expect(text).toContain('100 3 2 2 9 1');
    expect(text).toContain('Cible : 234');
    expect(text.match(/Le compte est bon/g)).toHaveLength(10);
    for (const line of ['9 x 2 = 18', '100 + 18 = 118', '117 x 2 = 234', '2550 / 3 = 850', '107 x 6 = 642', '30 x 29 = 870']) expect(text).toContain(line);
    // round 14: 643 cannot be reached, 642 can; round 17: 870 and 874 are both at 2 from 872
    expect(text).toMatch(/Approche à 1\s[\s\S]*642/);
    expect(text).toContain('870 ou 874');
    expect(text).toContain('40 s + 15 s');
  });

  it('prints every letters draw with its split, max length and longest words, accents kept', () => {
    const compact = doc.text.replace(/\s+/g, '');
    for (const letters of ['SOALELSIUE', 'EMBEDTIAMA', 'ENUIDANRIW']) expect(compact).toContain(letters);
    const text = squeeze(doc.text);
    for (const line of [
      'Lettres 4C/6V',
      '9 lettres',
      'SOUILLÉES',
      'AVOUÉES, FAMEUSE, MOUVÉES, ŒUVÉES',
      'DARWINIEN',
      '40 s + 10 s',
    ]) {
      expect(text).toContain(line);
    }
  });

  it("lists the arbiters' rulings after the draws", () => {
    const last = squeeze(doc.pages[doc.pages.length - 1] as string);
    expect(last).toContain("Décisions d'arbitrage");
    expect(last).toMatch(/PEINENT refusé forme verbale conjuguée/);
    expect(last).toMatch(/COUREUR admis contesté à la correction/);
    expect(last).toContain('SEÑORA');
  });

  it('repeats the table header on page 2, numbers the pages and renders', () => {
    expect(doc.pages).toHaveLength(2);
    expect(doc.text).toContain('page 1 / 2');
    expect(doc.text).toContain('page 2 / 2');
    expect(squeeze(doc.pages[1] as string)).toMatch(/Coup Type Tirage Top Solution \/ mots les plus longs/);
    expect(doc.pngs).toHaveLength(2);
    expect(pdfInfo(doc.pdfPath)).toMatchObject({ Title: 'Feuille des tirages - Tournoi de Douai', Author: 'Greffier' });
  });

  it('says when the draws were prepared (no seed) and when there is no ruling', async () => {
    const { seed: _seed, ...vm } = drawsSheetVm();
    await checkPdf('prepared', drawsSheetPdf({ ...vm, rulings: [] }), (prepared) => {
      expect(prepared.text).toContain("Tirages préparés par l'organisateur");
      expect(prepared.text).not.toContain('Graine');
      expect(squeeze(prepared.text)).toContain("Aucune décision d'arbitrage");
    });
  });
});

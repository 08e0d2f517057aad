import { answerSheetPdf, answerSheetsPdf } from './answer-sheet';
import { answerSheetVm, CREATED, ELISE, PLANNED, TOURNAMENT } from './testing/duplicate-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const count = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;

describe('answerSheetPdf', () => {
  const doc = renderedOnce('answer-sheet', () => answerSheetPdf(answerSheetVm()));

  it('prints the tournament, the player and the time limits on page 1', () => {
    const page1 = squeeze(doc.pages[0] as string);
    for (const label of ['Feuille de réponses', 'Tournoi de Douai', 'samedi 14 mars 2026', 'Salle des fêtes, Douai', 'Élise Lefèvre', '059123', 'Lille-Fives « Les Anagrammes »', 'table 4, place 2']) {
      expect(page1).toContain(label);
    }
    expect(page1).toContain("Temps : chiffres 40 s + 15 s d'écriture ; lettres 40 s + 10 s d'écriture");
  });

  it('has one box per round, with its number and its draw type: 12 numbers and 18 letters', () => {
    expect(count(doc.text, /\bChiffres\b/g)).toBe(12);
    // Douai split quotas: 10 x 5C/5V, 3 x 6C/4V, 3 x 4C/6V, 1 x 7C/3V, 1 x 3C/7V = 18
    expect([/Lettres 5C\/5V/g, /Lettres 6C\/4V/g, /Lettres 4C\/6V/g, /Lettres 7C\/3V/g, /Lettres 3C\/7V/g].map((p) => count(doc.text, p))).toEqual([10, 3, 3, 1, 1]);
    expect(count(doc.text, /Résultat/g)).toBe(12);
    expect(count(doc.text, /Calcul \(une opération par ligne\)/g)).toBe(12);
    const badges = doc.text.match(/^\s*(\d+)\s+(?:Chiffres|Lettres)/gm) ?? [];
    expect(badges.length).toBeGreaterThan(0);
    for (let round = 1; round <= 30; round++) expect(doc.text).toMatch(new RegExp(`(^|\\s)${round}\\s+(Chiffres|Lettres)`, 'm'));
  });

  it('ends with the declared total, the ranking form and the corrector, on the last page', () => {
    const last = squeeze(doc.pages[doc.pages.length - 1] as string);
    for (const label of ['Total déclaré', 'Total', 'Mots de 10', 'Points chiffres', 'Mots de 9', 'Mots de 8', 'Mots de 7', 'Nom du correcteur', 'Signature du correcteur']) {
      expect(last).toContain(label);
    }
  });

  it('fits on 2 A4 pages, numbered, the player named again on page 2, and renders', () => {
    expect(doc.pages).toHaveLength(2);
    expect(doc.text).toContain('Élise Lefèvre · page 1 / 2');
    expect(doc.text).toContain('Élise Lefèvre · page 2 / 2');
    expect(squeeze(doc.pages[1] as string)).toContain('Feuille de réponses (suite) · Élise Lefèvre · licence 059123');
    expect(doc.pngs).toHaveLength(2);
    const info = pdfInfo(doc.pdfPath);
    expect(info.Title).toBe('Feuille de réponses - Élise Lefèvre - Tournoi de Douai');
    expect(info.Author).toBe('Greffier');
    expect(info['Page size']).toContain('595.28 x 841.89');
  });

  it('is byte-identical for the same view model and creation date', async () => {
    expect((await answerSheetPdf(answerSheetVm())).equals(doc.pdf)).toBe(true);
  });

  it('prints a blank sheet with empty fields when no player is given', async () => {
    await checkPdf('blank', answerSheetPdf({ tournament: TOURNAMENT, rounds: PLANNED, creationDate: CREATED }), (blank) => {
      expect(blank.pages).toHaveLength(2);
      expect(blank.text).toContain('Nom du joueur');
      expect(blank.text).not.toContain('Élise');
      expect(blank.text).toContain('page 2 / 2');
    });
  });

  it('prints a batch, one 2-page sheet per player, each numbered on its own', async () => {
    const players = [ELISE, { name: 'Jérôme Château', licence: '062001', club: 'Cambrai', table: 5, seat: 1 }, { name: 'Zoé Lœuillet' }];
    await checkPdf('batch', answerSheetsPdf({ tournament: TOURNAMENT, players, rounds: PLANNED, creationDate: CREATED }), (batch) => {
      expect(batch.pages).toHaveLength(6);
      expect(batch.pngs).toHaveLength(6);
      expect(squeeze(batch.pages[2] as string)).toContain('Jérôme Château');
      expect(batch.pages[3]).toContain('Jérôme Château · page 2 / 2');
      expect(batch.pages[5]).toContain('Zoé Lœuillet · page 2 / 2');
    });
  });

  it('lays out a 20-round match plan with its closing boxes', async () => {
    await checkPdf('doc20', answerSheetPdf({ ...answerSheetVm(), rounds: PLANNED.slice(0, 20) }), (doc20) => {
      expect(doc20.text).toContain('Signature du correcteur');
      expect(doc20.text).toMatch(/20\s+(Chiffres|Lettres)/);
      expect(doc20.text).not.toMatch(/(^|\s)21\s+(Chiffres|Lettres)/m);
      expect(doc20.pngs.length).toBe(doc20.pages.length);
    });
  });
});

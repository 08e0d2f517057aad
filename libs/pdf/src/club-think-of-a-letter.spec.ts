import { thinkOfALetterSheetPdf, type ThinkOfALetterGridVm, type ThinkOfALetterSheetVm } from './club-think-of-a-letter';
import { pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const none = (n: number) => Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
// 000's example row: I T W I T scores IT + WIT = 5.
const alice: ThinkOfALetterGridVm = {
  label: '1. Élise Lefèvre',
  rows: ['ITWIT', 'TOAST', 'SORTX', 'ARTSX', 'XXXXX'],
  counted: none(5),
  rowTotals: [5, 6, 4, 4, 0],
  columnTotals: [4, 2, 3, 0, 0],
  total: 28, // 19 across + 9 down
  words: ['L1 : IT, WIT', 'L2 : TOAST', 'C3 : ART'],
};
const bruno: ThinkOfALetterGridVm = { label: '2. Jérôme Château', rows: null, counted: none(5), rowTotals: [], columnTotals: [], total: 0, words: [] };
const vm: ThinkOfALetterSheetVm = {
  clubName: 'Club de Douai',
  playedOn: '2026-12-04',
  title: 'Soirée du vendredi',
  size: 5,
  pointsTable: [{ length: 2, points: 2 }, { length: 3, points: 3 }, { length: 4, points: 4 }, { length: 5, points: 6 }],
  calls: [...'ITWITTOASTSORTXARTSXXXXXX'].map((letter, i) => ({ letter, seat: (i % 2) + 1 })),
  callsNeeded: 25,
  finished: false,
  standings: [{ place: 1, seat: 1, name: 'Élise Lefèvre', points: 28 }, { place: 2, seat: 2, name: 'Jérôme Château', points: 0 }],
  grids: [alice, bruno],
  bestFound: { ...alice, label: 'Meilleure grille trouvée', rows: ['TOAST', 'ITWIT', 'SORTX', 'ARTSX', 'XXXXX'], rowTotals: [6, 5, 4, 4, 0], columnTotals: [2, 2, 0, 0, 0], total: 23, seed: 'club-42', iterations: 20000, fromPlayer: false },
  creationDate: new Date('2026-12-04T22:00:00Z'),
};

describe('thinkOfALetterSheetPdf', () => {
  const doc = renderedOnce('think-of-a-letter', () => thinkOfALetterSheetPdf(vm));

  it('prints the header, the points scale and the standings', () => {
    const text = squeeze(doc.text);
    expect(pdfInfo(doc.pdfPath)).toMatchObject({ Title: 'Pensez à une lettre - Club de Douai - vendredi 4 décembre 2026', Pages: '1' });
    expect(text).toContain('Pensez à une lettre : feuille de marque');
    expect(text).toContain('grille 5 x 5 · 2 joueurs · partie en cours : 25 lettres annoncées sur 25');
    expect(text).toContain("Barème (mots d'une lettre : 0) : 2 lettres : 2 · 3 lettres : 3 · 4 lettres : 4 · 5 lettres : 6");
    expect(text).toMatch(/ 1 1 Élise Lefèvre 28\n/);
    expect(text).toMatch(/ 2 2 Jérôme Château 0\n/);
    expect(text).toContain('1. I (1) 2. T (2) 3. W (1)');
    expect(doc.pngs).toHaveLength(1);
  });

  it("prints each grid's rows with their totals on the right, the column totals below and the total in the corner", () => {
    const lines = squeeze(doc.text).split('\n').map((l) => l.trim());
    // the grids side by side: Élise's, then the empty frame of Jérôme's grid (not entered)
    for (const line of ['I T W I T 5', 'T O A S T 6', 'S O R T X 4', 'A R T S X 4', 'X X X X X 0', '4 2 3 0 0 28']) expect(lines).toContain(line);
    expect(squeeze(doc.text)).toContain('grille non saisie');
    expect(squeeze(doc.text)).toContain('L1 : IT, WIT ; L2 : TOAST ; C3 : ART');
  });

  it('prints the best grid found, named as such, with its seed and budget', () => {
    const text = squeeze(doc.text).replace(/\s+/g, ' ');
    for (const line of [
      'Pour les curieux : la meilleure grille trouvée',
      '20000 échanges essayés, graine « club-42 »',
      'pas forcément la meilleure possible',
      'T O A S T 6 I T W I T 5',
      '2 2 0 0 0 23',
    ]) {
      expect(text).toContain(line);
    }
  });
});

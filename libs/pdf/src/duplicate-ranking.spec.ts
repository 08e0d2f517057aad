import { duplicateRankingPdf } from './duplicate-ranking';
import { rankingVm, TOP_TOTAL } from './testing/duplicate-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

describe('duplicateRankingPdf', () => {
  const doc = renderedOnce('ranking', () => duplicateRankingPdf(rankingVm(300)));

  it('prints the header: tournament, number of draws, top total, players', () => {
    const page1 = squeeze(doc.pages[0] as string);
    expect(page1).toContain('Classement du duplicate');
    expect(page1).toContain('samedi 14 mars 2026');
    expect(page1).toContain(`Duplicate · 30 tirages · top : ${TOP_TOTAL} points · 300 joueurs classés · 2 feuilles non comptées`);
  });

  it('lists all 300 players in rank order with total, % of the top and the ranking counts', () => {
    const ranks = [...doc.text.matchAll(/^\s*(\d+) +\S/gm)].map((m) => Number(m[1]));
    const ranked = ranks.filter((r, i) => r >= 1 && r <= 300 && (i === 0 || r > (ranks[i - 1] as number) || r === 1));
    expect(new Set(ranked).size).toBe(300);
    // Élise: 12th, 227 points of 244 = 93.03 %; 0 tens, 100 numbers points, 4 nines, 4 eights, 6 sevens
    expect(squeeze(doc.text)).toMatch(/ 12 Élise Lefèvre Lille-Fives « Les 227 93,0 % 0 100 4 4 6/);
  });

  it('says which criterion broke each tie', () => {
    const text = squeeze(doc.text);
    expect(text).toMatch(/ 11 Raphaël Leclercq Arras 227 93,0 % 0 100 4 4 6 coup 9 topé/);
    for (const label of ['points chiffres', 'mots de 9', 'mots de 8', 'mots de 7', 'tirage au sort']) expect(text).toContain(label);
  });

  it('repeats the table header on every page and numbers the pages "page x / y"', () => {
    const n = doc.pages.length;
    expect(n).toBeGreaterThanOrEqual(6);
    doc.pages.forEach((page, i) => {
      // Every page of the ranking repeats its header; the sheets not counted may start a page of their own.
      const onlyNotCounted = i === n - 1 && !/^\s*\d+ /m.test(page) && page.includes('Feuilles non comptées');
      if (!onlyNotCounted) expect(squeeze(page)).toMatch(/Rang Nom Club Total % du top/);
      expect(page).toContain(`page ${i + 1} / ${n}`);
    });
    expect(squeeze(doc.pages[1] as string)).toContain('Classement du duplicate (suite)');
    expect(doc.pngs).toHaveLength(n);
    expect(pdfInfo(doc.pdfPath)).toMatchObject({ Author: 'Greffier', Pages: String(n) });
  });

  it('lists the sheets not counted apart, at the end', () => {
    const last = squeeze(doc.pages[doc.pages.length - 1] as string);
    expect(last).toContain('Feuilles non comptées');
    expect(last).toContain('Zoé Lœuillet Arras feuille illisible (coups 12 à 15)');
    expect(last.indexOf('Feuilles non comptées')).toBeGreaterThan(last.indexOf(' 300 '));
  });

  it('leaves out the tie-break column when no tie was broken, and fits 2 pages for 60 players', async () => {
    const vm = rankingVm(60);
    vm.rows.forEach((row) => delete row.tieBreak);
    await checkPdf('small', duplicateRankingPdf({ ...vm, notCounted: [] }), (small) => {
      expect(small.text).not.toContain('Départage');
      expect(small.text).not.toContain('non comptée');
      expect(small.pages).toHaveLength(2);
      expect(small.text).toContain('page 1 / 2');
    });
  });
});

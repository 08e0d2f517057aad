import { execFileSync } from 'node:child_process';
import { correctedSheetPdf } from './corrected-sheet';
import { duplicateRankingPdf } from './duplicate-ranking';
import { correctedSheetVm, rankingVm } from './testing/duplicate-fixture';
import { checkPdf, inspectPdf, squeeze, type RenderedPdf } from './testing/pdf-text';

/** Names from everywhere, as the players' files and the web forms let them in. */
const NAMES: [string, string][] = [
  ['Łukasz Wałęsa', 'Gdańsk « Słowo »'],
  ['Nguyễn Thị Hồng', 'Hà Nội'],
  ['Σωκράτης Παπαδόπουλος', 'Αθήνα'],
  ['Фёдор Достоевский', 'Санкт-Петербург'],
  ['Zoé Lœuillet', 'l’Œuvre de Douai'],
  ['Antonín Dvořák', 'Praha'],
];

/** pdffonts' table: one row per font, "emb" and "sub" as yes / no. */
function fonts(pdfPath: string): { name: string; type: string; emb: string; sub: string }[] {
  const lines = execFileSync('pdffonts', [pdfPath], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return lines.map((line) => {
    const m = /^(\S+)\s+(.+?)\s{2,}\S+\s+(yes|no)\s+(yes|no)\s+(yes|no)/.exec(line);
    if (!m) throw new Error(`unexpected pdffonts line: ${line}`);
    return { name: m[1] as string, type: m[2] as string, emb: m[3] as string, sub: m[4] as string };
  });
}

describe('every name prints: DejaVu Sans embedded', () => {
  let doc: RenderedPdf;
  beforeAll(async () => {
    const vm = rankingVm(NAMES.length);
    vm.rows = vm.rows.map((row, i) => ({ ...row, name: NAMES[i]![0], club: NAMES[i]![1] }));
    vm.notCounted = [];
    doc = inspectPdf(await duplicateRankingPdf(vm), 'names');
  });
  afterAll(() => doc.cleanup());

  it.each(NAMES)('reads back %s (%s) exactly', (name, club) => {
    const text = squeeze(doc.text);
    expect(text).toContain(name);
    expect(text).toContain(club);
  });

  it('embeds subsets of DejaVu Sans and no standard font', () => {
    const list = fonts(doc.pdfPath);
    expect(list.length).toBeGreaterThan(0);
    for (const font of list) {
      expect(font).toMatchObject({ type: 'CID TrueType', emb: 'yes', sub: 'yes' });
      expect(font.name).toMatch(/^[A-Z]{6}\+DejaVuSans/);
    }
    expect(list.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold']);
  });
});

describe('times printed on the Paris clock', () => {
  it.each([
    ['2026-12-12T08:30:00Z', '12/12/2026 09:30'], // winter, UTC+1
    ['2026-07-04T08:30:00Z', '04/07/2026 10:30'], // summer, UTC+2
  ])('prints a correction made at %s as %s', async (at, printed) => {
    const vm = correctedSheetVm();
    vm.rounds = vm.rounds.map((r) => (r.change ? { ...r, change: { ...r.change, at } } : r));
    await checkPdf('times', correctedSheetPdf(vm), (doc) => {
      const last = squeeze(doc.pages[doc.pages.length - 1] as string);
      expect(last).toMatch(new RegExp(`COUREUR est au lexique \\(nom commun\\) Michel Caron ${printed.replace(/\//g, '\\/')}`));
      expect(last).not.toContain(`Michel Caron ${printed.slice(0, 10)} ${at.slice(11, 16)}`); // not the UTC time
    });
  });
});

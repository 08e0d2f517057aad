import { scoreLexiconBridge } from '@greffier/lexicon-bridge';
import { lexiconBridgeSheetPdf, type LexiconBridgeSheetVm } from './club-lexicon-bridge';
import { pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const NAMES = ['Anne Martin', 'Bruno Petit', 'Chloé Roux', 'Denis Blanc'];
/** MAISON 52 declares over ELITE 46, HELAS 44, TROUS 40 (default values). */
function words(declarer: number, players: number): Record<string, string> {
  const others = ['ELITE', 'HELAS', 'TROUS'];
  return Object.fromEntries(Array.from({ length: players }, (_, i) => [String(i + 1), i + 1 === declarer ? 'MAISON' : (others.shift() as string)]));
}

function vmOf(players: 3 | 4, record: { cut?: Record<string, string>; deals: unknown[] }): LexiconBridgeSheetVm {
  const scored = scoreLexiconBridge(undefined, players, record);
  const seats = NAMES.slice(0, players).map((name, i) => ({ seat: i + 1, name }));
  return {
    clubName: 'Club de Douai',
    playedOn: '2026-12-04',
    title: 'Soirée du vendredi',
    players: seats,
    result: scored.result,
    cut: scored.record.cut,
    standings: scored.standings.map((s) => ({ ...s, name: seats[s.seat - 1]?.name ?? '' })),
    creationDate: new Date('2026-12-04T22:00:00Z'),
  };
}

describe('lexiconBridgeSheetPdf, four players', () => {
  const deal = (declarer: number, tricks: number, extra = {}) => ({ words: words(declarer, 4), tricks, ...extra });
  // cut: B (2) and C (4) highest: 2 and 4 are EUX... seat 1 is always NOUS; seat 2 deals first
  const record = { cut: { 1: 'K', 2: 'B', 3: 'T', 4: 'C' }, deals: [deal(1, 9), deal(2, 8), deal(3, 8), deal(2, 11), deal(1, 4), deal(1, 13), deal(4, 7, { renonce: { seat: 1, penalty: 'points' } })] };
  const doc = renderedOnce('lexicon-bridge-4', () => lexiconBridgeSheetPdf(vmOf(4, record)));

  it('is an A4 score sheet titled for the club and the day', () => {
    expect(pdfInfo(doc.pdfPath)).toMatchObject({ Author: 'Greffier', Title: 'Feuille de marque Bridge lexical - Club de Douai - 2026-12-04' });
    expect(doc.pngs.length).toBeGreaterThanOrEqual(1);
    const text = squeeze(doc.text);
    expect(text).toContain('Feuille de marque — Bridge lexical');
    expect(text).toContain('NOUS (1. Anne Martin et 3. Chloé Roux) contre EUX (2. Bruno Petit et 4. Denis Blanc)');
    expect(text).toContain('Coupe : 1 : K, 2 : B, 3 : T, 4 : C ; premier donneur : Bruno Petit');
  });

  it('prints the pads: totals above and below the line, the rubber won', () => {
    const text = squeeze(doc.text);
    // Rubber 1: NOUS above 6 + 6 + 10 + 6 + 40 + 10 + 50 = 128, below 3 + 2 + 7 = 12; EUX 6 + 6 + 10 + 19 = 41 and 2 + 5 = 7
    expect(text).toMatch(/au-dessus 128 au-dessus 41/);
    expect(text).toMatch(/au-dessous 12 au-dessous 7/);
    expect(text).toMatch(/Total 140 Total 48/);
    expect(text).toContain('Rubber gagné par NOUS (+50)');
    // Rubber 2: EUX 6 + 50 (renonce of seat 1) above, 1 below
    expect(text).toMatch(/Total 0 Total 57/);
    expect(text).toContain('Rubber en cours');
    expect(text).toContain('manche 1 : gagnée par NOUS');
    expect(text).toContain('manche 2 : gagnée par EUX');
    expect(text).toContain('Totaux : NOUS 140 · EUX 105'); // 48 + 57
  });

  it('lists the deals with words, values, declarer and result', () => {
    const text = squeeze(doc.text);
    expect(text).toMatch(/1\. MAISON 52 \*/);
    expect(text).toContain('2. ELITE 46');
    expect(text).toContain('chute de 2');
    expect(text).toMatch(/\+7 ; grand chelem ;/);
    expect(text).toContain('manche NOUS');
    expect(text).toContain('renonce de 1 : 50 points');
    expect(text).toMatch(/56 \/ 1/); // EUX's deal 7: 6 + 50 above, 1 below
  });

  it('ranks the players, partners sharing their side\'s points', () => {
    const text = squeeze(doc.text);
    expect(text).toMatch(/1 1\. Anne Martin NOUS 140/);
    expect(text).toMatch(/1 3\. Chloé Roux NOUS 140/);
    expect(text).toMatch(/3 2\. Bruno Petit EUX 105/);
  });
});

describe('lexiconBridgeSheetPdf, three players: a column each', () => {
  const record = { deals: [{ words: words(2, 3), tricks: 4, defenderTricks: { 1: 5, 3: 4 } }, { words: words(1, 3), tricks: 11, defenderTricks: { 2: 2, 3: 0 } }] };
  const doc = renderedOnce('lexicon-bridge-3', () => lexiconBridgeSheetPdf(vmOf(3, record)));

  it('prints three columns and their totals', () => {
    const text = squeeze(doc.text);
    expect(text).toContain('3 joueurs, trois colonnes : 1. Anne Martin, 2. Bruno Petit, 3. Chloé Roux');
    // seat 1: 5 + 5 x 2 = 15 defending, then 6 + 10 above and 5 below; seat 2: 0; seat 3: 4 + 10 = 14
    expect(text).toMatch(/Total 36 Total 0 Total 14/);
    expect(text).toMatch(/1 1\. Anne Martin Anne Martin 36/);
  });
});

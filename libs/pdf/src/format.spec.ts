import { frenchDate, frenchDateTime, frenchInt, pdfSafe, percentOfTop, roundKindLabel, tieBreakLabel, timeLimitsLine } from './format';

describe('French formatting for the documents', () => {
  it.each([
    ['2026-03-14', 'samedi 14 mars 2026'],
    ['2026-08-01', 'samedi 1er août 2026'],
    ['2025-12-31', 'mercredi 31 décembre 2025'],
    ['14/03/2026', '14/03/2026'],
  ])('frenchDate(%s) = %s', (iso, expected) => expect(frenchDate(iso)).toBe(expected));

  it('prints a date-time as written, without time zone arithmetic', () => {
    expect(frenchDateTime('2026-03-14T16:05:00')).toBe('14/03/2026 16:05');
    expect(frenchDateTime('2026-03-14')).toBe('14/03/2026');
  });

  it.each([
    [227, 244, '93,0 %'], // 227 / 244 = 0.93032...
    [200, 244, '82,0 %'], // 0.81967... rounds up
    [244, 244, '100,0 %'],
    [0, 244, '0,0 %'],
    [10, 0, '-'],
  ])('percentOfTop(%i, %i) = %s', (total, top, expected) => expect(percentOfTop(total, top)).toBe(expected));

  it.each([
    [1234, '1 234'],
    [244, '244'],
    [-3, '-3'],
  ])('frenchInt(%i) = %s', (n, expected) => expect(frenchInt(n)).toBe(expected));

  it('names draw types and time limits as the sheets print them', () => {
    expect(roundKindLabel({ round: 1, kind: 'numbers' })).toBe('Chiffres');
    expect(roundKindLabel({ round: 2, kind: 'letters', consonants: 5, vowels: 5 })).toBe('Lettres 5C/5V');
    expect(timeLimitsLine()).toBe("Temps : chiffres 40 s + 15 s d'écriture ; lettres 40 s + 10 s d'écriture");
  });

  it.each([
    [{ criterion: 'tens' as const }, 'mots de 10'],
    [{ criterion: 'numbersPoints' as const }, 'points chiffres'],
    [{ criterion: 'sevens' as const }, 'mots de 7'],
    [{ criterion: 'firstTop' as const, round: 9 }, 'coup 9 topé'],
    [{ criterion: 'random' as const }, 'tirage au sort'],
  ])('tieBreakLabel(%o) = %s', (tieBreak, expected) => expect(tieBreakLabel(tieBreak)).toBe(expected));

  it.each([
    ['Élise Lefèvre', 'Élise Lefèvre'],
    ['« œuvre » – Dubœuf…', '« œuvre » – Dubœuf…'],
    ['E\u0301lise', 'Élise'], // decomposed accent, recomposed
    ['Dvořák', 'Dvorák'], // ř is outside WinAnsi: folded to r; á is kept
    ['3 \u2212 1 \u2192 2', '3 - 1 -> 2'],
    ['Łódź', '?ódz'],
  ])('pdfSafe(%s) = %s', (text, expected) => expect(pdfSafe(text)).toBe(expected));
});

import { frenchDate, frenchDateTime, frenchInt, pdfSafe, percentOfTop, roundKindLabel, tieBreakLabel, timeLimitsLine } from './format';

describe('French formatting for the documents', () => {
  it.each([
    ['2026-03-14', 'samedi 14 mars 2026'],
    ['2026-08-01', 'samedi 1er août 2026'],
    ['2025-12-31', 'mercredi 31 décembre 2025'],
    ['14/03/2026', '14/03/2026'],
  ])('frenchDate(%s) = %s', (iso, expected) => expect(frenchDate(iso)).toBe(expected));

  it.each([
    // Europe/Paris: UTC+1 in winter, UTC+2 in summer (last Sunday of March to last Sunday of October).
    ['2026-12-12T08:30:00Z', '12/12/2026 09:30'], // winter: 08:30 UTC + 1 h
    ['2026-07-04T08:30:00Z', '04/07/2026 10:30'], // summer: 08:30 UTC + 2 h
    ['2026-07-04T22:30:00.000Z', '05/07/2026 00:30'], // the Paris day has already turned
    ['2026-03-29T00:59:00Z', '29/03/2026 01:59'], // last winter minute
    ['2026-03-29T01:00:00Z', '29/03/2026 03:00'], // clocks go forward
    ['2026-10-25T00:30:00Z', '25/10/2026 02:30'], // first 02:30 (summer)
    ['2026-10-25T01:30:00Z', '25/10/2026 02:30'], // second 02:30 (winter)
    ['2026-12-12T09:30:00+01:00', '12/12/2026 09:30'], // an offset is honoured
    ['2026-03-14T16:05:00', '14/03/2026 16:05'], // no zone: a wall-clock time, printed as written
    ['2026-03-14', '14/03/2026'],
    ['demain', 'demain'],
  ])('frenchDateTime(%s) = %s, on the Paris clock', (value, expected) => expect(frenchDateTime(value)).toBe(expected));

  it('prints a Date on the Paris clock too, whatever the machine\'s zone', () => {
    expect(frenchDateTime(new Date(Date.UTC(2026, 11, 12, 8, 30)))).toBe('12/12/2026 09:30');
    expect(frenchDateTime(new Date(Date.UTC(2026, 6, 4, 8, 30)))).toBe('04/07/2026 10:30');
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
    [{ criterion: 'numbers' as const }, 'points chiffres'],
    [{ criterion: 'sevens' as const }, 'mots de 7'],
    [{ criterion: 'first-topped-draw' as const, round: 9 }, 'coup 9 topé'],
    [{ criterion: 'first-topped-draw' as const }, 'premier coup topé'],
    [{ criterion: 'random-draw' as const }, 'tirage au sort'],
  ])('tieBreakLabel(%o) = %s', (tieBreak, expected) => expect(tieBreakLabel(tieBreak)).toBe(expected));

  it.each([
    ['Élise Lefèvre', 'Élise Lefèvre'],
    ['« œuvre » – Dubœuf…', '« œuvre » – Dubœuf…'],
    ['E\u0301lise', 'Élise'], // decomposed accent, recomposed
    // DejaVu Sans prints them all: nothing is folded any more.
    ['Dvořák', 'Dvořák'],
    ['Łukasz Wałęsa', 'Łukasz Wałęsa'],
    ['Nguyễn Thị Hồng', 'Nguyễn Thị Hồng'],
    ['Nguye\u0302\u0303n', 'Nguyễn'], // decomposed Vietnamese, recomposed
    ['Σωκράτης · Достоевский', 'Σωκράτης · Достоевский'],
    ['l’œuvre « Ça »', 'l’œuvre « Ça »'],
    ['3 \u2212 1 \u2192 2', '3 \u2212 1 \u2192 2'],
    ['1\u202f480\u00a0points\tA', '1 480 points A'], // odd spaces made plain
    ['Zoé\u0007\u200b', 'Zoé'], // a control character and a zero-width space dropped
  ])('pdfSafe(%s) = %s', (text, expected) => expect(pdfSafe(text)).toBe(expected));
});

import { compileRulings } from './rulings';

describe('compileRulings', () => {
  it('keys rulings by letters (case, accents, hyphens and apostrophes ignored) and keeps the spelling', () => {
    const compiled = compileRulings({ admitted: [' Resonnées ', 'aujourd’hui'], refused: ['MOUCHE'] });
    expect([...compiled.admitted]).toEqual([
      ['RESONNEES', ['Resonnées']],
      ['AUJOURDHUI', ['aujourd’hui']],
    ]);
    expect([...compiled.refused]).toEqual([['MOUCHE', 'MOUCHE']]);
  });

  it('checks a rulings object once (cached by identity)', () => {
    const rulings = { admitted: ['audoniens'] };
    expect(compileRulings(rulings)).toBe(compileRulings(rulings));
  });

  it.each([
    [{ admitted: ['ab1'] }, 'INVALID_OPTIONS', 'rulings.admitted[0]'],
    [{ refused: ['ok', ''] }, 'INVALID_OPTIONS', 'rulings.refused[1]'],
    [{ admitted: ['Mouché'], refused: ['mouche'] }, 'CONFLICTING_RULINGS', 'rulings.admitted[0]'],
  ])('%j -> %s on %s', (rulings, code, field) => {
    expect(() => compileRulings(rulings)).toThrow(expect.objectContaining({ code, field }));
  });
});

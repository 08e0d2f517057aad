import { drawCounts, parseDraw } from './draw';
import { LexiconInputError } from './errors';

describe('parseDraw', () => {
  it('upper-cases a draw of 10 single letters', () => {
    expect(parseDraw('b a m e r i l a n e'.split(' '))).toEqual('BAMERILANE'.split(''));
  });

  const letterError = (i: number, got: string): string =>
    `draw[${i}] doit être une lettre de A à Z sans accent, reçu ${got}`;

  it.each([
    [['A', 'B'], 'INVALID_DRAW_LENGTH', 'draw', '10 lettres attendues, 2 reçues'],
    ['ABCDEFGHIJ', 'INVALID_DRAW', 'draw', 'le tirage doit être une liste de 10 lettres'],
    [[...'ABCDEFGHI', 'É'], 'INVALID_DRAW_LETTER', 'draw[9]', letterError(9, '"É"')],
    [[...'ABCDEFGHI', ''], 'INVALID_DRAW_LETTER', 'draw[9]', letterError(9, '""')],
    [['AB', ...'CDEFGHIJK'], 'INVALID_DRAW_LETTER', 'draw[0]', letterError(0, '"AB"')],
    [[7, ...'BCDEFGHIJ'], 'INVALID_DRAW_LETTER', 'draw[0]', letterError(0, '7')],
  ])('%j -> %s on %s', (draw, code, field, message) => {
    let error: unknown;
    try {
      parseDraw(draw as string[]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LexiconInputError);
    expect(error).toMatchObject({ code, field, message, name: 'LexiconInputError' });
  });
});

describe('drawCounts', () => {
  it('counts each letter (A = 1 ... Z = 26)', () => {
    const counts = drawCounts('BAMERILANE'.split(''));
    expect([counts[1], counts[2], counts[5], counts[26]]).toEqual([2, 1, 2, 0]); // A x2, B, E x2, no Z
  });
});

import { LexiconInputError } from './errors';

/** A DCL letters draw has 10 tiles, plain letters A-Z (the tiles carry no accents). */
export const DRAW_LENGTH = 10;
const SINGLE_LETTER = /^[A-Za-z]$/;

/** The draw in upper case, checked: exactly 10 single letters A-Z (lower case accepted). */
export function parseDraw(draw: readonly string[]): string[] {
  if (!Array.isArray(draw)) {
    throw new LexiconInputError('INVALID_DRAW', 'draw', 'the draw must be an array of 10 letters');
  }
  if (draw.length !== DRAW_LENGTH) {
    throw new LexiconInputError(
      'INVALID_DRAW_LENGTH',
      'draw',
      `a letters draw has ${DRAW_LENGTH} letters, got ${draw.length}`,
    );
  }
  return draw.map((tile: unknown, i) => {
    if (typeof tile !== 'string' || !SINGLE_LETTER.test(tile)) {
      throw new LexiconInputError(
        'INVALID_DRAW_LETTER',
        `draw[${i}]`,
        `draw[${i}] must be one letter A-Z without accent, got ${JSON.stringify(tile)}`,
      );
    }
    return tile.toUpperCase();
  });
}

/** How many of each letter the draw holds, indexed by letter (A = 1 ... Z = 26). */
export function drawCounts(letters: readonly string[], into: Uint8Array = new Uint8Array(27)): Uint8Array {
  into.fill(0);
  for (const l of letters) into[l.charCodeAt(0) - 64]++;
  return into;
}

import { LexiconInputError } from './errors';
import { t } from '@greffier/messages';

/** A DCL letters draw has 10 tiles, plain letters A-Z (the tiles carry no accents). */
export const DRAW_LENGTH = 10;
const SINGLE_LETTER = /^[A-Za-z]$/;

/** The draw in upper case, checked: exactly 10 single letters A-Z (lower case accepted). */
export function parseDraw(draw: readonly string[]): string[] {
  if (!Array.isArray(draw)) {
    throw new LexiconInputError('INVALID_DRAW', 'draw', t('DRAW_NOT_A_LIST'));
  }
  if (draw.length !== DRAW_LENGTH) {
    throw new LexiconInputError(
      'INVALID_DRAW_LENGTH',
      'draw',
      t('LETTERS_COUNT', { expected: DRAW_LENGTH, given: draw.length }),
    );
  }
  return draw.map((tile: unknown, i) => {
    if (typeof tile !== 'string' || !SINGLE_LETTER.test(tile)) {
      throw new LexiconInputError(
        'INVALID_DRAW_LETTER',
        `draw[${i}]`,
        t('DRAW_LETTER', { field: `draw[${i}]`, given: String(JSON.stringify(tile)) }),
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

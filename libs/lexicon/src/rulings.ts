import { LexiconInputError } from './errors';
import { letterKey, withoutApostrophes } from './normalize';
import { t } from '@greffier/messages';

/**
 * Arbiters' rulings for one tournament: words admitted or refused whatever the lexicon says. A ruling is a
 * spelling: write it with its accents ("resonnées"), because with the accents-on-E flag the answer must carry
 * the same accents on E as the ruling. A refusal applies to every spelling of its letter key.
 */
export interface Rulings {
  readonly admitted?: readonly string[];
  readonly refused?: readonly string[];
}

export interface CompiledRulings {
  /** Letter key -> admitted spellings. */
  readonly admitted: ReadonlyMap<string, readonly string[]>;
  /** Letter key -> refused spelling as the arbiters wrote it. */
  readonly refused: ReadonlyMap<string, string>;
}

const EMPTY: CompiledRulings = { admitted: new Map(), refused: new Map() };
// The same rulings object is checked once, not at every word of a tournament.
const compiled = new WeakMap<Rulings, CompiledRulings>();

function keyOf(word: unknown, field: string): string {
  const key = typeof word === 'string' ? letterKey(withoutApostrophes(word.trim())) : undefined;
  if (key === undefined || key === '') {
    throw new LexiconInputError('INVALID_OPTIONS', field, t('RULING_NOT_A_WORD', { field, given: String(JSON.stringify(word)) }));
  }
  return key;
}

export function compileRulings(rulings: Rulings | undefined): CompiledRulings {
  if (rulings === undefined) return EMPTY;
  const cached = compiled.get(rulings);
  if (cached) return cached;
  const admitted = new Map<string, string[]>();
  const refused = new Map<string, string>();
  (rulings.refused ?? []).forEach((word, i) => refused.set(keyOf(word, `rulings.refused[${i}]`), word.trim()));
  (rulings.admitted ?? []).forEach((word, i) => {
    const key = keyOf(word, `rulings.admitted[${i}]`);
    if (refused.has(key)) {
      throw new LexiconInputError(
        'CONFLICTING_RULINGS',
        `rulings.admitted[${i}]`,
        t('RULINGS_CONFLICT', { word, refused: refused.get(key)! }),
      );
    }
    admitted.set(key, [...(admitted.get(key) ?? []), word.trim()]);
  });
  const result = { admitted, refused };
  compiled.set(rulings, result);
  return result;
}

import { GameInputError } from '@greffier/common';
import { parseSettings } from './settings';

const errorsOf = (raw: unknown): Record<string, string> => {
  try {
    parseSettings(raw);
  } catch (e) {
    if (e instanceof GameInputError) return Object.fromEntries(e.errors.map((x) => [x.field, x.reason]));
    throw e;
  }
  throw new Error('expected a GameInputError');
};

describe('parseSettings', () => {
  it.each([
    [undefined, { target: 50, otherVowels: false, scoresOnce: 'squares', rulings: { admitted: [], refused: [] } }], // 001: "a score of 50"
    [{ target: 30 }, { target: 30, otherVowels: false, scoresOnce: 'squares', rulings: { admitted: [], refused: [] } }], // "or any other agreed number"
    [{ otherVowels: true, rulings: { admitted: [' zax '] } }, { target: 50, otherVowels: true, scoresOnce: 'squares', rulings: { admitted: ['zax'], refused: [] } }],
    // 001: "differs in at least one letter from any previously scored word": a span of squares, or a spelling
    [{ scoresOnce: 'spelling' }, { target: 50, otherVowels: false, scoresOnce: 'spelling', rulings: { admitted: [], refused: [] } }],
  ])('%j gives %j', (raw, settings) => {
    expect(parseSettings(raw)).toEqual(settings);
  });

  it.each([
    [{ target: 0 }, { 'settings.target': 'a whole number of points from 1 to 1000, got 0' }],
    [{ target: 12.5 }, { 'settings.target': 'a whole number of points from 1 to 1000, got 12.5' }],
    [{ otherVowels: 'yes', colour: 'red' }, { 'settings.otherVowels': 'true or false', 'settings.colour': 'unknown setting (target, otherVowels, scoresOnce, rulings)' }],
    [{ scoresOnce: 'word' }, { 'settings.scoresOnce': "'squares' (a span of squares scores once) or 'spelling' (a spelling scores once), got \"word\"" }],
    [{ scoresOnce: true }, { 'settings.scoresOnce': "'squares' (a span of squares scores once) or 'spelling' (a spelling scores once), got true" }],
    [{ rulings: { admitted: ['zax', 3], banned: [] } }, { 'settings.rulings.admitted[1]': 'a word, got 3', 'settings.rulings.banned': 'unknown list (admitted, refused)' }],
    [{ rulings: { admitted: ['émir'], refused: ['EMIR'] } }, { 'settings.rulings.admitted[0]': '« émir » est à la fois admis et refusé (comme « EMIR ») par les décisions' }],
    ['fifty', { settings: 'an object' }],
  ])('%j is refused: %j', (raw, errors) => {
    expect(errorsOf(raw)).toEqual(errors);
  });
});

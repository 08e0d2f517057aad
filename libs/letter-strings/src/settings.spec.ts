import { refusedInFrench } from '../../common/src/testing/refused';
import { parseSettings } from './settings';


const errorsOf = (raw: unknown): Record<string, string> =>
  Object.fromEntries(refusedInFrench(() => parseSettings(raw), 'expected a GameInputError').errors.map((x) => [x.field, x.reason]));

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
    [{ target: 0 }, { 'settings.target': 'un nombre entier de points de 1 à 1000, reçu 0' }],
    [{ target: 12.5 }, { 'settings.target': 'un nombre entier de points de 1 à 1000, reçu 12.5' }],
    [{ otherVowels: 'yes', colour: 'red' }, { 'settings.otherVowels': '« true » (oui) ou « false » (non), reçu « yes »', 'settings.colour': 'réglage inconnu (ceux du jeu : « target », « otherVowels », « scoresOnce », « rulings »)' }],
    [{ scoresOnce: 'word' }, { 'settings.scoresOnce': '« squares » (une suite de cases compte une fois) ou « spelling » (une orthographe compte une fois), reçu « word »' }],
    [{ scoresOnce: true }, { 'settings.scoresOnce': '« squares » (une suite de cases compte une fois) ou « spelling » (une orthographe compte une fois), reçu true' }],
    [{ rulings: { admitted: ['zax', 3], banned: [] } }, { 'settings.rulings.admitted[1]': 'un mot fait de lettres, reçu 3', 'settings.rulings.banned': 'case inconnue (celles qu’on attend ici : « admitted », « refused »)' }],
    [{ rulings: { admitted: 'zax' } }, { 'settings.rulings.admitted': 'une liste de mots' }],
    [{ rulings: { admitted: ['émir'], refused: ['EMIR'] } }, { 'settings.rulings.admitted[0]': '« émir » est à la fois admis et refusé (comme « EMIR ») par les décisions' }],
    ['fifty', { settings: 'les réglages s’écrivent comme un objet JSON { … }' }],
  ])('%j is refused: %j', (raw, errors) => {
    expect(errorsOf(raw)).toEqual(errors);
  });
});

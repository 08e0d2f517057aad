import { refusedInFrench } from '../../common/src/testing/refused';
import { parseSettings, VARIANTS } from './settings';


const refused = (raw: unknown): { field: string; reason: string }[] => refusedInFrench(() => parseSettings(raw, () => 'graine')).errors;

describe('Sloubi settings', () => {
  it.each([
    // what the organiser sent, what is stored
    [undefined, { variant: 'standard', rounds: 3, seed: 'graine' }],
    [{}, { variant: 'standard', rounds: 3, seed: 'graine' }],
    [{ variant: 'children', rounds: 5 }, { variant: 'children', rounds: 5, seed: 'graine' }],
    // a replay: the organiser gives the seed of the game to throw again
    [{ seed: 'soirée-du-4' }, { variant: 'standard', rounds: 3, seed: 'soirée-du-4' }],
  ])('%j gives %j', (raw, stored) => {
    expect(parseSettings(raw, () => 'graine')).toEqual(stored);
  });

  it.each([
    // 004: "60 jets de dés chacun" with 3 dice: 60 × 3 = 180 to 60 × 18 = 1080
    ['standard', 60, 3, 0],
    // 004: "10 jets de 2 dés moins 4, ça fait un résultat entre 16 et 116": 10 × 2 - 4 = 16, 10 × 12 - 4 = 116
    ['children', 10, 2, -4],
  ] as const)('the %s variant: %i throws of %i dice, %i on the total', (variant, throwsPerRound, dicePerThrow, offset) => {
    expect(VARIANTS[variant]).toEqual({ throwsPerRound, dicePerThrow, offset });
  });

  it('names every refused setting', () => {
    expect(refused({ variant: 'adulte', rounds: 0, seed: '', colour: 'red' }).map((e) => e.field)).toEqual(['settings.colour', 'settings.variant', 'settings.rounds', 'settings.seed']);
    expect(refused({ rounds: 2.5 })).toEqual([{ field: 'settings.rounds', reason: 'le nombre de tours convenus : un nombre entier de 1 à 20' }]);
    expect(refused({ variant: 'adulte', seed: '', colour: 'red' }).map((e) => e.reason)).toEqual([
      'réglage inconnu (ceux du jeu : « variant », « rounds », « seed »)',
      '« standard » (60 jets de 3 dés) ou « children » (variante enfants : 10 jets de 2 dés, moins 4)',
      'un texte de 1 à 100 caractères (sans graine, Greffier en tire une nouvelle)',
    ]);
    expect(refused([])).toEqual([{ field: 'settings', reason: 'les réglages s’écrivent comme un objet JSON { … }' }]);
    expect(refused({ rounds: 21 }).map((e) => e.field)).toEqual(['settings.rounds']);
    expect(refused({ seed: 'x'.repeat(101) }).map((e) => e.field)).toEqual(['settings.seed']);
    expect(refused([]).map((e) => e.field)).toEqual(['settings']);
  });

  it('refuses stored settings without their seed when no new one may be made', () => {
    expect(() => parseSettings({ variant: 'standard', rounds: 3 })).toThrow('settings.seed');
  });
});

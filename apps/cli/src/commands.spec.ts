import { loadLexicon } from '@greffier/lexicon';
import { compte, tirage, UsageError, verifieCompte, verifieMot, mot } from './commands';
import { main } from './main';

const lexicon = loadLexicon();

describe('greffier compte', () => {
  it.each([
    // the regulation's examples
    [['3', '100', '8', '8', '10', '6', '683'], true, [683]],
    [['3', '75', '2', '4', '1', '1', '888'], true, [888]],
  ])('%j is exact', (args, exact, best) => {
    const out = compte(args, {});
    expect(out.json).toMatchObject({ exact, best, distance: 0 });
    expect(out.text).toContain('Le compte est bon.');
  });

  it('lists distinct solutions on request', () => {
    const out = compte(['3', '100', '8', '8', '10', '6', '683'], { all: true });
    expect((out.json as { solutions: { solutions: unknown[] } }).solutions.solutions.length).toBeGreaterThan(1);
  });

  it.each([
    [['3', '100', '8', '8', '8', '6', '683'], /la plaque 8 figure 3 fois, il n’y en a que 2/],
    [['3', '100', '8', '8', '10', '683'], /6 plaques et le nombre à trouver/],
    [['3', '100', '8', '8', '10', '6', '1500'], /le nombre à trouver doit être un entier de 100 à 999, reçu 1500/],
  ])('refuses %j with a clear message', (args, message) => {
    expect(() => compte(args, {})).toThrow(message);
  });
});

describe('greffier verifie-compte', () => {
  it('accepts a right solution and says it is topped', () => {
    const out = verifieCompte(['3', '100', '8', '8', '10', '6', '683', '100 x 6 = 600 ; 8 × 10 = 80 ; 600 + 80 = 680 ; 680 + 3 = 683']);
    expect(out.code).toBe(0);
    expect(out.json).toMatchObject({ distance: 0, topped: true });
  });

  it('names the wrong line', () => {
    const out = verifieCompte(['3', '100', '8', '8', '10', '6', '683', '100 x 6 = 600 ; 600 + 100 = 700']);
    expect(out.code).toBe(1);
    expect(out.text).toMatch(/^Erreur ligne 2/);
  });
});

describe('greffier mot and verifie-mot', () => {
  it('finds the regulation\'s longest words', () => {
    expect((mot(lexicon, ['B', 'A', 'M', 'E', 'R', 'I', 'L', 'A', 'N', 'E'], {}).json as { words: string[] }).words).toEqual(
      expect.arrayContaining(['remaniable', 'réanimable']),
    );
  });

  it.each([
    ['saoudienne', 0, /valide, 10 lettres \(topé\)/],
    ['sondai', 1, /refusé, « sondai » est une forme verbale conjuguée/],
  ])('checks %s', (word, code, text) => {
    const out = verifieMot(lexicon, ['ANEDOSUNEI', word], { accents: true });
    expect(out.code).toBe(code);
    expect(out.text).toMatch(text);
  });
});

describe('greffier tirage', () => {
  it('reproduces a session from its seed', () => {
    const a = tirage({ seed: 'douai-2026' });
    expect(a.json).toEqual(tirage({ seed: 'douai-2026' }).json);
    expect((a.json as { draws: unknown[] }).draws).toHaveLength(30);
    expect(() => tirage({})).toThrow(UsageError);
  });
});

describe('main', () => {
  it.each([
    [['compte', '1', '2'], 2],
    [['inconnue'], 2],
    [['tirage', '--seed', 's', '--plan', 'match', '--json'], 0],
  ])('%j exits with %i', (argv, code) => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(main(argv)).toBe(code);
    } finally {
      write.mockRestore();
      err.mockRestore();
    }
  });
});

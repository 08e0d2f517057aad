import { AfternoonInputError } from './afternoon-errors';
import type { LettersDrawTop, NumbersDrawTop } from './duplicate-scoring';
import type { MatchDrawAnswer } from './match-scoring';
import { scoreTvMatch, TV_SEQUENCE, type DuelResult, type TvStep } from './tv-format';
import { draw, lexicon, writtenSolution } from './testing/duplicate-fixtures';

const ctx = { lexicon };
const L = draw(2) as LettersDrawTop; // B A M E R I L A N E
const F = draw(5) as LettersDrawTop; // F A T U I T E X Y Z
const C = draw(1) as NumbersDrawTop; // 3 100 8 8 10 6 -> 683
const I = draw(4) as NumbersDrawTop; // 1 2 3 4 5 6 -> 883, best 900
const w = (d: LettersDrawTop, word: string | null): MatchDrawAnswer => (word === null ? { round: d.round, kind: 'blank' } : { round: d.round, kind: 'letters', word });
const n = (d: NumbersDrawTop, v: number | 'error' | null): MatchDrawAnswer =>
  v === null ? { round: d.round, kind: 'blank' } : v === 'error' ? { round: d.round, kind: 'numbers', written: '100 x 6 = 601' } : { round: d.round, kind: 'numbers', written: writtenSolution(d.round, v) };
const letters = (d: LettersDrawTop, a: string | null, b: string | null): TvStep => ({ kind: 'letters', draw: d, a: w(d, a), b: w(d, b) });
const numbers = (d: NumbersDrawTop, a: number | 'error' | null, b: number | 'error' | null): TvStep => ({ kind: 'numbers', draw: d, a: n(d, a), b: n(d, b) });
const duel = (result: DuelResult | null): TvStep => ({ kind: 'duel', result });
const onlyStep = (step: TvStep): [number, number] => {
  // place the step at its first position in the sequence, after steps worth nothing
  const before: TvStep[] = [letters(L, null, null), numbers(C, null, null), letters(L, null, null), numbers(C, null, null), duel(null)];
  const at = TV_SEQUENCE.indexOf(step.kind);
  return scoreTvMatch([...before.slice(0, at), step], ctx).steps[at]!.points;
};

describe('scoreTvMatch: letters (one point per letter, against the opponent)', () => {
  it.each<[string, TvStep, [number, number]]>([
    ['remaniable (10) against marine (6): 10 alone', letters(L, 'remaniable', 'marine'), [10, 0]],
    ['marine against marine: 6 each', letters(L, 'marine', 'marine'), [6, 6]],
    ['marine against the wrong marines (7): the wrong word gives its 7', letters(L, 'marine', 'marines'), [7, 0]],
    ['aimable (7) against the wrong marines (7): 7, nothing for the error', letters(L, 'aimable', 'marines'), [7, 0]],
    ['two wrong words: nothing', letters(L, 'marines', 'remaniables'), [0, 0]],
    ['marine against a wrong word of 11 letters: it counts the 10 tiles of the draw', letters(L, 'marine', 'remaniables'), [10, 0]],
    ['aimable against nothing', letters(L, 'aimable', null), [7, 0]],
    ['fatuite against fatuité: diacritics are ignored, 7 each', letters(F, 'fatuite', 'fatuité'), [7, 7]],
  ])('%s', (_, step, points) => {
    expect(onlyStep(step)).toEqual(points);
  });
});

describe('scoreTvMatch: numbers (10 for the top, 7 if at least as good)', () => {
  it.each<[string, TvStep, [number, number]]>([
    ['683 exact against 680', numbers(C, 683, 680), [10, 0]],
    ['683 against 683: 10 each', numbers(C, 683, 683), [10, 10]],
    ['680 (3 away) against 682 (1 away)', numbers(C, 680, 682), [0, 7]],
    ['682 against 684: as good, 7 each', numbers(C, 682, 684), [7, 7]],
    ['680 against nothing', numbers(C, 680, null), [7, 0]],
    ['an error against 680', numbers(C, 'error', 680), [0, 7]],
    ['infeasible: 900, the best possible approach, against 864', numbers(I, 900, 864), [10, 0]],
    // "entrer leur solution sur un écran tactile" (TV rules), and "seule la solution écrite est acceptée" (Douai)
    ['683 typed alone (no solution) against 680: no answer, 7 to 680', { kind: 'numbers', draw: C, a: { round: 1, kind: 'numbers', declared: 683 }, b: n(C, 680) }, [0, 7]],
  ])('%s', (_, step, points) => {
    expect(onlyStep(step)).toEqual(points);
  });
});

describe('scoreTvMatch: duels and the final sprint (5 points)', () => {
  it.each<[string, DuelResult | null, [number, number]]>([
    ['a right', { by: 'a', right: true }, [5, 0]],
    ['a wrong: 5 to b', { by: 'a', right: false }, [0, 5]],
    ['b right', { by: 'b', right: true }, [0, 5]],
    ['nobody in 30 s', null, [0, 0]],
  ])('duel: %s', (_, result, points) => {
    expect(onlyStep(duel(result))).toEqual(points);
  });
});

describe('scoreTvMatch: a whole émission', () => {
  const steps: TvStep[] = [
    letters(L, 'remaniable', 'marine'), // 10 - 0
    numbers(C, 683, 680), // 10 - 0
    letters(F, 'fatuité', 'fatuite'), // 7 - 7
    numbers(I, 864, 900), // 0 - 10
    duel({ by: 'b', right: true }), // 0 - 5
    letters(L, 'aimable', 'marines'), // 7 - 0
    numbers(C, 682, 684), // 7 - 7
    letters(L, null, 'marine'), // 0 - 6
    numbers(C, 'error', null), // 0 - 0
    duel({ by: 'a', right: false }), // 0 - 5
    letters(L, 'marine', 'marine'), // 6 - 6
    numbers(C, 683, 683), // 10 - 10
    letters(L, 'mariable', 'aimable'), // 8 - 0
    numbers(C, 685, 680), // 7 - 0: 2 away against 3 away
    { kind: 'sprint', results: [{ by: 'b', right: true }, { by: 'a', right: true }] }, // 5 - 5
  ];

  it('adds the steps in order: 77 - 61', () => {
    const r = scoreTvMatch(steps, ctx);
    expect(r.steps.map((s) => s.points)).toEqual([
      [10, 0], [10, 0], [7, 7], [0, 10], [0, 5], [7, 0], [7, 7], [0, 6], [0, 0], [0, 5], [6, 6], [10, 10], [8, 0], [7, 0], [5, 5],
    ]);
    // a: 10+10+7+0+0+7+7+0+0+0+6+10+8+7+5 = 77; b: 0+0+7+10+5+0+7+6+0+5+6+10+0+0+5 = 61
    expect(r).toMatchObject({ totals: [77, 61], finished: true, tied: false, leader: 'a' });
    expect(r.steps[4]!.running).toEqual([27, 22]); // 10+10+7+0+0, 0+0+7+10+5
  });

  it('scores the steps played so far', () => {
    expect(scoreTvMatch(steps.slice(0, 2), ctx)).toMatchObject({ totals: [20, 0], finished: false });
  });

  it.each<[string, TvStep[], string]>([
    ['a step out of the sequence', [numbers(C, 683, 683)], 'étape 1 : étape lettres attendue, reçu chiffres'],
    ['16 steps', [...steps, duel(null)], 'un match au format télévisé compte au plus 15 étapes'],
    ['3 sprint draws', [...steps.slice(0, 14), { kind: 'sprint', results: [null, null, null] }], 'étape 15 : le sprint final compte au plus 2 tirages'],
    ['a numbers step with a letters draw', [letters(L, null, null), { kind: 'numbers', draw: L as never, a: w(L, null), b: w(L, null) }], 'étape 2 : une étape de chiffres demande un tirage de chiffres'],
    ['a malformed duel', [...steps.slice(0, 4), duel({ by: 'c', right: true } as never)], 'étape 5 : un résultat de duel est null (personne n’a répondu) ou « { "by": "a" ou "b", "right": true ou false } »'],
  ])('refuses %s, in French', (_, s, message) => {
    expect(() => scoreTvMatch(s, ctx)).toThrow(AfternoonInputError);
    expect(() => scoreTvMatch(s, ctx)).toThrow(expect.objectContaining({ code: 'INVALID_TV_STEP', message }));
  });
});

import { duelPoints, LETTERS_PER_DRAW, tvLettersPoints, tvNumbersPoints, type NumbersAnswer } from '@greffier/dcl';
import type { Lexicon, Rulings } from '@greffier/lexicon';
import { t } from '@greffier/messages';
import { AfternoonInputError } from './afternoon-errors';
import type { LettersDrawTop, NumbersDrawTop } from './duplicate-scoring';
import { readMatchAnswer, type MatchDrawAnswer, type ReadAnswer } from './match-scoring';
import type { Side } from './match-ties';

export type TvStepKind = 'letters' | 'numbers' | 'duel' | 'sprint';

/** "lettres, chiffres, lettres, chiffres, duel, lettres, chiffres, lettres, chiffres, duel, lettres, chiffres, lettres, chiffres, sprint final" */
export const TV_SEQUENCE: readonly TvStepKind[] = Object.freeze([
  'letters', 'numbers', 'letters', 'numbers', 'duel',
  'letters', 'numbers', 'letters', 'numbers', 'duel',
  'letters', 'numbers', 'letters', 'numbers', 'sprint',
]);

/** "deux tirages préparés sont proposés aux candidats": the final sprint has two draws, each won or lost by one answer. */
export const TV_SPRINT_DRAWS = 2;

/** Who answered a duel (or a sprint draw) and whether right; null: nobody answered in time. */
export interface DuelResult {
  by: Side;
  right: boolean;
}

export type TvStep =
  | { kind: 'letters'; draw: LettersDrawTop; a: MatchDrawAnswer; b: MatchDrawAnswer }
  | { kind: 'numbers'; draw: NumbersDrawTop; a: MatchDrawAnswer; b: MatchDrawAnswer }
  | { kind: 'duel'; result: DuelResult | null }
  | { kind: 'sprint'; results: readonly (DuelResult | null)[] };

export interface TvContext {
  lexicon: Lexicon;
  rulings?: Rulings;
}

export interface TvStepScore {
  /** 1-based place in the sequence. */
  step: number;
  kind: TvStepKind;
  points: [number, number];
  /** Totals after this step. */
  running: [number, number];
  a?: ReadAnswer;
  b?: ReadAnswer;
}

export interface TvMatchScore {
  steps: TvStepScore[];
  totals: [number, number];
  /** All 15 steps played. */
  finished: boolean;
  tied: boolean;
  leader: Side | null;
}

const badStep = (i: number, why: string): never => {
  throw new AfternoonInputError('INVALID_TV_STEP', `steps[${i}]`, t('AT_TV_STEP', { step: i + 1, message: why }));
};

function checkDuel(r: DuelResult | null, i: number): void {
  if (r === null) return;
  if ((r?.by !== 'a' && r?.by !== 'b') || typeof r.right !== 'boolean') badStep(i, t('TV_DUEL_RESULT'));
}

function numbersAnswer(r: ReadAnswer): NumbersAnswer {
  return r.outcome === 'value' ? { kind: 'value', value: r.value! } : { kind: r.outcome === 'error' ? 'error' : 'none' };
}

/** Letters and numbers of the TV format: diacritics are ignored ("Les diacritiques sont négligés"). */
function scoreDraw(step: Extract<TvStep, { draw: unknown }>, ctx: TvContext): Pick<TvStepScore, 'points' | 'a' | 'b'> {
  const c = { ...ctx, requireAccentsOnE: false };
  const a = readMatchAnswer(step.draw, step.a, c);
  const b = readMatchAnswer(step.draw, step.b, c);
  if (step.kind === 'letters') {
    // A wrong word keeps its length: a wrong word longer than the opponent's correct word gives them its length,
    // at most the 10 tiles of the draw (a typed-in word may hold more letters than any word of the draw).
    const letters = (r: ReadAnswer) => ({ length: Math.min(r.length ?? 0, LETTERS_PER_DRAW), valid: r.outcome === 'word' });
    return { points: tvLettersPoints(letters(a), letters(b)), a, b };
  }
  // A stored top beaten by an answer is wrong: the best valid answer is then the best possible approach.
  const distances = [a, b].filter((r) => r.outcome === 'value').map((r) => r.distance!);
  const top = { ...step.draw.top, distance: Math.min(step.draw.top.distance, ...distances) };
  return { points: tvNumbersPoints(top, numbersAnswer(a), numbersAnswer(b)), a, b };
}

/**
 * Scores a TV-format match ("émission"), whole or the steps played so far, in the sequence's order.
 * Numbers: the exact count or the best possible approach 10, else 7 if at least as good as the opponent, else 0
 * (libs/dcl tvNumbersPoints). Letters: libs/dcl tvLettersPoints. Duels and the two sprint draws: 5 for a right
 * answer, 5 to the opponent for a wrong one (libs/dcl duelPoints).
 */
export function scoreTvMatch(steps: readonly TvStep[], ctx: TvContext): TvMatchScore {
  if (!Array.isArray(steps) || steps.length > TV_SEQUENCE.length) {
    throw new AfternoonInputError('INVALID_TV_STEP', 'steps', t('TV_MAX_STEPS', { max: TV_SEQUENCE.length }));
  }
  const running: [number, number] = [0, 0];
  const scored = steps.map((step, i): TvStepScore => {
    if (step?.kind !== TV_SEQUENCE[i]) badStep(i, t('TV_STEP_KIND', { expected: TV_SEQUENCE[i]!, given: String(step?.kind) }));
    let part: Pick<TvStepScore, 'points' | 'a' | 'b'>;
    if (step.kind === 'duel') {
      checkDuel(step.result, i);
      part = { points: duelPoints(step.result) };
    } else if (step.kind === 'sprint') {
      if (!Array.isArray(step.results) || step.results.length > TV_SPRINT_DRAWS) badStep(i, t('TV_SPRINT_DRAWS', { max: TV_SPRINT_DRAWS }));
      const results: readonly (DuelResult | null)[] = step.results;
      results.forEach((r) => checkDuel(r, i));
      const points: [number, number] = [0, 0];
      for (const r of results) {
        const [x, y] = duelPoints(r);
        points[0] += x;
        points[1] += y;
      }
      part = { points };
    } else {
      if (step.draw?.kind !== step.kind) badStep(i, t('TV_STEP_DRAW', { kind: step.kind }));
      part = scoreDraw(step, ctx);
    }
    running[0] += part.points[0];
    running[1] += part.points[1];
    return { step: i + 1, kind: step.kind, ...part, running: [running[0], running[1]] };
  });
  const tied = running[0] === running[1];
  return {
    steps: scored,
    totals: running,
    finished: steps.length === TV_SEQUENCE.length,
    tied,
    leader: tied ? null : running[0] > running[1] ? 'a' : 'b',
  };
}

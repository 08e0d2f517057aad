import {
  allSolutions,
  checkWrittenSolution,
  DclInputError,
  DUPLICATE_PLAN,
  FINAL_PLAN,
  generateSession,
  MATCH_PLAN,
  type SessionPlan,
  solve,
  TIE_BREAK_PLAN,
  validateNumbersDraw,
} from '@greffier/dcl';
import { checkWord, type Lexicon, LexiconInputError, longestWords } from '@greffier/lexicon';
import { t } from '@greffier/messages';

/** What a command prints: text for a person, a plain object for --json. */
export interface CommandOutput {
  text: string;
  json: unknown;
  /** Exit code: 0 done, 1 the answer checked is wrong (verifie-*), 2 bad input. */
  code: number;
}

export class UsageError extends Error {}

const PLANS: Record<string, SessionPlan> = {
  duplicate: DUPLICATE_PLAN,
  match: MATCH_PLAN,
  finale: FINAL_PLAN,
  departage: TIE_BREAK_PLAN,
};

function numbers(args: string[], what: string): number[] {
  return args.map((a) => {
    if (!/^\d+$/.test(a)) throw new UsageError(t('CLI_NOT_A_NUMBER', { what, value: a }));
    return Number(a);
  });
}

/** greffier compte 3 100 8 8 10 6 683 [--toutes] */
export function compte(args: string[], options: { all?: boolean }): CommandOutput {
  if (args.length !== 7) throw new UsageError(t('CLI_COMPTE_USAGE'));
  const values = numbers(args, 'compte');
  const { plates, target } = validateNumbersDraw(values.slice(0, 6), values[6]);
  const result = solve(plates, target);
  const lines = [
    t('CLI_NUMBERS_DRAW', { plates: plates.join(' '), target }),
    result.exact ? t('CLI_EXACT') : t('CLI_NOT_EXACT', { best: result.best.join(' ou '), distance: result.distance }),
    ...result.solution.map((l) => `  ${l}`),
  ];
  let solutions: ReturnType<typeof allSolutions> | undefined;
  if (options.all) {
    solutions = allSolutions(plates, target, { limit: 200 });
    const count = solutions.solutions.length;
    lines.push(solutions.truncated ? t('CLI_SOLUTIONS_TRUNCATED', { count }) : t('CLI_SOLUTIONS', { count }));
    for (const s of solutions.solutions) lines.push(`  ${s.lines.join(' ; ')}`);
  }
  return { text: lines.join('\n'), json: { ...result, ...(solutions ? { solutions } : {}) }, code: 0 };
}

/** greffier verifie-compte 3 100 8 8 10 6 683 "100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680 ; 680 + 3 = 683" */
export function verifieCompte(args: string[]): CommandOutput {
  if (args.length !== 8) throw new UsageError(t('CLI_VERIFIE_COMPTE_USAGE'));
  const values = numbers(args.slice(0, 7), 'verifie-compte');
  const { plates, target } = validateNumbersDraw(values.slice(0, 6), values[6]);
  const check = checkWrittenSolution(plates, args[7]!, target);
  const top = solve(plates, target);
  if (!check.ok) {
    return {
      text: t('CLI_WRONG_LINE', { line: check.line, reason: check.reason.message }),
      json: { check, top: { exact: top.exact, best: top.best, distance: top.distance } },
      code: 1,
    };
  }
  const distance = Math.abs(check.best - target);
  const topped = distance === top.distance;
  return {
    text: [
      check.best === check.value
        ? t('CLI_VALUE_REACHED', { value: check.best, distance, target })
        : t('CLI_BEST_LINE_REACHED', { value: check.best, last: check.value, distance, target }),
      topped ? t('CLI_TOPPED') : t('CLI_NOT_TOPPED', { best: top.best.join(' ou '), distance: top.distance }),
    ].join('\n'),
    json: { check, distance, topped, top: { exact: top.exact, best: top.best, distance: top.distance } },
    code: 0,
  };
}

function letters(arg: string[]): string[] {
  const joined = arg.join('').toUpperCase();
  if (!/^[A-Z]+$/.test(joined)) throw new UsageError(t('CLI_LETTERS_ONLY', { value: arg.join(' ') }));
  return [...joined];
}

/** greffier mot B A M E R I L A N E [--longueurs 2] */
export function mot(lexicon: Lexicon, args: string[], options: { lengths?: number }): CommandOutput {
  const draw = letters(args);
  const result = longestWords(lexicon, draw, { lengths: options.lengths ?? 0 });
  const lines = [t('CLI_LETTERS_DRAW', { letters: draw.join(' ') })];
  if (result.maxLength === 0) lines.push(t('CLI_NO_WORD'));
  for (const group of result.byLength) lines.push(t('CLI_WORDS_OF_LENGTH', { length: group.length, words: group.words.join(', ') }));
  return { text: lines.join('\n'), json: result, code: 0 };
}

/** greffier verifie-mot B A M E R I L A N E remaniable [--sans-accents] */
export function verifieMot(lexicon: Lexicon, args: string[], options: { accents: boolean }): CommandOutput {
  if (args.length < 2) throw new UsageError(t('CLI_VERIFIE_MOT_USAGE'));
  const word = args[args.length - 1]!;
  const draw = letters(args.slice(0, -1));
  const result = checkWord(lexicon, draw, word, { requireAccentsOnE: options.accents });
  const best = longestWords(lexicon, draw).maxLength;
  const { length } = result;
  const text = !result.valid
    ? t('CLI_WORD_REFUSED', { word, reason: result.reason?.message ?? t('CLI_WORD_NOT_ADMITTED') })
    : length === best
      ? t('CLI_WORD_TOPPED', { word, length })
      : t('CLI_WORD_VALID', { word, length, best });
  return { text, json: { ...result, top: best }, code: result.valid ? 0 : 1 };
}

/** greffier tirage --seed S [--plan duplicate|match|finale|departage] */
export function tirage(options: { seed?: string; plan?: string }): CommandOutput {
  if (!options.seed) throw new UsageError(t('CLI_TIRAGE_USAGE'));
  const plan = PLANS[options.plan ?? 'duplicate'];
  if (!plan) throw new UsageError(t('CLI_UNKNOWN_PLAN', { plan: String(options.plan), known: Object.keys(PLANS).join(', ') }));
  const draws = generateSession(plan, options.seed);
  const lines = draws.map((d) =>
    d.kind === 'numbers'
      ? t('CLI_SESSION_NUMBERS', { round: String(d.round).padStart(2), plates: d.plates.join(' ').padEnd(20), target: d.target })
      : t('CLI_SESSION_LETTERS', { round: String(d.round).padStart(2), letters: d.letters.join(' ').padEnd(20), consonants: d.consonants, vowels: d.vowels }),
  );
  return { text: [t('CLI_SESSION', { plan: plan.name, seed: options.seed }), ...lines].join('\n'), json: { plan: plan.name, seed: options.seed, draws }, code: 0 };
}

/** Bad input from the rules libraries becomes a usage message, never a stack trace. */
export function isInputError(e: unknown): e is Error {
  return e instanceof UsageError || e instanceof DclInputError || e instanceof LexiconInputError;
}

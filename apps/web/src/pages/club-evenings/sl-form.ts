import type { Path } from '../../lib/drafts';
import { nameOf } from './toal-form';
import type { ClubGame, Series, SlRecord, SlResult } from './types';
import type { GameForm } from './use-game-work';

/**
 * The Sloubi in boxes: the rounds already played (read only, as a line each: what the list of changes shows), and
 * the round being typed from the table: each player's dice one after the other, then the tie-breaks' dice.
 */
export interface SlForm {
  played: string[];
  /** By seat: the dice typed, digits one after the other (spaces allowed). */
  throws: string[];
  /** tieBreaks[k][seat - 1]: the dice of the k-th tie-break (only the tied players throw). */
  tieBreaks: string[][];
}

export interface Rules {
  throwsPerRound: number;
  dicePerThrow: number;
  offset: number;
}

export const rulesOf = (game: ClubGame): Rules => {
  const r = game.result as unknown as SlResult;
  return { throwsPerRound: r.throwsPerRound, dicePerThrow: r.dicePerThrow, offset: r.offset };
};
export const diceOf = (typed: string): number[] => [...typed.replace(/\s/g, '')].map(Number);
export const diceCount = (typed: string): number => typed.replace(/\s/g, '').length;

/** The dice typed, a throw every `dicePerThrow` dice. */
export function seriesOf(typed: string, rules: Rules): Series {
  const dice = diceOf(typed);
  return Array.from({ length: Math.ceil(dice.length / rules.dicePerThrow) }, (_, t) => dice.slice(t * rules.dicePerThrow, (t + 1) * rules.dicePerThrow));
}

const complete = (typed: string, rules: Rules) => diceCount(typed) === rules.throwsPerRound * rules.dicePerThrow && /^[1-6\s]*$/.test(typed);
const total = (typed: string, rules: Rules) => diceOf(typed).reduce((a, b) => a + b, 0) + rules.offset;

/**
 * Who throws each tie-break, as the table sees it from the dice typed: the players tied for the highest total
 * throw again, then those still tied, until one wins (docs/rules/sloubi.md). The server checks it all again.
 */
export function tieBreakSeats(value: SlForm, rules: Rules): { seats: number[]; at: number }[] {
  const out: { seats: number[]; at: number }[] = [];
  let among = value.throws.map((_, i) => i);
  let series = value.throws;
  for (let k = 0; k <= value.tieBreaks.length; k++) {
    if (!among.every((i) => complete(series[i] ?? '', rules))) break;
    const totals = among.map((i) => total(series[i] ?? '', rules));
    const best = Math.max(...totals);
    const tied = among.filter((_, j) => totals[j] === best);
    if (tied.length < 2) break;
    out.push({ seats: tied.map((i) => i + 1), at: best });
    among = tied;
    series = value.tieBreaks[k] ?? [];
  }
  return out;
}

export const typedSomething = (value: SlForm): boolean => value.throws.some((t) => t.trim()) || value.tieBreaks.some((tb) => tb.some((t) => t.trim()));

function playedLine(game: ClubGame, r: SlResult['rounds'][number]): string {
  const totals = r.totals.map((t, i) => `${nameOf(game, i + 1)} ${t}`).join(', ');
  return `${totals} ; gagné par ${nameOf(game, r.winner)} (${r.fromSeed ? 'dés tirés par Greffier' : 'dés tapés'})`;
}

export const slForm: GameForm<SlForm> = {
  formOf(game) {
    const result = game.result as unknown as SlResult;
    return { played: result.rounds.map((r) => playedLine(game, r)), throws: game.players.map(() => ''), tieBreaks: [] };
  },
  kept: (sent) => sent,
  record(value, game) {
    const rules = rulesOf(game);
    const stored = (game.record as unknown as SlRecord).rounds;
    if (!typedSomething(value)) return { rounds: stored };
    const ties = tieBreakSeats(value, rules);
    const round = {
      throws: value.throws.map((t) => seriesOf(t, rules)),
      tieBreaks: ties.map((tie, k) => ({ throws: value.throws.map((_, i) => (tie.seats.includes(i + 1) ? seriesOf(value.tieBreaks[k]?.[i] ?? '', rules) : null)) })),
    };
    return { rounds: [...stored, round] };
  },
  check(value, game) {
    const errors: Record<string, string> = {};
    value.throws.forEach((t, i) => {
      if (/[^1-6\s]/.test(t)) errors[`throws.${i}`] = `Dés de ${nameOf(game, i + 1)} : seuls les chiffres 1 à 6 se tapent (un dé montre 1 à 6).`;
    });
    value.tieBreaks.forEach((tb, k) =>
      tb.forEach((t, i) => {
        if (/[^1-6\s]/.test(t)) errors[`tieBreaks.${k}.${i}`] = `Barrage ${k + 1}, dés de ${nameOf(game, i + 1)} : seuls les chiffres 1 à 6 se tapent.`;
      }),
    );
    return errors;
  },
  label(path: Path, game) {
    const [part, a, b] = path;
    if (part === 'played') return `Tour ${Number(a) + 1}`;
    if (part === 'throws') return `Tour en cours : dés de ${nameOf(game, Number(a) + 1)}`;
    return `Tour en cours, barrage ${Number(a) + 1} : dés de ${nameOf(game, Number(b) + 1)}`;
  },
  fieldLabel(field, game) {
    const m = /^rounds\[(\d+)\](?:\.(throws|tieBreaks)\[(\d+)\](?:\.throws\[(\d+)\])?(?:\[(\d+)\](?:\[(\d+)\])?)?)?/.exec(field);
    if (!m) return field === 'type' ? 'Lancer' : 'Feuille';
    const round = `Tour ${Number(m[1]) + 1}`;
    if (!m[2]) return round;
    const where = m[5] !== undefined ? `, jet ${Number(m[5]) + 1}${m[6] !== undefined ? `, dé ${Number(m[6]) + 1}` : ''}` : '';
    if (m[2] === 'throws') return `${round}, dés de ${nameOf(game, Number(m[3]) + 1)}${where}`;
    const who = m[4] !== undefined ? `, dés de ${nameOf(game, Number(m[4]) + 1)}` : '';
    return `${round}, barrage ${Number(m[3]) + 1}${who}${where}`;
  },
};

import type { Path } from '../../lib/drafts';
import { nameOf } from './toal-form';
import type { ClubGame, LsMove, LsResult } from './types';
import type { GameForm } from './use-game-work';

/** One move in boxes: the letter and the end it goes to, the word underlined, the squares chosen when it reads in several places. */
export interface LsMoveForm {
  letter: string;
  end: 'left' | 'right';
  word: string;
  /** "from:to" when the secretary chose among several readings; '' lets the screen choose. */
  at: string;
}
export interface LsForm {
  moves: LsMoveForm[];
}
export interface Claim {
  from: number;
  to: number;
}
export interface LsString {
  letters: string;
  /** The number of the leftmost square (the first letter written is square 0). */
  first: number;
}

export const blankMove = (): LsMoveForm => ({ letter: '', end: 'right', word: '', at: '' });
export const isBlankMove = (m: LsMoveForm): boolean => !m.letter && !m.word.trim();
export const seatOf = (game: ClubGame, i: number): number => (i % game.players.length) + 1;
export const trimMoves = (moves: LsMoveForm[]): LsMoveForm[] => {
  let n = moves.length;
  while (n > 0 && isBlankMove(moves[n - 1]!)) n--;
  return moves.slice(0, n);
};

/** The string after each move, as the paper shows it (the letters only: the server scores the words). */
export function stringsAfter(moves: LsMoveForm[]): LsString[] {
  let s: LsString = { letters: '', first: 0 };
  return moves.map((m, i) => {
    if (m.letter) {
      if (i === 0) s = { letters: m.letter, first: 0 };
      else if (m.end === 'left') s = { letters: m.letter + s.letters, first: s.first - 1 };
      else s = { letters: s.letters + m.letter, first: s.first };
    }
    return s;
  });
}

const readAt = (s: LsString, from: number, to: number): string => {
  const step = from <= to ? 1 : -1;
  let out = '';
  for (let q = from; q !== to + step; q += step) out += s.letters[q - s.first] ?? '';
  return out;
};

/** Every place a word reads in the string, forwards then backwards. */
export function readings(s: LsString, word: string): Claim[] {
  const w = word.toUpperCase();
  const out: Claim[] = [];
  if (!w) return out;
  for (let i = 0; i + w.length <= s.letters.length; i++) {
    const from = s.first + i;
    const to = from + w.length - 1;
    if (readAt(s, from, to) === w) out.push({ from, to });
    if (w.length > 1 && readAt(s, to, from) === w) out.push({ from: to, to: from });
  }
  return out;
}

export const claimText = (c: Claim): string => (c.from === c.to ? `case ${c.from}` : `cases ${c.from} à ${c.to}`);
const key = (c: Claim) => `${c.from}:${c.to}`;
const span = (c: Claim) => `${Math.min(c.from, c.to)}:${Math.max(c.from, c.to)}`;

/** The squares each move's word is claimed on: the secretary's choice, else a reading not yet claimed, near the new letter. */
export function resolveClaims(moves: LsMoveForm[]): { claims: (Claim | null)[]; options: Claim[][]; strings: LsString[] } {
  const strings = stringsAfter(moves);
  const used = new Set<string>();
  const options: Claim[][] = [];
  const claims = moves.map((m, i) => {
    const found = m.word.trim() ? readings(strings[i]!, m.word.trim()) : [];
    options.push(found);
    if (!found.length) return null;
    const s = strings[i]!;
    const newSquare = !m.letter ? null : i === 0 ? 0 : m.end === 'left' ? s.first : s.first + s.letters.length - 1;
    const covers = (c: Claim) => newSquare !== null && Math.min(c.from, c.to) <= newSquare && newSquare <= Math.max(c.from, c.to);
    const chosen = found.find((c) => key(c) === m.at) ?? found.find((c) => !used.has(span(c)) && covers(c)) ?? found.find((c) => !used.has(span(c))) ?? found[0]!;
    used.add(span(chosen));
    return chosen;
  });
  return { claims, options, strings };
}

export const lsForm: GameForm<LsForm> = {
  formOf(game) {
    const record = game.record as unknown as { moves: LsMove[] };
    const result = game.result as unknown as LsResult;
    return {
      moves: record.moves.map((m, i) => {
        const w = result.moves[i]?.word;
        return { letter: m.letter ?? '', end: m.end ?? 'right', word: w?.word ?? '', at: w ? `${w.from}:${w.to}` : '' };
      }),
    };
  },
  kept: (sent) => ({ moves: trimMoves(sent.moves) }),
  record(value, game) {
    const moves = trimMoves(value.moves);
    const { claims } = resolveClaims(moves);
    return {
      moves: moves.map((m, i) => ({
        seat: seatOf(game, i),
        ...(m.letter ? { letter: m.letter, ...(i > 0 ? { end: m.end } : {}) } : {}),
        claims: claims[i] ? [claims[i]] : [],
      })),
    };
  },
  check(value) {
    const moves = trimMoves(value.moves);
    const { claims, strings } = resolveClaims(moves);
    const errors: Record<string, string> = {};
    moves.forEach((m, i) => {
      if (isBlankMove(m)) errors[`moves[${i}]`] = `Coup ${i + 1} vide : un coup ajoute une lettre, souligne un mot, ou les deux.`;
      else if (m.word.trim() && !claims[i]) errors[`moves[${i}].claims`] = `Coup ${i + 1} : ${m.word.trim().toUpperCase()} ne se lit pas dans la chaîne ${strings[i]!.letters || '(vide)'}.`;
    });
    return errors;
  },
  unit: (path: Path) => path.slice(0, 2),
  label(path: Path, game) {
    const [, i, box] = path;
    const what = { letter: 'lettre', end: 'bout', word: 'mot souligné', at: 'cases du mot' }[String(box)] ?? '';
    return `Coup ${Number(i) + 1} (${nameOf(game, seatOf(game, Number(i)))})${what ? ` : ${what}` : ''}`;
  },
  text(_path, value) {
    const m = value as LsMoveForm;
    const parts = [m.letter ? `${m.letter} à ${m.end === 'left' ? 'gauche' : 'droite'}` : '', m.word ? `mot ${m.word}` : ''].filter(Boolean);
    return parts.join(', ') || '(vide)';
  },
  fieldLabel(field, game) {
    const m = /^moves\[(\d+)\](?:\.(\w+))?/.exec(field);
    if (!m) return field === 'moves' ? 'Coups' : 'Feuille';
    const i = Number(m[1]);
    const what = { letter: ' : lettre', end: ' : bout', claims: ' : mot souligné', seat: ' : joueur' }[m[2] ?? ''] ?? '';
    return `Coup ${i + 1} (${nameOf(game, seatOf(game, i))})${what}`;
  },
};

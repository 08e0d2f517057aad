import type { Path } from '../../lib/drafts';
import type { ClubGame, ToalRecord, ToalResult } from './types';
import type { GameForm } from './use-game-work';

/** Pensez à une lettre in boxes: who calls first, the letters called in order, each player's grid, square by square. */
export interface ToalForm {
  first: number;
  calls: string[];
  /** grids[seat - 1][row][column]: one letter, or '' not yet typed. */
  grids: string[][][];
}

export const sizeOf = (game: ClubGame): number => (game.result as unknown as ToalResult).size;
export const nameOf = (game: ClubGame, seat: number): string => game.players.find((p) => p.seat === seat)?.name ?? `place ${seat}`;
/** The seat that calls letter k (0-based): round the table from the first caller. */
export const callerOf = (game: ClubGame, first: number, k: number): number => ((first - 1 + k) % game.players.length) + 1;

const blankGrid = (n: number): string[][] => Array.from({ length: n }, () => new Array<string>(n).fill(''));

/** The letters called without a gap from the first: the ones the record can hold. */
export function calledInOrder(calls: string[]): string[] {
  const gap = calls.indexOf('');
  return gap < 0 ? calls : calls.slice(0, gap);
}

export const isFull = (grid: string[][]): boolean => grid.every((row) => row.every((l) => l !== ''));
export const isEmpty = (grid: string[][]): boolean => grid.every((row) => row.every((l) => l === ''));

/** A grid goes to the server once every letter is called and all its squares are typed (a grid is never half entered). */
export const gridSent = (form: ToalForm, seat: number): boolean => calledInOrder(form.calls).length === form.calls.length && isFull(form.grids[seat - 1]!);

export const toalForm: GameForm<ToalForm> = {
  formOf(game) {
    const n = sizeOf(game);
    const record = game.record as unknown as ToalRecord;
    const calls = Array.from({ length: n * n }, (_, k) => record.calls[k]?.letter ?? '');
    const grids = game.players.map((_, i) => {
      const rows = record.grids[i]?.rows;
      return rows ? rows.map((r) => [...r]) : blankGrid(n);
    });
    return { first: record.calls[0]?.seat ?? 1, calls, grids };
  },
  kept(sent) {
    const called = calledInOrder(sent.calls);
    const calls = sent.calls.map((l, k) => (k < called.length ? l : ''));
    const grids = sent.grids.map((g, i) => (gridSent(sent, i + 1) ? g : blankGrid(g.length)));
    return { first: called.length ? sent.first : 1, calls, grids };
  },
  record(value) {
    const called = calledInOrder(value.calls);
    return {
      calls: called.map((letter, k) => (k === 0 ? { seat: value.first, letter } : letter)),
      grids: value.grids.map((g, i) => (gridSent(value, i + 1) ? { rows: g.map((r) => r.join('')) } : null)),
    };
  },
  check(value) {
    const errors: Record<string, string> = {};
    const called = calledInOrder(value.calls).length;
    const after = value.calls.slice(called).findIndex((l) => l !== '');
    if (after >= 0) errors.calls = `La lettre ${called + 1} est vide alors que la lettre ${called + after + 2} est tapée : les lettres appelées se suivent sans trou.`;
    return errors;
  },
  // The calls as one line, each grid as one line.
  unit: (path: Path) => (path[0] === 'grids' ? path.slice(0, 2) : path.slice(0, 1)),
  label(path: Path, game) {
    const [part, a] = path;
    if (part === 'first') return 'Premier à appeler';
    if (part === 'calls') return 'Lettres appelées';
    return `Grille de ${nameOf(game, Number(a) + 1)}`;
  },
  text(path, value) {
    const squares = (path[0] === 'calls' ? [value as string[]] : (value as string[][])) ?? [];
    if (squares.every((row) => row.every((l) => !l))) return '(vide)';
    return squares.map((row) => row.map((l) => l || '·').join('')).join(' / ');
  },
  fieldLabel(field, game) {
    let m = /^calls\[(\d+)\]/.exec(field);
    if (m) return `Lettre appelée ${Number(m[1]) + 1}`;
    m = /^grids\[(\d+)\](?:\.rows(?:\[(\d+)\](?:\[(\d+)\])?)?)?/.exec(field);
    if (m) {
      const grid = `Grille de ${nameOf(game, Number(m[1]) + 1)}`;
      if (m[3] !== undefined) return `${grid}, ligne ${Number(m[2]) + 1}, colonne ${Number(m[3]) + 1}`;
      if (m[2] !== undefined) return `${grid}, ligne ${Number(m[2]) + 1}`;
      return grid;
    }
    if (field === 'calls') return 'Lettres appelées';
    if (field === 'grids') return 'Grilles';
    return 'Feuille';
  },
};

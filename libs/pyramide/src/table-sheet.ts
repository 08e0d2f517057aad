import { msg } from '@greffier/messages';
import type { DeclaredScore, ScoreSheet } from './score-sheet';
import { type Formula, type Pair, SEATS, type Table } from './seating';
import type { Team } from './plan';
import { validateSheet } from './sheet-validation';
import { violation, type Violation } from './violations';

/** The boxes of the paper sheet, as a sheet sent for a table names them (and nothing else). */
export const SHEET_BOXES = ['formula', 'players', 'pairs', 'enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides', 'declared'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const team = (t: Team): Team => ({ dico: t.dico, syno: t.syno });
const teams = (t: readonly Team[]): [Team, Team] => [team(t[0]!), team(t[1]!)];
const pair = (p: Pair): Pair => ({ id: p.id, players: [p.players[0], p.players[1]] });
const DECLARED: (keyof DeclaredScore)[] = ['enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides', 'bonus', 'solutions', 'total'];

/**
 * A valid sheet with only the boxes of the paper sheet, in a fixed order: what is stored, and what two entries
 * are compared by (a retried request changes nothing). Only for a sheet that validateSheet accepted.
 */
export function canonicalSheet(s: ScoreSheet): ScoreSheet {
  const declared = isObject(s.declared)
    ? Object.fromEntries(
        Object.entries(s.declared).map(([player, line]) => [
          player,
          Object.fromEntries(DECLARED.filter((k) => isObject(line) && line[k] !== undefined).map((k) => [k, line[k]])) as DeclaredScore,
        ]),
      )
    : null;
  return {
    formula: s.formula,
    players: [...s.players],
    pairs: s.pairs ? [pair(s.pairs[0]), pair(s.pairs[1])] : null,
    enigmes: s.enigmes.map((e) => ({
      title: e.title,
      dico: e.dico,
      syno: e.syno,
      words: e.words.map((w) => ({ bricks: w.bricks, word: w.word })),
      solution: e.solution,
    })),
    pingPong: {
      teams: teams(s.pingPong.teams),
      finished: s.pingPong.finished,
      bricks: s.pingPong.bricks.map((b) => ({ word: b.word, team: b.team, mark: b.mark })),
    },
    nomsPropres: {
      teams: teams(s.nomsPropres.teams),
      finished: s.nomsPropres.finished,
      names: s.nomsPropres.names.map((n) => ({ bids: [n.bids[0], n.bids[1] ?? null], points: [n.points[0], n.points[1]] })),
    },
    grandesPyramides: {
      teams: teams(s.grandesPyramides.teams),
      finished: s.grandesPyramides.finished,
      pyramids: [0, 1].map((i) => {
        const p = s.grandesPyramides.pyramids[i]!;
        return { expressions: [...p.expressions], stop: p.stop };
      }) as ScoreSheet['grandesPyramides']['pyramids'],
    },
    declared,
  };
}

/** Whether two valid sheets hold the same boxes (what a retried entry sends again). */
export const sameSheet = (a: ScoreSheet, b: ScoreSheet): boolean => JSON.stringify(canonicalSheet(a)) === JSON.stringify(canonicalSheet(b));

/** The sheet sent for a table, read: canonical and ready to store, or why not. */
export type TableSheetCheck =
  | { ok: true; sheet: ScoreSheet }
  | { ok: false; problem: 'not-an-object' }
  | { ok: false; problem: 'unknown-boxes'; boxes: string[] }
  | { ok: false; problem: 'violations'; violations: Violation[] };

/**
 * The feuille de marque sent for a table, checked as a whole: the header (formula, players in seat order, pairs)
 * may be left out and is then the seating's; given, it must be the seating's. Every violation is listed at once;
 * a valid sheet comes back canonical. A `version` beside the boxes is the request's, not the sheet's.
 */
export function checkTableSheet(body: unknown, formula: Formula, table: Table): TableSheetCheck {
  if (!isObject(body)) return { ok: false, problem: 'not-an-object' };
  const given = Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'version'));
  const unknown = Object.keys(given).filter((k) => !(SHEET_BOXES as readonly string[]).includes(k));
  if (unknown.length) return { ok: false, problem: 'unknown-boxes', boxes: unknown };
  const expected = { formula, players: table.players, pairs: formula === 'doublette' ? table.pairs : null };
  const sheet = {
    ...given,
    formula: given.formula ?? expected.formula,
    players: given.players ?? expected.players,
    pairs: given.pairs === undefined ? expected.pairs : given.pairs,
    declared: given.declared ?? null,
  } as ScoreSheet;
  const header: Violation[] = [];
  if (sheet.formula !== formula) header.push(violation('SHEET_SHAPE', 'formula', msg('SHEET_SHAPE_TOURNAMENT_FORMULA', { formula })));
  if (JSON.stringify(sheet.players) !== JSON.stringify(expected.players)) {
    const seats = SEATS.slice(0, table.players.length).join(', ');
    header.push(violation('SHEET_PLAYERS', 'players', msg('SHEET_NOT_TABLE_PLAYERS', { table: table.number, seats })));
  }
  const pairsOf = (p: unknown): string => JSON.stringify(Array.isArray(p) ? p.map((x: Pair) => (isObject(x) ? { id: x.id, players: x.players } : x)) : p);
  if (formula === 'doublette' && pairsOf(sheet.pairs) !== pairsOf(expected.pairs)) header.push(violation('SHEET_PAIRS', 'pairs'));
  const { violations } = validateSheet(sheet);
  const all = [...header, ...violations.filter((v) => !header.some((h) => h.box === v.box && h.code === v.code))];
  if (all.length) return { ok: false, problem: 'violations', violations: all };
  return { ok: true, sheet: canonicalSheet(sheet) };
}

import {
  InvalidScoreSheetError,
  PyramideInputError,
  validateSheet,
  violation,
  type DeclaredScore,
  type Formula,
  type Pair,
  type PyramideErrorCode,
  type ScoreSheet,
  type Table,
  type Team,
  type Violation,
} from '@greffier/pyramide';
import { type FieldError, InvalidInputError, RuleViolationError } from '../common/domain-errors';

/** A violation of the feuille de marque as an error field: the box, the French message with the rule's code. */
export interface SheetFieldError extends FieldError {
  code: string;
  article: string;
}

// The rules library's input errors that are about the tournament's state (422), not a malformed request (400).
const RULE_CODES: ReadonlySet<PyramideErrorCode> = new Set(['CANNOT_SEAT', 'ODD_PAIRS', 'INVALID_CORRECTION', 'LATE_E_TOO_LATE']);

/** Player ids in a message replaced by the players' names ("l'équipe 1 (Bruno Bernard-Louis Laurent)"). */
export type Names = ReadonlyMap<string, string>;
const named = (text: string, names: Names): string => [...names].reduce((t, [id, name]) => t.split(id).join(name), text);

/** Every violation of a sheet, box by box: 422 INVALID_SCORE_SHEET, nothing stored. */
export function sheetRefused(violations: readonly Violation[], names: Names = new Map()): RuleViolationError {
  const errors: SheetFieldError[] = violations.map((v) => ({
    field: v.box || 'sheet',
    reason: `${named(v.fr, names)} (${v.code}, art. ${v.article})`,
    code: v.code,
    article: v.article,
  }));
  return new RuleViolationError(
    'INVALID_SCORE_SHEET',
    `The feuille de marque breaks ${violations.length} rule(s) of the regulation: nothing was stored. Each error names the box and the rule.`,
    errors,
  );
}

/** The rules library's errors as domain errors (problem+json): a seating that cannot be made is a 422 naming the field. */
export function toDomainError(error: unknown): unknown {
  if (error instanceof PyramideInputError) {
    const errors = [{ field: error.field, reason: error.message }];
    return RULE_CODES.has(error.code) ? new RuleViolationError(error.code, error.message, errors) : new InvalidInputError(error.message, errors, error.code);
  }
  if (error instanceof InvalidScoreSheetError) return sheetRefused(error.violations);
  return error;
}

/** Runs a rule of libs/pyramide, turning its errors into domain errors. */
export function rules<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw toDomainError(error);
  }
}

const SHEET_KEYS = ['formula', 'players', 'pairs', 'enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides', 'declared'];
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

export const sameSheet = (a: ScoreSheet, b: ScoreSheet): boolean => JSON.stringify(canonicalSheet(a)) === JSON.stringify(canonicalSheet(b));

/**
 * The feuille de marque sent for a table, checked as a whole: the header (formula, players in seat order, pairs)
 * may be left out and is then the seating's; given, it must be the seating's. Every violation is listed at once
 * (422); a valid sheet comes back canonical, ready to store.
 */
export function checkTableSheet(body: unknown, formula: Formula, table: Table, names: Names = new Map()): ScoreSheet {
  if (!isObject(body)) throw new InvalidInputError('The body is the feuille de marque, a JSON object', [{ field: 'body', reason: 'a JSON object' }]);
  const given = Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'version'));
  const unknown = Object.keys(given).filter((k) => !SHEET_KEYS.includes(k));
  if (unknown.length) {
    throw new InvalidInputError(
      `Unknown field(s) in the feuille de marque: ${unknown.join(', ')}`,
      unknown.map((field) => ({ field, reason: `not a box of the sheet (${SHEET_KEYS.join(', ')})` })),
    );
  }
  const expected = { formula, players: table.players, pairs: formula === 'doublette' ? table.pairs : null };
  const sheet = {
    ...given,
    formula: given.formula ?? expected.formula,
    players: given.players ?? expected.players,
    pairs: given.pairs === undefined ? expected.pairs : given.pairs,
    declared: given.declared ?? null,
  } as ScoreSheet;
  const header: Violation[] = [];
  if (sheet.formula !== formula) header.push(violation('SHEET_SHAPE', 'formula', { expected: `${formula} (la formule du tournoi)` }));
  if (JSON.stringify(sheet.players) !== JSON.stringify(expected.players)) {
    header.push(
      violation('SHEET_PLAYERS', 'players', {
        fr: `ce ne sont pas les joueurs de la table ${table.number}, dans l'ordre des places A, B, C${table.players.length === 4 ? ', D' : ''} du plan de table`,
        en: `not the players of table ${table.number} in the seat order of the seating`,
      }),
    );
  }
  const pairsOf = (p: unknown): string => JSON.stringify(Array.isArray(p) ? p.map((x: Pair) => (isObject(x) ? { id: x.id, players: x.players } : x)) : p);
  if (formula === 'doublette' && pairsOf(sheet.pairs) !== pairsOf(expected.pairs)) header.push(violation('SHEET_PAIRS', 'pairs'));
  const { violations } = validateSheet(sheet);
  const all = [...header, ...violations.filter((v) => !header.some((h) => h.box === v.box && h.code === v.code))];
  if (all.length) throw sheetRefused(all, names);
  return canonicalSheet(sheet);
}

/** What a rotation's fallback means, for the organiser. */
export function seatingExplanation(method: string, fallback: string | null, repeats: number): string {
  if (method === 'draw') return 'partie 1 : tirage au sort à partir de la graine du tournoi (3.1)';
  if (method === 'regulation') {
    return repeats === 0
      ? 'rotation du règlement (3.2) : A reste, B avance d’une table, C recule d’une table, D avance de 2 tables'
      : `rotation du règlement (3.2) ; elle fait ${repeats} rencontre(s) répétée(s), mais aucune autre disposition n’en fait moins`;
  }
  const why: Record<string, string> = {
    TABLE_SIZES: 'la rotation du règlement changerait la taille des tables (tables de 4 et de 3 mêlées)',
    PLAYERS_CHANGED: 'des joueurs sont arrivés ou partis depuis la partie précédente',
    REPEATS: 'la rotation du règlement ferait se rencontrer de nouveau des joueurs ; la rotation calculée en fait moins',
    DOUBLETTE: 'en doublette, les paires rencontrent de nouvelles paires par une rotation calculée (tournante)',
  };
  return `rotation calculée : ${why[fallback ?? ''] ?? 'la rotation du règlement ne convient pas'} ; ${repeats} rencontre(s) répétée(s)`;
}

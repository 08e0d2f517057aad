import { type Message, type MessageCode, msg } from '@greffier/messages';
import { ENIGMAS_PER_GAME, tablePlan, TEAM_EVENTS, type TablePlan, type Team, type TeamEventName } from './plan';
import {
  BRICKS_PER_ENIGMA,
  PROPER_NAME_MAX_BRICKS,
  PROPER_NAMES,
  PYRAMID_EXPRESSIONS,
  readPingPong,
  WORDS_PER_ENIGMA,
  type DeclaredScore,
  type EnigmaSheet,
  type GrandesPyramidesSheet,
  type NomsPropresSheet,
  type ScoreSheet,
} from './score-sheet';
import { FORMULAS } from './seating';
import { tallySheet, type PlayerScore } from './tally';
import { violation, type Violation } from './violations';

export interface SheetValidation {
  valid: boolean;
  /** Every rule the sheet breaks, in the order of the sheet. */
  violations: Violation[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isCount = (v: unknown, max: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
const shape = (box: string, expected: Extract<MessageCode, `SHEET_SHAPE_${string}`>): Violation => violation('SHEET_SHAPE', box, { code: expected });
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

function checkHeader(sheet: ScoreSheet, out: Violation[]): TablePlan | null {
  if (!FORMULAS.includes(sheet.formula)) {
    out.push(violation('SHEET_FORMULA', 'formula'));
    return null;
  }
  const players = sheet.players;
  const sizes = sheet.formula === 'doublette' ? [4] : [3, 4];
  if (!Array.isArray(players) || !sizes.includes(players.length)) {
    out.push(violation('SHEET_PLAYERS', 'players', msg('TABLE_SIZE_FOR_FORMULA', { formula: sheet.formula })));
    return null;
  }
  let ok = true;
  players.forEach((p, i) => {
    if (!isText(p) || players.indexOf(p) !== i) {
      out.push(violation('SHEET_PLAYERS', `players[${i}]`, msg('SHEET_PLAYER_ONCE')));
      ok = false;
    }
  });
  if (sheet.formula === 'doublette') {
    const [p, q] = Array.isArray(sheet.pairs) ? sheet.pairs : [];
    const fits = (pair: unknown, a: string | undefined, b: string | undefined): boolean =>
      isObject(pair) && isText(pair.id) && Array.isArray(pair.players) && pair.players[0] === a && pair.players[1] === b;
    if (!fits(p, players[0], players[1]) || !fits(q, players[2], players[3]) || p!.id === q!.id) {
      out.push(violation('SHEET_PAIRS', 'pairs'));
      ok = false;
    }
  }
  return ok ? tablePlan({ players, pairs: sheet.pairs }, sheet.formula) : null;
}

/** Partners that are not the plan's: who played, who was planned (players by id, named by the caller). */
const rolesNotPlanned = (played: { dico: unknown; syno: unknown }, planned: Team): Message<'ROLES_NOT_PLANNED'> =>
  msg('ROLES_NOT_PLANNED', { dico: String(played.dico), syno: String(played.syno), plannedDico: planned.dico, plannedSyno: planned.syno });

function checkTeams(teams: unknown, planned: readonly [Team, Team], shared: string | null, box: string, out: Violation[]): void {
  if (!Array.isArray(teams) || teams.length !== 2 || !teams.every((t) => isObject(t) && isText(t.dico) && isText(t.syno))) {
    out.push(shape(box, 'SHEET_SHAPE_TEAMS'));
    return;
  }
  (teams as Team[]).forEach((t, i) => {
    const plan = planned[i]!;
    if (t.dico === t.syno || !sameSet([t.dico, t.syno], [plan.dico, plan.syno])) {
      out.push(violation('ROLES_NOT_PLANNED', `${box}[${i}]`, rolesNotPlanned(t, plan)));
    } else if (shared !== null && t.dico === shared) {
      out.push(violation('ROLE_SHARED_NOT_SYNO', `${box}[${i}].dico`, msg('ROLE_SHARED_NOT_SYNO', { player: shared })));
    }
  });
}

function checkEnigma(e: EnigmaSheet, i: number, plan: TablePlan | null, out: Violation[]): void {
  const at = `enigmes[${i}]`;
  if (!isObject(e)) {
    out.push(shape(at, 'SHEET_SHAPE_ENIGMA'));
    return;
  }
  if (!isText(e.title)) out.push(violation('ENIGMA_TITLE', `${at}.title`));
  const planned = plan?.enigmes[i];
  if (planned && (e.dico === e.syno || !sameSet([e.dico, e.syno], [planned.dico, planned.syno]))) {
    out.push(violation('ROLES_NOT_PLANNED', at, rolesNotPlanned(e, planned)));
  }
  if (e.solution !== null && !isText(e.solution)) out.push(violation('ENIGMA_EMPTY_BOX', `${at}.solution`));
  if (!Array.isArray(e.words) || e.words.length !== WORDS_PER_ENIGMA) {
    out.push(violation('ENIGMA_WORD_COUNT', `${at}.words`));
    if (!Array.isArray(e.words)) return;
  }
  // "Dico dispose de 13 briques ... Il mise un certain nombre de briques pour chacun des 5 mots ... dans l'ordre"
  // (4.1.1): the words are played one by one while bricks are left; a word found took at least one brick.
  let used = 0;
  e.words.forEach((w, j) => {
    const box = `${at}.words[${j}]`;
    if (!isObject(w) || !isCount(w.bricks, BRICKS_PER_ENIGMA)) {
      out.push(violation('ENIGMA_BRICKS_VALUE', `${box}.bricks`));
      return;
    }
    if (w.word !== null && !isText(w.word)) out.push(violation('ENIGMA_EMPTY_BOX', `${box}.word`));
    const left = BRICKS_PER_ENIGMA - used;
    if (w.bricks === 0 && w.word !== null) out.push(violation('ENIGMA_FOUND_WITHOUT_BRICK', `${box}.bricks`));
    else if (w.bricks === 0 && left > 0) out.push(violation('ENIGMA_WORD_SKIPPED', `${box}.bricks`, msg('ENIGMA_WORD_SKIPPED', { word: j + 1, left })));
    if (used <= BRICKS_PER_ENIGMA && used + w.bricks > BRICKS_PER_ENIGMA) {
      out.push(violation('ENIGMA_TOO_MANY_BRICKS', `${box}.bricks`, msg('ENIGMA_TOO_MANY_BRICKS', { total: used + w.bricks })));
    }
    used += w.bricks;
  });
}

function checkFinished(event: TeamEventName, finished: unknown, complete: boolean, missing: Message<MessageCode>, out: Violation[]): void {
  if (typeof finished !== 'boolean') out.push(shape(`${event}.finished`, 'SHEET_SHAPE_FINISHED'));
  else if (finished && !complete) out.push(violation('EVENT_INCOMPLETE', `${event}.finished`, missing));
  else if (!finished && complete) out.push(violation('EVENT_NOT_UNFINISHED', `${event}.finished`));
}

function checkNomsPropres(np: NomsPropresSheet, out: Violation[]): void {
  if (!Array.isArray(np.names)) {
    out.push(shape('nomsPropres.names', 'SHEET_SHAPE_NAMES'));
    return;
  }
  np.names.forEach((n, i) => {
    const at = `nomsPropres.names[${i}]`;
    if (i >= PROPER_NAMES) {
      out.push(violation('NP_TOO_MANY_NAMES', at));
      return;
    }
    const [first, second] = Array.isArray(n?.bids) ? n.bids : [];
    // "Un nom propre se joue en 3 briques au maximum. Dico 1 annonce un pari, Dico 2 peut annoncer un pari
    // inférieur et prendre la main. Une seule enchère par équipe est autorisée." (4.3.1)
    if (!Number.isInteger(first) || first! < 1 || first! > PROPER_NAME_MAX_BRICKS) out.push(violation('NP_BID', `${at}.bids[0]`));
    else if (second != null && (!Number.isInteger(second) || second < 1 || second >= first!)) {
      out.push(violation('NP_UNDERBID', `${at}.bids[1]`, msg('NP_UNDERBID', { first: first!, second: String(second) })));
    }
    // "Chaque colonne doit obligatoirement comporter un 1 (et un seul)" (6.4).
    const column = Array.isArray(n?.points) ? n.points : [];
    if (column.length !== 2 || !column.every((p) => p === 0 || p === 1)) out.push(shape(`${at}.points`, 'SHEET_SHAPE_POINTS'));
    else if (column[0] === 1 && column[1] === 1) out.push(violation('NP_TWO_POINTS', `${at}.points`));
    else if (column[0] === 0 && column[1] === 0) out.push(violation('NP_NO_POINT', `${at}.points`));
  });
  const done = Math.min(np.names.length, PROPER_NAMES);
  checkFinished('nomsPropres', np.finished, np.names.length >= PROPER_NAMES, msg('EVENT_INCOMPLETE_NOMS_PROPRES', { names: done }), out);
}

function checkGrandesPyramides(gp: GrandesPyramidesSheet, out: Violation[]): void {
  if (!Array.isArray(gp.pyramids) || gp.pyramids.length !== 2) {
    out.push(shape('grandesPyramides.pyramids', 'SHEET_SHAPE_PYRAMIDS'));
    return;
  }
  let complete = true;
  gp.pyramids.forEach((p, t) => {
    const at = `grandesPyramides.pyramids[${t}]`;
    if (!isObject(p) || !Array.isArray(p.expressions)) {
      out.push(shape(at, 'SHEET_SHAPE_PYRAMID'));
      complete = false;
      return;
    }
    if (p.expressions.length > PYRAMID_EXPRESSIONS) out.push(violation('GP_BOX_COUNT', `${at}.expressions`));
    if (p.expressions.length < PYRAMID_EXPRESSIONS) complete = false;
    const stop = p.stop;
    if (stop !== null && !isCount(stop, PYRAMID_EXPRESSIONS - 1)) out.push(violation('GP_STOP', `${at}.stop`));
    p.expressions.forEach((e, j) => {
      const box = `${at}.expressions[${j}]`;
      if (e !== null && !isText(e)) out.push(violation('GP_EMPTY_BOX', box));
      // "Si, au cours de l'une des expressions, Dico prononce un des mots à deviner, la Pyramide s'arrête" (4.4.3).
      else if (e !== null && isCount(stop, PYRAMID_EXPRESSIONS - 1) && j >= stop) out.push(violation('GP_AFTER_STOP', box, msg('GP_AFTER_STOP', { stop: stop + 1 })));
    });
  });
  checkFinished('grandesPyramides', gp.finished, complete, msg('EVENT_INCOMPLETE_GRANDES_PYRAMIDES'), out);
}

const DECLARED: (keyof DeclaredScore)[] = ['enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides', 'bonus', 'solutions', 'total'];

function checkDeclared(sheet: ScoreSheet, out: Violation[]): void {
  const declared = sheet.declared;
  if (declared == null) return;
  if (!isObject(declared)) {
    out.push(shape('declared', 'SHEET_SHAPE_DECLARED'));
    return;
  }
  const derived = new Map<string, PlayerScore>(tallySheet(sheet).scores.map((s) => [s.player, s]));
  for (const [player, line] of Object.entries(declared)) {
    const mine = derived.get(player);
    if (!mine) {
      out.push(violation('DECLARED_UNKNOWN_PLAYER', `declared.${player}`, msg('DECLARED_UNKNOWN_PLAYER', { player })));
      continue;
    }
    for (const column of DECLARED) {
      const value = (line as DeclaredScore)?.[column];
      if (value === undefined) continue;
      if (value !== mine[column]) out.push(violation('DECLARED_MISMATCH', `declared.${player}.${column}`, msg('DECLARED_MISMATCH', { declared: String(value), derived: mine[column] })));
    }
  }
}

/**
 * Checks a whole feuille de marque against the regulation and returns every violation, each with its box. A
 * sheet is valid only when the list is empty: nothing is accepted half-way.
 */
export function validateSheet(sheet: ScoreSheet): SheetValidation {
  const out: Violation[] = [];
  if (!isObject(sheet)) return { valid: false, violations: [shape('', 'SHEET_SHAPE_SHEET')] };
  const plan = checkHeader(sheet, out);
  const events = ['pingPong', 'nomsPropres', 'grandesPyramides'] as const;
  const fatal = !Array.isArray(sheet.enigmes) || events.some((e) => !isObject(sheet[e]));
  if (!Array.isArray(sheet.enigmes)) out.push(shape('enigmes', 'SHEET_SHAPE_ENIGMAS'));
  for (const e of events) if (!isObject(sheet[e])) out.push(shape(e, 'SHEET_SHAPE_EVENT'));
  if (fatal) return { valid: false, violations: out };

  sheet.enigmes.forEach((e, i) => {
    if (i >= ENIGMAS_PER_GAME) out.push(violation('ENIGMES_TOO_MANY', `enigmes[${i}]`));
    else checkEnigma(e, i, plan, out);
  });
  if (plan) for (const event of TEAM_EVENTS) checkTeams(sheet[event].teams, plan[event], plan.sharedSyno[event], `${event}.teams`, out);

  if (!Array.isArray(sheet.pingPong.bricks)) out.push(shape('pingPong.bricks', 'SHEET_SHAPE_BRICKS'));
  else {
    const pp = readPingPong(sheet.pingPong);
    out.push(...pp.violations);
    const { length } = pp.words;
    checkFinished('pingPong', sheet.pingPong.finished, pp.complete, msg('EVENT_INCOMPLETE_PING_PONG', { words: length, bricks: pp.bricksUsed }), out);
  }
  checkNomsPropres(sheet.nomsPropres, out);
  checkGrandesPyramides(sheet.grandesPyramides, out);
  if (plan && out.every((v) => v.code !== 'SHEET_SHAPE')) checkDeclared(sheet, out);
  return { valid: out.length === 0, violations: out };
}

import { t } from '@greffier/messages';
import { AfternoonInputError } from './afternoon-errors';
import { isWinnersLine, type DecidedBy, type MatchStage } from './match-ties';
import { POULE_SIZES, seedingOrder, type Poule, type PouleEntry } from './poules';

/** Who fills a slot: a poule seed, or the winner or loser of an earlier match. */
export type SlotSource = { kind: 'seed'; seed: number } | { kind: 'winner'; of: string } | { kind: 'loser'; of: string };

/** Where a match's winner or loser goes: a slot of a later match, or a final place in the poule. */
export type Destination = { kind: 'match'; matchId: string; slot: 0 | 1 } | { kind: 'place'; place: number };

/** 'pending': its source is not decided yet; 'empty': nobody can come (a seed the poule lacks, a bye's loser). */
export interface BracketSlot {
  source: SlotSource;
  state: 'pending' | 'player' | 'empty';
  playerId?: string;
}

/** 'bye' and 'empty' (two empty slots: nobody goes on) are decided by the bracket itself, never recorded. */
export type BracketDecision = DecidedBy | 'empty';

export interface MatchResult {
  winner: string | null;
  loser: string | null;
  decidedBy: BracketDecision;
}

export interface BracketMatch {
  /** 'A-R16-1', 'A-QF-2', 'A-SF-1', 'A-F', 'A-P3-4', 'A-P5-8-1', 'A-P9-16-4', 'A-P15-16' ... */
  id: string;
  stage: MatchStage;
  /** 1 = the 1/8 and their time slot; every round of a full poule holds size/2 matches. */
  round: number;
  /** The places this match plays for. */
  places: { from: number; to: number };
  slots: [BracketSlot, BracketSlot];
  winnerTo: Destination;
  loserTo: Destination;
  result: MatchResult | null;
}

/** A poule's bracket: immutable; every function returns a new state. Matches are in play order. */
export interface Bracket {
  poule: Poule;
  matches: BracketMatch[];
}

/** Results the recorder enters; byes and empty matches are the bracket's own. */
export type RecordedDecision = Exclude<DecidedBy, 'bye'>;

const isAutomatic = (r: MatchResult): boolean => r.decidedBy === 'bye' || r.decidedBy === 'empty';

function label(lo: number, count: number): { stage: MatchStage; name: string } {
  if (lo === 1 && count === 16) return { stage: 'round-of-16', name: 'R16' };
  if (lo === 1 && count === 8) return { stage: 'quarter-final', name: 'QF' };
  if (lo === 1 && count === 4) return { stage: 'semi-final', name: 'SF' };
  if (lo === 1 && count === 2) return { stage: 'final', name: 'F' };
  return { stage: 'classification', name: `P${lo}-${lo + count - 1}` };
}

/**
 * Every place is played for (docs/rules/poules-and-matches.md, "The bracket of a poule"): `count` players play for places
 * lo..lo+count-1; the winners play on for the better half, the losers for the worse half, down to matches for
 * two places. 16 players: 1/8; winners: 1/4, 1/2, final (1-2), semi losers 3-4; quarter losers 5-8 then 5-6 and
 * 7-8; 1/8 losers 9-16, then 9-12 and 13-16, then 9-10, 11-12, 13-14, 15-16. 32 matches, 4 rounds, 4 each.
 */
function layOut(pouleId: string, lo: number, sources: SlotSource[], round: number, out: BracketMatch[]): void {
  const count = sources.length;
  const { stage, name } = label(lo, count);
  const matches: BracketMatch[] = [];
  for (let i = 0; i < count / 2; i++) {
    const id = `${pouleId}-${name}${count > 2 ? `-${i + 1}` : ''}`;
    const slot = (source: SlotSource): BracketSlot => ({ source, state: 'pending' });
    matches.push({
      id,
      stage,
      round,
      places: { from: lo, to: lo + count - 1 },
      slots: [slot(sources[2 * i]!), slot(sources[2 * i + 1]!)],
      winnerTo: { kind: 'place', place: lo },
      loserTo: { kind: 'place', place: lo + 1 },
      result: null,
    });
  }
  out.push(...matches);
  if (count === 2) return;
  layOut(pouleId, lo, matches.map((m) => ({ kind: 'winner', of: m.id })), round + 1, out);
  layOut(pouleId, lo + count / 2, matches.map((m) => ({ kind: 'loser', of: m.id })), round + 1, out);
}

function checkPoule(poule: Poule): void {
  const bad = (why: string): never => {
    throw new AfternoonInputError('INVALID_POULE', 'poule', t('AT_POULE', { poule: String(poule?.id), message: why }));
  };
  if (!POULE_SIZES.includes(poule?.size)) bad(t('BRACKET_SIZES', { sizes: POULE_SIZES.join(', ') }));
  if (!Array.isArray(poule.entries) || poule.entries.length < 1 || poule.entries.length > poule.size) {
    bad(t('POULE_PLAYER_COUNT', { size: poule.size }));
  }
  const ids = new Set(poule.entries.map((e) => e.playerId));
  if (ids.size !== poule.entries.length) bad(t('POULE_PLAYER_TWICE'));
  poule.entries.forEach((e, i) => {
    if (e.seed !== i + 1) bad(t('POULE_SEEDS_ORDER'));
    if (!Number.isInteger(e.duplicateRank) || e.duplicateRank < 1) bad(t('POULE_SEED_RANK', { seed: e.seed }));
  });
}

/** Fills the slots from the sources and decides byes and empty matches, in play order. Keeps valid recorded results. */
function evaluate(poule: Poule, matches: readonly BracketMatch[]): BracketMatch[] {
  const done = new Map<string, BracketMatch>();
  const resolve = (source: SlotSource): BracketSlot => {
    if (source.kind === 'seed') {
      const entry = poule.entries[source.seed - 1];
      return entry ? { source, state: 'player', playerId: entry.playerId } : { source, state: 'empty' };
    }
    const result = done.get(source.of)?.result;
    if (!result) return { source, state: 'pending' };
    const id = source.kind === 'winner' ? result.winner : result.loser;
    return id === null ? { source, state: 'empty' } : { source, state: 'player', playerId: id };
  };
  return matches.map((m) => {
    const slots: [BracketSlot, BracketSlot] = [resolve(m.slots[0].source), resolve(m.slots[1].source)];
    const [x, y] = slots;
    let result: MatchResult | null = null;
    if (x.state === 'empty' && y.state === 'empty') result = { winner: null, loser: null, decidedBy: 'empty' };
    else if (x.state === 'pending' || y.state === 'pending') result = null;
    else if (x.state === 'empty' || y.state === 'empty') {
      // A match with one empty slot is won by the present player.
      result = { winner: (x.state === 'player' ? x : y).playerId!, loser: null, decidedBy: 'bye' };
    } else {
      const r = m.result;
      const players = [x.playerId, y.playerId];
      const valid = r !== null && !isAutomatic(r) && players.includes(r.winner!) && players.includes(r.loser!);
      result = valid ? r : null;
    }
    const next = { ...m, slots, result };
    done.set(m.id, next);
    return next;
  });
}

/** The bracket of a poule, byes already decided. */
export function buildBracket(poule: Poule): Bracket {
  checkPoule(poule);
  const order = seedingOrder(poule.size);
  const matches: BracketMatch[] = [];
  layOut(poule.id, 1, order.map((seed) => ({ kind: 'seed', seed })), 1, matches);
  const index = new Map(matches.map((m, i) => [m.id, i]));
  for (const m of matches) {
    m.slots.forEach((s, slot) => {
      if (s.source.kind === 'seed') return;
      const from = matches[index.get(s.source.of)!]!;
      const to: Destination = { kind: 'match', matchId: m.id, slot: slot as 0 | 1 };
      if (s.source.kind === 'winner') from.winnerTo = to;
      else from.loserTo = to;
    });
  }
  // Play order: by round, then by the places played for (the order of creation breaks the remaining ties).
  const sorted = matches
    .map((m, i) => ({ m, i }))
    .sort((p, q) => p.m.round - q.m.round || p.m.places.from - q.m.places.from || p.i - q.i)
    .map((p) => p.m);
  return { poule, matches: evaluate(poule, sorted) };
}

function findMatch(bracket: Bracket, matchId: string): BracketMatch {
  const m = bracket.matches.find((x) => x.id === matchId);
  if (!m) throw new AfternoonInputError('UNKNOWN_MATCH', 'matchId', t('NO_SUCH_MATCH', { match: String(matchId), poule: bracket.poule.id }));
  return m;
}

/** Every later match whose players depend on this match's result (transitively), in play order. */
export function dependentsOf(bracket: Bracket, matchId: string): BracketMatch[] {
  findMatch(bracket, matchId);
  const found = new Set<string>();
  const queue = [matchId];
  while (queue.length > 0) {
    const m = findMatch(bracket, queue.shift()!);
    for (const d of [m.winnerTo, m.loserTo]) {
      if (d.kind === 'match' && !found.has(d.matchId)) {
        found.add(d.matchId);
        queue.push(d.matchId);
      }
    }
  }
  return bracket.matches.filter((m) => found.has(m.id));
}

/** Clears the recorded results of this match and of every match that depends on it; byes are decided again. */
export function resetFrom(bracket: Bracket, matchId: string): Bracket {
  const cleared = new Set([matchId, ...dependentsOf(bracket, matchId).map((m) => m.id)]);
  const matches = bracket.matches.map((m) => (cleared.has(m.id) ? { ...m, result: null } : m));
  return { poule: bracket.poule, matches: evaluate(bracket.poule, matches) };
}

const entryOf = (bracket: Bracket, playerId: string): PouleEntry | undefined =>
  bracket.poule.entries.find((e) => e.playerId === playerId);

/**
 * Records a played (or forfeited) match and sends its winner and loser on. Recording the same result again
 * changes nothing. A different winner once a later match fed by this one was played is refused
 * (RESULT_HAS_DEPENDENTS): see dependentsOf, then resetFrom, then record again.
 */
export function applyResult(bracket: Bracket, matchId: string, winner: string, loser: string, decidedBy: RecordedDecision): Bracket {
  const m = findMatch(bracket, matchId);
  const invalid = (why: string): never => {
    throw new AfternoonInputError('INVALID_RESULT', 'result', t('AT_MATCH', { match: matchId, message: why }));
  };
  const allowed: readonly string[] = ['score', 'extra-draws', 'sudden-death', 'duplicate-rank', 'forfeit'];
  if (!allowed.includes(decidedBy)) invalid(t('RESULT_DECIDED_BY', { allowed: allowed.join(', ') }));
  if (m.slots.some((s) => s.state === 'pending')) {
    throw new AfternoonInputError('MATCH_NOT_READY', 'matchId', t('MATCH_PLAYERS_UNKNOWN', { match: matchId }));
  }
  if (m.slots.some((s) => s.state === 'empty')) invalid(t('EMPTY_SLOT_IS_BYE'));
  const players = m.slots.map((s) => s.playerId);
  if (winner === loser || !players.includes(winner) || !players.includes(loser)) {
    invalid(t('RESULT_PLAYERS', { players: players.join(' et '), winner: String(winner), loser: String(loser) }));
  }
  // Douai, "En cas de match nul": extra draws for qualification matches and the final, duplicate rank otherwise.
  if (!isWinnersLine(m.stage) && (decidedBy === 'extra-draws' || decidedBy === 'sudden-death')) {
    invalid(t('TIED_CLASSIFICATION_RANK'));
  }
  if (isWinnersLine(m.stage) && decidedBy === 'duplicate-rank') invalid(t('TIED_QUALIFICATION_EXTRA'));
  if (decidedBy === 'duplicate-rank' && entryOf(bracket, winner)!.duplicateRank > entryOf(bracket, loser)!.duplicateRank) {
    invalid(t('WINNER_WORSE_RANK', { player: winner }));
  }
  const current = m.result;
  if (current && current.winner === winner && current.decidedBy === decidedBy) return bracket;
  if (current && current.winner !== winner) {
    const played = dependentsOf(bracket, matchId).filter((d) => d.result !== null && !isAutomatic(d.result));
    if (played.length > 0) {
      throw new AfternoonInputError(
        'RESULT_HAS_DEPENDENTS',
        'matchId',
        t('DEPENDENTS_PLAYED', { match: matchId, matches: played.map((d) => d.id).join(', ') }),
      );
    }
  }
  const result: MatchResult = { winner, loser, decidedBy };
  const matches = bracket.matches.map((x) => (x.id === matchId ? { ...x, result } : x));
  return { poule: bracket.poule, matches: evaluate(bracket.poule, matches) };
}

/**
 * A forfeit: a lone absent player loses. Two absent players: the better duplicate rank goes through (a tie
 * nobody can break by playing, see docs/rules/poules-and-matches.md), so that both keep a place, the places stay
 * 1..n, and a late player may still play the next match.
 */
export function applyForfeit(bracket: Bracket, matchId: string, absent: readonly string[]): Bracket {
  const m = findMatch(bracket, matchId);
  if (m.slots.some((s) => s.state === 'pending')) {
    throw new AfternoonInputError('MATCH_NOT_READY', 'matchId', t('MATCH_PLAYERS_UNKNOWN', { match: matchId }));
  }
  const players = m.slots.map((s) => s.playerId).filter((p): p is string => p !== undefined);
  const gone = [...new Set(absent)];
  if (players.length !== 2 || gone.length === 0 || !gone.every((p) => players.includes(p))) {
    throw new AfternoonInputError('INVALID_RESULT', 'absent', t('ABSENT_NOT_PLAYERS', { match: matchId }));
  }
  let [winner, loser] = players as [string, string];
  if (gone.length === 2) {
    if (entryOf(bracket, winner)!.duplicateRank > entryOf(bracket, loser)!.duplicateRank) [winner, loser] = [loser, winner];
  } else if (gone[0] === winner) [winner, loser] = [loser, winner];
  return applyResult(bracket, matchId, winner, loser, 'forfeit');
}

/** A result as stored by the caller (one row per match played). */
export interface RecordedResult {
  matchId: string;
  winner: string;
  loser: string;
  decidedBy: RecordedDecision;
}

/** Rebuilds a poule's state from its stored results, whatever their order: each is applied once its players are known. */
export function replayResults(poule: Poule, results: readonly RecordedResult[]): Bracket {
  let bracket = buildBracket(poule);
  const byMatch = new Map<string, RecordedResult>();
  results.forEach((r, i) => {
    findMatch(bracket, r?.matchId);
    if (byMatch.has(r.matchId)) throw new AfternoonInputError('INVALID_RESULT', `results[${i}]`, t('TWO_RESULTS', { match: r.matchId }));
    byMatch.set(r.matchId, r);
  });
  for (const m of bracket.matches) {
    const r = byMatch.get(m.id);
    if (r) bracket = applyResult(bracket, r.matchId, r.winner, r.loser, r.decidedBy);
  }
  return bracket;
}

/** Matches whose two players are known and which are not decided yet. */
export function readyMatches(bracket: Bracket): BracketMatch[] {
  return bracket.matches.filter((m) => m.result === null && m.slots.every((s) => s.state === 'player'));
}

export function isFinished(bracket: Bracket): boolean {
  return bracket.matches.every((m) => m.result !== null);
}

export interface PoulePlace {
  place: number;
  /** 'held' by a player; 'empty': nobody can hold it (a short poule); 'pending': still played for. */
  status: 'held' | 'empty' | 'pending';
  playerId?: string;
}

/** Places 1..size of the poule. */
export function placesOf(bracket: Bracket): PoulePlace[] {
  const places: PoulePlace[] = [];
  for (const m of bracket.matches) {
    for (const [d, who] of [[m.winnerTo, m.result?.winner], [m.loserTo, m.result?.loser]] as const) {
      if (d.kind !== 'place') continue;
      if (!m.result) places.push({ place: d.place, status: 'pending' });
      else if (who === null || who === undefined) places.push({ place: d.place, status: 'empty' });
      else places.push({ place: d.place, status: 'held', playerId: who });
    }
  }
  return places.sort((p, q) => p.place - q.place);
}

import { countedEnigmas, EVENTS, TEAM_EVENTS, type EventName, type Team } from './plan';
import { enigmaPoints, pyramidPoints, readNomsPropres, readPingPong, type ScoreSheet } from './score-sheet';
import type { Formula, Pair } from './seating';

/** A player's line of the recto (6.1): the four events, the total, and the two tie-break columns. */
export interface PlayerScore {
  player: string;
  enigmes: number;
  pingPong: number;
  nomsPropres: number;
  grandesPyramides: number;
  total: number;
  /** "Dans les deux dernières colonnes il faut inscrire les bonus et les points des solutions d'énigmes" (6.1). */
  bonus: number;
  solutions: number;
}

export interface PairScore extends Omit<PlayerScore, 'player'> {
  pair: string;
  players: [string, string];
}

export interface TableResult {
  formula: Formula;
  players: string[];
  pairs: [Pair, Pair] | null;
  enigmas: {
    finished: number;
    /** The first 12, 10, 8 or 6 (table of 3: 12, 9, 6) count; 0 when fewer than 6 were finished. */
    counted: number;
  };
  /** Events that count nothing: unfinished team events (6.5), and the enigmes when fewer than 6 were finished. */
  cancelled: EventName[];
  /** Team 0's and team 1's points per team event, before a cancellation. */
  teamPoints: Record<'pingPong' | 'nomsPropres' | 'grandesPyramides', [number, number]>;
  /** Seat order. */
  scores: PlayerScore[];
  /** Doublette: the pair of seats A-B, then C-D. */
  pairScores: PairScore[] | null;
}

export interface TallyOptions {
  /** The arbiter's cap on the enigmas counted at every table of the game (6, 8, 10...); default 12. */
  enigmaCap?: number;
}

const members = (t: Team): string[] => [...new Set([t.dico, t.syno])];

/** The points the marks give, without validating them first (scoreSheet validates). */
export function tallySheet(sheet: ScoreSheet, options: TallyOptions = {}): TableResult {
  const players = sheet.players;
  const zero = (player: string): PlayerScore => ({ player, enigmes: 0, pingPong: 0, nomsPropres: 0, grandesPyramides: 0, total: 0, bonus: 0, solutions: 0 });
  const byPlayer = new Map(players.map((p) => [p, zero(p)]));
  const add = (player: string, field: Exclude<keyof PlayerScore, 'player' | 'total'>, n: number): void => {
    const s = byPlayer.get(player);
    if (s) s[field] += n;
  };

  const finished = sheet.enigmes.length;
  const counted = countedEnigmas(finished, options.enigmaCap);
  for (const enigma of sheet.enigmes.slice(0, counted)) {
    const e = enigmaPoints(enigma);
    for (const p of new Set([enigma.dico, enigma.syno])) {
      add(p, 'enigmes', e.points);
      add(p, 'bonus', e.bonus);
      add(p, 'solutions', e.solution);
    }
  }

  const teamPoints = {
    pingPong: readPingPong(sheet.pingPong).points,
    nomsPropres: readNomsPropres(sheet.nomsPropres).points,
    grandesPyramides: [pyramidPoints(sheet.grandesPyramides.pyramids[0]), pyramidPoints(sheet.grandesPyramides.pyramids[1])] as [number, number],
  };
  const cancelled: EventName[] = counted === 0 ? ['enigmes'] : [];
  for (const event of TEAM_EVENTS) {
    // "Une épreuve de Ping-Pong, Noms Propres, Grandes Pyramides, non terminée dans sa totalité est annulée" (6.5).
    if (!sheet[event].finished) {
      cancelled.push(event);
      continue;
    }
    // The team's points go to both partners; the shared Syno of a table of 3 is in both teams.
    sheet[event].teams.forEach((team, t) => members(team).forEach((p) => add(p, event, teamPoints[event][t]!)));
  }

  const scores = players.map((p) => {
    const s = byPlayer.get(p)!;
    return { ...s, total: s.enigmes + s.pingPong + s.nomsPropres + s.grandesPyramides };
  });
  const pairScores =
    sheet.formula === 'doublette' && sheet.pairs
      ? sheet.pairs.map((pair) => {
          const { player: _player, ...figures } = scores.find((s) => s.player === pair.players[0])!;
          return { pair: pair.id, players: [...pair.players] as [string, string], ...figures };
        })
      : null;
  return {
    formula: sheet.formula,
    players: [...players],
    pairs: sheet.pairs,
    enigmas: { finished, counted },
    cancelled: EVENTS.filter((e) => cancelled.includes(e)),
    teamPoints,
    scores,
    pairScores,
  };
}

import { t } from '@greffier/messages';
import { PyramideInputError } from './errors';
import { other, type TeamIndex } from './plan';
import { PYRAMID_EXPRESSIONS, readNomsPropres, readPingPong, type ScoreSheet } from './score-sheet';

/** Where the arbiter records a forbidden proposal noticed late ("E", regulation 4.2.4, 4.3.3, 4.4.3). */
export type LateE =
  /** A brick (from 0) of the Ping-Pong word still in play. */
  | { event: 'pingPong'; brick: number }
  /** A proper name (from 0), the last one played. */
  | { event: 'nomsPropres'; name: number }
  /** A team's Grande Pyramide: the expression (from 0) on which Dico said a word to guess. */
  | { event: 'grandesPyramides'; team: TeamIndex; expression: number };

export interface LateECorrection {
  /** A new sheet; the one given is not changed. */
  sheet: ScoreSheet;
  /** The team that gets the point of the E (Ping-Pong, Noms propres); null for a Grande Pyramide. */
  pointTo: TeamIndex | null;
  /** Bricks struck after the E (Ping-Pong), expressions voided (Grande Pyramide). */
  struck: number;
  /** The team with the hand for the next word or name; null for a Grande Pyramide. */
  nextHand: TeamIndex | null;
  /** Ping-Pong: the brick (from 0) where the next word starts. */
  nextBrick: number | null;
}

const refuse = (field: string, message: string): never => {
  throw new PyramideInputError('INVALID_CORRECTION', field, message);
};

/**
 * An E noticed late. Ping-Pong (4.2.4): "Si une erreur est constatée une ou plusieurs briques après qu'elle ait
 * été commise – uniquement si le mot suivant n'a pas été commencé – il faut revenir à la brique de l'erreur et
 * rectifier le marquage": the brick gets the E and the other team the point, the bricks played after it are
 * struck, and the other team takes the hand for the next word, which starts at the next brick. Noms propres
 * (4.3.3): the name counts as not found, its point goes to the other team. Grandes Pyramides (4.4.3): the
 * opponents ask for the arbitration at the end of the pyramid; it stops at the expression, keeping the points
 * scored before it.
 */
export function applyLateE(sheet: ScoreSheet, e: LateE): LateECorrection {
  if (e?.event === 'pingPong') return latePingPong(sheet, e.brick);
  if (e?.event === 'nomsPropres') return lateProperName(sheet, e.name);
  if (e?.event === 'grandesPyramides') return latePyramid(sheet, e.team, e.expression);
  return refuse('event', t('LATE_E_EVENT'));
}

function latePingPong(sheet: ScoreSheet, k: number): LateECorrection {
  const field = `pingPong.bricks[${k}]`;
  const pp = sheet.pingPong;
  const play = readPingPong(pp);
  if (play.violations.length > 0) refuse('pingPong', t('LATE_E_PING_PONG_INVALID'));
  if (!Number.isInteger(k) || k < 0 || k >= pp.bricks.length) refuse(field, t('LATE_E_NO_BRICK'));
  const word = play.words[play.words.length - 1]!;
  if (k < word.firstBrick) {
    throw new PyramideInputError('LATE_E_TOO_LATE', field, t('LATE_E_EARLIER_WORD', { brick: k + 1, word: word.word }));
  }
  const brick = pp.bricks[k]!;
  if (brick.mark === 'E') refuse(field, t('LATE_E_ALREADY'));
  const bricks = [...pp.bricks.slice(0, k), { ...brick, mark: 'E' as const }];
  const after = readPingPong({ ...pp, bricks });
  const pointTo = other(brick.team);
  return {
    // The E may end the last word (the Ping-Pong is over) or reopen a Ping-Pong ended by its 13th brick.
    sheet: { ...sheet, pingPong: { ...pp, bricks, finished: after.complete } },
    pointTo,
    struck: pp.bricks.length - k - 1,
    nextHand: pointTo,
    nextBrick: after.complete ? null : k + 1,
  };
}

function lateProperName(sheet: ScoreSheet, i: number): LateECorrection {
  const field = `nomsPropres.names[${i}]`;
  const np = sheet.nomsPropres;
  if (!Number.isInteger(i) || i < 0 || i >= np.names.length) refuse(field, t('LATE_E_NO_NAME'));
  if (i !== np.names.length - 1) {
    throw new PyramideInputError('LATE_E_TOO_LATE', field, t('LATE_E_NEXT_NAME'));
  }
  const play = readNomsPropres(np).names[i]!;
  if (play.scoredBy === null) refuse(`${field}.points`, t('LATE_E_COLUMN'));
  if (!play.found) refuse(field, t('LATE_E_NAME_NOT_FOUND'));
  const pointTo = other(play.playedBy);
  const names = np.names.map((n, j) => (j === i ? { ...n, points: (pointTo === 0 ? [1, 0] : [0, 1]) as [number, number] } : n));
  return { sheet: { ...sheet, nomsPropres: { ...np, names } }, pointTo, struck: 0, nextHand: pointTo, nextBrick: null };
}

function latePyramid(sheet: ScoreSheet, team: TeamIndex, j: number): LateECorrection {
  const field = `grandesPyramides.pyramids[${team}]`;
  const gp = sheet.grandesPyramides;
  const pyramid = gp.pyramids[team];
  if (!pyramid) return refuse(field, t('LATE_E_TEAM'));
  if (!Number.isInteger(j) || j < 0 || j >= PYRAMID_EXPRESSIONS) refuse(`${field}.stop`, t('LATE_E_STOP'));
  if (pyramid.stop !== null && pyramid.stop <= j) refuse(`${field}.stop`, t('LATE_E_ALREADY_STOPPED', { expression: pyramid.stop + 1 }));
  const expressions = pyramid.expressions.map((x, n) => (n >= j ? null : x));
  while (expressions.length < PYRAMID_EXPRESSIONS) expressions.push(null);
  const struck = pyramid.expressions.filter((x, n) => n >= j && x != null).length;
  const pyramids = gp.pyramids.map((p, t) => (t === team ? { expressions, stop: j } : p)) as [typeof pyramid, typeof pyramid];
  return { sheet: { ...sheet, grandesPyramides: { ...gp, pyramids } }, pointTo: null, struck, nextHand: null, nextBrick: null };
}

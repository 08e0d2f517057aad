import { t } from '@greffier/messages';
import { PyramideInputError } from './errors';
import type { Formula, Pair, Table } from './seating';

/** "Chaque partie comporte 4 épreuves différentes, à jouer dans l'ordre" (regulation 1). */
export const EVENTS = ['enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides'] as const;
export type EventName = (typeof EVENTS)[number];
export type TeamEventName = Exclude<EventName, 'enigmes'>;
export const TEAM_EVENTS: readonly TeamEventName[] = ['pingPong', 'nomsPropres', 'grandesPyramides'];

/** "Le joueur s'appelle « Dico » quand il fait deviner puis « Syno » quand il tente de deviner" (regulation 3). */
export interface Team {
  dico: string;
  syno: string;
}
export type TeamIndex = 0 | 1;
export const other = (team: TeamIndex): TeamIndex => (team === 0 ? 1 : 0);

/** The number of enigmas of a game (regulation 6.2: "Si les 12 énigmes ne sont pas terminées..."). */
export const ENIGMAS_PER_GAME = 12;

/** Who plays what with whom at one table, event by event. */
export interface TablePlan {
  formula: Formula;
  /** Seat order A, B, C(, D). */
  players: string[];
  /** Doublette: the pair of seats A-B (team 0) and of seats C-D (team 1). */
  pairs: [Pair, Pair] | null;
  /** The 12 enigmas in play order: Dico and Syno of each. */
  enigmes: Team[];
  /** Team 0 has the hand first (Dico 1 in regulation 4.2.1). */
  pingPong: [Team, Team];
  nomsPropres: [Team, Team];
  /** "L'équipe choisit le joueur qui devine" (4.4.1): the Dico and Syno here are a default the sheet may swap. */
  grandesPyramides: [Team, Team];
  /** Table of 3: the player who is the Syno of both teams, per team event; null at a table of 4. */
  sharedSyno: Record<TeamEventName, string | null>;
}

type Letters = 'A' | 'B' | 'C' | 'D';
type Duo = `${Letters}${Letters}`;

// Table of 4, individual: "chaque joueur a pour partenaire, tour à tour, les autres joueurs de la table"
// (regulation 3.1). The three pairings AB/CD, AC/BD, AD/BC, one per team event; the enigmas go through the same
// pairings, four each, each ordered pair once, and every 2 enigmas all 4 players have played once (so that the
// first 6, 8 or 10 enigmas are fair to all: regulation 6.2).
const FOUR_ENIGMAS: Duo[] = ['AB', 'CD', 'BA', 'DC', 'CA', 'BD', 'AC', 'DB', 'DA', 'BC', 'AD', 'CB'];
const FOUR_TEAMS: Record<TeamEventName, [Duo, Duo]> = {
  pingPong: ['AB', 'CD'],
  nomsPropres: ['CA', 'BD'],
  grandesPyramides: ['DA', 'BC'],
};
// Table of 3: the 6 ordered pairs, twice; every 3 enigmas each player has played twice (after 8 or 10, which count
// as at a table of 4 by 6.1, one player has played one enigma more than the other two).
const THREE_ENIGMAS: Duo[] = ['AB', 'BC', 'CA', 'BA', 'CB', 'AC', 'AB', 'BC', 'CA', 'BA', 'CB', 'AC'];
// Table of 3: a team event needs two teams, so one player is the Syno of both (chosen, see docs/rules/pyramide.md);
// each player is that shared Syno once, and Dico twice.
const THREE_TEAMS: Record<TeamEventName, [Duo, Duo]> = {
  pingPong: ['AC', 'BC'],
  nomsPropres: ['BA', 'CA'],
  grandesPyramides: ['CB', 'AB'],
};
// Doublette: the pairs are fixed (AB against CD); the pairs alternate at the enigmas, Dico and Syno swap.
const DOUBLETTE_ENIGMAS: Duo[] = ['AB', 'CD', 'BA', 'DC', 'AB', 'CD', 'BA', 'DC', 'AB', 'CD', 'BA', 'DC'];
const DOUBLETTE_TEAMS: Record<TeamEventName, [Duo, Duo]> = {
  pingPong: ['AB', 'CD'],
  nomsPropres: ['BA', 'DC'],
  grandesPyramides: ['AB', 'CD'],
};

/** The plan of a table: who is Dico and who is Syno, with whom, at each enigma and each team event. */
export function tablePlan(table: Pick<Table, 'players' | 'pairs'>, formula: Formula): TablePlan {
  const { players } = table;
  const size = players?.length;
  if (formula === 'doublette' ? size !== 4 || !table.pairs : size !== 3 && size !== 4) {
    throw new PyramideInputError('INVALID_TABLE', 'players', t('TABLE_SIZE_FOR_FORMULA', { formula }));
  }
  const seat = (letter: string): string => players['ABCD'.indexOf(letter)]!;
  const team = (duo: Duo): Team => ({ dico: seat(duo[0]!), syno: seat(duo[1]!) });
  const [enigmas, teams] =
    formula === 'doublette' ? [DOUBLETTE_ENIGMAS, DOUBLETTE_TEAMS] : size === 4 ? [FOUR_ENIGMAS, FOUR_TEAMS] : [THREE_ENIGMAS, THREE_TEAMS];
  const teamsOf = (event: TeamEventName): [Team, Team] => [team(teams[event][0]), team(teams[event][1])];
  const shared = (event: TeamEventName): string | null => (size === 3 ? seat(teams[event][0][1]!) : null);
  return {
    formula,
    players: [...players],
    pairs: formula === 'doublette' ? table.pairs : null,
    enigmes: enigmas.map(team),
    pingPong: teamsOf('pingPong'),
    nomsPropres: teamsOf('nomsPropres'),
    grandesPyramides: teamsOf('grandesPyramides'),
    sharedSyno: { pingPong: shared('pingPong'), nomsPropres: shared('nomsPropres'), grandesPyramides: shared('grandesPyramides') },
  };
}

/**
 * The enigma counts a table may keep when the 12 are not finished: regulation 6.2, "seuls les points des 6, 8, ou
 * 10 premières seront comptabilisés", and 6.1: "Les explications qui suivent valent pour les feuilles de table de 4
 * joueurs, mais également pour les tables de 3", so a table of 3 keeps the first 6, 8 or 10 as well.
 */
export const COUNTED_ENIGMA_STEPS: readonly number[] = [6, 8, 10, ENIGMAS_PER_GAME];

/**
 * How many of the enigmas finished at a table (of 3 or 4: 6.1) count: all 12, else the largest of 10, 8, 6 not
 * above the finished ones (and not above an arbiter's cap for the whole game); fewer than 6 finished count none.
 */
export function countedEnigmas(finished: number, cap: number = ENIGMAS_PER_GAME): number {
  if (!Number.isInteger(cap) || cap < 0 || cap > ENIGMAS_PER_GAME) {
    throw new PyramideInputError('INVALID_ENIGMA_CAP', 'enigmaCap', t('PYRAMIDE_ENIGMA_CAP'));
  }
  const limit = Math.min(finished, cap);
  return COUNTED_ENIGMA_STEPS.filter((n) => n <= limit).reduce((a, b) => Math.max(a, b), 0);
}

/** One player's part in one event of the plan. */
export interface PlayerRole {
  event: EventName;
  /** The enigma (0-based) for an enigma; null for a team event. */
  enigma: number | null;
  team: TeamIndex | null;
  role: 'Dico' | 'Syno';
  partner: string;
}

/** What a player does, event by event (the enigmas in play order, then the team events). */
export function playerRoles(plan: TablePlan, player: string): PlayerRole[] {
  const roles: PlayerRole[] = [];
  plan.enigmes.forEach((t, i) => {
    if (t.dico === player) roles.push({ event: 'enigmes', enigma: i, team: null, role: 'Dico', partner: t.syno });
    if (t.syno === player) roles.push({ event: 'enigmes', enigma: i, team: null, role: 'Syno', partner: t.dico });
  });
  for (const event of TEAM_EVENTS) {
    plan[event].forEach((t, i) => {
      const team = i as TeamIndex;
      if (t.dico === player) roles.push({ event, enigma: null, team, role: 'Dico', partner: t.syno });
      if (t.syno === player) roles.push({ event, enigma: null, team, role: 'Syno', partner: t.dico });
    });
  }
  return roles;
}

/** The teams a player belongs to in a team event (two for the shared Syno of a table of 3). */
export function teamsOf(teams: readonly [Team, Team], player: string): TeamIndex[] {
  return ([0, 1] as const).filter((i) => teams[i].dico === player || teams[i].syno === player);
}

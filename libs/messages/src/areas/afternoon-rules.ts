import type { P } from '../render';

/**
 * The French words of one area's messages, by stable code; catalogue.ts gathers every area into MESSAGES.
 * Parametrised texts take `P<'name' | ...>` from ../render.
 *
 * This area: the afternoon's rules (libs/tournament: poules, brackets, matches and their ties, the TV format,
 * the general ranking, the best-club cup) and the duplicate ranking's checks of its input.
 */

/** A step of the TV format by its French name (the rules' kinds are letters, numbers, duel, sprint). */
const TV_STEP_NAMES: Readonly<Record<string, string>> = { letters: 'lettres', numbers: 'chiffres', duel: 'duel', sprint: 'sprint final' };
const tvStep = (kind: string | number): string => TV_STEP_NAMES[String(kind)] ?? `« ${kind} »`;

/** The duplicate ranking's columns, as a tie-break reason says them (Douai, "III - Classement"). */
const TIE_COLUMNS: Readonly<Record<string, string>> = {
  tens: 'au nombre de mots de 10 lettres',
  numbers: 'au total des points en chiffres',
  nines: 'au nombre de mots de 9 lettres',
  eights: 'au nombre de mots de 8 lettres',
  sevens: 'au nombre de mots de 7 lettres',
};

export const AFTERNOON_RULES = {
  // The poules (libs/tournament poules.ts, bracket.ts).
  POULE_SIZE: ({ sizes, size }: P<'sizes' | 'size'>) => `une poule a ${sizes} places, pas ${size}`,
  PLAYER_IDS_NOT_A_LIST: 'une liste d’identifiants de joueurs est attendue',
  PLAYER_ID_TEXT: 'un identifiant de joueur est un texte non vide',
  PLAYER_LISTED_TWICE: ({ player }: P<'player'>) => `le joueur ${player} figure deux fois`,
  AT_POULE: ({ poule, message }: P<'poule' | 'message'>) => `poule ${poule} : ${message}`,
  BRACKET_SIZES: ({ sizes }: P<'sizes'>) => `un tableau a ${sizes} places`,
  POULE_PLAYER_COUNT: ({ size }: P<'size'>) => `de 1 à ${size} joueurs attendus`,
  POULE_PLAYER_TWICE: 'un joueur y figure deux fois',
  POULE_SEEDS_ORDER: 'les têtes de série vont de 1 à n, dans l’ordre',
  POULE_SEED_RANK: ({ seed }: P<'seed'>) => `tête de série ${seed} : le rang au duplicate est un entier d’au moins 1`,

  // A poule's matches and their results (bracket.ts).
  NO_SUCH_MATCH: ({ match, poule }: P<'match' | 'poule'>) => `pas de match ${match} dans la poule ${poule}`,
  AT_MATCH: ({ match, message }: P<'match' | 'message'>) => `${match} : ${message}`,
  RESULT_DECIDED_BY: ({ allowed }: P<'allowed'>) => `un résultat se décide par ${allowed} ; les exemptions, c’est le tableau qui les décide`,
  MATCH_PLAYERS_UNKNOWN: ({ match }: P<'match'>) => `${match} : ses deux joueurs ne sont pas encore connus`,
  EMPTY_SLOT_IS_BYE: 'un match dont une place est vide se décide par exemption',
  RESULT_PLAYERS: ({ players, winner, loser }: P<'players' | 'winner' | 'loser'>) =>
    `les joueurs du match sont ${players}, reçu le vainqueur ${winner} et le perdant ${loser}`,
  TIED_CLASSIFICATION_RANK: 'un match de classement à égalité revient au meilleur rang du duplicate, sans prolongation',
  TIED_QUALIFICATION_EXTRA: 'un match de qualification à égalité se joue en prolongation',
  WINNER_WORSE_RANK: ({ player }: P<'player'>) => `${player} a le moins bon rang au duplicate`,
  DEPENDENTS_PLAYED: ({ match, matches }: P<'match' | 'matches'>) =>
    `${match} : des matchs qui en dépendent ont déjà été joués avec l’ancien résultat (${matches}) ; remettez-les d’abord à zéro`,
  ABSENT_NOT_PLAYERS: ({ match }: P<'match'>) => `${match} : les absents doivent être parmi ses deux joueurs`,
  TWO_RESULTS: ({ match }: P<'match'>) => `deux résultats pour ${match}`,

  // A match's score and its tie-breaks (match-ties.ts).
  SCORE_PAIR: ({ field }: P<'field'>) => `${field} : deux entiers positifs ou nuls attendus`,
  SCORE_PAIR_MAX: ({ field, max }: P<'field' | 'max'>) => `${field} : deux entiers positifs ou nuls attendus, ${max} au plus à eux deux`,
  UNKNOWN_STAGE: ({ stage }: P<'stage'>) => `phase de match inconnue « ${stage} »`,
  DUPLICATE_RANKS_PAIR: 'il faut deux rangs au duplicate différents, chacun d’au moins 1',
  TIE_BREAK_AFTER_TIE: 'prolongation et mort subite ne suivent qu’un match à égalité',
  SUDDEN_DEATH_AFTER_EXTRA: 'la mort subite vient après les 2 tirages de prolongation',
  EXTRA_BROKE_TIE: 'la prolongation a départagé les joueurs : pas de mort subite',
  SUDDEN_DEATH_DECIDED: ({ draw }: P<'draw'>) => `le tirage de mort subite ${draw} a décidé du match : aucun tirage après lui`,

  // The TV format (tv-format.ts).
  AT_TV_STEP: ({ step, message }: P<'step' | 'message'>) => `étape ${step} : ${message}`,
  TV_DUEL_RESULT: 'un résultat de duel est null (personne n’a répondu) ou « { "by": "a" ou "b", "right": true ou false } »',
  TV_MAX_STEPS: ({ max }: P<'max'>) => `un match au format télévisé compte au plus ${max} étapes`,
  TV_STEP_KIND: ({ expected, given }: P<'expected' | 'given'>) => `étape ${tvStep(expected)} attendue, reçu ${tvStep(given)}`,
  TV_SPRINT_DRAWS: ({ max }: P<'max'>) => `le sprint final compte au plus ${max} tirages`,
  TV_STEP_DRAW: ({ kind }: P<'kind'>) => `une étape de ${tvStep(kind)} demande un tirage de ${tvStep(kind)}`,

  // The general ranking and the best-club cup (general-ranking.ts, best-club.ts).
  POULE_MISSING_OR_TWICE: ({ index, count }: P<'index' | 'count'>) => `la poule ${index} sur ${count} manque ou figure deux fois`,
  POULES_SAME_SIZE: 'toutes les poules doivent avoir la même taille',
  POULE_STILL_PLAYING: ({ poule }: P<'poule'>) => `la poule ${poule} a encore des matchs à jouer`,
  POULE_PLAYER_WITHOUT_PLACE: ({ poule }: P<'poule'>) => `poule ${poule} : un joueur n’a pas de place`,
  PLAYER_PLACED_TWICE: ({ player }: P<'player'>) => `le joueur ${player} est classé deux fois`,
  WITHDRAWN_IN_POULE: ({ player }: P<'player'>) => `le joueur ${player} s’est retiré mais joue dans une poule`,
  WITHDRAWN_TWICE: 'un joueur retiré figure deux fois',
  PLAYERS_NOT_A_LIST: 'une liste de joueurs est attendue',
  GENERAL_PLACE: 'une place au classement général est un entier d’au moins 1',
  PLACE_HELD_TWICE: ({ place }: P<'place'>) => `la place ${place} est occupée deux fois`,

  // Why a player ranks below the one above (duplicate-ranking.ts: brokenByReason).
  BROKEN_BY_RANDOM_DRAW: ({ lotAbove, lot, of }: P<'lotAbove' | 'lot' | 'of'>) => `départagé par tirage au sort (rang tiré ${lotAbove} contre ${lot}, ${of} ex aequo)`,
  BROKEN_AT_FIRST_TOPPED: ({ round }: P<'round'>) => `départagé au premier coup topé par l'un et pas l'autre : coup ${round}`,
  RANKED_ON_TOTAL: ({ above, mine }: P<'above' | 'mine'>) => `classé au total des points (${above} contre ${mine})`,
  BROKEN_ON_COLUMN: ({ column, above, mine }: P<'column' | 'above' | 'mine'>) =>
    `départagé ${TIE_COLUMNS[String(column)] ?? `sur ${column}`} (${above} contre ${mine})`,

  // The duplicate ranking's input (duplicate-ranking.ts, duplicate-summary.ts).
  RANKING_SEED: 'le classement demande la graine de tirage au sort enregistrée avec la séance',
  PLAY_ORDER: 'l’ordre de jeu donne chaque coup une fois, par son numéro (un entier positif)',
  AT_PLAYER: ({ player, message }: P<'player' | 'message'>) => `${player} : ${message}`,
  PLAYER_ID_REQUIRED: 'l’identifiant du joueur est obligatoire',
  TWO_SHEETS: ({ player }: P<'player'>) => `${player} a deux feuilles`,
  POINTS_AND_COUNTS: 'points et décomptes sont des entiers positifs ou nuls',
  TOPPED_NOT_IN_ORDER: 'un coup topé n’est pas dans l’ordre de jeu',
  NOT_COUNTED_UNKNOWN: 'motif de mise à l’écart inconnu (INCOMPLETE ou UNREADABLE)',
  SUMMARY_PLAYER_ID: 'le résumé d’une feuille demande l’identifiant du joueur',

  // The sheets' steps (sheet-status.ts).
  SHEET_CHECKED_WHOLE: 'Cette feuille a été vérifiée par un arbitre : corrigez ses réponses une à une, avec un motif',
  SHEET_CHECKED_ANSWER: 'Cette feuille a été vérifiée par un arbitre : corrigez cette réponse avec un motif',
} as const;

import { type P, plural } from '../render';

/**
 * The French words of one area's messages, by stable code; catalogue.ts gathers every area into MESSAGES.
 * Parametrised texts take `P<'name' | ...>` from ../render.
 *
 * Pyramide (libs/pyramide, apps/api/src/pyramide): what a feuille de marque breaks (by the rule's code, which the
 * API also gives apart), the rules' refusals (a seating, a late E, the standings), the explanations of a seating
 * and of a tie-break, and the API's own refusals. A player is a parameter (`player`, `dico`, `syno`,
 * `plannedDico`, `plannedSyno`): the rules give the id, the API puts the name in its place.
 */

/** The boxes of a feuille de marque, by the rule they break (libs/pyramide violations.ts). */
const SHEET_RULES = {
  SHEET_SHAPE_SHEET: 'case mal formée : une feuille de marque (un objet JSON) est attendue',
  SHEET_SHAPE_ENIGMAS: 'case mal formée : une liste d’énigmes est attendue',
  SHEET_SHAPE_EVENT: 'case mal formée : l’épreuve (un objet JSON) est attendue',
  SHEET_SHAPE_BRICKS: 'case mal formée : une liste de briques est attendue',
  SHEET_SHAPE_NAMES: 'case mal formée : une liste de noms propres est attendue',
  SHEET_SHAPE_PYRAMIDS: 'case mal formée : deux pyramides, une par équipe, sont attendues',
  SHEET_SHAPE_PYRAMID: 'case mal formée : une pyramide (ses expressions et son arrêt) est attendue',
  SHEET_SHAPE_TEAMS: 'case mal formée : deux équipes, chacune avec son Dico et son Syno, sont attendues',
  SHEET_SHAPE_ENIGMA: 'case mal formée : une énigme (titre, Dico, Syno, 5 mots, solution) est attendue',
  SHEET_SHAPE_FINISHED: 'case mal formée : true (épreuve terminée) ou false est attendu',
  SHEET_SHAPE_POINTS: 'case mal formée : [0 ou 1, 0 ou 1] est attendu',
  SHEET_SHAPE_DECLARED: 'case mal formée : les points reportés, par identifiant de joueur, sont attendus',
  SHEET_SHAPE_TOURNAMENT_FORMULA: ({ formula }: P<'formula'>) => `case mal formée : ${formula}, la formule du tournoi, est attendue`,
  SHEET_FORMULA: 'formule inconnue : individuel ou doublette',
  TABLE_SIZE_FOR_FORMULA: ({ formula }: P<'formula'>) =>
    formula === 'doublette' ? 'en doublette, une table réunit 2 paires, soit 4 joueurs' : 'en individuel, une table compte 3 ou 4 joueurs',
  SHEET_PLAYER_ONCE: 'chaque joueur figure une fois, par son identifiant',
  SHEET_NOT_TABLE_PLAYERS: ({ table, seats }: P<'table' | 'seats'>) =>
    `ce ne sont pas les joueurs de la table ${table}, dans l’ordre des places ${seats} du plan de table`,
  SHEET_PAIRS: 'en doublette, la paire A-B et la paire C-D doivent être celles des places A-B et C-D',
  ROLES_NOT_PLANNED: ({ dico, syno, plannedDico, plannedSyno }: P<'dico' | 'syno' | 'plannedDico' | 'plannedSyno'>) =>
    `${dico}-${syno} ne sont pas les partenaires prévus ici (attendu : ${plannedDico}-${plannedSyno})`,
  ROLE_SHARED_NOT_SYNO: ({ player }: P<'player'>) => `à une table de 3, ${player} joue dans les deux équipes et doit en être le Syno`,
  ENIGMES_TOO_MANY: 'une partie compte 12 énigmes au plus',
  ENIGMA_TITLE: 'le titre de l’énigme doit être noté',
  ENIGMA_WORD_COUNT: 'une énigme fait deviner 5 mots',
  ENIGMA_BRICKS_VALUE: 'le nombre de briques est un entier de 0 à 13',
  ENIGMA_TOO_MANY_BRICKS: ({ total }: P<'total'>) => `${total} briques utilisées : Dico dispose de 13 briques par énigme`,
  ENIGMA_FOUND_WITHOUT_BRICK: 'un mot trouvé a coûté au moins une brique',
  ENIGMA_WORD_SKIPPED: ({ word, left }: P<'word' | 'left'>) =>
    `le mot ${word} n’a reçu aucune brique alors qu’il en restait ${left} : les mots se jouent un par un`,
  ENIGMA_EMPTY_BOX: 'la case porte le mot trouvé en entier, ou un trait (null)',
  PP_TOO_MANY_BRICKS: ({ brick }: P<'brick'>) => `brique ${brick} : le Ping-Pong se joue en 13 briques au total`,
  PP_TOO_MANY_WORDS: 'le Ping-Pong compte 5 mots',
  PP_WORD_ORDER: ({ word, previous }: P<'word' | 'previous'>) =>
    `mot ${word} après le mot ${previous} : les mots se jouent dans l’ordre, sans en passer`,
  PP_TOO_MANY_BRICKS_FOR_WORD: ({ brick, word }: P<'brick' | 'word'>) => `brique ${brick} : 5 briques au plus par mot (mot ${word})`,
  PP_BRICK_AFTER_POINT: ({ brick, word, end }: P<'brick' | 'word' | 'end'>) =>
    `brique ${brick} : le mot ${word} s’est terminé par un point à la brique ${end}`,
  PP_WORD_ENDED_EARLY: ({ word, bricks }: P<'word' | 'bricks'>) =>
    `le mot ${word} s’arrête après ${plural(Number(bricks), 'brique')} sans point : aucun mot ne se joue en moins de 5 briques sans qu’1 point soit marqué`,
  PP_OUT_OF_TURN: ({ brick, team, dico, syno, why }: P<'brick' | 'team' | 'dico' | 'syno' | 'why'>) =>
    `brique ${brick} : c’était à l’équipe ${team} (${dico}-${syno}) de proposer (${why})`,
  PP_OUT_OF_TURN_TEAM: ({ brick, team, why }: P<'brick' | 'team' | 'why'>) => `brique ${brick} : c’était à l’équipe ${team} de proposer (${why})`,
  // Why a team had the hand (PP_OUT_OF_TURN's `why`).
  PP_HAND_FIRST_WORD: 'l’équipe 1 a la main au premier mot',
  PP_HAND_IN_TURN: 'les équipes proposent à tour de rôle',
  PP_HAND_KEPT: ({ team, word }: P<'team' | 'word'>) => `l’équipe ${team} a trouvé le mot ${word} et garde la main`,
  PP_HAND_AFTER_E: ({ team, word }: P<'team' | 'word'>) => `E de l’équipe ${team} au mot ${word} : l’autre équipe prend la main`,
  PP_HAND_PASSES: ({ word }: P<'word'>) => `le mot ${word} n’a pas été trouvé en 5 briques : la main passe`,
  PP_MARK: 'une brique porte une croix (x), 1 point (1) ou une erreur (E), et l’équipe qui a proposé (0 pour l’équipe 1, 1 pour l’équipe 2)',
  EVENT_INCOMPLETE_PING_PONG: ({ words, bricks }: P<'words' | 'bricks'>) =>
    `l’épreuve est marquée terminée mais ${plural(Number(words), 'mot joué', 'mots joués')} en ${plural(Number(bricks), 'brique')} seulement`,
  EVENT_INCOMPLETE_NOMS_PROPRES: ({ names }: P<'names'>) => `l’épreuve est marquée terminée mais ${plural(Number(names), 'nom joué', 'noms joués')} sur 4 seulement`,
  EVENT_INCOMPLETE_GRANDES_PYRAMIDES: 'l’épreuve est marquée terminée mais une Pyramide a moins de 6 cases',
  EVENT_NOT_UNFINISHED: 'l’épreuve est complète : elle ne peut être annulée comme non terminée',
  NP_TOO_MANY_NAMES: 'les Noms propres comptent 4 noms',
  NP_BID: 'un nom propre se joue en 3 briques au maximum (pari de 1 à 3)',
  NP_UNDERBID: ({ first, second }: P<'first' | 'second'>) => `le second pari (${second}) doit être inférieur au premier (${first})`,
  NP_TWO_POINTS: 'la colonne porte deux points : chaque colonne comporte un 1, et un seul',
  NP_NO_POINT: 'la colonne ne porte aucun point : chaque nom propre rapporte 1 point à l’une ou l’autre équipe',
  GP_BOX_COUNT: 'une Grande Pyramide compte 6 cases, chacune une expression complète ou un trait',
  GP_EMPTY_BOX: 'la case porte une expression complète, ou un trait (null)',
  GP_STOP: 'l’arrêt se situe sur l’une des 6 expressions (0 à 5), ou null',
  GP_AFTER_STOP: ({ stop }: P<'stop'>) =>
    `expression après l’arrêt à l’expression ${stop} : la Pyramide s’arrête quand Dico prononce un mot à deviner`,
  DECLARED_UNKNOWN_PLAYER: ({ player }: P<'player'>) => `${player} n’est pas à cette table`,
  DECLARED_MISMATCH: ({ declared, derived }: P<'declared' | 'derived'>) => `${declared} reporté, mais les marques donnent ${derived}`,
  // A refused sheet as a whole, and each box's reason with its rule.
  INVALID_SCORE_SHEET: ({ count }: P<'count'>) =>
    `La feuille de marque enfreint ${plural(Number(count), 'règle')} du règlement : elle est refusée en entier, rien n’est enregistré. Chaque erreur nomme la case et l’article.`,
  PYRAMIDE_VIOLATION_REASON: ({ message, code, article }: P<'message' | 'code' | 'article'>) => `${message} (${code}, art. ${article})`,
} as const;

/** The refusals of the rules: a seating, the standings, a late E (libs/pyramide, PyramideInputError). */
const RULE_REFUSALS = {
  PYRAMIDE_CANNOT_SEAT: ({ count }: P<'count'>) =>
    `${plural(Number(count), 'joueur')} ne se répartissent pas en tables de 4 et de 3 (ni 1, ni 2, ni 5 joueurs) : ajoutez un remplaçant (non classé) ou retirez un joueur`,
  PYRAMIDE_ODD_PAIRS: ({ count }: P<'count'>) =>
    `${plural(Number(count), 'paire')} : une table réunit 2 paires, il en faut donc un nombre pair, 2 au moins ; ajoutez une paire de remplaçants (non classée) ou retirez-en une`,
  PYRAMIDE_PLAYER_ID_REQUIRED: 'l’identifiant d’un joueur est obligatoire',
  PYRAMIDE_LISTED_TWICE: ({ player }: P<'player'>) => `« ${player} » figure deux fois`,
  PYRAMIDE_PLAYER_TWICE: 'un joueur figure deux fois',
  PYRAMIDE_PAIR_OF_TWO: ({ pair }: P<'pair'>) => `${pair} : une paire compte deux joueurs`,
  PYRAMIDE_SEATING_EMPTY: 'un plan de table compte au moins une table',
  PYRAMIDE_TABLE_NUMBERS: 'les tables sont numérotées 1, 2, 3… dans l’ordre',
  PYRAMIDE_DOUBLETTE_SEATS: 'une table de doublette place une paire en A-B et l’autre en C-D',
  PYRAMIDE_HISTORY_EMPTY: 'la première partie est tirée au sort, les suivantes tournent : il faut le plan de table des parties jouées',
  PYRAMIDE_ROTATION_SEED: 'la rotation demande la graine enregistrée du tournoi',
  PYRAMIDE_GAMES_COUNT: 'un tournoi compte au moins une partie',
  PYRAMIDE_ENIGMA_CAP: 'le plafond d’énigmes comptées est un nombre entier de 0 à 12',
  PYRAMIDE_GAME_SHEETS: 'une partie a une feuille de marque par table',
  PYRAMIDE_GAME_ONE_FORMULA: 'les tables d’une partie jouent la même formule',
  PYRAMIDE_AT_TWO_TABLES: ({ player }: P<'player'>) => `« ${player} » figure à deux tables`,
  PYRAMIDE_STANDINGS_SEED: 'le classement demande la graine de tirage au sort enregistrée du tournoi',
  PYRAMIDE_NO_GAME: 'aucune partie à classer',
  PYRAMIDE_GAME_TWICE: 'chaque partie est donnée une seule fois',
  PYRAMIDE_TOURNAMENT_ONE_FORMULA: 'un tournoi se joue dans une seule formule',
  LATE_E_EVENT: 'un E tardif porte sur le Ping-Pong, les Noms propres ou une Grande Pyramide',
  LATE_E_PING_PONG_INVALID: 'les marques du Ping-Pong enfreignent le règlement : corrigez-les d’abord',
  LATE_E_NO_BRICK: 'cette brique n’est pas sur la feuille',
  LATE_E_EARLIER_WORD: ({ brick, word }: P<'brick' | 'word'>) =>
    `la brique ${brick} appartient à un mot précédent et le mot ${word} est commencé : un E tardif ne se corrige qu’avant le début du mot suivant (4.2.4)`,
  LATE_E_ALREADY: 'la brique porte déjà un E',
  LATE_E_NO_NAME: 'ce nom n’est pas sur la feuille',
  LATE_E_NEXT_NAME: 'le nom suivant est commencé : un E tardif ne se corrige qu’avant son début (4.2.4, 4.3.2)',
  LATE_E_COLUMN: 'la colonne doit porter un point avant d’être corrigée',
  LATE_E_NAME_NOT_FOUND: 'le nom n’a pas été trouvé : son point est déjà à l’autre équipe',
  LATE_E_TEAM: 'l’équipe est 0 ou 1',
  LATE_E_STOP: 'l’arrêt se situe sur l’une des 6 expressions (0 à 5)',
  LATE_E_ALREADY_STOPPED: ({ expression }: P<'expression'>) => `la pyramide s’est déjà arrêtée à l’expression ${expression}`,
} as const;

/** How a game was seated, and what separated two rows of the standings (libs/pyramide). */
const EXPLANATIONS = {
  PYRAMIDE_SEATING_DRAW: 'partie 1 : tirage au sort à partir de la graine du tournoi (3.1)',
  PYRAMIDE_SEATING_REGULATION: 'rotation du règlement (3.2) : A reste, B avance d’une table, C recule d’une table, D avance de 2 tables',
  PYRAMIDE_SEATING_REGULATION_REPEATS: ({ repeats }: P<'repeats'>) =>
    `rotation du règlement (3.2) ; elle fait ${plural(Number(repeats), 'rencontre répétée', 'rencontres répétées')}, mais aucune autre disposition n’en fait moins`,
  PYRAMIDE_SEATING_COMPUTED: ({ why, repeats }: P<'why' | 'repeats'>) =>
    `rotation calculée : ${why} ; ${plural(Number(repeats), 'rencontre répétée', 'rencontres répétées')}`,
  PYRAMIDE_FALLBACK_TABLE_SIZES: 'la rotation du règlement changerait la taille des tables (tables de 4 et de 3 mêlées)',
  PYRAMIDE_FALLBACK_PLAYERS_CHANGED: 'des joueurs sont arrivés ou partis depuis la partie précédente',
  PYRAMIDE_FALLBACK_REPEATS: 'la rotation du règlement ferait se rencontrer de nouveau des joueurs ; la rotation calculée en fait moins',
  PYRAMIDE_FALLBACK_DOUBLETTE: 'en doublette, les paires rencontrent de nouvelles paires par une rotation calculée (tournante)',
  PYRAMIDE_FALLBACK_OTHER: 'la rotation du règlement ne convient pas',
  // The total and the random draw are said as for the duplicate (RANKED_ON_TOTAL, BROKEN_BY_RANDOM_DRAW).
  PYRAMIDE_BROKEN_BY_BONUS: ({ above, mine }: P<'above' | 'mine'>) => `départagé aux points de bonus (${above} contre ${mine})`,
  PYRAMIDE_BROKEN_BY_SOLUTIONS: ({ above, mine }: P<'above' | 'mine'>) => `départagé aux solutions d’énigmes (${above} contre ${mine})`,
} as const;

/** The API's Pyramide (apps/api/src/pyramide): its set-up, its sheets, its documents. */
const API = {
  PYRAMIDE_EXISTS: 'Ce tournoi a déjà sa Pyramide',
  PYRAMIDE_TOURNAMENT_FINISHED: 'Le tournoi est terminé (FINISHED) : rouvrez une étape précédente (avec un motif) pour changer sa Pyramide',
  PYRAMIDE_PAIRS_ONLY_IN_DOUBLETTE: 'Les paires ne se donnent qu’en formule doublette',
  PYRAMIDE_ONLY_IN_DOUBLETTE: 'seulement en doublette',
  PYRAMIDE_PAIRS_REQUIRED: 'La formule doublette demande ses paires',
  PYRAMIDE_REQUIRED_IN_DOUBLETTE: 'obligatoire en doublette',
  PYRAMIDE_PAIRS_DO_NOT_FIT: 'Des paires ne correspondent pas aux joueurs inscrits',
  PYRAMIDE_PAIR_NOT_PLAYER_ID: 'doit être l’identifiant (UUID) d’un joueur',
  PYRAMIDE_NOT_REGISTERED: ({ player }: P<'player'>) => `le joueur « ${player} » n’est pas inscrit au tournoi`,
  PYRAMIDE_WITHDRAWN: ({ name }: P<'name'>) => `${name} a quitté le tournoi`,
  PYRAMIDE_IN_TWO_PAIRS: ({ name }: P<'name'>) => `${name} figure dans deux paires`,
  PYRAMIDE_IN_NO_PAIR: ({ name, bib }: P<'name' | 'bib'>) => `${name} (dossard ${bib}) est inscrit au tournoi mais dans aucune paire`,
  PYRAMIDE_ALL_GAMES_SEATED: ({ games }: P<'games'>) =>
    Number(games) < 2 ? 'La partie prévue est déjà placée' : `Les ${games} parties prévues sont toutes placées`,
  PYRAMIDE_GAMES_PLANNED: ({ games }: P<'games'>) => plural(Number(games), 'partie prévue', 'parties prévues'),
  PYRAMIDE_TABLE_OF_GAME: ({ table, game }: P<'table' | 'game'>) => `${table} de la partie ${game}`,
  PYRAMIDE_SHEET_NOT_AN_OBJECT: 'Le corps de la requête est la feuille de marque, un objet JSON',
  PYRAMIDE_JSON_OBJECT: 'un objet JSON est attendu',
  PYRAMIDE_UNKNOWN_BOXES: ({ boxes }: P<'boxes'>) => `Champs inconnus dans la feuille de marque : ${boxes}`,
  PYRAMIDE_NOT_A_BOX: ({ boxes }: P<'boxes'>) => `ce n’est pas une case de la feuille (${boxes})`,
  PYRAMIDE_SHEET_CORRECTED: 'Un arbitre a corrigé cette feuille : elle ne change plus que par une correction, avec un motif (POST …/corrections)',
  PYRAMIDE_NO_CHANGE: ({ table }: P<'table'>) => `La feuille de la table ${table} porte déjà ces marques : rien à corriger`,
  PYRAMIDE_SHEET_OR_LATE_E: 'Une correction est soit une feuille entière, soit un E tardif',
  PYRAMIDE_ONE_OF_SHEET_OR_LATE_E: 'donnez l’un des deux, « sheet » ou « lateE », et lui seul',
  PYRAMIDE_LATE_E_FIELDS: ({ event, fields }: P<'event' | 'fields'>) =>
    `Un E tardif sur « ${event} » se donne par ${String(fields)
      .split(',')
      .map((f) => `« ${f} »`)
      .join(' et ')}, et eux seuls`,
  PYRAMIDE_LATE_E_FIELD_REQUIRED: ({ event }: P<'event'>) => `obligatoire pour « ${event} »`,
  PYRAMIDE_LATE_E_FIELD_NOT_FOR: ({ event }: P<'event'>) => `pas pour « ${event} »`,
  PYRAMIDE_BLANK_SHEET_SIZE: 'size vaut 4 ou 3 (les joueurs de la table)',
  PYRAMIDE_FOUR_OR_THREE: 'doit valoir 4 ou 3',
  PYRAMIDE_BLANK_SHEET_DOUBLETTE: 'Une table de doublette réunit deux paires : le modèle est pour une table de 4',
  PYRAMIDE_FOUR_IN_DOUBLETTE: 'doit valoir 4 en doublette',
  PYRAMIDE_CORRECTED_BY_ARBITER: 'corrigée par l’arbitre',
} as const;

export const PYRAMIDE_RULES = { ...SHEET_RULES, ...RULE_REFUSALS, ...EXPLANATIONS, ...API } as const;

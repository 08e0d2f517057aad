import { type P, plural } from '../render';

/**
 * The French words of one area's messages, by stable code; catalogue.ts gathers every area into MESSAGES.
 * Parametrised texts take `P<'name' | ...>` from ../render.
 *
 * This area: the API's services and controllers (apps/api/src: the duplicate's session and sheets, the poules and
 * matches, tournaments, rulings, players, accounts, backups, the database at start), their refusals (problem+json
 * `detail` and `errors[].reason`), the reasons the system writes in the audit trail and the history of a sheet, and
 * the log lines the person who runs Greffier reads.
 */

/** A match's part by its French words: « tirage 3 de prolongation ». */
const MATCH_PHASES: Readonly<Record<string, string>> = { REGULAR: 'du match', EXTRA: 'de prolongation', SUDDEN_DEATH: 'de mort subite' };
const matchDraw = (phase: string | number, round: string | number): string => `le tirage ${round} ${MATCH_PHASES[String(phase)] ?? `(${phase})`}`;

/** A draw's kind as the API spells it (numbers, letters), in French. */
const DRAW_KINDS: Readonly<Record<string, string>> = { numbers: 'chiffres', letters: 'lettres', NUMBERS: 'chiffres', LETTERS: 'lettres' };
const drawKind = (kind: string | number): string => DRAW_KINDS[String(kind)] ?? String(kind);

export const API_SERVICES = {
  // What any request may be told before it reaches its service (apps/api/src/common).
  HEADERS_TOO_LARGE: 'Les en-têtes de la requête sont trop grands.',
  REQUEST_TIMEOUT: "La requête n'est pas arrivée à temps.",
  MALFORMED_REQUEST: 'La requête HTTP est mal formée : une ligne ou un en-tête ne peut pas être lu (un caractère de contrôle, par exemple).',
  REQUEST_INCOMPLETE_REASON: 'requête incomplète',
  HEADERS_TOO_LARGE_REASON: 'trop grands',
  HEADERS_UNREADABLE_REASON: 'illisibles',
  TEXT_HAS_NUL: 'contient un caractère NUL (U+0000)',
  TEXT_LONE_SURROGATE: 'contient un caractère Unicode invalide (demi-paire UTF-16 isolée)',
  INT4_OUT_OF_RANGE: ({ min, max }: P<'min' | 'max'>) => `nombre hors limites : il doit être compris entre ${min} et ${max}`,
  VALUE_REFUSED: ({ field, reason }: P<'field' | 'reason'>) => `Valeur refusée (${field}) : ${reason}.`,
  NESTING_TOO_DEEP: ({ max }: P<'max'>) => `imbrication trop profonde : au plus ${max} niveaux d'objets et de tableaux`,
  FIELD_NAME_FORBIDDEN: 'nom de champ interdit',
  FIELD_NAME_PROBLEM: ({ reason }: P<'reason'>) => `un nom de champ ${reason}`,
  QUERY_NAME_PROBLEM: ({ reason }: P<'reason'>) => `un nom de paramètre ${reason}`,
  NOT_A_CALENDAR_DAY: ({ text }: P<'text'>) => `${text} n'est pas un jour du calendrier (AAAA-MM-JJ)`,
  UNKNOWN_PARAMETERS: ({ count, names, known }: P<'count' | 'names' | 'known'>) =>
    `${Number(count) > 1 ? 'Paramètres inconnus' : 'Paramètre inconnu'} : ${names}${known === '' ? " (cet appel n'en prend aucun)" : ` (acceptés : ${known})`}.`,
  UNKNOWN_PARAMETER_REASON: 'paramètre inconnu',
  VALUE_TAKEN: ({ fields }: P<'fields'>) => `Cette valeur est déjà prise (${fields}) : choisissez-en une autre, ou relisez l'enregistrement existant.`,
  VALUE_NOT_STORABLE: 'Une valeur envoyée ne peut pas être enregistrée (trop longue, hors limites ou mal encodée) : corrigez-la et envoyez à nouveau.',
  VALUE_REFUSED_BY_DATABASE: 'valeur refusée par la base de données',
  BAD_PATH_ENCODING: 'Le chemin contient un encodage « %XX » invalide.',
  BAD_PATH_ENCODING_REASON: 'encodage « %XX » invalide',
  INVALID_JSON: "Le corps de la requête n'est pas du JSON valide.",
  INVALID_JSON_AT: ({ at }: P<'at'>) => `Le corps de la requête n'est pas du JSON valide (caractère ${at}).`,
  UNREADABLE_JSON_REASON: 'JSON illisible',
  UNREADABLE_JSON_AT_REASON: ({ at }: P<'at'>) => `JSON illisible (caractère ${at})`,
  BODY_TOO_LARGE: 'Le corps de la requête est trop grand.',
  BODY_TOO_LARGE_MAX: ({ mb }: P<'mb'>) => `Le corps de la requête est trop grand : au plus ${mb} Mo.`,
  TOO_LARGE_REASON: 'trop grand',
  TOO_LARGE_MAX_REASON: ({ mb }: P<'mb'>) => `trop grand : au plus ${mb} Mo`,
  ENCODING_REFUSED: ({ encoding }: P<'encoding'>) => `L'encodage ${encoding} du corps n'est pas accepté : envoyez de l'UTF-8.`,
  ENCODING_REFUSED_REASON: ({ encoding }: P<'encoding'>) => `${encoding} non accepté`,
  BODY_INCOMPLETE: 'Le corps de la requête est incomplet.',
  INCOMPLETE_REASON: 'incomplet',
  BODY_TYPE_NOT_READ: ({ type }: P<'type'>) => `Le corps de la requête est en ${type}, que l'API ne lit pas : envoyez du JSON (Content-Type: application/json).`,
  BODY_WITHOUT_TYPE: "Le corps de la requête n'a pas de Content-Type : envoyez du JSON (Content-Type: application/json).",
  JSON_OR_CSV_EXPECTED: 'application/json attendu (text/csv pour un import)',
  JSON_OBJECT_NOT_FILE: 'Cet envoi attend un objet JSON (Content-Type: application/json), pas un fichier.',
  JSON_EXPECTED: 'application/json attendu',
  BODY_NOT_AN_OBJECT: ({ reason }: P<'reason'>) => `Le corps de la requête doit être un objet JSON : ${reason}.`,
  OBJECT_NOT_ARRAY: 'un objet JSON est attendu, pas un tableau',
  OBJECT_EXPECTED: 'un objet JSON est attendu',

  // The duplicate's session and its draws (apps/api/src/duplicate/duplicate-session.service.ts).
  DUPLICATE_SETUP_CLOSED: ({ status }: P<'status'>) => `Le duplicate ne se prépare plus : le tournoi est à l’étape ${status}`,
  DUPLICATE_NEEDS_ABSOLUTE_SCALE: ({ profile }: P<'profile'>) =>
    `Le barème « ${profile} » compte contre un adversaire : choisissez douai ou laxou pour un duplicate`,
  NOT_A_DUPLICATE_SCALE: 'pas un barème de duplicate (douai ou laxou)',
  DUPLICATE_EXISTS: 'Ce tournoi a déjà sa séance de duplicate',
  NUMBERS_DRAW_INCOMPLETE: 'Un tirage de chiffres demande ses plaques et le nombre à trouver',
  REQUIRED_FOR_NUMBERS_DRAW: 'obligatoire pour un tirage de chiffres',
  LETTERS_DRAW_INCOMPLETE: 'Un tirage de lettres demande ses lettres',
  REQUIRED_FOR_LETTERS_DRAW: 'obligatoire pour un tirage de lettres',
  DRAW_KIND_IN_PLAN: ({ round, kind }: P<'round' | 'kind'>) => `Le coup ${round} est un tirage de ${drawKind(kind)} dans le plan de la séance`,
  KIND_MUST_BE: ({ kind }: P<'kind'>) => `doit valoir « ${kind} » (${drawKind(kind)})`,
  DRAW_HAS_ANSWERS: ({ round, count }: P<'round' | 'count'>) =>
    `Le coup ${round} a déjà ${plural(Number(count), 'réponse saisie', 'réponses saisies')} : il ne peut plus être remplacé`,

  // The answer sheets (sheets.service.ts, sheet-writer.ts, sheets.controller.ts).
  ENTRY_CLOSED: ({ status }: P<'status'>) =>
    `Les réponses se saisissent et se corrigent aux étapes DUPLICATE et CORRECTION ; le tournoi est à l’étape ${status}`,
  OWN_SHEET_CORRECTOR: 'Un joueur ne corrige pas sa propre feuille',
  ANOTHER_PLAYER: 'doit être un autre joueur',
  ANSWER_ALREADY_SO: ({ round }: P<'round'>) => `Le coup ${round} se lit déjà ainsi : rien à corriger`,
  ANSWER_ALREADY_AS_BEFORE: ({ round, change }: P<'round' | 'change'>) => `Le coup ${round} se lit déjà comme avant la modification ${change}`,
  SHEET_STATUS_NOTHING: 'Rien à changer : donnez status ou notCounted',
  GIVE_STATUS_OR_NOT_COUNTED: 'donnez status ou notCounted',
  ROUND_IS_LETTERS: ({ round }: P<'round'>) => `le coup ${round} est un tirage de lettres : donnez un mot`,
  ROUND_IS_NUMBERS: ({ round }: P<'round'>) => `le coup ${round} est un tirage de chiffres : donnez une valeur ou des lignes de calcul`,
  ANSWERS_NOT_IN_SESSION: 'Des réponses ne correspondent pas aux tirages de la séance',
  HISTORY_SHEET_ENTRY: 'saisie de la feuille',
  HISTORY_ANSWER_ENTRY: 'saisie du coup',

  // What the system writes as the reason of a rescore (audit trail).
  RESCORE_PREPARED_DRAW: ({ round }: P<'round'>) => `Recalcul après le tirage préparé du coup ${round}`,
  RESCORE_POINTS_SCALE: ({ from, to }: P<'from' | 'to'>) => `Recalcul après le changement de barème (${from} → ${to})`,
  RESCORE_RULING: ({ word }: P<'word'>) => `Recalcul après la décision sur « ${word} »`,
  RESCORE_RULING_WITHDRAWN: ({ word }: P<'word'>) => `Recalcul après le retrait de la décision sur « ${word} »`,

  // The poules (apps/api/src/matches/poules.service.ts).
  POULES_NOT_AT_MATCHES: ({ status }: P<'status'>) => `Les poules se forment à l’étape MATCHES ; le tournoi est à l’étape ${status}`,
  RANKING_PROVISIONAL: ({ unchecked, missing }: P<'unchecked' | 'missing'>) =>
    `Le classement du duplicate est encore provisoire : ${plural(Number(unchecked), 'feuille non vérifiée', 'feuilles non vérifiées')}, ` +
    `${plural(Number(missing), 'joueur inscrit sans feuille', 'joueurs inscrits sans feuille')}`,
  EXCLUDE_UNRANKED: 'Seuls les joueurs classés au duplicate peuvent être écartés des poules',
  NOT_IN_RANKING: ({ player }: P<'player'>) => `${player} n’est pas au classement du duplicate`,
  EXCLUDE_NEEDS_REASON: 'Écarter des joueurs des poules demande un motif',
  REQUIRED_WITH_EXCLUDE: 'obligatoire avec excludePlayerIds',
  TOO_FEW_PLAYERS: 'Il faut au moins 2 joueurs pour les matchs',
  POULES_EXIST: 'Les poules de ce tournoi sont déjà formées',
  MATCHES_PLAYED: ({ matches }: P<'matches'>) => `Des matchs ont été joués (${matches}) : les poules ne peuvent plus être formées à nouveau`,

  // The matches (matches.service.ts, matches.controller.ts).
  MATCHES_NOT_AT_MATCHES: ({ status }: P<'status'>) => `Les matchs se jouent à l’étape MATCHES ; le tournoi est à l’étape ${status}`,
  MATCH_IS_BYE: ({ match }: P<'match'>) => `${match} est gagné par exemption : il n’a pas de feuille`,
  MATCH_IS_EMPTY: ({ match }: P<'match'>) => `${match} n’a aucun joueur : il n’a pas de feuille`,
  MATCH_NO_SUCH_DRAW: ({ phase, round }: P<'phase' | 'round'>) => `${matchDraw(phase, round)} n’existe pas dans ce match`,
  MATCH_DRAW_IS_LETTERS: ({ phase, round }: P<'phase' | 'round'>) => `${matchDraw(phase, round)} est un tirage de lettres : donnez un mot`,
  MATCH_DRAW_IS_NUMBERS: ({ phase, round }: P<'phase' | 'round'>) =>
    `${matchDraw(phase, round)} est un tirage de chiffres : donnez une valeur ou des lignes de calcul`,
  MATCH_DRAW_TWICE: ({ phase, round }: P<'phase' | 'round'>) => `${matchDraw(phase, round)} figure deux fois`,
  ANSWERS_NOT_IN_MATCH: 'Des réponses ne correspondent pas aux tirages du match',
  CONFIRM_RESET: ({ match, matches }: P<'match' | 'matches'>) =>
    `${match} : son résultat change et des matchs qui en dépendent ont été joués (${matches}) ; envoyez confirmReset: true pour les remettre à zéro`,
  WILL_BE_RESET: ({ match }: P<'match'>) => `${match} sera remis à zéro`,
  MATCH_RESET_REASON: ({ match }: P<'match'>) => `Résultat de ${match} corrigé`,
  MATCH_CODE_PARAM: 'code doit être le code d’un match, comme A-QF-1',
  NOT_A_MATCH_CODE: 'pas un code de match (comme A-QF-1)',
  POULE_CODE_PARAM: 'poule doit être la lettre d’une poule, comme A',
  NOT_A_POULE_CODE: 'pas une lettre de poule (comme A)',

  // Tournaments, their arbiters and rulings (apps/api/src/tournaments).
  REASON_TO_REOPEN: 'motif obligatoire pour revenir à une étape',
  NOT_AN_ARBITER_ACCOUNT: 'Ce compte n’est pas un compte d’arbitre',
  MUST_BE_ARBITER_ACCOUNT: 'doit être un compte ARBITER',
  ALREADY_ASSIGNED: 'Cet arbitre est déjà affecté à ce tournoi',
  RULING_EXISTS: ({ word }: P<'word'>) => `Le mot « ${word} » a déjà une décision : supprimez-la d’abord pour en prendre une autre`,
  ALREADY_RULED: 'déjà décidé',
  PLAYER_LISTED_AT: ({ position }: P<'position'>) => `joueur déjà donné en position ${position}`,
  PLAYER_TWICE_IN_LIST: 'Un joueur figure deux fois dans la liste',
  NO_PLAYER_WITH_ID: ({ id }: P<'id'>) => `aucun joueur ${id}`,
  UNKNOWN_PLAYERS: 'Joueurs inconnus',
  REGISTERED_WITH_BIB: ({ bib }: P<'bib'>) => `déjà inscrit, table ${bib}`,
  PLAYER_ALREADY_REGISTERED: 'Ce joueur est déjà inscrit',
  PLAYERS_ALREADY_REGISTERED: ({ count }: P<'count'>) => `${count} joueurs sont déjà inscrits`,
  BIB_TAKEN: ({ bib }: P<'bib'>) => `La table ${bib} est déjà attribuée`,
  BIB_TAKEN_REASON: 'déjà attribuée',

  // Players (apps/api/src/players).
  CSV_BODY_REQUIRED: 'Envoyez le fichier CSV comme corps de la requête, avec l’en-tête Content-Type: text/csv',
  CSV_BODY_REASON: 'un fichier text/csv non vide est obligatoire',

  // Accounts at the first start (apps/api/src/accounts): audit reasons and log lines.
  FIRST_ORGANISER_FROM_ENV: 'Premier organisateur, créé depuis GREFFIER_ADMIN_EMAIL',
  ORGANISER_CREATED_FROM_ENV: ({ email }: P<'email'>) => `compte organisateur ${email} créé depuis GREFFIER_ADMIN_EMAIL`,
  FIRST_START_ORGANISER: 'Premier démarrage : aucun organisateur, un compte provisoire est créé',
  FIRST_START_LOG: ({ email, password }: P<'email' | 'password'>) =>
    `Aucun compte organisateur : ${email} a été créé avec le mot de passe provisoire ${password} ` +
    '(à changer à la première connexion, « Mon compte » ou POST /auth/password ; ou bien fixez GREFFIER_ADMIN_EMAIL et GREFFIER_ADMIN_PASSWORD)',

  // Backups and the database at start (apps/api/src/backups, database, dcl): log lines and refusals.
  BACKUP_BEFORE_STEP_FAILED: ({ error }: P<'error'>) => `la sauvegarde avant l’étape a échoué : ${error}`,
  AUTOMATIC_BACKUP_FAILED: ({ error }: P<'error'>) => `la sauvegarde automatique a échoué : ${error}`,
  BACKUP_UNKNOWN_TABLES: ({ tables }: P<'tables'>) => `la sauvegarde contient des tables que cette base n’a pas : ${tables}`,
  BACKUP_TABLE_CYCLE: ({ tables }: P<'tables'>) => `les tables ${tables} se désignent l’une l’autre : aucun ordre pour les remplir`,
  SEED_REASON: 'Données de démonstration : 3 clubs, 48 joueurs, 1 tournoi',
  SEED_LOADED: 'données de démonstration chargées : 3 clubs, 48 joueurs, 1 tournoi',
  DATA_DIR_LOCKED: ({ dir, pid }: P<'dir' | 'pid'>) =>
    `le dossier de données ${dir} est déjà ouvert par un autre processus Greffier (pid ${pid}) : arrêtez-le d’abord (un seul processus à la fois tient la base intégrée)`,
  DATABASE_OPENED: ({ where, applied }: P<'where' | 'applied'>) => `${where} ; migrations appliquées maintenant : ${applied}`,
  DATABASE_SERVER: 'serveur PostgreSQL',
  DATABASE_EMBEDDED: ({ dir }: P<'dir'>) => `PostgreSQL intégré dans ${dir}`,
  DATABASE_IN_MEMORY: 'PostgreSQL intégré, en mémoire',
  NO_MIGRATION: 'aucune',
  LEXICON_LOADED: ({ count, ms }: P<'count' | 'ms'>) => `lexique de référence chargé : ${count} graphies en ${ms} ms`,
  MIGRATIONS_FOLDER_MISSING: ({ dir }: P<'dir'>) => `dossier des migrations introuvable : ${dir}`,
  MIGRATION_UNFINISHED: ({ name }: P<'name'>) => `la migration ${name} a commencé sans finir : réglez-la avant de redémarrer`,
  MIGRATION_UNKNOWN: ({ name }: P<'name'>) => `la base a la migration ${name}, que cette version de Greffier ne connaît pas`,
  MIGRATION_CHANGED: ({ name }: P<'name'>) => `la migration ${name} a été modifiée après avoir été appliquée (son empreinte diffère)`,
  // PostgreSQL's own words quoted: they are English.
  MIGRATION_FAILED: ({ name, error }: P<'name' | 'error'>) => `la migration ${name} a échoué, rien n’en est gardé (PostgreSQL dit « ${error} »)`,
} as const;

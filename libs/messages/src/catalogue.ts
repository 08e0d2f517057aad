import { AFTERNOON_RULES } from './areas/afternoon-rules';
import { API_SERVICES } from './areas/api-services';
import { CLUB_GAME_RULES } from './areas/club-games-rules';
import { COMMAND_LINE } from './areas/command-line';
import { FEDERATION } from './areas/federation';
import { PYRAMIDE_RULES } from './areas/pyramide-rules';
import { SEASONS } from './areas/seasons';
import { orList, type P, plural } from './render';

/**
 * Every message a person reads, by its stable code, in French: the one place of these words for the API (its
 * problem+json `title`, `detail` and `errors[].reason`), the screens, the command-line tool and the printed sheets.
 * A code never changes; its words may. Parameters are plain values (a letter, a count, a field's path).
 */

/** The HTTP statuses' titles (problem+json `title`). */
export const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Requête invalide',
  401: 'Non authentifié',
  403: 'Accès refusé',
  404: 'Introuvable',
  405: 'Méthode non permise',
  408: 'Délai dépassé',
  409: 'Conflit',
  413: 'Contenu trop volumineux',
  415: 'Type de contenu non accepté',
  422: 'Demande refusée par les règles',
  428: 'Version requise',
  429: 'Trop de tentatives',
  431: 'En-têtes trop grands',
  500: 'Erreur interne',
  503: 'Service indisponible',
};

/** An answer's refusal, in full (the short words: REASON_LABELS). */
const ANSWERS = {
  LETTER_NOT_IN_DRAW: ({ letter }: P<'letter'>) => `${letter} n’est pas dans le tirage`,
  LETTER_OVERUSED: ({ letter, used, drawn }: P<'letter' | 'used' | 'drawn'>) =>
    `${letter} est utilisé ${used} fois mais tiré ${drawn} fois`,
  CONJUGATED_VERB: ({ word }: P<'word'>) => `« ${word} » est une forme verbale conjuguée (seuls l’infinitif et les participes sont admis)`,
  PROPER_NOUN: ({ word }: P<'word'>) => `« ${word} » est un nom propre`,
  ABBREVIATION: ({ word }: P<'word'>) => `« ${word} » est une abréviation, un symbole ou un sigle`,
  ELIDED_FORM: ({ word }: P<'word'>) => `« ${word} » est une forme élidée, écrite avec une apostrophe (lorsqu’)`,
  LOCUTION_ELEMENT: ({ word }: P<'word'>) => `« ${word} » n’existe que dans une locution, pas comme mot seul`,
  AFFIX: ({ word }: P<'word'>) => `« ${word} » est un préfixe ou un suffixe, pas un mot`,
  LEXICON_ADMITS: ({ why, admitted }: P<'why' | 'admitted'>) => `${why} ; le lexique admet ${admitted}`,
  NOT_IN_LEXICON: ({ word }: P<'word'>) => `« ${word} » n’est pas dans le lexique`,
  MISSING_ACCENT_ON_E: ({ expected }: P<'expected'>) => `les accents sur les E sont exigés : le lexique écrit ${expected}`,
  WRONG_ACCENT_ON_E: ({ expected }: P<'expected'>) => `mauvais accent sur un E : le lexique écrit ${expected}`,
  REFUSED_BY_RULING: ({ word }: P<'word'>) => `« ${word} » est refusé par les décisions d’arbitrage`,
  ADMITTED_BY_RULING: ({ word }: P<'word'>) => `« ${word} » est admis par les décisions d’arbitrage`,
  WORD_WITH_APOSTROPHE: ({ word }: P<'word'>) => `« ${word} » : les mots avec une apostrophe ne sont pas admis`,
  ANSWER_NOT_A_WORD: ({ answer }: P<'answer'>) => `la réponse doit être un mot, reçu ${answer}`,
  ANSWER_ONE_WORD: ({ answer }: P<'answer'>) => `un seul mot est attendu, reçu ${answer}`,
  ANSWER_BAD_CHARACTER: ({ character }: P<'character'>) =>
    `la réponse ne peut contenir que des lettres, des traits d’union et des apostrophes ; ${character} n’en est pas un`,
  // The numbers: a written solution, line by line.
  ANSWER_TOO_MANY_CHARACTERS: ({ max }: P<'max'>) => `la réponse dépasse ${max} caractères`,
  ANSWER_TOO_MANY_LINES: ({ max }: P<'max'>) => `la réponse dépasse ${max} lignes`,
  PLATE_REUSED: ({ value }: P<'value'>) => `${value} a déjà été utilisé`,
  PLATE_NOT_AVAILABLE: ({ value }: P<'value'>) => `${value} n’est ni une plaque tirée ni un résultat précédent`,
  UNPARSABLE: ({ text }: P<'text'>) => `« ${text} » est illisible : écrivez une opération par ligne, comme « 75 x 8 = 600 »`,
  INEXACT_DIVISION: ({ left, right }: P<'left' | 'right'>) => `${left} / ${right} ne tombe pas juste`,
  NOT_POSITIVE: ({ left, operator, right, actual }: P<'left' | 'operator' | 'right' | 'actual'>) =>
    `${left} ${operator} ${right} donne ${actual} : chaque résultat doit être positif`,
  WRONG_ARITHMETIC: ({ left, operator, right, actual, claimed }: P<'left' | 'operator' | 'right' | 'actual' | 'claimed'>) =>
    `${left} ${operator} ${right} = ${actual}, pas ${claimed}`,
  EMPTY: 'rien d’écrit',
  WRITTEN_ANSWER_NOT_TEXT: 'la réponse écrite doit être du texte',
  TARGET_NOT_POSITIVE: ({ target }: P<'target'>) => `le nombre à trouver doit être un entier positif, reçu ${target}`,
} as const;

/** A draw typed in or asked of the rules (libs/dcl, libs/lexicon). */
const DRAWS = {
  DRAW_NOT_A_LIST: 'le tirage doit être une liste de 10 lettres',
  DRAW_LETTER: ({ field, given }: P<'field' | 'given'>) => `${field} doit être une lettre de A à Z sans accent, reçu ${given}`,
  RULING_NOT_A_WORD: ({ field, given }: P<'field' | 'given'>) => `${field} doit être un mot, reçu ${given}`,
  RULINGS_CONFLICT: ({ word, refused }: P<'word' | 'refused'>) => `« ${word} » est à la fois admis et refusé (comme « ${refused} ») par les décisions`,
  LENGTHS_OPTION: ({ max, given }: P<'max' | 'given'>) => `le nombre de longueurs doit être « max » ou un entier de 0 à ${max}, reçu ${given}`,
  PLATES_NOT_A_LIST: 'les plaques doivent être une liste de nombres',
  PLATES_COUNT: ({ expected, given }: P<'expected' | 'given'>) => `${expected} plaques attendues, ${given} reçues`,
  PLATES_COUNT_RANGE: ({ min, max, given }: P<'min' | 'max' | 'given'>) => `de ${min} à ${max} plaques attendues, ${given} reçues`,
  NOT_A_PLATE: ({ plate }: P<'plate'>) => `${plate} n’est pas une plaque (1 à 10, 25, 50, 75, 100)`,
  PLATE_TOO_MANY_COPIES: ({ plate, times, copies }: P<'plate' | 'times' | 'copies'>) =>
    `la plaque ${plate} figure ${times} fois, il n’y en a que ${copies}`,
  TARGET_OUT_OF_RANGE: ({ target }: P<'target'>) => `le nombre à trouver doit être un entier de 100 à 999, reçu ${target}`,
  LETTERS_NOT_A_LIST: 'les lettres doivent être un texte ou une liste de lettres',
  LETTERS_COUNT: ({ expected, given }: P<'expected' | 'given'>) => `${expected} lettres attendues, ${given} reçues`,
  NOT_A_LETTER: ({ letter }: P<'letter'>) => `${letter} n’est pas une lettre de A à Z`,
  TOO_FEW_VOWELS: ({ min, given }: P<'min' | 'given'>) => `un tirage de lettres compte au moins ${plural(Number(min), 'voyelle')}, reçu ${given}`,
  NUMBERS_ANSWER_NOT_POSITIVE: ({ value }: P<'value'>) => `une réponse aux chiffres doit être un entier positif, reçu ${value}`,
  ANSWER_BEATS_BEST: ({ value, target }: P<'value' | 'target'>) => `${value} est plus près de ${target} que le meilleur résultat possible`,
  RELATIVE_PROFILE: ({ profile }: P<'profile'>) => `le barème « ${profile} » compte contre un adversaire : il ne s’applique pas ici`,
  WORD_LENGTH_RANGE: ({ length }: P<'length'>) => `un mot d’un tirage a de 0 à 10 lettres, reçu ${length}`,
  ANSWER_KINDS_DIFFER: 'une réponse aux lettres ne se compare pas à une réponse aux chiffres',
  ANSWER_TARGETS_DIFFER: 'les deux réponses aux chiffres doivent viser le même nombre',
  UNKNOWN_PROFILE: ({ profile, known }: P<'profile' | 'known'>) => `barème inconnu « ${profile} » (connus : ${known})`,
  SOLUTIONS_LIMIT: ({ max, given }: P<'max' | 'given'>) => `la limite va de 1 à ${max}, reçu ${given}`,
  SUDDEN_DEATH_INDEX: ({ index }: P<'index'>) => `le numéro du tirage de mort subite va de 1 à 1000, reçu ${index}`,
  INVALID_PLAN: ({ plan, reason }: P<'plan' | 'reason'>) => `plan « ${plan} » : ${reason}`,
  PLAN_ORDER_LETTERS: 'l’ordre ne doit contenir que des C et des L',
  PLAN_DRAW_COUNT: ({ total }: P<'total'>) => `une séance compte de 1 à 100 tirages, pas ${total}`,
  PLAN_SPLIT: ({ consonants, vowels, count }: P<'consonants' | 'vowels' | 'count'>) => `répartition de lettres invalide : ${consonants}C/${vowels}V x${count}`,
  PLAN_ORDER_DIVIDES: ({ order, total }: P<'order' | 'total'>) => `l’ordre « ${order} » ne divise pas ${total} tirages`,
  PLAN_ORDER_NUMBERS: ({ order, numbers, wanted }: P<'order' | 'numbers' | 'wanted'>) =>
    `l’ordre « ${order} » donne ${numbers} tirages de chiffres, le plan en demande ${wanted}`,
  SPLIT_INVALID: ({ consonants, vowels }: P<'consonants' | 'vowels'>) => `répartition invalide ${consonants}C/${vowels}V`,
  SPLIT_TOTAL: ({ total, consonants, vowels }: P<'total' | 'consonants' | 'vowels'>) => `une répartition doit totaliser ${total} lettres, reçu ${consonants}C/${vowels}V`,
  SPLIT_VOWELS: ({ min, consonants, vowels }: P<'min' | 'consonants' | 'vowels'>) => `un tirage de lettres compte au moins ${min} voyelles, reçu ${consonants}C/${vowels}V`,
} as const;

/** The duplicate's and the matches' sheets (libs/tournament). */
const SHEETS = {
  AT_LINE: ({ line, message }: P<'line' | 'message'>) => `ligne ${line} : ${message}`,
  AT_ROUND: ({ round, message }: P<'round' | 'message'>) => `coup ${round} : ${message}`,
  BETTER_THAN_TOP_NUMBERS: ({ value, target, top }: P<'value' | 'target' | 'top'>) =>
    `${value} est plus près de ${target} que le top enregistré (${top})`,
  BETTER_THAN_TOP_LETTERS: ({ length, top }: P<'length' | 'top'>) => `${length} lettres dépassent le top enregistré de ${top}`,
  DECLARED_VALUE_DIFFERS: ({ declared, written }: P<'declared' | 'written'>) => `annoncé ${declared}, les lignes écrites donnent ${written}`,
  UNREACHABLE_VALUE: ({ value, plates }: P<'value' | 'plates'>) => `${value} ne peut pas se calculer avec ${plates}`,
  CHECK_HANDWRITING: ({ message }: P<'message'>) => `${message} : vérifiez l’écriture`,
  ANSWER_KIND_NUMBERS: ({ round, kind }: P<'round' | 'kind'>) => `le coup ${round} est un tirage de chiffres, reçu une réponse ${kind}`,
  ANSWER_KIND_LETTERS: ({ round, kind }: P<'round' | 'kind'>) => `le coup ${round} est un tirage de lettres, reçu une réponse ${kind}`,
  DECLARED_NOT_POSITIVE: ({ round }: P<'round'>) => `coup ${round} : une valeur annoncée est un entier positif`,
  OVERRIDE_POINTS: ({ round }: P<'round'>) => `coup ${round} : les points imposés sont un nombre entier positif ou nul`,
  OVERRIDE_REASON: ({ round }: P<'round'>) => `coup ${round} : des points imposés demandent un motif`,
  ANSWER_FOR_OTHER_ROUND: ({ round, draw }: P<'round' | 'draw'>) => `réponse du coup ${round} donnée au coup ${draw}`,
  ROUND_NOT_IN_SESSION: ({ round }: P<'round'>) => `le coup ${round} n’est pas dans la séance`,
  ROUND_NOT_IN_MATCH: ({ round }: P<'round'>) => `le coup ${round} n’est pas dans le match`,
  TWO_ANSWERS_FOR_ROUND: ({ round }: P<'round'>) => `deux réponses pour le coup ${round}`,
  ROUND_TWICE: ({ round }: P<'round'>) => `le coup ${round} figure deux fois`,
  FIELD_NOT_A_LIST: ({ field }: P<'field'>) => `${field} doit être une liste`,
  DRAWS_NOT_A_LIST: 'les tirages doivent être une liste',
  DRAW_ROUND_POSITIVE: 'le numéro du coup doit être un entier positif',
  DRAW_INVALID_PLATES: 'plaques invalides',
  DRAW_TOP_OTHER_TARGET: 'le top enregistré ne correspond pas à ce nombre',
  DRAW_TOP_INCOMPLETE: 'le top enregistré est incomplet',
  DRAW_TEN_LETTERS: 'un tirage de lettres compte 10 lettres de A à Z',
  DRAW_MAX_LENGTH: 'la longueur maximale va de 0 à 10',
  DRAW_KIND: 'le genre doit être « numbers » (chiffres) ou « letters » (lettres)',
  DUPLICATE_RELATIVE_PROFILE: ({ profile }: P<'profile'>) => `le barème « ${profile} » compte contre un adversaire : pas pour un duplicate`,
  RULED_WRONG: 'refusé par l’arbitre de table',
  VALUE_WITHOUT_SOLUTION: ({ value }: P<'value'>) =>
    `${value} annoncé seul, sans solution écrite : en match seule la solution écrite est acceptée, la réponse compte pour rien`,
  // The room display's moves (libs/tournament room-display.ts).
  NO_SUCH_ROUND: ({ round, rounds }: P<'round' | 'rounds'>) => `le coup ${round} n’est pas dans la séance (1 à ${rounds})`,
  ROUND_NOT_STARTED: ({ round }: P<'round'>) => `le coup ${round} n’a pas encore été joué : lancez-le d’abord`,
  LAST_ROUND: ({ round }: P<'round'>) => `le coup ${round} est le dernier de la séance`,
  FIRST_ROUND: 'le coup 1 est le premier de la séance',
  // Steps of a sheet and of a tournament.
  SHEET_BACK_NEEDS_REASON: ({ status }: P<'status'>) => `Ramener une feuille à l’état ${status} demande un motif`,
  COUNTING_NEEDS_REASON: 'Compter ou ne pas compter une feuille demande un motif',
  SAME_STATUS: ({ status }: P<'status'>) => `Le tournoi est déjà à l’étape ${status}`,
  REOPEN_NEEDS_REASON: ({ to, from }: P<'to' | 'from'>) => `Revenir à l’étape ${to} depuis ${from} demande un motif`,
} as const;

/** What the API says about a request, whatever the endpoint (apps/api/src/common). */
const REQUESTS = {
  BOX_REFUSED: ({ field, reason }: P<'field' | 'reason'>) => `${field} : ${reason}`,
  BOXES_REFUSED: ({ count, field, reason }: P<'count' | 'field' | 'reason'>) => `${count} cases refusées, la première : ${field} : ${reason}`,
  INVALID_REQUEST: ({ fields }: P<'fields'>) => `Requête invalide : ${fields}`,
  FIELD_REASON: ({ field, reason }: P<'field' | 'reason'>) => `${field} (${reason})`,
  PARAM_NOT_UUID: ({ name }: P<'name'>) => `${name} doit être un UUID`,
  NOT_UUID: 'doit être un UUID',
  PARAM_NOT_INTEGER: ({ name }: P<'name'>) => `${name} doit être un nombre entier`,
  NOT_INTEGER: 'doit être un nombre entier',
  VERSION_NOT_POSITIVE: 'version doit être un entier positif',
  NOT_POSITIVE_INTEGER: 'doit être un entier positif',
  NOT_FOUND: ({ entity, id }: P<'entity' | 'id'>) => `${entity} ${id} introuvable`,
  RECORD_NOT_FOUND: 'Enregistrement introuvable',
  ROUTE_NOT_FOUND: ({ method, path }: P<'method' | 'path'>) => `Aucune adresse ${method} ${path}`,
  STALE_VERSION: ({ entity, id, expected, current }: P<'entity' | 'id' | 'expected' | 'current'>) =>
    `${entity} ${id} a été modifié par quelqu’un d’autre (votre version ${expected}, la version actuelle ${current}) : relisez-le et refaites votre modification`,
  VERSION_EXPECTED: ({ current }: P<'current'>) => `version ${current} attendue`,
  VERSION_REQUIRED_REASON: 'requise (en-tête If-Match ou champ « version »)',
  VERSION_REQUIRED: 'Cette modification demande la version que vous avez lue : envoyez-la dans l’en-tête If-Match ou le champ « version ».',
  SHEET_VERSION_REQUIRED: 'Cette feuille existe déjà : envoyez la version que vous avez lue (If-Match ou « version »).',
  MATCH_SHEET_VERSION_REQUIRED: 'Ce match a déjà une feuille : envoyez la version que vous avez lue (If-Match ou « version »).',
  WRITE_CONFLICT: 'Une autre modification est arrivée en même temps que celle-ci : réessayez',
  INTERNAL: 'Une erreur inattendue s’est produite ; elle est notée dans le journal avec cet identifiant de requête.',
  HTTP_ERROR: ({ status }: P<'status'>) => `Erreur HTTP ${status}`,
} as const;

/** Logging in and access (apps/api/src/auth). */
const ACCESS = {
  UNAUTHENTICATED: 'Authentification requise : envoyez « Authorization: Bearer <jeton> ».',
  INVALID_TOKEN: 'Le jeton est invalide ou a expiré : reconnectez-vous.',
  ACCOUNT_DISABLED: 'Ce compte n’existe plus ou est désactivé.',
  ROLE_REQUIRED: ({ roles, role }: P<'roles' | 'role'>) => `Cette action demande le rôle ${roles} ; vous êtes ${role}.`,
  NOT_TOURNAMENT_ARBITER: 'Vous n’êtes pas arbitre de ce tournoi.',
  NOT_OWN_CLUB: 'Un compte de club n’enregistre que les parties de son club.',
  BAD_CREDENTIALS: 'E-mail ou mot de passe incorrect.',
  WRONG_CURRENT_PASSWORD: 'Le mot de passe actuel est incorrect.',
  TOO_MANY_ATTEMPTS: ({ seconds }: P<'seconds'>) => `Trop de connexions manquées : réessayez dans ${seconds} s.`,
  PASSWORD_CHANGE_REQUIRED:
    'Ce compte a encore son mot de passe provisoire : choisissez votre mot de passe (« Mon compte », POST /auth/password) avant toute autre modification.',
} as const;

/** The club evenings' games (apps/api/src/club-games). */
const CLUB_GAMES = {
  UNKNOWN_GAME: ({ kind }: P<'kind'>) => `aucune règle pour ${kind}`,
  PLAYER_OR_GUEST: 'donnez soit playerId (un joueur inscrit), soit guestName (un invité)',
  NO_SUCH_PLAYER: 'joueur inconnu',
  SEATED_TWICE: 'ce joueur est placé deux fois',
  GUEST_NEEDS_NAME: 'un invité doit avoir un nom',
  PLAYER_COUNT: ({ game, min, max, given }: P<'game' | 'min' | 'max' | 'given'>) =>
    `${game} se joue ${min === max ? `à ${min}` : `de ${min} à ${max}`} joueurs (${plural(Number(given), 'donné')})`,
  NO_SERVER_MOVE: ({ game }: P<'game'>) => `${game} n’a pas de coup joué par le serveur : envoyez la feuille (PUT .../record)`,
} as const;

/** Tournaments and their entries (apps/api/src/tournaments). */
const TOURNAMENTS = {
  OTHER_CLUB: 'Un compte de club ne lit que son propre club.',
  LICENCE_TAKEN: ({ licence }: P<'licence'>) => `La licence ${licence} est déjà enregistrée`,
  SEVERAL_CLUBS_NAMED: ({ club }: P<'club'>) => `plusieurs clubs s’appellent « ${club} » : indiquez le code fédéral`,
  UNKNOWN_CLUB_NAMED: ({ club }: P<'club'>) => `club inconnu « ${club} »`,
  NO_CLUB_FOR_LINE: 'aucun club sur la ligne ni club par défaut choisi',
  CSV_ERRORS: ({ count }: P<'count'>) => `Le fichier a ${plural(Number(count), 'erreur')} ; rien n’a été importé.`,
  CLUB_HAS_PLAYERS: ({ players }: P<'players'>) => `Le club a encore ${plural(Number(players), 'joueur')} : déplacez-les ou supprimez-les d’abord`,
  FEDERATION_CODE_TAKEN: ({ code }: P<'code'>) => `Le code fédéral ${code} est déjà utilisé`,
  CSV_UNREADABLE: ({ detail }: P<'detail'>) => `fichier CSV illisible : ${detail}`,
  CSV_EMPTY: 'le fichier est vide',
  CSV_TOO_MANY_ROWS: ({ max }: P<'max'>) => `au plus ${max} joueurs par fichier`,
  CSV_MISSING_COLUMN: ({ names }: P<'names'>) => `colonne absente (l’une de : ${names})`,
  REQUIRED: 'obligatoire',
  LICENCE_FORMAT: 'lettres, chiffres ou tirets, 20 au plus',
  SAME_LICENCE_AS_LINE: ({ line }: P<'line'>) => `même licence qu’à la ligne ${line}`,
  AT_MOST_CHARACTERS: ({ max }: P<'max'>) => `${max} caractères au plus`,
  RATING_RANGE: ({ value }: P<'value'>) => `« ${value} » n’est pas un nombre entier de 0 à 100 000`,
  CLUB_ACCOUNT_NEEDS_CLUB: 'Un compte de club doit avoir son club',
  REQUIRED_FOR_CLUB_ACCOUNT: 'obligatoire pour un compte de club',
  EMAIL_TAKEN: ({ email }: P<'email'>) => `Un compte utilise déjà ${email}`,
  ALREADY_USED: 'déjà utilisé',
  UNKNOWN_CLUB: 'Club inconnu',
  NO_SUCH_CLUB: 'club inconnu',
  LAST_ORGANISER: 'C’est le dernier compte d’organisateur actif : créez d’abord un autre organisateur',
  CLI_EMAIL_REQUIRED: '--email est obligatoire',
  CLI_ROLE_ONE_OF: ({ roles }: P<'roles'>) => `--role doit être l’un de ${roles}`,
  CLI_CLUB_REQUIRED: '--club est obligatoire pour un compte de club',
  CLI_PASSWORD_LENGTH: 'le mot de passe doit compter au moins 10 caractères',
  CLI_NO_CLUB: ({ id }: P<'id'>) => `aucun club d’identifiant ${id}`,
  REGISTRATION_CLOSED: ({ status }: P<'status'>) => `Les inscriptions sont closes : le tournoi est à l’étape ${status}`,
  ALREADY_WITHDRAWN: 'Ce joueur s’est déjà retiré',
  SLOUBI_ONE_MOVE: 'le Sloubi a un seul coup joué par le serveur : « throw » (le tour suivant)',
  SLOUBI_FINISHED: ({ rounds }: P<'rounds'>) => `les ${rounds} tours convenus sont tous joués`,
} as const;

/** The results leaving the venue: exports, backups, tournament archives (apps/api/src/exports, backups, archives). */
const RESULTS_OUT = {
  EXPORT_FORMAT_UNKNOWN: 'Format d’export inconnu : demandez .csv ou .json',
  EXPORT_FORMAT_REASON: 'csv ou json',
  BACKUP_UNREADABLE: 'Ce fichier de sauvegarde est illisible : il est tronqué, abîmé ou n’est pas une sauvegarde de Greffier.',
  BACKUP_FOREIGN: 'Ce fichier n’est pas une sauvegarde de Greffier.',
  BACKUP_NEWER_FORMAT: ({ version }: P<'version'>) => `Cette sauvegarde est au format ${version}, que cette version de Greffier ne sait pas lire.`,
  RESTORE_NOT_EMPTY: 'Cette base contient déjà des clubs, des joueurs ou des tournois : restaurez dans une base neuve, ou ajoutez --remplacer pour tout remplacer.',
  RESTORE_NEWER_VERSION: 'Cette sauvegarde vient d’une version plus récente de Greffier : restaurez-la avec cette version-là.',
  RESTORE_OLDER_VERSION: 'Cette sauvegarde vient d’une version plus ancienne de Greffier : restaurez-la avec cette version-là, puis mettez à jour.',
  CLI_RESTORE_USAGE: 'usage : greffier restaure <fichier de sauvegarde> [--remplacer]',
  CLI_CANNOT_READ: ({ file }: P<'file'>) => `impossible de lire ${file}`,
  CLI_RESTORED: ({ takenAt, rows, tables, where }: P<'takenAt' | 'rows' | 'tables' | 'where'>) => `sauvegarde du ${takenAt} restaurée : ${rows} lignes dans ${tables} tables (${where})`,
  CLI_BACKUP_ACCOUNT: 'donnez le compte d’un organisateur dans GREFFIER_EMAIL et GREFFIER_MOT_DE_PASSE',
  CLI_BACKUP_SAVED: ({ path, size }: P<'path' | 'size'>) => `sauvegarde enregistrée : ${path} (${size} octets)`,
  ARCHIVE_BODY_REQUIRED: 'Envoyez le fichier d’archive du tournoi comme corps de la requête (Content-Type: application/octet-stream).',
  ARCHIVE_UNREADABLE: 'Cette archive de tournoi est illisible : le fichier est tronqué ou abîmé. Rien n’a été importé.',
  ARCHIVE_FOREIGN: 'Ce fichier n’est pas une archive de tournoi de Greffier. Rien n’a été importé.',
  ARCHIVE_NEWER_FORMAT: 'Cette archive est d’un format plus récent que cette version de Greffier. Rien n’a été importé.',
  ARCHIVE_CHECKSUM: 'Le contenu de cette archive ne correspond pas à son empreinte SHA-256 : il a été modifié ou abîmé. Rien n’a été importé.',
  ARCHIVE_OTHER_VERSION: 'Cette archive vient d’une autre version de Greffier (autres migrations) : importez-la sur la même version. Rien n’a été importé.',
  ARCHIVE_LOCAL_TOURNAMENT: 'Ce tournoi a été créé sur ce serveur : son archive ne le remplace pas ici. Rien n’a été importé.',
  ARCHIVE_OLDER: ({ exportedAt }: P<'exportedAt'>) => `Une archive plus récente de ce tournoi (du ${exportedAt}) est déjà importée. Rien n’a été importé.`,
  ARCHIVE_INCONSISTENT: ({ detail }: P<'detail'>) => `Cette archive ne tient pas debout : la base refuse une de ses lignes (${detail}). Rien n’a été importé.`,
} as const;

export const MESSAGES = {
  ...ANSWERS,
  ...DRAWS,
  ...SHEETS,
  ...REQUESTS,
  ...ACCESS,
  ...CLUB_GAMES,
  ...TOURNAMENTS,
  ...RESULTS_OUT,
  ...CLUB_GAME_RULES,
  ...PYRAMIDE_RULES,
  ...AFTERNOON_RULES,
  ...API_SERVICES,
  ...COMMAND_LINE,
  ...SEASONS,
  ...FEDERATION,
} as const;

export type MessageCode = keyof typeof MESSAGES;

/** The groups MESSAGES is made of, for the test that no code is defined twice (a later group would hide an earlier one). */
export const MESSAGE_GROUPS: Readonly<Record<string, object>> = {
  ANSWERS,
  DRAWS,
  SHEETS,
  REQUESTS,
  ACCESS,
  CLUB_GAMES,
  TOURNAMENTS,
  RESULTS_OUT,
  CLUB_GAME_RULES,
  PYRAMIDE_RULES,
  AFTERNOON_RULES,
  API_SERVICES,
  COMMAND_LINE,
  SEASONS,
  FEDERATION,
};

export { orList };

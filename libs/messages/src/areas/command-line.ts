import { type P, plural } from '../render';

/**
 * The French words of the command line and the start-up, by stable code: the arbiters' tool (apps/cli, bin/greffier.js),
 * the API's own commands (*.cli.ts), the configuration's refusals seen by `npm start` and every command, and the log
 * lines an operator reads at a terminal. catalogue.ts gathers every area into MESSAGES.
 */

/** The arbiters' tool: its help, its refusals of what was typed, its results. */
const ARBITERS_TOOL = {
  CLI_ERROR: ({ message }: P<'message'>) => `greffier : ${message}`,
  CLI_NOT_A_NUMBER: ({ what, value }: P<'what' | 'value'>) => `${what} : « ${value} » n’est pas un nombre entier`,
  CLI_COMPTE_USAGE: 'compte attend 6 plaques et le nombre à trouver : greffier compte 3 100 8 8 10 6 683',
  CLI_VERIFIE_COMPTE_USAGE: 'verifie-compte attend 6 plaques, le nombre à trouver et la réponse écrite entre guillemets',
  CLI_LETTERS_ONLY: ({ value }: P<'value'>) => `lettres : « ${value} » ne doit contenir que des lettres de A à Z`,
  CLI_VERIFIE_MOT_USAGE: 'verifie-mot attend les 10 lettres et le mot : greffier verifie-mot BAMERILANE remaniable',
  CLI_TIRAGE_USAGE: 'tirage attend --seed (la graine enregistrée avec la séance)',
  CLI_UNKNOWN_PLAN: ({ plan, known }: P<'plan' | 'known'>) => `plan inconnu « ${plan} » : ${known}`,
  CLI_LENGTHS: '--longueurs doit être un nombre entier de 0 à 9',
  CLI_UNKNOWN_COMMAND: ({ command }: P<'command'>) => `commande inconnue « ${command} »`,
  CLI_UNKNOWN_OPTION: ({ option }: P<'option'>) => `option inconnue ${option}`,
  CLI_SEE_HELP: '(greffier --help donne chaque commande et ses options)',
  CLI_OPTION_VALUE: ({ option }: P<'option'>) => `valeur manquante ou invalide pour l’option ${option}`,
  CLI_UNEXPECTED_ARGUMENT: ({ argument }: P<'argument'>) => `argument inattendu ${argument}`,
  CLI_BAD_ARGUMENTS: 'arguments illisibles : greffier --help donne la forme de chaque commande',
  CLI_HELP: `greffier : l’outil des arbitres de « Des chiffres et des lettres »

  greffier compte <6 plaques> <cible> [--toutes]        le compte est bon : top, distance, une solution
  greffier verifie-compte <6 plaques> <cible> "<lignes>" vérifie la solution écrite d’un joueur
  greffier mot <10 lettres> [--longueurs N]              mots les plus longs (et les N longueurs en dessous)
  greffier verifie-mot <10 lettres> <mot> [--sans-accents] vérifie le mot d’un joueur
  greffier tirage --seed <graine> [--plan duplicate|match|finale|departage]  reproduit les tirages d’une séance
  greffier sauvegarde [--serveur URL] [--dossier D]      demande une sauvegarde au serveur et l’enregistre
  greffier sauvegardes [--serveur URL]                   liste les sauvegardes du serveur
  greffier restaure <fichier> [--remplacer]              restaure une sauvegarde (serveur arrêté)

  --json   sortie JSON pour les scripts
Code de sortie : 0 fait, 1 la réponse vérifiée est refusée, 2 entrée invalide.`,
  // greffier compte
  CLI_NUMBERS_DRAW: ({ plates, target }: P<'plates' | 'target'>) => `Tirage : ${plates}   cible : ${target}`,
  CLI_EXACT: 'Le compte est bon.',
  CLI_NOT_EXACT: ({ best, distance }: P<'best' | 'distance'>) => `Compte infaisable : meilleure approche ${best} (à ${distance}).`,
  CLI_SOLUTIONS: ({ count }: P<'count'>) => `${plural(Number(count), 'solution distincte', 'solutions distinctes')} :`,
  CLI_SOLUTIONS_TRUNCATED: ({ count }: P<'count'>) =>
    `${plural(Number(count), 'solution distincte', 'solutions distinctes')} (liste tronquée) :`,
  // greffier verifie-compte
  CLI_WRONG_LINE: ({ line, reason }: P<'line' | 'reason'>) => `Erreur ligne ${line} : ${reason}. La réponse vaut 0 point.`,
  CLI_VALUE_REACHED: ({ value, distance, target }: P<'value' | 'distance' | 'target'>) =>
    `Valeur atteinte : ${value}, à ${distance} de ${target}.`,
  CLI_BEST_LINE_REACHED: ({ value, last, distance, target }: P<'value' | 'last' | 'distance' | 'target'>) =>
    `Valeur atteinte : ${value} (meilleure ligne ; la dernière donne ${last}), à ${distance} de ${target}.`,
  CLI_TOPPED: 'Coup topé.',
  CLI_NOT_TOPPED: ({ best, distance }: P<'best' | 'distance'>) => `Non topé : le meilleur était ${best} (à ${distance}).`,
  // greffier mot, verifie-mot
  CLI_LETTERS_DRAW: ({ letters }: P<'letters'>) => `Tirage : ${letters}`,
  CLI_NO_WORD: 'Aucun mot.',
  CLI_WORDS_OF_LENGTH: ({ length, words }: P<'length' | 'words'>) => `${plural(Number(length), 'lettre')} : ${words}`,
  CLI_WORD_TOPPED: ({ word, length }: P<'word' | 'length'>) => `${word} : valide, ${plural(Number(length), 'lettre')} (topé).`,
  CLI_WORD_VALID: ({ word, length, best }: P<'word' | 'length' | 'best'>) =>
    `${word} : valide, ${plural(Number(length), 'lettre')} (le meilleur en fait ${best}).`,
  CLI_WORD_REFUSED: ({ word, reason }: P<'word' | 'reason'>) => `${word} : refusé, ${reason}.`,
  CLI_WORD_NOT_ADMITTED: 'mot non admis',
  // greffier tirage
  CLI_SESSION: ({ plan, seed }: P<'plan' | 'seed'>) => `Plan ${plan}, graine ${seed}`,
  CLI_SESSION_NUMBERS: ({ round, plates, target }: P<'round' | 'plates' | 'target'>) => `${round}  chiffres  ${plates} cible ${target}`,
  CLI_SESSION_LETTERS: ({ round, letters, consonants, vowels }: P<'round' | 'letters' | 'consonants' | 'vowels'>) =>
    `${round}  lettres   ${letters} ${consonants}C/${vowels}V`,
} as const;

/** The API's own commands: migrations, demo data, accounts, backups, the OpenAPI document. */
const API_COMMANDS = {
  CLI_MIGRATIONS_APPLIED: ({ names }: P<'names'>) => `migrations appliquées : ${names}`,
  CLI_DATABASE_UP_TO_DATE: 'la base est à jour : aucune migration à appliquer',
  CLI_DEMO_DATA_SKIPPED: 'la base a déjà des clubs : les données de démonstration ne sont pas chargées',
  CLI_ACCOUNT_USAGE:
    'usage : « npm run account:create -- --email <adresse> [--role ORGANISER|ARBITER|CLUB] [--name "Nom"] [--club <identifiant>] » ; le mot de passe vient de GREFFIER_NEW_PASSWORD ou de l’entrée standard',
  CLI_EMAIL_INVALID: ({ email }: P<'email'>) => `--email : « ${email} » n’est pas une adresse e-mail`,
  CLI_PASSWORD_PROMPT: 'Mot de passe du nouveau compte (10 caractères au moins), puis Entrée : ',
  CLI_ACCOUNT_CREATED: ({ email, role }: P<'email' | 'role'>) => `compte ${email} (${role}) créé`,
  AUDIT_ACCOUNT_FROM_COMMAND_LINE: 'créé en ligne de commande',
  CLI_EMBEDDED_ENGINE: ({ folder }: P<'folder'>) => `moteur intégré, ${folder}`,
  CLI_SERVER_UNREACHABLE: ({ server }: P<'server'>) =>
    `le serveur ${server} ne répond pas : est-il démarré ? (--serveur ou GREFFIER_SERVEUR donnent son adresse)`,
  CLI_BACKUP_LISTED: ({ takenAt, kind, size, name }: P<'takenAt' | 'kind' | 'size' | 'name'>) => `${takenAt}  ${kind}  ${size} Kio  ${name}`,
  CLI_OPENAPI_WRITTEN: ({ file }: P<'file'>) => `document OpenAPI écrit : ${file}`,
} as const;

/** The configuration's refusals (apps/api/src/config), seen by `npm start` and every command before anything runs. */
const CONFIGURATION = {
  CONFIG_INVALID: ({ problems }: P<'problems'>) => `configuration invalide (variables d’environnement, voir docs/configuration.md) :\n${problems}`,
  CONFIG_INTEGER: ({ name, min, max, given }: P<'name' | 'min' | 'max' | 'given'>) =>
    `${name} doit être un nombre entier de ${min} à ${max} (reçu « ${given} »)`,
  CONFIG_BOOLEAN: ({ name, given }: P<'name' | 'given'>) => `${name} doit valoir « true » ou « false » (ou 1 et 0), reçu « ${given} »`,
  CONFIG_DATABASE_URL: 'DATABASE_URL doit être une adresse postgresql:// (postgresql://utilisateur:mot-de-passe@serveur:5432/base)',
  CONFIG_JWT_SECRET: 'JWT_SECRET doit compter au moins 32 caractères',
  CONFIG_ADMIN_PAIR: 'GREFFIER_ADMIN_EMAIL et GREFFIER_ADMIN_PASSWORD vont ensemble : donnez les deux, ou aucun',
  CONFIG_ADMIN_PASSWORD: 'GREFFIER_ADMIN_PASSWORD doit compter au moins 10 caractères',
  CONFIG_ONE_OF: ({ name, allowed, given }: P<'name' | 'allowed' | 'given'>) => `${name} doit valoir ${allowed} (reçu « ${given} »)`,
  CONFIG_CORS_ORIGIN: ({ given }: P<'given'>) => `CORS_ORIGINS doit lister des origines comme « https://club.example » (reçu « ${given} »)`,
  CONFIG_NO_PROJECT: ({ folder }: P<'folder'>) => `le dossier de Greffier (son package.json) est introuvable au-dessus de ${folder}`,
} as const;

/** Why the server or a command could not start: what an operator can put right. */
const START_UP = {
  START_FAILED: ({ reason }: P<'reason'>) => `Greffier ne peut pas démarrer : ${reason}`,
  START_UNEXPECTED: 'Greffier s’est arrêté sur une erreur inattendue ; le détail suit, pour qui la corrigera :',
  DATABASE_REFUSED: ({ server }: P<'server'>) => `le serveur PostgreSQL ${server} refuse la connexion : est-il démarré, et DATABASE_URL le bon ?`,
  DATABASE_HOST_UNKNOWN: ({ host }: P<'host'>) => `le serveur PostgreSQL « ${host} » est introuvable : vérifiez DATABASE_URL`,
  DATABASE_TIMEOUT: ({ server }: P<'server'>) => `le serveur PostgreSQL ${server} ne répond pas : vérifiez DATABASE_URL et le réseau`,
  DATABASE_AUTHENTICATION: ({ server, user }: P<'server' | 'user'>) =>
    `le serveur PostgreSQL ${server} refuse l’utilisateur « ${user} » ou son mot de passe : vérifiez DATABASE_URL`,
  DATABASE_MISSING: ({ server, database }: P<'server' | 'database'>) =>
    `la base « ${database} » n’existe pas sur le serveur PostgreSQL ${server} : créez-la (createdb) ou corrigez DATABASE_URL`,
  DATABASE_UNAVAILABLE: ({ server, reason }: P<'server' | 'reason'>) =>
    `la connexion au serveur PostgreSQL ${server} a échoué (il dit « ${reason} ») : vérifiez DATABASE_URL et que le serveur est démarré`,
  PORT_IN_USE: ({ address }: P<'address'>) => `l’adresse ${address} est déjà prise par un autre programme : arrêtez-le, ou choisissez un autre PORT`,
  PORT_FORBIDDEN: ({ address }: P<'address'>) => `le système refuse d’ouvrir ${address} : choisissez un PORT au-dessus de 1023`,
  HOST_UNAVAILABLE: ({ address }: P<'address'>) => `l’adresse ${address} n’est pas celle de cette machine : corrigez HOST`,
  LEXICON_NOT_FOUND: ({ file, folder }: P<'file' | 'folder'>) =>
    `${file} est introuvable, ni à côté de ${folder} ni sous libs/lexicon/data : relancez « npm run build »`,
  LEXICON_FILE_MISSING: ({ file }: P<'file'>) => `fichier du lexique introuvable : ${file}`,
  LEXICON_UNSORTED: ({ line }: P<'line'>) => `les lignes du lexique ne sont pas triées par clé (ligne ${line}) : régénérez le fichier`,
  LEXICON_BAD_ADDITION: ({ spelling }: P<'spelling'>) => `un mot ajouté s’écrit en lettres et traits d’union, reçu « ${spelling} »`,
  LEXICON_BAD_LINE: ({ file, line }: P<'file' | 'line'>) => `${file} ligne ${line} : « graphie<TAB>source » attendu`,
} as const;

/** The log lines an operator reads at a terminal (the JSON log has the same words). */
const LOG_LINES = {
  LOG_BACKUP_TAKEN: ({ name, size }: P<'name' | 'size'>) => `sauvegarde ${name} (${size} octets)`,
  LOG_BAD_NOTIFICATION: ({ payload }: P<'payload'>) => `notification illisible ignorée : ${payload}`,
  LOG_SCREEN_EVENT_FAILED: ({ reason }: P<'reason'>) => `un événement n’a pas pu être envoyé à un écran : ${reason}`,
  LOG_NOTIFICATIONS_CUT: 'les notifications de la base sont coupées : reconnexion en cours (les classements ne sont plus gardés d’ici là)',
  LOG_RANKING_NOT_COMPUTED: ({ tournament, reason }: P<'tournament' | 'reason'>) =>
    `le classement du tournoi ${tournament} n’a pas été recalculé après un changement (${reason}) : ses écrans le reliront`,
  LOG_REQUEST_DONE: 'requête traitée',
  LOG_REQUEST_FAILED: 'requête en erreur',
} as const;

export const COMMAND_LINE = { ...ARBITERS_TOOL, ...API_COMMANDS, ...CONFIGURATION, ...START_UP, ...LOG_LINES } as const;

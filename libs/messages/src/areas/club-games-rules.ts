import { type P, plural } from '../render';

/**
 * The French words of one area's messages, by stable code; catalogue.ts gathers every area into MESSAGES.
 * Parametrised texts take `P<'name' | ...>` from ../render.
 *
 * This area: the club evenings' four games (libs/think-of-a-letter, libs/letter-strings, libs/lexicon-bridge,
 * libs/sloubi), each refused box of a game's settings or record, as the secretary reads it next to the box.
 * The boxes keep their paths (grids[1].rows[3][0], moves[2].claims[0]); a value received is shown as it came.
 */

/** « a », « b », « c »: the names of the boxes an object holds, as the API spells them. */
const names = (list: string | number) =>
  String(list)
    .split(/,\s*/)
    .map((name) => `« ${name} »`)
    .join(', ');

/** What every game says alike. */
const GAMES = {
  GAME_NOTHING: 'rien',
  GAME_AND: ({ list, last }: P<'list' | 'last'>) => `${list} et ${last}`,
  GAME_SETTINGS_OBJECT: 'les réglages s’écrivent comme un objet JSON { … }',
  GAME_UNKNOWN_SETTING: ({ known }: P<'known'>) => `réglage inconnu (ceux du jeu : ${names(known)})`,
  GAME_UNKNOWN_BOX: ({ known }: P<'known'>) => `case inconnue (celles qu’on attend ici : ${names(known)})`,
  GAME_RULINGS_OBJECT: 'les décisions de la soirée : un objet { admitted: [...], refused: [...] }, les mots admis et les mots refusés',
  GAME_WORD_LIST: 'une liste de mots',
  GAME_RULING_WORD: ({ given }: P<'given'>) => `un mot fait de lettres, reçu ${given}`,
  GAME_SEED: ({ max }: P<'max'>) => `un texte de 1 à ${max} caractères (sans graine, Greffier en tire une nouvelle)`,
  GAME_ONE_LETTER: ({ given }: P<'given'>) => `une lettre de A à Z, reçu ${given}`,
  GAME_SEAT_RANGE: ({ max, given }: P<'max' | 'given'>) => `une place de 1 à ${max}, reçu ${given}`,
  GAME_BOOLEAN: ({ given }: P<'given'>) => `« true » (oui) ou « false » (non), reçu ${given}`,
} as const;

/** Pensez à une lettre (libs/think-of-a-letter, docs/rules/think-of-a-letter.md). */
const THINK_OF_A_LETTER = {
  TOAL_SIZE: ({ min, max }: P<'min' | 'max'>) => `une grille de ${min} à ${max} cases de côté (le livre joue en 5, sa variante en 8)`,
  TOAL_BONUSES: 'une table des points de bonus par longueur de mot, par exemple {"5": 1, "8": 2}',
  TOAL_BONUS_LENGTH: ({ max }: P<'max'>) => `une longueur de mot de 2 à ${max} (le côté de la grille)`,
  TOAL_BONUS_POINTS: ({ max }: P<'max'>) => `des points de bonus : un nombre entier de 0 à ${max}`,
  TOAL_BEST_GRID_OBJECT: 'la recherche de la meilleure grille : un objet { seed, iterations }, sa graine et son nombre d’essais',
  TOAL_ITERATIONS: ({ max }: P<'max'>) => `un nombre entier d’essais de 0 (pas de recherche) à ${max}`,
  TOAL_RECORD_OBJECT: 'la feuille est un objet { calls, grids } : les lettres appelées, puis les grilles',
  TOAL_CALLS_LIST: 'la liste des lettres appelées, dans l’ordre',
  TOAL_TOO_MANY_CALLS: ({ squares, size, called }: P<'squares' | 'size' | 'called'>) =>
    `${squares} lettres remplissent une grille de ${size} × ${size} : ${called} appelées`,
  TOAL_CALL_OBJECT: 'un appel : la place qui appelle et la lettre (ou la lettre seule)',
  TOAL_CALL_TURN: ({ call, turn, first, seat }: P<'call' | 'turn' | 'first' | 'seat'>) =>
    `la lettre ${call} est appelée par la place ${turn} (les appels font le tour de la table depuis la place ${first}), pas par la place ${seat}`,
  TOAL_GRIDS_LIST: 'une grille par joueur, dans l’ordre des places (null tant qu’elle n’est pas saisie)',
  TOAL_GRIDS_COUNT: ({ players, grids }: P<'players' | 'grids'>) =>
    `une grille par joueur : ${plural(Number(players), 'joueur')}, ${plural(Number(grids), 'grille')}`,
  TOAL_GRID_TOO_EARLY: ({ squares, called }: P<'squares' | 'called'>) =>
    `une grille se saisit quand les ${squares} lettres sont appelées (${called} pour l’instant)`,
  TOAL_GRID_ROWS: ({ size }: P<'size'>) => `${size} lignes de ${size} lettres, de haut en bas`,
  TOAL_ROW_COUNT: ({ expected, given }: P<'expected' | 'given'>) => `${expected} lignes attendues, ${plural(Number(given), 'reçue')}`,
  TOAL_ROW_TEXT: ({ size }: P<'size'>) => `${size} lettres (un texte comme « ITWIT » ou une liste de lettres)`,
  TOAL_SQUARE_COUNT: ({ expected, given }: P<'expected' | 'given'>) => `${expected} cases attendues, ${plural(Number(given), 'reçue')}`,
  TOAL_SQUARE_EMPTY: 'la case est vide : il lui manque sa lettre',
  TOAL_SQUARE_LETTER: ({ given }: P<'given'>) => `chaque case contient une lettre de A à Z, reçu ${given}`,
  TOAL_MISSING_LETTER: ({ letter, called, written }: P<'letter' | 'called' | 'written'>) => `${letter} (appelé ${called} fois, écrit ${written} fois)`,
  TOAL_LETTER_TOO_OFTEN: ({ letter, written, called }: P<'letter' | 'written' | 'called'>) => `${letter} est écrit ${written} fois mais appelé ${called} fois`,
  TOAL_LETTER_TOO_OFTEN_MISSING: ({ letter, written, called, missing }: P<'letter' | 'written' | 'called' | 'missing'>) =>
    `${letter} est écrit ${written} fois mais appelé ${called} fois ; il manque à la grille ${missing}`,
  TOAL_GRID_MISSES: ({ missing }: P<'missing'>) => `la grille doit contenir les lettres appelées : il lui manque ${missing}`,
  TOAL_HYPHENATED: ({ spellings }: P<'spellings'>) => `le lexique l’écrit ${spellings} : les mots à trait d’union ne comptent pas`,
} as const;

/** Chaînes de lettres (libs/letter-strings, docs/rules/letter-strings.md). */
const LETTER_STRINGS = {
  LS_TARGET: ({ max, given }: P<'max' | 'given'>) => `un nombre entier de points de 1 à ${max}, reçu ${given}`,
  LS_SCORES_ONCE: ({ given }: P<'given'>) =>
    `« squares » (une suite de cases compte une fois) ou « spelling » (une orthographe compte une fois), reçu ${given}`,
  LS_RECORD_OBJECT: 'la feuille est un objet { moves: [...] } : la liste des coups',
  LS_MOVES_LIST: 'la liste des coups, dans l’ordre où ils ont été joués',
  LS_MAX_MOVES: ({ max }: P<'max'>) => `${max} coups au plus`,
  LS_MOVE_OBJECT: 'un coup : la place du joueur, le bout, la lettre et le mot souligné',
  LS_SEAT: ({ given }: P<'given'>) => `la place du joueur (1, 2…), reçu ${given}`,
  LS_END: ({ given }: P<'given'>) => `« left » (à gauche) ou « right » (à droite), reçu ${given}`,
  LS_CLAIMS_LIST: 'une liste d’au plus un mot souligné',
  LS_ONE_CLAIM: ({ given }: P<'given'>) => `un seul mot souligné par coup (la règle : « souligner un seul mot »), ${plural(Number(given), 'reçu')}`,
  LS_CLAIM_OBJECT: 'un mot souligné : ses cases « from » et « to », de la première lettre à la dernière',
  LS_SQUARE_NUMBER: ({ given }: P<'given'>) => `un numéro de case (0 pour la première lettre écrite, -1, -2… à sa gauche), reçu ${given}`,
  LS_MIN_PLAYERS: ({ min }: P<'min'>) => `les Chaînes de lettres se jouent à ${min} joueurs ou plus`,
  LS_SEAT_NAMED: ({ seat, name }: P<'seat' | 'name'>) => `place ${seat} (${name})`,
  LS_SEAT_ALONE: ({ seat }: P<'seat'>) => `place ${seat}`,
  LS_GAME_OVER: ({ seat, target, move }: P<'seat' | 'target' | 'move'>) => `la partie est finie : la ${seat} a atteint ${target} points au coup ${move}`,
  LS_NOT_YOUR_TURN: ({ seat, given }: P<'seat' | 'given'>) => `c’est au tour de la ${seat}, pas de la place ${given}`,
  LS_OPENING_LETTER: 'la partie commence par une lettre écrite au centre',
  LS_OPENING_NO_CLAIM: 'le premier coup écrit une lettre seulement ; les mots se soulignent à partir du deuxième coup',
  LS_EMPTY_MOVE: 'un coup ajoute une lettre à un bout, souligne un mot, ou les deux (les trois actions de la règle)',
  LS_END_NEEDED: 'dites à quel bout va la lettre : à gauche ou à droite',
  LS_END_WITHOUT_LETTER: ({ end }: P<'end'>) => `un bout (${end === 'left' ? 'à gauche' : 'à droite'}) est donné sans lettre`,
  LS_OFF_STRING: ({ square, first, last }: P<'square' | 'first' | 'last'>) => `la case ${square} est hors de la chaîne (cases ${first} à ${last} après ce coup)`,
  LS_SQUARE: ({ square }: P<'square'>) => `case ${square}`,
  LS_SQUARES: ({ from, to }: P<'from' | 'to'>) => `cases ${from} à ${to}`,
  LS_SPELLING_SCORED: ({ word, move, squares }: P<'word' | 'move' | 'squares'>) =>
    `${word} a déjà été marqué au coup ${move} (${squares}) : le club ne compte un mot qu’une fois, où qu’il soit (réglage scoresOnce : spelling)`,
  LS_SQUARE_SCORED: ({ square, move, word }: P<'square' | 'move' | 'word'>) => `la case ${square} a déjà été marquée au coup ${move} (${word})`,
  LS_SQUARES_SCORED: ({ from, to, move, word }: P<'from' | 'to' | 'move' | 'word'>) => `les cases ${from} à ${to} ont déjà été marquées au coup ${move} (${word})`,
  LS_SQUARE_READS: ({ square, word, why }: P<'square' | 'word' | 'why'>) => `la case ${square} se lit ${word} : ${why}`,
  LS_SQUARES_READ: ({ from, to, word, why }: P<'from' | 'to' | 'word' | 'why'>) => `les cases ${from} à ${to} se lisent ${word} : ${why}`,
  LS_READ_BACKWARDS: ({ reading, from, to, word }: P<'reading' | 'from' | 'to' | 'word'>) => `${reading} ; lues de ${from} à ${to}, elles donnent ${word}, un mot`,
  // Why a reading of the string scores or not (word-check.ts).
  LS_REFUSED_BY_RULING: 'refusé par les décisions de la soirée',
  LS_ADMITTED_BY_RULING: 'admis par les décisions de la soirée',
  LS_ONE_LETTER_WORD: 'un mot d’une lettre',
  LS_OTHER_VOWEL_ADMITTED: 'un mot d’une lettre (le club admet O, E et U)',
  LS_OTHER_VOWEL_REFUSED: 'O, E et U ne comptent que si le club les admet (réglage otherVowels)',
  LS_ONE_LETTER_REFUSED: 'les mots d’une lettre sont A et I (et O, E, U si le club les admet)',
  LS_IN_LEXICON: 'dans le lexique',
  LS_NOT_IN_LEXICON: 'absent du lexique',
  LS_ONLY: ({ faults }: P<'faults'>) => `seulement ${faults}`,
  LS_ONLY_HYPHENATED: ({ spellings }: P<'spellings'>) => `un mot à trait d’union (${spellings})`,
  LS_ONLY_PROPER_NOUN: ({ spellings }: P<'spellings'>) => `un nom propre (${spellings})`,
  LS_OR: ({ first, second }: P<'first' | 'second'>) => `${first} ou ${second}`,
} as const;

/** Bridge lexical (libs/lexicon-bridge, docs/rules/lexicon-bridge.md). */
const LEXICON_BRIDGE = {
  LB_SETTINGS_OBJECT: 'les réglages donnent la valeur des cartes : { values: { A: 10, … } }',
  LB_VALUES_OBJECT: 'la valeur de chaque carte (A à Z, *) : { A: 10, … }',
  LB_CARD: 'une carte est une lettre de A à Z, ou * pour la carte maîtresse',
  LB_CARD_VALUE: ({ max }: P<'max'>) => `un nombre entier de points, de 0 à ${max}`,
  LB_RECORD_OBJECT: 'la feuille est un objet { cut, deals } : la coupe (facultative), puis la liste des donnes',
  LB_DEALS_LIST: 'la liste des donnes jouées (vide en début de partie)',
  LB_MAX_DEALS: ({ max }: P<'max'>) => `${max} donnes au plus`,
  LB_CUT_OBJECT: 'la lettre tirée par chaque place à la coupe : { "1": "K", … }',
  LB_CUT_MASTER: 'la carte maîtresse n’a pas de rang à la coupe : tirez de nouveau',
  LB_CUT_MISSING: 'chaque place coupe : la lettre tirée manque',
  LB_CUT_LETTER: 'une lettre, de A à Z',
  LB_CUT_TIE_DEALER: ({ letter, seat }: P<'letter' | 'seat'>) =>
    `la même lettre (${letter}) que la place ${seat} : le donneur n’est pas désigné ; coupez de nouveau et notez la coupe qui décide`,
  LB_CUT_TIE_PARTNERS: ({ letter, seat }: P<'letter' | 'seat'>) =>
    `la même lettre (${letter}) que la place ${seat} : les équipes ne sont pas formées ; coupez de nouveau et notez la coupe qui décide`,
  LB_SEAT: ({ min, max }: P<'min' | 'max'>) => `une place, de ${min} à ${max}`,
  LB_DEAL_OBJECT: 'une donne : les mots et les levées, et s’il le faut le donneur, le déclarant, la renonce',
  LB_TRICKS: 'les levées du déclarant (avec le mort) : un nombre entier de 0 à 13',
  LB_TRICKS_OVER: ({ given }: P<'given'>) => `${given} levées : une donne n’en a que 13`,
  LB_WORDS_OBJECT: 'le mot de chaque place : { "1": "MAISON", … } (null : le joueur a montré son jeu)',
  LB_WORD_MISSING: 'chaque joueur montre un mot, ou son jeu (null) : celui de cette place manque',
  LB_WORD_TYPE: 'un mot, ou null (le joueur a montré son jeu)',
  LB_WORD_LETTERS: 'des lettres de A à Z seulement, et * pour la carte maîtresse',
  LB_WORD_TOO_SHORT: 'un mot d’au moins 5 lettres ; un joueur qui n’en a pas montre son jeu : laissez la case vide',
  LB_WORD_TOO_LONG: 'une main compte 13 cartes : 13 lettres au plus',
  LB_NO_WORD: 'personne n’a formé de mot : personne ne déclare, on redonne (la donne n’est pas notée)',
  LB_OVER_PACK: ({ cards }: P<'cards'>) => `plus de ${cards} que le jeu n’en contient (écrivez la carte maîtresse *)`,
  LB_DEFENDER_TRICKS_AT_FOUR: 'à trois seulement : à quatre, les défenseurs font ensemble 13 levées moins celles du déclarant',
  LB_DEFENDER_TRICKS_OBJECT: 'à trois : les levées de chaque défenseur, { "2": 4, "3": 3 }',
  LB_DEFENDER_TRICKS: 'un nombre entier de levées, de 0 à 13',
  LB_RENONCE_OBJECT: 'une renonce : la place fautive et le choix des adversaires (« tricks » ou « points »)',
  LB_RENONCE_PENALTY: 'le choix des adversaires : « tricks » (prendre 3 levées) ou « points » (50 points au-dessus de la ligne)',
  LB_SEAT_WORD: ({ seat, word, value }: P<'seat' | 'word' | 'value'>) => `la place ${seat} (${word}, ${value})`,
  LB_DECLARER_IS: ({ seat, given }: P<'seat' | 'given'>) => `les mots font de ${seat} le déclarant, pas de la place ${given}`,
  LB_DECLARER_TIED: ({ seats }: P<'seats'>) => `les mots ne départagent pas ${seats} : indiquez le déclarant choisi par la table`,
  LB_DECLARER_AMONG: ({ seats }: P<'seats'>) => `l’une des places dont les mots sont à égalité : ${seats}`,
  LB_DECLARER_LISTED: ({ seat, defenders }: P<'seat' | 'defenders'>) => `la place ${seat} déclare : seuls les défenseurs (places ${defenders}) sont notés`,
  LB_DEFENDER_MISSING: 'les levées de ce défenseur manquent',
  LB_THIRTEEN_TRICKS: ({ declarer, defenders, total }: P<'declarer' | 'defenders' | 'total'>) =>
    `13 levées par donne : ${declarer} pour le déclarant + ${defenders} pour les défenseurs = ${total}`,
  LB_RENONCE_TO_NEEDED: 'le déclarant a renoncé : quel défenseur prend les 3 levées ?',
  LB_RENONCE_TO_UNEXPECTED: 'seulement quand, à trois, le déclarant a renoncé et que les défenseurs prennent 3 levées',
  LB_RENONCE_TO_DECLARER: 'un défenseur, pas le déclarant',
} as const;

/** Le Sloubi (libs/sloubi, docs/rules/sloubi.md). */
const SLOUBI = {
  SLOUBI_VARIANT: '« standard » (60 jets de 3 dés) ou « children » (variante enfants : 10 jets de 2 dés, moins 4)',
  SLOUBI_ROUNDS: ({ max }: P<'max'>) => `le nombre de tours convenus : un nombre entier de 1 à ${max}`,
  SLOUBI_RECORD_OBJECT: 'la feuille est un objet { rounds: [...] }, une entrée par tour joué',
  SLOUBI_BEYOND_ROUNDS: ({ rounds }: P<'rounds'>) => `au-delà des ${rounds} tours convenus`,
  SLOUBI_ROUND_OBJECT: 'un tour : les jets de chaque joueur, puis les barrages',
  SLOUBI_SERIES_PER_PLAYER: ({ players }: P<'players'>) => `une série de jets par joueur, dans l’ordre des places (${plural(Number(players), 'joueur')})`,
  SLOUBI_SERIES_PER_PLAYER_GIVEN: ({ players, given }: P<'players' | 'given'>) =>
    `une série de jets par joueur, dans l’ordre des places (${plural(Number(players), 'joueur')}, ${plural(Number(given), 'série reçue', 'séries reçues')})`,
  SLOUBI_TIE_BREAKS_LIST: 'une liste de barrages',
  SLOUBI_SERIES: ({ throws, dice }: P<'throws' | 'dice'>) => `les ${throws} jets de ${dice} dés d’un joueur`,
  SLOUBI_SERIES_LENGTH: ({ throws, dice, given }: P<'throws' | 'dice' | 'given'>) =>
    `${throws} jets de ${dice} dés attendus, ${plural(Number(given), 'jet donné', 'jets donnés')}`,
  SLOUBI_THROW: ({ dice }: P<'dice'>) => `un jet de ${dice} dés`,
  SLOUBI_THROW_COUNT: ({ dice, given }: P<'dice' | 'given'>) => `un jet de ${dice} dés, ${plural(Number(given), 'dé donné', 'dés donnés')}`,
  SLOUBI_DIE: ({ given }: P<'given'>) => `un dé montre 1 à 6, reçu ${given}`,
  SLOUBI_PLAYER: ({ name, seat }: P<'name' | 'seat'>) => `${name} (place ${seat})`,
  SLOUBI_NO_TIE: ({ players }: P<'players'>) => `le tour est déjà gagné par ${players} : pas de barrage à lancer`,
  SLOUBI_TIE_BREAK_ENTRIES: ({ players }: P<'players'>) => `une case par joueur, dans l’ordre des places : les jets de ${players}, null pour les autres`,
  SLOUBI_NOT_TIED: ({ name }: P<'name'>) => `${name} n’était pas à égalité et ne relance pas : null attendu`,
  SLOUBI_TIED: ({ players, total }: P<'players' | 'total'>) => `${players} sont à égalité à ${total} : ils relancent, jusqu’à ce que l’un gagne`,
} as const;

export const CLUB_GAME_RULES = { ...GAMES, ...THINK_OF_A_LETTER, ...LETTER_STRINGS, ...LEXICON_BRIDGE, ...SLOUBI } as const;

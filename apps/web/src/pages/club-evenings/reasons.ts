import { ApiError } from '../../api/problem';

/**
 * The club games' refusals in French. The rules libraries of the four games still word each refused box in
 * English: the screens show the French text of this module instead, found by the reason's shape (below) or,
 * failing that, by the problem's code. Nothing English reaches the screen.
 */
export const CODE_FR: Readonly<Record<string, string>> = {
  INVALID_RECORD: 'cette case ne suit pas les règles du jeu',
  ILLEGAL_MOVE: 'ce coup est refusé par les règles du jeu',
  GAME_OVER: 'la partie est déjà gagnée : aucun coup ne peut suivre',
  GAME_FINISHED: 'tous les tours convenus sont joués',
  NO_SUCH_ACTION: 'ce jeu n’a pas de coup joué par le serveur',
  INVALID_SETTINGS: 'réglage refusé par les règles du jeu',
  INVALID_PLAYERS: 'joueur refusé',
  PLAYER_COUNT: 'nombre de joueurs refusé pour ce jeu',
  STALE_VERSION: 'un autre poste a enregistré la partie entre-temps',
  VERSION_REQUIRED: 'la version de la partie manque',
  INVALID_INPUT: 'valeur refusée',
  NOT_FOUND: 'partie ou club introuvable (supprimé ?)',
  OTHER_CLUB: 'un compte de club ne gère que les soirées de son club',
  ROLE_REQUIRED: 'ce compte ne peut pas enregistrer les soirées',
  UNAUTHENTICATED: 'connectez-vous de nouveau',
  INVALID_TOKEN: 'la session a expiré : connectez-vous de nouveau',
};

/** The headline of a refusal, by code. */
export const HEADLINE_FR: Readonly<Record<string, string>> = {
  INVALID_RECORD: 'Saisie refusée par les règles du jeu : rien n’est enregistré.',
  ILLEGAL_MOVE: 'Coup refusé par les règles du jeu : rien n’est enregistré.',
  GAME_OVER: 'La partie est déjà gagnée : rien n’est enregistré.',
  GAME_FINISHED: 'Tous les tours convenus sont joués.',
  INVALID_SETTINGS: 'Réglages refusés : la partie n’est pas créée.',
  INVALID_PLAYERS: 'Joueurs refusés : la partie n’est pas créée.',
  PLAYER_COUNT: 'Nombre de joueurs refusé : la partie n’est pas créée.',
  STALE_VERSION: 'Un autre poste a enregistré cette partie entre-temps : rien n’est enregistré.',
  OTHER_CLUB: 'Ce compte de club ne gère que les soirées de son club.',
  ROLE_REQUIRED: 'Ce compte ne peut pas enregistrer les soirées des clubs.',
  NOT_FOUND: 'Cette partie n’existe pas ou a été supprimée.',
};

const fois = (n: string) => `${n} fois`;
/** "0 jet donné", "1 jet donné", "2 jets donnés": French counts 0 and 1 singular. */
const count = (n: string, one: string, many: string) => `${n} ${Number(n) >= 2 ? many : one}`;
const place = (text: string) => text.replace(/\bseat (\d+)/g, 'place $1').replace(/ and /g, ' et ');
const squares = (text: string) =>
  text.replace(/\bsquares (-?\d+) to (-?\d+)/g, 'cases $1 à $2').replace(/\bsquare (-?\d+)/g, 'case $1');
const move = (k: string) => `coup ${Number(k) + 1}`;
const given = (v: string) => (v === 'nothing' ? 'rien' : v);

/** Why a reading of a Letter-Strings square does not score (the lexicon's and the house rules' words). */
const VERDICTS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^refused by the evening's rulings$/, () => 'refusé par les décisions de la soirée'],
  [/^O, E and U score only when the club allows them \(settings\.otherVowels\)$/, () => 'O, E et U ne comptent que si le club les autorise'],
  [/^the one-letter words are I and A \(and O, E, U if the club allows them\)$/, () => 'les mots d’une lettre sont I et A (et O, E, U si le club les autorise)'],
  [/^only (.+)$/, (m) => `seulement ${m[1]!.replace(/a hyphenated word/g, 'un mot composé').replace(/a proper noun/g, 'un nom propre').replace(/ or /g, ' ou ')}`],
  [/^(\S+) is a conjugated verb form$/, (m) => `${m[1]} est une forme verbale conjuguée`],
  [/^(\S+) is a proper noun$/, (m) => `${m[1]} est un nom propre`],
  [/^(\S+) is an abbreviation$/, (m) => `${m[1]} est une abréviation`],
  [/^(\S+) is an elided form \(written with an apostrophe\)$/, (m) => `${m[1]} est une forme élidée (avec apostrophe)`],
  [/^(\S+) is only part of a locution$/, (m) => `${m[1]} n’est qu’un élément de locution`],
  [/^(\S+) is a prefix or a suffix$/, (m) => `${m[1]} est un préfixe ou un suffixe`],
  [/^not in the lexicon$/, () => 'absent du lexique'],
];

function verdict(text: string): string | null {
  for (const [re, fr] of VERDICTS) {
    const m = re.exec(text);
    if (m) return fr(m);
  }
  return null;
}

const PATTERNS: [RegExp, (m: RegExpExecArray) => string | null][] = [
  // Think of a Letter
  [/^(\d+) letters fill a (\d+) x \d+ grid: (\d+) called$/, (m) => `${m[1]} lettres remplissent une grille de ${m[2]} × ${m[2]} : ${m[3]} appelées`],
  [/^one letter A-Z, got (.+)$/, (m) => `une lettre de A à Z (reçu ${m[1]})`],
  [/^a seat from 1 to (\d+), got (.+)$/, (m) => `une place de 1 à ${m[1]} (reçu ${m[2]})`],
  [/^seat (\d+) calls letter (\d+) \(the calls go round the table from seat (\d+)\), not seat (\d+)$/, (m) => `la lettre ${m[2]} est appelée par la place ${m[1]} (à tour de rôle depuis la place ${m[3]}), pas par la place ${m[4]}`],
  [/^one grid per player: (\d+) players, (\d+) grids$/, (m) => `une grille par joueur : ${m[1]} joueurs, ${m[2]} grilles`],
  [/^a grid is entered once all (\d+) letters are called \((\d+) so far\)$/, (m) => `une grille se saisit quand les ${m[1]} lettres sont appelées (${m[2]} pour l’instant)`],
  [/^(\d+) rows expected, (\d+) given$/, (m) => `${m[1]} lignes attendues, ${m[2]} données`],
  [/^(\d+) squares expected, (\d+) given$/, (m) => `${m[1]} cases attendues, ${m[2]} données`],
  [/^every square holds one letter A-Z, got (.+)$/, (m) => `chaque case contient une lettre de A à Z (reçu ${m[1]})`],
  [
    /^([A-Z]) is written (\d+) times? but called (\d+) times?(?:; the grid misses (.+))?$/,
    (m) => `${m[1]} est écrit ${fois(m[2]!)} mais appelé ${fois(m[3]!)}${m[4] ? ` ; il manque à la grille ${missing(m[4])}` : ''}`,
  ],
  [/^the grid must hold the letters called: it misses (.+)$/, (m) => `la grille doit contenir les lettres appelées : il lui manque ${missing(m[1]!)}`],
  [/^a grid of (\d+) to (\d+) squares a side/, (m) => `une grille de ${m[1]} à ${m[2]} cases de côté (le livre joue 5, sa variante 8)`],
  [/^a word length from 2 to (\d+)/, (m) => `une longueur de mot de 2 à ${m[1]} (le côté de la grille)`],
  [/^bonus points: an integer from 0 to (\d+)$/, (m) => `points de bonus : un entier de 0 à ${m[1]}`],
  [/^"(.+)" is both admitted and refused \(as "(.+)"\)$/, (m) => `« ${m[1]} » est à la fois admis et refusé (comme « ${m[2]} »)`],
  // Letter-Strings
  [/^it is the turn of (seat \d+(?: \(.+\))?), not of seat (\d+)$/, (m) => `c’est au tour de la ${place(m[1]!)}, pas de la place ${m[2]}`],
  [/^the game is over: (seat \d+(?: \(.+\))?) reached (\d+) points at moves\[(\d+)\]$/, (m) => `la partie est finie : la ${place(m[1]!)} a atteint ${m[2]} points au ${move(m[3]!)}`],
  [/^the opening move writes a letter only/, () => 'le premier coup écrit une lettre seulement ; les mots se soulignent à partir du deuxième coup'],
  [/^the game opens with one letter written in the centre$/, () => 'la partie commence par une lettre écrite au centre'],
  [/^a move adds a letter at one end, claims a word, or both/, () => 'un coup ajoute une lettre à un bout, souligne un mot, ou les deux'],
  [/^say at which end the letter goes/, () => 'dites à quel bout va la lettre : à gauche ou à droite'],
  [/^an end \((left|right)\) is given but no letter$/, (m) => `un bout (${m[1] === 'left' ? 'gauche' : 'droite'}) est donné sans lettre`],
  [/^square (-?\d+) is off the string \(squares (-?\d+) to (-?\d+) after this move\)$/, (m) => `la case ${m[1]} est hors de la chaîne (cases ${m[2]} à ${m[3]} après ce coup)`],
  [
    /^(\S+) was already scored at moves\[(\d+)\] \((.+)\): the club scores a word once/,
    (m) => `${m[1]} a déjà été marqué au ${move(m[2]!)} (${squares(m[3]!)}) : le club ne compte un mot qu’une fois, où qu’il soit`,
  ],
  [
    /^the (squares? -?\d+(?: to -?\d+)?) (?:was|were) already scored at moves\[(\d+)\] \((\S+)\)$/,
    (m) => (m[1]!.startsWith('squares') ? `les ${squares(m[1]!)} ont déjà été marquées` : `la ${squares(m[1]!)} a déjà été marquée`) + ` au ${move(m[2]!)} (${m[3]})`,
  ],
  [
    /^the (squares? -?\d+(?: to -?\d+)?) reads? (\S+): (.+?)(?:; read from (-?\d+) to (-?\d+) they give (\S+), a word)?$/,
    (m) => {
      const why = verdict(m[3]!);
      if (!why) return null;
      const many = m[1]!.startsWith('squares');
      return `${many ? 'les' : 'la'} ${squares(m[1]!)} ${many ? 'se lisent' : 'se lit'} ${m[2]} : ${why}${m[6] ? ` ; lues de ${m[4]} à ${m[5]}, elles donnent ${m[6]}, un mot` : ''}`;
    },
  ],
  [/^one word per move \(001: "underline any single word"\), (\d+) given$/, (m) => `un seul mot par coup (« souligner un seul mot »), ${m[1]} donnés`],
  [/^'left' or 'right', got (.+)$/, (m) => `à gauche ou à droite (reçu ${m[1]})`],
  [/^the seat of the player \(1, 2, \.\.\.\), got (.+)$/, (m) => `la place du joueur (1, 2…), reçu ${m[1]}`],
  [/^at most (\d+) moves$/, (m) => `${m[1]} coups au plus`],
  [/^a whole number of points from 1 to (\d+), got (.+)$/, (m) => `un nombre entier de points de 1 à ${m[1]} (reçu ${m[2]})`],
  [/^true or false$/, () => 'oui ou non'],
  [/^'squares' .* or 'spelling' .*$/, () => '« les cases » (une suite de cases compte une fois) ou « l’orthographe » (un mot compte une fois)'],
  // Lexicon Bridge
  [/^the master card has no rank in the cut: draw again$/, () => 'la carte maîtresse n’a pas de rang pour la coupe : tirez de nouveau'],
  [/^every seat cuts: the letter drawn is missing$/, () => 'chaque joueur coupe : la lettre tirée manque'],
  [/^one letter, A to Z$/, () => 'une lettre, de A à Z'],
  [
    /^the same letter \((.)\) as seat (\d+): the (dealer|partnerships) is not decided; cut again/,
    (m) => `la même lettre (${m[1]}) que la place ${m[2]} : ${m[3] === 'dealer' ? 'le donneur n’est pas désigné' : 'les équipes ne sont pas formées'} ; coupez de nouveau et notez la coupe qui décide`,
  ],
  [/^a seat, (\d+) to (\d+)$/, (m) => `une place, de ${m[1]} à ${m[2]}`],
  [/^the tricks made by the declarer \(with the dummy\): a whole number, 0 to 13$/, () => 'les levées du déclarant (avec le mort) : un nombre entier de 0 à 13'],
  [/^every player shows a word, or his hand \(null\): this seat's is missing$/, () => 'chaque joueur montre un mot ou son jeu : celui de cette place manque'],
  [/^a word, or null$/, () => 'un mot, ou rien (jeu montré)'],
  [/^letters A to Z only, and \* for the master card$/, () => 'des lettres de A à Z seulement, et * pour la carte maîtresse'],
  [/^a word of at least 5 letters \(003\)/, () => 'un mot d’au moins 5 lettres ; un joueur qui n’en a pas montre son jeu : laissez la case vide'],
  [/^a hand holds 13 cards: 13 letters at most$/, () => 'une main compte 13 cartes : 13 lettres au plus'],
  [/^nobody formed a word/, () => 'personne n’a formé de mot : personne ne déclare, on redonne (rien n’est noté)'],
  [/^more (.+) than the pack holds \(write the master card \*\)$/, (m) => `plus de ${m[1]!.replace(/, /g, ', ')} que le jeu n’en contient (écrivez la carte maîtresse *)`],
  [/^three players only: at four/, () => 'à trois seulement : à quatre, les défenseurs font ensemble 13 levées moins celles du déclarant'],
  [/^three players: each defender's own tricks/, () => 'à trois : les levées de chaque défenseur'],
  [/^a whole number of tricks, 0 to 13$/, () => 'un nombre entier de levées, de 0 à 13'],
  [/^the adversaries' choice: 'tricks'/, () => 'le choix des adversaires : prendre 3 levées, ou 50 points au-dessus de la ligne'],
  [/^the words make (seat \d+ \(.*?\)) the declarer, not seat (\d+)$/, (m) => `les mots font de la ${place(m[1]!)} le déclarant, pas de la place ${m[2]}`],
  [/^the words do not decide between (.+): give the declarer the table agreed on$/, (m) => `les mots ne départagent pas ${place(m[1]!).replace(/place/g, 'la place')} : indiquez le déclarant choisi par la table`],
  [/^one of (.+), whose words tie$/, (m) => `l’une des places à égalité : ${place(m[1]!)}`],
  [/^seat (\d+) declares: only the defenders \((.+)\) are listed$/, (m) => `la place ${m[1]} déclare : seuls les défenseurs (places ${m[2]}) sont notés`],
  [/^a defender's tricks are missing$/, () => 'les levées de ce défenseur manquent'],
  [/^13 tricks a deal: (\d+) for the declarer \+ (\d+) for the defenders = (\d+)$/, (m) => `13 levées par donne : ${m[1]} pour le déclarant + ${m[2]} pour les défenseurs = ${m[3]}`],
  [/^the declarer revoked: which defender takes the 3 tricks$/, () => 'le déclarant a renoncé : quel défenseur prend les 3 levées ?'],
  [/^only when, at three, the declarer revoked/, () => 'seulement quand, à trois, le déclarant a renoncé et que les défenseurs prennent 3 levées'],
  [/^a defender, not the declarer$/, () => 'un défenseur, pas le déclarant'],
  [/^(\d+) deals at most$/, (m) => `${m[1]} donnes au plus`],
  [/^a whole number of points, 0 to 100$/, () => 'un nombre entier de points, de 0 à 100'],
  [/^a card is a letter A\.\.Z, or \* for the master card$/, () => 'une carte est une lettre de A à Z, ou * pour la carte maîtresse'],
  // Sloubi
  [/^(\d+) throws of (\d+) dice expected, (\d+) throws given$/, (m) => `${m[1]} jets de ${m[2]} dés attendus, ${count(m[3]!, 'jet donné', 'jets donnés')} (tapez les dés à la suite)`],
  [/^a player's (\d+) throws of (\d+) dice$/, (m) => `les ${m[1]} jets de ${m[2]} dés d’un joueur`],
  [/^a throw of (\d+) dice(?:, (\d+) given)?$/, (m) => `un jet de ${m[1]} dés${m[2] ? `, ${count(m[2], 'donné', 'donnés')}` : ''}`],
  [/^a die shows 1 to 6 \((.+) given\)$/, (m) => `un dé montre 1 à 6 (${given(m[1]!)} donné)`],
  [/^the round is already won by (.+): no tie-break to throw$/, (m) => `le tour est déjà gagné par ${place(m[1]!)} : pas de barrage`],
  [/^(.+) was not tied and does not throw again: null expected$/, (m) => `${m[1]} n’était pas à égalité et ne relance pas`],
  [/^(.+) are tied at (\d+): they throw again, until one wins$/, (m) => `${place(m[1]!)} sont à égalité à ${m[2]} : ils relancent, jusqu’à ce que l’un gagne`],
  [/^beyond the (\d+) rounds agreed$/, (m) => `au-delà des ${m[1]} tours convenus`],
  [/^the (\d+) rounds agreed are all played$/, (m) => `les ${m[1]} tours convenus sont tous joués`],
  [/^must be "standard" .* or "children" .*$/, () => '« standard » (60 jets de 3 dés) ou « enfants » (10 jets de 2 dés, moins 4)'],
  [/^the number of rounds agreed: an integer from 1 to (\d+)$/, (m) => `le nombre de tours convenus : un entier de 1 à ${m[1]}`],
  [/^a text of 1 to (\d+) characters \(leave it out for a new one\)$/, (m) => `un texte de 1 à ${m[1]} caractères (laissez vide pour une nouvelle graine)`],
  // The seats, the version
  [/^give either playerId \(a registered player\) or guestName \(a guest\)$/, () => 'choisissez un joueur du club ou donnez le nom d’un invité'],
  [/^no such player$/, () => 'joueur introuvable'],
  [/^this player is seated twice$/, () => 'ce joueur est placé deux fois'],
  [/^a guest needs a name$/, () => 'un invité a besoin d’un nom'],
  [
    /^.+ is played by (\d+)(?: to (\d+))? players( or more)?(?: \((\d+) given\))?$/,
    (m) => `ce jeu se joue ${m[2] ? `de ${m[1]} à ${m[2]}` : `à ${m[1]}`} joueurs${m[3] ? ' ou plus' : ''}${m[4] ? ` (${count(m[4], 'place', 'places')})` : ''}`,
  ],
  [/^expected (\d+)$/, (m) => `version enregistrée : ${m[1]}`],
];

function missing(list: string): string {
  return list.replace(/([A-Z]) \(called (\d+) times?, written (\d+) times?\)/g, '$1 (appelé $2 fois, écrit $3 fois)');
}

// A reason the API already gives in French (the validation of days and names).
const FRENCH = /\b(doit|ne doit|entre|jour|caractères)\b|[éèàùç]/;

/** The French text of one refused box; `translated` false when the code's general text stands in for it. */
export function frenchReason(reason: string, code?: string): { text: string; translated: boolean } {
  for (const [re, fr] of PATTERNS) {
    const m = re.exec(reason);
    const text = m && fr(m);
    if (text) return { text, translated: true };
  }
  if (FRENCH.test(reason)) return { text: reason, translated: true };
  return { text: (code && CODE_FR[code]) || 'refusé par le serveur', translated: false };
}

export interface BoxProblem {
  /** The box, as a path into the record sent ("grids[1].rows[3][0]", "moves[2].claims[0]"). */
  field: string;
  text: string;
}

/** The refused boxes of an answer, in French, their paths read from the record (a leading "record." dropped). */
export function boxProblems(error: unknown): BoxProblem[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.map((e) => ({ field: e.field.replace(/^record\./, ''), text: frenchReason(e.reason, error.code).text }));
}

/** The problems of one box and of the boxes inside it ("grids[1]" holds "grids[1].rows[3][0]"), or exactly that box. */
export function problemsAt(problems: BoxProblem[], field: string, exact = false): BoxProblem[] {
  return problems.filter((p) => p.field === field || (!exact && (p.field.startsWith(`${field}.`) || p.field.startsWith(`${field}[`))));
}

/** The headline of a failed call, in French. */
export function headline(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code && HEADLINE_FR[error.code]) return HEADLINE_FR[error.code]!;
    const general = error.code ? CODE_FR[error.code] : undefined;
    if (general) return `${general[0]!.toUpperCase()}${general.slice(1)}.`;
    return error.status >= 500 ? 'Erreur du serveur : rien n’est enregistré, réessayez.' : 'Refusé par le serveur : rien n’est enregistré.';
  }
  if (error instanceof TypeError) return 'Le serveur Greffier ne répond pas : vérifiez le réseau de la salle.';
  return 'Erreur inattendue.';
}

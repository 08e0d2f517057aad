/// <reference types="jest" />
// The screens' program has no test globals of its own: this table test runs in the unit tier (npm run test:unit).
import { frenchReason } from './reasons';

describe('the club games’ refusals, in French', () => {
  it.each([
    // Pensez à une lettre (test/club-think-of-a-letter.e2e-spec.ts, libs/think-of-a-letter/src/record.ts)
    [
      'X is written 2 times but called 1 time; the grid misses T (called 2 times, written 1 time)',
      'X est écrit 2 fois mais appelé 1 fois ; il manque à la grille T (appelé 2 fois, écrit 1 fois)',
    ],
    ['the grid must hold the letters called: it misses T (called 2 times, written 1 time)', 'la grille doit contenir les lettres appelées : il lui manque T (appelé 2 fois, écrit 1 fois)'],
    ['a grid is entered once all 25 letters are called (12 so far)', 'une grille se saisit quand les 25 lettres sont appelées (12 pour l’instant)'],
    ['seat 2 calls letter 3 (the calls go round the table from seat 1), not seat 3', 'la lettre 3 est appelée par la place 2 (à tour de rôle depuis la place 1), pas par la place 3'],
    ['every square holds one letter A-Z, got "7"', 'chaque case contient une lettre de A à Z (reçu "7")'],
    ['a grid of 3 to 10 squares a side (000 plays 5, its variation 8)', 'une grille de 3 à 10 cases de côté (le livre joue 5, sa variante 8)'],
    // Chaînes de lettres (test/club-letter-strings.e2e-spec.ts)
    ['square 4 is off the string (squares 0 to 3 after this move)', 'la case 4 est hors de la chaîne (cases 0 à 3 après ce coup)'],
    ['the squares 2 to 0 were already scored at moves[2] (RAT)', 'les cases 2 à 0 ont déjà été marquées au coup 3 (RAT)'],
    ['the square 1 was already scored at moves[1] (A)', 'la case 1 a déjà été marquée au coup 2 (A)'],
    ['it is the turn of seat 1 (Alice Martin), not of seat 2', 'c’est au tour de la place 1 (Alice Martin), pas de la place 2'],
    [
      'the squares 3 to 0 read NIRT: not in the lexicon; read from 0 to 3 they give TRIN, a word',
      'les cases 3 à 0 se lisent NIRT : absent du lexique ; lues de 0 à 3, elles donnent TRIN, un mot',
    ],
    ['the square 0 read O: O, E and U score only when the club allows them (settings.otherVowels)', 'la case 0 se lit O : O, E et U ne comptent que si le club les autorise'],
    ['the squares 0 to 4 read PARIS: PARIS is a proper noun', 'les cases 0 à 4 se lisent PARIS : PARIS est un nom propre'],
    ['the squares 0 to 5 read MANGEA: mangea is a conjugated verb form', 'les cases 0 à 5 se lisent MANGEA : mangea est une forme verbale conjuguée'],
    ['the squares 0 to 9 read PORTEAVION: only a hyphenated word (porte-avion)', 'les cases 0 à 9 se lisent PORTEAVION : seulement un mot composé (porte-avion)'],
    ['the game is over: seat 2 (Bruno Petit) reached 10 points at moves[10]', 'la partie est finie : la place 2 (Bruno Petit) a atteint 10 points au coup 11'],
    [
      'A was already scored at moves[1] (square 1): the club scores a word once, wherever it stands (settings.scoresOnce: spelling)',
      'A a déjà été marqué au coup 2 (case 1) : le club ne compte un mot qu’une fois, où qu’il soit',
    ],
    ['a whole number of points from 1 to 1000, got 0', 'un nombre entier de points de 1 à 1000 (reçu 0)'],
    // Bridge lexical (test/club-lexicon-bridge.e2e-spec.ts)
    ['the tricks made by the declarer (with the dummy): a whole number, 0 to 13', 'les levées du déclarant (avec le mort) : un nombre entier de 0 à 13'],
    [
      'a word of at least 5 letters (003); a player without one shows his hand: send null',
      'un mot d’au moins 5 lettres ; un joueur qui n’en a pas montre son jeu : laissez la case vide',
    ],
    ['the words make seat 3 (MAISON, 52) the declarer, not seat 1', 'les mots font de la place 3 (MAISON, 52) le déclarant, pas de la place 1'],
    ['13 tricks a deal: 4 for the declarer + 10 for the defenders = 14', '13 levées par donne : 4 pour le déclarant + 10 pour les défenseurs = 14'],
    [
      'the same letter (A) as seat 2: the partnerships is not decided; cut again and record the cut that decides',
      'la même lettre (A) que la place 2 : les équipes ne sont pas formées ; coupez de nouveau et notez la coupe qui décide',
    ],
    ['a whole number of points, 0 to 100', 'un nombre entier de points, de 0 à 100'],
    // Sloubi (test/club-sloubi.e2e-spec.ts)
    ['60 throws of 3 dice expected, 59 throws given', '60 jets de 3 dés attendus, 59 jets donnés (tapez les dés à la suite)'],
    ['a die shows 1 to 6 (7 given)', 'un dé montre 1 à 6 (7 donné)'],
    ['a throw of 2 dice, 1 given', 'un jet de 2 dés, 1 donné'],
    [
      'Alice Martin (seat 1) and Bruno Petit (seat 2) are tied at 70: they throw again, until one wins',
      'Alice Martin (place 1) et Bruno Petit (place 2) sont à égalité à 70 : ils relancent, jusqu’à ce que l’un gagne',
    ],
    ['the 3 rounds agreed are all played', 'les 3 tours convenus sont tous joués'],
    // The seats
    ['Sloubi is played by 2 to 20 players (1 given)', 'ce jeu se joue de 2 à 20 joueurs (1 place)'],
    ['Letter-Strings is played by 2 players or more', 'ce jeu se joue à 2 joueurs ou plus'],
    ['this player is seated twice', 'ce joueur est placé deux fois'],
    ['a guest needs a name', 'un invité a besoin d’un nom'],
  ])('%s', (english, french) => {
    expect(frenchReason(english)).toEqual({ text: french, translated: true });
  });

  it('stands in the code’s general text for a reason it does not know, never the English', () => {
    expect(frenchReason('a reason nobody wrote yet', 'ILLEGAL_MOVE')).toEqual({ text: 'ce coup est refusé par les règles du jeu', translated: false });
    expect(frenchReason('something else', 'NOPE')).toEqual({ text: 'refusé par le serveur', translated: false });
  });

  it('keeps a reason the API already gives in French', () => {
    expect(frenchReason('playedOn doit être un jour du calendrier (AAAA-MM-JJ) entre 1900 et 2100')).toMatchObject({ translated: true });
  });
});

import { refusedInFrench } from '../../common/src/testing/refused';
import { GameInputError } from '@greffier/common';
import { parseSettings } from './settings';
import { readSquares, scoreGame, standings } from './scoring';
import { TEST_LEXICON } from './testing/lexicon';
import type { LetterStringsSettings, Move } from './types';


const SETTINGS: LetterStringsSettings = parseSettings(undefined);
const TWO = { names: ['Anne', 'Bruno'], lexicon: TEST_LEXICON };
const THREE = { names: ['Anne', 'Bruno', 'Chloé'], lexicon: TEST_LEXICON };
const m = (seat: number, end: 'left' | 'right' | undefined, letter: string | undefined, claim?: [number, number]): Move => ({
  seat,
  ...(end ? { end } : {}),
  ...(letter ? { letter } : {}),
  claims: claim ? [{ from: claim[0], to: claim[1] }] : [],
});

/** The code and the boxes of a call expected to throw GameInputError: {field: reason}. */
function refusal(run: () => unknown): { code: string; errors: Record<string, string> } {
  const e = refusedInFrench(run, 'expected a GameInputError');
  return { code: e.code, errors: Object.fromEntries(e.errors.map((x) => [x.field, x.reason])) };
}

// A game of two. Squares are numbered from the first letter (0); letters added on the left take -1, -2...
// The final string ERATE stands on squares -1..3: E(-1) R(0) A(1) T(2) E(3).
const GAME: Move[] = [
  m(1, undefined, 'R'), //          R      the opening letter, square 0
  m(2, 'right', 'A', [1, 1]), //    RA     A (square 1)
  m(1, 'right', 'T', [0, 2]), //    RAT    RAT (0..2)
  m(2, 'left', 'E', [2, 1]), //     ERAT   TA (2..1, backwards over RAT's squares)
  m(1, 'right', 'E', [0, 3]), //    ERATE  RATE (0..3)
  m(2, undefined, undefined, [2, 3]), // TE (2..3), no letter added (001's third action)
  m(1, undefined, undefined, [2, -1]), // TARE (2..-1, backwards)
];

describe('scoreGame: the string, the words and the points, move by move (001)', () => {
  const { result } = scoreGame({ ...SETTINGS, target: 10 }, { moves: GAME }, TWO);

  // 001: "The player adds to his score a number equal to the number of letters in the word."
  it.each([
    // move, string after it, its leftmost square, word, points, totals [Anne, Bruno]
    [0, 'R', 0, null, 0, [0, 0]],
    [1, 'RA', 0, 'A', 1, [0, 1]], // Bruno 0 + 1 = 1
    [2, 'RAT', 0, 'RAT', 3, [3, 1]], // Anne 0 + 3 = 3
    [3, 'ERAT', -1, 'TA', 2, [3, 3]], // Bruno 1 + 2 = 3
    [4, 'ERATE', -1, 'RATE', 4, [7, 3]], // Anne 3 + 4 = 7
    [5, 'ERATE', -1, 'TE', 2, [7, 5]], // Bruno 3 + 2 = 5
    [6, 'ERATE', -1, 'TARE', 4, [11, 5]], // Anne 7 + 4 = 11 >= 10: she wins
  ])('move %i: %s from square %i, word %s for %i, totals %j', (i, letters, first, word, points, totals) => {
    const move = result.moves[i]!;
    expect(move.string).toEqual({ letters, first });
    expect(move.word?.word ?? null).toBe(word);
    expect(move.points).toBe(points);
    expect(move.totals).toEqual(totals);
  });

  it('names the kind of each move and the square each letter took', () => {
    expect(result.moves.map((x) => x.kind)).toEqual(['opening', 'letterAndWord', 'letterAndWord', 'letterAndWord', 'letterAndWord', 'word', 'word']);
    expect(result.moves.map((x) => x.square)).toEqual([0, 1, 2, -1, 3, null, null]);
    expect(result.moves.map((x) => x.end)).toEqual([null, 'right', 'right', 'left', 'right', null, null]);
  });

  it('ends the game when a player first reaches the target: 11 >= 10, Anne (seat 1) wins at move 6', () => {
    expect(result).toMatchObject({ winner: 1, finishedAt: 6, finished: true, next: null, totals: [11, 5], string: { letters: 'ERATE', first: -1 } });
    expect(result.words.map((w) => `${w.word}@${w.from}..${w.to}=${w.points}`)).toEqual(['A@1..1=1', 'RAT@0..2=3', 'TA@2..1=2', 'RATE@0..3=4', 'TE@2..3=2', 'TARE@2..-1=4']);
    expect(standings(result)).toEqual([{ seat: 1, points: 11, place: 1 }, { seat: 2, points: 5, place: 2 }]);
  });

  it('refuses any move after the winning one (001: "the player first reaching a score of 50")', () => {
    expect(refusal(() => scoreGame({ ...SETTINGS, target: 10 }, { moves: [...GAME, m(2, 'right', 'S')] }, TWO))).toEqual({
      code: 'GAME_OVER',
      errors: { 'moves[7]': 'la partie est finie : la place 1 (Anne) a atteint 10 points au coup 7' },
    });
  });

  it('plays on with the default target of 50: nobody has won, the next seat is 2', () => {
    const { result: open } = scoreGame(SETTINGS, { moves: GAME }, TWO);
    expect(open).toMatchObject({ target: 50, winner: null, finishedAt: null, finished: false, next: 2, totals: [11, 5] });
  });

  it('reaching the target exactly wins: 11 points against a target of 11', () => {
    expect(scoreGame({ ...SETTINGS, target: 11 }, { moves: GAME }, TWO).result).toMatchObject({ winner: 1, finishedAt: 6 });
    expect(scoreGame({ ...SETTINGS, target: 12 }, { moves: GAME }, TWO).result).toMatchObject({ winner: null, finished: false });
  });
});

describe('the same squares never score twice; other spans over them do (001: "provided the word has not already been marked")', () => {
  const rat = GAME.slice(0, 3); // RAT on squares 0..2 (Anne 3), the A of square 1 already Bruno's (1)
  it.each([
    ['TAR, RAT backwards: the same squares 0..2', [2, 0], 'les cases 2 à 0 ont déjà été marquées au coup 3 (RAT)'],
    ['the A of square 1 again', [1, 1], 'la case 1 a déjà été marquée au coup 2 (A)'],
  ] as const)('%s: refused', (_label, claim, reason) => {
    expect(refusal(() => scoreGame(SETTINGS, { moves: [...rat, m(2, undefined, undefined, [claim[0], claim[1]])] }, TWO))).toEqual({ code: 'ILLEGAL_MOVE', errors: { 'moves[3].claims[0]': reason } });
  });

  // 001: "it would have been quite in order for a player to mark the A in CAB after the word CAB had itself been marked".
  it.each([
    ['the A inside RAT, after RAT (square 1): Bruno 0 + 1', [m(1, undefined, 'R'), m(2, 'right', 'A'), m(1, 'right', 'T', [0, 2]), m(2, undefined, undefined, [1, 1])], 'A', [3, 1]],
    ['TA inside RAT (2..1): Bruno 1 + 2', [...rat, m(2, undefined, undefined, [2, 1])], 'TA', [3, 3]],
    ['RATE over all of RAT\'s squares and one more (0..3): Bruno 1 + 4', [...rat, m(2, 'right', 'E', [0, 3])], 'RATE', [3, 5]],
  ] as const)('%s: scored', (_label, moves, word, totals) => {
    const { result } = scoreGame(SETTINGS, { moves }, TWO);
    expect(result.words.at(-1)?.word).toBe(word);
    expect(result.totals).toEqual(totals);
  });
});

// 001: a word scores "provided the word has not already been marked in this way" / "provided that it differs in
// at least one letter from any previously scored word". settings.scoresOnce: 'squares' (the default) or 'spelling'.
describe('settings.scoresOnce: a span of squares scores once, or a spelling does', () => {
  const rat = GAME.slice(0, 3); // A on square 1 (Bruno 1), RAT on squares 0..2 (Anne 3)
  const les = [m(1, undefined, 'L'), m(2, 'right', 'E'), m(1, 'right', 'S', [0, 2])]; // LES on squares 0..2 (Anne 3)
  const spelling = 'le club ne compte un mot qu’une fois, où qu’il soit (réglage scoresOnce : spelling)';
  type Outcome = number[] | string; // the totals [Anne, Bruno] once scored, or the refusal of the last move
  const play = (scoresOnce: 'squares' | 'spelling', moves: Move[]): Outcome => {
    try {
      return scoreGame({ ...SETTINGS, scoresOnce }, { moves }, TWO).result.totals;
    } catch (e) {
      if (!(e instanceof GameInputError)) throw e;
      return e.errors.map((x) => x.reason).join('; ');
    }
  };

  it.each<[string, Move[], Outcome, Outcome]>([
    // label, moves, with 'squares', with 'spelling'
    ['SEL, LES backwards over its squares (2..0)', [...les, m(2, undefined, undefined, [2, 0])],
      'les cases 2 à 0 ont déjà été marquées au coup 3 (LES)', [3, 3]], // Bruno 0 + 3 = 3
    ['RAT again at another place (3..5 of RATRAT)', [...rat, m(2, 'right', 'R'), m(1, 'right', 'A'), m(2, 'right', 'T', [3, 5])],
      [3, 4], `RAT a déjà été marqué au coup 3 (cases 0 à 2) : ${spelling}`], // Bruno 1 + 3 = 4
    ['another A (square -1 of ARAT)', [...rat, m(2, 'left', 'A', [-1, -1])],
      [3, 2], `A a déjà été marqué au coup 2 (case 1) : ${spelling}`], // Bruno 1 + 1 = 2
    ['RAT again on its own squares (0..2)', [...rat, m(2, undefined, undefined, [0, 2])],
      'les cases 0 à 2 ont déjà été marquées au coup 3 (RAT)', `RAT a déjà été marqué au coup 3 (cases 0 à 2) : ${spelling}`],
    ['TA inside RAT (2..1)', [...rat, m(2, undefined, undefined, [2, 1])], [3, 3], [3, 3]], // Bruno 1 + 2 = 3
    // 001: "quite in order for a player to mark the A in CAB after the word CAB had itself been marked"
    ['the A inside RAT, after RAT', [m(1, undefined, 'R'), m(2, 'right', 'A'), m(1, 'right', 'T', [0, 2]), m(2, undefined, undefined, [1, 1])], [3, 1], [3, 1]],
    ['RATE over all of RAT\'s squares and one more (0..3)', [...rat, m(2, 'right', 'E', [0, 3])], [3, 5], [3, 5]], // Bruno 1 + 4 = 5
  ])('%s: squares %j, spelling %j', (_label, moves, squares, spelled) => {
    expect(play('squares', moves)).toEqual(squares);
    expect(play('spelling', moves)).toEqual(spelled);
  });

  it('is read from the settings, squares by default', () => {
    const moves = [...les, m(2, undefined, undefined, [2, 0])];
    expect(refusal(() => scoreGame(parseSettings({}), { moves }, TWO)).errors).toEqual({ 'moves[3].claims[0]': 'les cases 2 à 0 ont déjà été marquées au coup 3 (LES)' });
    expect(scoreGame(parseSettings({ scoresOnce: 'spelling' }), { moves }, TWO).result.words.map((w) => w.word)).toEqual(['LES', 'SEL']);
  });

  it('spelling: TAR over RAT is judged as TAR, with no hint towards RAT, already scored', () => {
    expect(play('spelling', [...rat, m(2, undefined, undefined, [2, 0])])).toBe('les cases 2 à 0 se lisent TAR : absent du lexique');
  });
});

describe('a bad move is refused with a 422 naming its box', () => {
  const R = m(1, undefined, 'R');
  it.each([
    ['a player out of turn', [R, m(1, 'right', 'A')], { 'moves[1].seat': 'c’est au tour de la place 2 (Bruno), pas de la place 1' }],
    ['a word off the string', [R, m(2, 'right', 'A', [1, 2])], { 'moves[1].claims[0].to': 'la case 2 est hors de la chaîne (cases 0 à 1 après ce coup)' }],
    ['a word off the left end', [R, m(2, 'left', 'A', [-2, 0])], { 'moves[1].claims[0].from': 'la case -2 est hors de la chaîne (cases -1 à 0 après ce coup)' }],
    ['not a word (its reverse is one)', [R, m(2, 'right', 'A'), m(1, 'right', 'T', [2, 0])], { 'moves[2].claims[0]': 'les cases 2 à 0 se lisent TAR : absent du lexique ; lues de 0 à 2, elles donnent RAT, un mot' }],
    ['a one-letter word other than I and A', [R, m(2, 'right', 'O', [1, 1])], { 'moves[1].claims[0]': 'la case 1 se lit O : O, E et U ne comptent que si le club les admet (réglage otherVowels)' }],
    ['a word claimed on the opening move', [m(1, undefined, 'A', [0, 0])], { 'moves[0].claims': 'le premier coup écrit une lettre seulement ; les mots se soulignent à partir du deuxième coup' }],
    ['an opening without a letter', [m(1, undefined, undefined)], { 'moves[0].letter': 'la partie commence par une lettre écrite au centre' }],
    ['a letter without its end', [R, m(2, undefined, 'A')], { 'moves[1].end': 'dites à quel bout va la lettre : à gauche ou à droite' }],
    ['an end without a letter', [R, m(2, 'left', undefined, [0, 0])], { 'moves[1].letter': 'un bout (à gauche) est donné sans lettre' }],
    ['a move that does nothing', [R, m(2, undefined, undefined)], { 'moves[1]': 'un coup ajoute une lettre à un bout, souligne un mot, ou les deux (les trois actions de la règle)' }],
    ['a proper noun', [m(1, undefined, 'A'), m(2, 'right', 'R'), m(1, 'right', 'L'), m(2, 'right', 'E'), m(1, 'right', 'S', [0, 4])], { 'moves[4].claims[0]': 'les cases 0 à 4 se lisent ARLES : « Arles » est un nom propre' }],
  ] as const)('%s', (_label, moves, errors) => {
    expect(refusal(() => scoreGame(SETTINGS, { moves }, TWO)).errors).toEqual(errors);
  });

  it('stops at the first bad move: moves[2] is named, not moves[4]', () => {
    const moves = [R, m(2, 'right', 'A'), m(1, 'right', 'Z', [1, 2]), m(2, 'right', 'T'), m(2, 'right', 'T')];
    expect(refusal(() => scoreGame(SETTINGS, { moves }, TWO)).errors).toEqual({ 'moves[2].claims[0]': 'les cases 1 à 2 se lisent AZ : absent du lexique' });
  });

  it('lists every malformed box of every move before replaying any', () => {
    const record = { moves: [{ seat: 1, letter: 'AB' }, { seat: 0, end: 'up', letter: '7', claims: [{ from: 0, to: 1 }, { from: 'x', to: 0 }] }, 'E', { seat: 1, claim: { from: 0, to: 0 } }], extra: 1 };
    expect(refusal(() => scoreGame(SETTINGS, record, TWO))).toEqual({
      code: 'INVALID_RECORD',
      errors: {
        extra: 'case inconnue (celles qu’on attend ici : « moves »)',
        'moves[0].letter': 'une lettre de A à Z, reçu « AB »',
        'moves[1].seat': 'la place du joueur (1, 2…), reçu 0',
        'moves[1].end': '« left » (à gauche) ou « right » (à droite), reçu « up »',
        'moves[1].letter': 'une lettre de A à Z, reçu « 7 »',
        'moves[1].claims[1].from': 'un numéro de case (0 pour la première lettre écrite, -1, -2… à sa gauche), reçu « x »',
        'moves[1].claims': 'un seul mot souligné par coup (la règle : « souligner un seul mot »), 2 reçus',
        'moves[2]': 'un coup : la place du joueur, le bout, la lettre et le mot souligné',
        'moves[3].claim': 'case inconnue (celles qu’on attend ici : « seat », « end », « letter », « claims »)',
      },
    });
  });

  it('stores bare upper-case letters: é and e are both E', () => {
    const { record, result } = scoreGame(SETTINGS, { moves: [{ seat: 1, letter: 'é' }, { seat: 2, end: 'right', letter: 't' }, { seat: 1, end: 'right', letter: 'e', claims: [{ from: 0, to: 2 }] }] }, TWO);
    expect(record.moves.map((x) => x.letter)).toEqual(['E', 'T', 'E']);
    expect(result.words).toEqual([{ move: 2, seat: 1, from: 0, to: 2, word: 'ETE', points: 3 }]); // été, accents ignored
  });

  it('is played by 2 players or more (001: "any number of people"; "by two players at a fair level")', () => {
    expect(refusal(() => scoreGame(SETTINGS, { moves: [] }, { names: ['Anne'], lexicon: TEST_LEXICON })).errors).toEqual({ players: 'les Chaînes de lettres se jouent à 2 joueurs ou plus' });
  });
});

describe('three players, clockwise (001: "The players now take turns, in a clockwise order")', () => {
  const moves = [m(1, undefined, 'L'), m(2, 'right', 'E', [0, 1]), m(3, 'right', 'S', [0, 2]), m(1, undefined, undefined, [2, 0]), m(2, 'left', 'A')];
  it('turns go 1, 2, 3, 1, 2; SEL is LES backwards but the same squares, so it is refused', () => {
    expect(refusal(() => scoreGame(SETTINGS, { moves }, THREE)).errors).toEqual({ 'moves[3].claims[0]': 'les cases 2 à 0 ont déjà été marquées au coup 3 (LES)' });
  });

  it('equal points share a place: Bruno 2 (LE) and Anne 2 (LA) are 2nd, Chloé 3 (LES) 1st', () => {
    const ok = [...moves.slice(0, 3), m(1, 'left', 'A', [0, -1]), m(2, 'right', 'S')];
    const { result } = scoreGame(SETTINGS, { moves: ok }, THREE);
    expect(result.totals).toEqual([2, 2, 3]); // LA 2, LE 2, LES 3
    expect(result.next).toBe(3);
    expect(standings(result)).toEqual([{ seat: 3, points: 3, place: 1 }, { seat: 1, points: 2, place: 2 }, { seat: 2, points: 2, place: 2 }]);
  });
});

describe('readSquares', () => {
  it.each([
    [0, 3, 'RATE'],
    [3, 0, 'ETAR'],
    [-1, -1, 'E'],
    [2, -1, 'TARE'],
  ])('ERATE from square -1: %i to %i reads %s', (from, to, word) => {
    expect(readSquares({ letters: 'ERATE', first: -1 }, from, to)).toBe(word);
  });
});

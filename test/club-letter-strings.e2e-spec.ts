import { fetchPdf } from './support/pdf';
import { clubEvening } from './support/fixtures';
import { inFrench } from './support/french';

/**
 * Letter-Strings (Chaînes de lettres) of a club evening through the API, from an empty database: two players of
 * the club and a guest, the whole record typed in (PUT), scored against the French lexicon; the refused records
 * name their box (422), a stale version gets 409, the score sheet is read back.
 */
type Claim = { from: number; to: number };
type Move = { seat: number; end?: 'left' | 'right'; letter?: string; claims?: Claim[] };
const c = (from: number, to: number): Claim[] => [{ from, to }];

// Target 10. Squares from the first letter (0); the final string SERATES stands on -2..4: S E R A T E S.
const MOVES: Move[] = [
  { seat: 1, letter: 'R' }, //                          R
  { seat: 2, end: 'right', letter: 'A', claims: c(1, 1) }, // RA      A      Bruno 1
  { seat: 3, end: 'right', letter: 'T', claims: c(0, 2) }, // RAT     RAT    Jeanne 3
  { seat: 1, end: 'left', letter: 'E', claims: c(2, 1) }, //  ERAT    TA     Alice 2
  { seat: 2, end: 'right', letter: 'E', claims: c(0, 3) }, // ERATE   RATE   Bruno 1 + 4 = 5
  { seat: 3, claims: c(2, -1) }, //                           ERATE   TARE   Jeanne 3 + 4 = 7
  { seat: 1, end: 'right', letter: 'S', claims: c(0, 4) }, // ERATES  RATES  Alice 2 + 5 = 7
  { seat: 2, claims: c(2, 3) }, //                            TE     Bruno 5 + 2 = 7
  { seat: 3, claims: c(3, 4) }, //                            ES     Jeanne 7 + 2 = 9
  { seat: 1, end: 'left', letter: 'S', claims: c(-2, -1) }, // SERATES SE (not on ES's squares) Alice 7 + 2 = 9
  { seat: 2, claims: c(2, 4) }, //                            TES    Bruno 7 + 3 = 10 >= 10: he wins
];

describe('Letter-Strings of a club evening through the API', () => {
  const evening = clubEvening('LETTER_STRINGS');
  const { games, create } = evening;
  let game: string;
  const put = (moves: unknown, version: number) => evening.t.http().put(`${games()}/${game}/record`).set(evening.org).send({ record: { moves }, version });

  it('creates a game with its settings filled in; refuses bad settings and a lone player (422 naming the box)', async () => {
    const res = await create({ title: 'Soirée du vendredi', settings: { target: 10, rulings: { admitted: ['zax'] } } }).expect(201);
    expect(res.body).toMatchObject({ kind: 'LETTER_STRINGS', version: 1, finished: false, record: { moves: [] } });
    expect(res.body.settings).toEqual({ target: 10, otherVowels: false, scoresOnce: 'squares', rulings: { admitted: ['zax'], refused: [] } });
    expect(res.body.standings).toEqual([
      { seat: 1, name: 'Alice Martin', points: 0, place: 1 },
      { seat: 2, name: 'Bruno Petit', points: 0, place: 1 },
      { seat: 3, name: 'Jeanne (invitée)', points: 0, place: 1 },
    ]);
    expect(res.body.result).toMatchObject({ target: 10, string: { letters: '', first: 0 }, moves: [], winner: null, next: 1 });
    game = res.body.id;

    const bad = await create({ settings: { target: 0, otherVowels: 'oui', scoresOnce: 'mot' } }).expect(422);
    expect(bad.body.errors).toEqual([
      { field: 'settings.target', reason: 'un nombre entier de points de 1 à 1000, reçu 0' },
      { field: 'settings.otherVowels', reason: '« true » (oui) ou « false » (non), reçu « oui »' },
      { field: 'settings.scoresOnce', reason: '« squares » (une suite de cases compte une fois) ou « spelling » (une orthographe compte une fois), reçu « mot »' },
    ]);
    inFrench(bad.body);
    const alone = await evening.t.http().post(games()).set(evening.org).send({ kind: 'LETTER_STRINGS', playedOn: '2026-12-04', players: [{ playerId: evening.alice }] }).expect(422);
    expect(alone.body).toMatchObject({ code: 'PLAYER_COUNT', errors: [{ field: 'players' }] });
    inFrench(alone.body);
  });

  it('scores the whole record against the French lexicon: Bruno first to 10 wins', async () => {
    const res = await put(MOVES, 1).expect(200);
    expect(res.body).toMatchObject({ version: 2, finished: true });
    expect(res.body.standings).toEqual([
      { seat: 2, name: 'Bruno Petit', points: 10, place: 1 }, // 1 + 4 + 2 + 3
      { seat: 1, name: 'Alice Martin', points: 9, place: 2 }, // 2 + 5 + 2
      { seat: 3, name: 'Jeanne (invitée)', points: 9, place: 2 }, // 3 + 4 + 2
    ]);
    const result = res.body.result;
    expect(result).toMatchObject({ target: 10, string: { letters: 'SERATES', first: -2 }, totals: [9, 10, 9], winner: 2, finishedAt: 10, finished: true, next: null });
    expect(result.words.map((w: { word: string; from: number; to: number; points: number; seat: number }) => `${w.seat}:${w.word}@${w.from}..${w.to}=${w.points}`)).toEqual([
      '2:A@1..1=1', '3:RAT@0..2=3', '1:TA@2..1=2', '2:RATE@0..3=4', '3:TARE@2..-1=4', '1:RATES@0..4=5', '2:TE@2..3=2', '3:ES@3..4=2', '1:SE@-2..-1=2', '2:TES@2..4=3',
    ]);
    // the history replays: the string and every seat's points after each move
    expect(result.moves.map((m: { string: { letters: string; first: number } }) => `${m.string.letters}@${m.string.first}`)).toEqual([
      'R@0', 'RA@0', 'RAT@0', 'ERAT@-1', 'ERATE@-1', 'ERATE@-1', 'ERATES@-1', 'ERATES@-1', 'ERATES@-1', 'SERATES@-2', 'SERATES@-2',
    ]);
    expect(result.moves.map((m: { totals: number[] }) => m.totals.join('-'))).toEqual(['0-0-0', '0-1-0', '0-1-3', '2-1-3', '2-5-3', '2-5-7', '7-5-7', '7-7-7', '7-7-9', '9-7-9', '9-10-9']);
    expect(res.body.record.moves[0]).toEqual({ seat: 1, letter: 'R', claims: [] });
  });

  it('refuses a bad record with a 422 naming the first bad move, and stores nothing', async () => {
    const rat = MOVES.slice(0, 3);
    const cases: [unknown, { field: string; reason: string }][] = [
      [[...rat, { seat: 1, end: 'right', letter: 'E', claims: c(0, 4) }], { field: 'moves[3].claims[0].to', reason: 'la case 4 est hors de la chaîne (cases 0 à 3 après ce coup)' }],
      [[...rat, { seat: 1, claims: c(2, 0) }], { field: 'moves[3].claims[0]', reason: 'les cases 2 à 0 ont déjà été marquées au coup 3 (RAT)' }],
      [[...MOVES.slice(0, 9), { seat: 1, claims: c(4, 3) }], { field: 'moves[9].claims[0]', reason: 'les cases 4 à 3 ont déjà été marquées au coup 9 (ES)' }],
      [[...rat, { seat: 2, end: 'left', letter: 'E' }], { field: 'moves[3].seat', reason: 'c’est au tour de la place 1 (Alice Martin), pas de la place 2' }],
      [
        [{ seat: 1, letter: 'T' }, { seat: 2, end: 'right', letter: 'R' }, { seat: 3, end: 'right', letter: 'I' }, { seat: 1, end: 'right', letter: 'N', claims: c(3, 0) }],
        { field: 'moves[3].claims[0]', reason: 'les cases 3 à 0 se lisent NIRT : absent du lexique ; lues de 0 à 3, elles donnent TRIN, un mot' },
      ],
      [[...MOVES, { seat: 3, end: 'left', letter: 'S' }], { field: 'moves[11]', reason: 'la partie est finie : la place 2 (Bruno Petit) a atteint 10 points au coup 11' }],
      [[...rat, { seat: 1, end: 'up', letter: 'É' }], { field: 'moves[3].end', reason: '« left » (à gauche) ou « right » (à droite), reçu « up »' }],
    ];
    for (const [moves, error] of cases) {
      const res = await put(moves, 2).expect(422);
      expect(res.body.errors).toEqual([error]);
      inFrench(res.body);
    }
    const now = (await evening.t.http().get(`${games()}/${game}`).expect(200)).body;
    expect(now).toMatchObject({ version: 2, finished: true });
    expect(now.record.moves).toHaveLength(11);
  });

  it('answers 409 to a stale version and keeps the stored record', async () => {
    const stale = await put(MOVES.slice(0, 2), 1).expect(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', errors: [{ field: 'version', reason: 'version 2 attendue' }] });
    inFrench(stale.body);
    expect((await evening.t.http().get(`${games()}/${game}`).expect(200)).body.standings[0]).toEqual({ seat: 2, name: 'Bruno Petit', points: 10, place: 1 });
  });

  // 001: "provided that it differs in at least one letter from any previously scored word", read as a spelling.
  it('scores a spelling once wherever it stands when the club says so (settings.scoresOnce: spelling)', async () => {
    const created = await create({ settings: { target: 10, scoresOnce: 'spelling' } }).expect(201);
    expect(created.body.settings).toMatchObject({ scoresOnce: 'spelling' });
    const id = created.body.id;
    const putTo = (moves: unknown, version: number) => evening.t.http().put(`${games()}/${id}/record`).set(evening.org).send({ record: { moves }, version });
    // another A (square -1) after Bruno's A (square 1): the same spelling
    const again = await putTo([...MOVES.slice(0, 3), { seat: 1, end: 'left', letter: 'A', claims: c(-1, -1) }], 1).expect(422);
    expect(again.body.errors).toEqual([
      { field: 'moves[3].claims[0]', reason: 'A a déjà été marqué au coup 2 (case 1) : le club ne compte un mot qu’une fois, où qu’il soit (réglage scoresOnce : spelling)' },
    ]);
    inFrench(again.body);
    // SE on ES's squares (4 to 3), refused by the default reading above, is another spelling
    const res = await putTo([...MOVES.slice(0, 9), { seat: 1, claims: c(4, 3) }], 1).expect(200);
    expect(res.body.result.words.at(-1)).toMatchObject({ seat: 1, word: 'SE', from: 4, to: 3, points: 2 });
    expect(res.body.result.totals).toEqual([9, 7, 9]); // Alice 7 + 2 = 9
  });

  // 001 forbids proper nouns, hyphenated words and words needing an apostrophe, nothing else.
  it('scores DONA, the lexicon writing it doña', async () => {
    const id = (await create({}).expect(201)).body.id;
    const moves = [{ seat: 1, letter: 'D' }, { seat: 2, end: 'right', letter: 'O' }, { seat: 3, end: 'right', letter: 'N' }, { seat: 1, end: 'right', letter: 'A', claims: c(0, 3) }];
    const res = await evening.t.http().put(`${games()}/${id}/record`).set(evening.org).send({ record: { moves }, version: 1 }).expect(200);
    expect(res.body.result.words).toEqual([{ move: 3, seat: 1, from: 0, to: 3, word: 'DONA', points: 4 }]);
  });

  it('prints the score sheet: the string, every move with the running totals, the winner', async () => {
    const { flat, pages } = await fetchPdf(evening.t.http().get(`${games()}/${game}/sheet.pdf`));
    expect(pages).toBe(1);
    expect(flat).toContain('Soirée du vendredi');
    expect(flat).toContain('3 joueurs · objectif 10 points');
    expect(flat).toContain('Chaîne finale : SERATES (7 lettres, cases -2 à 4)');
    expect(flat).toMatch(/6 Jeanne \(invitée\) mot - ERATE TARE \(cases 2 à -1\) 4 2 5 7/);
    expect(flat).toMatch(/11 Bruno Petit mot - SERATES TES \(cases 2 à 4\) 3 9 10 9/);
    expect(flat).toMatch(/1 Bruno Petit A, RATE, TE, TES 10/);
    expect(flat).toMatch(/2 Alice Martin TA, RATES, SE 9/);
    expect(flat).toContain('Vainqueur : Bruno Petit, premier à atteindre 10 points (10 points au coup 11).');
  });
});

import { Lexicon } from '@greffier/lexicon';
import { parseSettings, scoreGame, standings, type Move } from '@greffier/letter-strings';
import { letterStringsPlay, letterStringsSheetPdf, type LetterStringsSheetVm } from './club-letter-strings';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const lexicon = Lexicon.fromForms(['rat', 'ta', 'te', 'rate', 'tare', 'le', 'les', 'la']);
const PLAYERS = [
  { seat: 1, name: 'Anne Lœuillet' },
  { seat: 2, name: 'Bruno Dufrêne' },
  { seat: 3, name: 'Chloé (invitée)' },
];

/** A vm built as the API builds it: scored by libs/letter-strings, names added. */
function vmOf(moves: Move[], raw: unknown, title: string | null): LetterStringsSheetVm & { raw: ReturnType<typeof scoreGame>['result'] } {
  const settings = parseSettings(raw);
  const { result } = scoreGame(settings, { moves }, { names: PLAYERS.map((p) => p.name), lexicon });
  return {
    title,
    clubName: 'Club de Douai',
    playedOn: '2026-12-04',
    players: PLAYERS,
    ...letterStringsPlay(settings, result),
    standings: standings(result).map((s) => ({ ...s, name: PLAYERS[s.seat - 1]!.name })),
    creationDate: new Date('2026-12-04T22:00:00Z'),
    raw: result,
  };
}

const c = (from: number, to: number) => [{ from, to }];
// R(0) A(1) T(2), then E(-1) left and E(3) right: ERATE on squares -1..3
const MOVES: Move[] = [
  { seat: 1, letter: 'R', claims: [] },
  { seat: 2, end: 'right', letter: 'A', claims: c(1, 1) }, // A: Bruno 1
  { seat: 3, end: 'right', letter: 'T', claims: c(0, 2) }, // RAT: Chloé 3
  { seat: 1, end: 'left', letter: 'E', claims: c(2, 1) }, // TA backwards: Anne 2
  { seat: 2, end: 'right', letter: 'E', claims: c(0, 3) }, // RATE: Bruno 1 + 4 = 5
  { seat: 3, claims: c(2, -1) }, // TARE backwards: Chloé 3 + 4 = 7 >= 7, she wins
];

describe('letterStringsSheetPdf', () => {
  describe('a finished game of three, target 7', () => {
    const vm = vmOf(MOVES, { target: 7, rulings: { admitted: ['zax'] } }, 'Soirée du vendredi');
    const doc = renderedOnce('letter-strings', () => letterStringsSheetPdf(vm));

    it('prints the header, the settings and one A4 page', () => {
      const text = squeeze(doc.text);
      const header = ['Chaînes de lettres · feuille de marque', 'Soirée du vendredi', 'vendredi 4 décembre 2026 · Club de Douai', "3 joueurs · objectif 7 points · mots d'une lettre : I et A"];
      for (const line of [...header, 'Admis par décision de la soirée : zax']) expect(text).toContain(line);
      expect(pdfInfo(doc.pdfPath)).toMatchObject({ Title: 'Chaînes de lettres - Soirée du vendredi - Club de Douai', Pages: '1' });
      expect(doc.pngs).toHaveLength(1);
    });

    it('prints the final string with its squares and the claimed words under it', () => {
      const text = squeeze(doc.text);
      expect(text).toContain('Chaîne finale : ERATE (5 lettres, cases -1 à 3)');
      for (const w of vm.raw.words) expect(text).toContain(`${w.word} (${w.points})`);
    });

    it('prints every move: letter, string, word and each player’s running total', () => {
      const text = squeeze(doc.text);
      expect(text).toMatch(/1 Anne Lœuillet ouverture R au centre 0 R 0 0 0/);
      expect(text).toMatch(/2 Bruno Dufrêne lettre \+ mot A à droite 1 RA A \(case 1\) 1 0 1 0/);
      expect(text).toMatch(/4 Anne Lœuillet lettre \+ mot E à gauche -1 ERAT TA \(cases 2 à 1\) 2 2 1 3/);
      expect(text).toMatch(/5 Bruno Dufrêne lettre \+ mot E à droite 3 ERATE RATE \(cases 0 à 3\) 4 2 5 3/);
      // 3 + 4 = 7: Chloé reaches the target
      expect(text).toMatch(/6 Chloé \(invitée\) mot - ERATE TARE \(cases 2 à -1\) 4 2 5 7/);
    });

    it('prints the totals and the winner', () => {
      const text = squeeze(doc.text);
      expect(text).toMatch(/1 Chloé \(invitée\) RAT, TARE 7/);
      expect(text).toMatch(/2 Bruno Dufrêne A, RATE 5/);
      expect(text).toMatch(/3 Anne Lœuillet TA 2/);
      expect(text).toContain('Vainqueur : Chloé (invitée), premier à atteindre 7 points (7 points au coup 6).');
    });
  });

  it('says a game is still on, and prints an empty one', async () => {
    await checkPdf('playing', letterStringsSheetPdf(vmOf(MOVES.slice(0, 3), { otherVowels: true }, null)), (playing) => {
      const text = squeeze(playing.text);
      expect(text).toContain("objectif 50 points · mots d'une lettre : I, A, et O, E, U admis par le club");
      expect(text).toContain('Chaîne finale : RAT (3 lettres, cases 0 à 2)');
      expect(text).toContain('Partie en cours : personne n’a encore atteint 50 points.');
    });
    await checkPdf('empty', letterStringsSheetPdf(vmOf([], {}, null)), (empty) => {
      expect(squeeze(empty.text)).toContain('Aucune lettre n’est encore écrite.');
      expect(squeeze(empty.text)).toContain('Aucun coup n’est encore joué.');
    });
  });
});

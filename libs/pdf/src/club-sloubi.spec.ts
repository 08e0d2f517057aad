import { clubSloubiPdf, type ClubSloubiVm } from './club-sloubi';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const flat = (text: string): string => text.replace(/\s+/g, ' ');
const CREATED = new Date('2026-12-04T22:00:00Z');
const players = (won: number[], places: number[]) =>
  ['Alice Martin', 'Bruno Petit', 'Jeanne (invitée)'].map((name, i) => ({ seat: i + 1, name, roundsWon: won[i]!, place: places[i]! }));

// Standard variant, 3 rounds agreed: round 1 won by Jeanne (640 > 612 > 598), round 2 tied at 700 and won by Alice
// in the tie-break (655 > 640), round 3 won by Bruno (1080 > 720 > 601): one round each, all first.
const finished: ClubSloubiVm = {
  clubName: 'Club de Douai',
  playedOn: '2026-12-04',
  title: 'Soirée du vendredi',
  variant: 'standard',
  throwsPerRound: 60,
  dicePerThrow: 3,
  offset: 0,
  roundsAgreed: 3,
  seed: 'graine-42',
  players: players([1, 1, 1], [1, 1, 1]),
  rounds: [
    { number: 1, totals: [612, 598, 640], winner: 3, tieBreaks: [], fromSeed: true },
    { number: 2, totals: [700, 700, 650], winner: 1, tieBreaks: [{ totals: [655, 640, null] }], fromSeed: true },
    { number: 3, totals: [720, 1080, 601], winner: 2, tieBreaks: [], fromSeed: false },
  ],
  finished: true,
  decidedAfter: 3,
  creationDate: CREATED,
};

describe('clubSloubiPdf', () => {
  describe('a finished game of 3 rounds, one with a tie-break', () => {
    const doc = renderedOnce('sloubi', () => clubSloubiPdf(finished));

    it('prints the header: the club, the day, the variant, the rounds and the seed', () => {
      const text = squeeze(doc.text);
      expect(text).toContain('Feuille de marque — Sloubi\nSoirée du vendredi\nvendredi 4 décembre 2026 · Club de Douai');
      expect(text).toContain('Règles simplifiées · variante standard : 60 jets de 3 dés par joueur et par tour (180 à 1 080)');
      expect(text).toContain('3 tours convenus · 3 tours joués · graine des dés « graine-42 »');
      expect(pdfInfo(doc.pdfPath)).toMatchObject({ Title: 'Feuille de marque Sloubi - Soirée du vendredi - 2026-12-04', Pages: '1' });
      expect(pdfInfo(doc.pdfPath)['Page size']).toContain('595.28 x 841.89');
      expect(doc.pngs).toHaveLength(1);
    });

    it.each([
      // seat, name, the 3 totals (* the round's winner), rounds won ("Gagnés"), place
      [' 1 Alice Martin 612 700 * 720 1 1'],
      [' 2 Bruno Petit 598 700 1 080 * 1 1'],
      [' 3 Jeanne (invitée) 640 * 650 601 1 1'],
    ])('prints the row %s', (row) => {
      expect(squeeze(doc.text)).toContain(row);
    });

    it('lists the winners and the tie-break: only the tied players threw again', () => {
      const text = squeeze(doc.text);
      expect(text).toMatch(/Tour Gagnant Barrages \(seuls les ex aequo relancent\) Dés/);
      expect(text).toContain(' 1 Jeanne (invitée) (640) - tirés par Greffier');
      expect(text).toContain(' 2 Alice Martin (655) égalité à 700 : Alice Martin 655, Bruno Petit 640 tirés par Greffier');
      expect(text).toContain(' 3 Bruno Petit (1 080) - saisis');
      expect(flat(text)).toContain('Partie terminée : ex aequo à 1 tour gagné, Alice Martin, Bruno Petit, Jeanne (invitée).');
      expect(flat(text)).toContain('à partir de la graine « graine-42 » et de son numéro (graine « graine-42:n »)');
    });
  });

  it('prints the winner of a finished game, and a game in progress decided early', async () => {
    // round 3 won by Alice instead (1080 > 720 > 601): Alice 2, Jeanne 1, Bruno 0
    const won: ClubSloubiVm = { ...finished, players: players([2, 0, 1], [1, 3, 2]), rounds: finished.rounds.map((r) => (r.number === 3 ? { ...r, totals: [1080, 720, 601], winner: 1 } : r)) };
    await checkPdf('sloubi-won', clubSloubiPdf(won), (doc) => {
      expect(flat(doc.text)).toContain('Partie terminée : Alice Martin gagne avec 2 tours gagnés sur 3.');
      expect(squeeze(doc.text)).toContain(' 1 Alice Martin 612 700 * 1 080 * 2 1');
      expect(squeeze(doc.text)).toContain(' 2 Bruno Petit 598 700 720 0 3');
    });
    const early: ClubSloubiVm = { ...won, roundsAgreed: 3, rounds: won.rounds.slice(0, 2), players: players([1, 0, 1], [1, 3, 1]), finished: false, decidedAfter: null };
    await checkPdf('sloubi-early', clubSloubiPdf(early), (doc2) => {
      expect(flat(doc2.text)).toContain('Partie en cours : 2 sur 3 tours joués.');
      expect(flat(doc2.text)).not.toContain('rattrapé');
    });
  });

  it('prints a blank sheet for the children, to fill in by hand, landscape for many rounds', async () => {
    const blank: ClubSloubiVm = {
      ...finished,
      title: null,
      variant: 'children',
      throwsPerRound: 10,
      dicePerThrow: 2,
      offset: -4,
      roundsAgreed: 10,
      rounds: [],
      players: players([0, 0, 0], [1, 1, 1]),
      finished: false,
      decidedAfter: null,
    };
    await checkPdf('sloubi-blank', clubSloubiPdf(blank), (doc) => {
      const text = squeeze(doc.text);
      expect(pdfInfo(doc.pdfPath)['Page size']).toContain('841.89 x 595.28');
      // 004: "10 jets de 2 dés moins 4, ça fait un résultat entre 16 et 116": 10 × 2 - 4 = 16, 10 × 12 - 4 = 116
      expect(text).toContain('variante enfants : 10 jets de 2 dés par joueur et par tour, moins 4 sur le total (16 à 116)');
      expect(text).toContain('Soirée du club');
      expect(text).toMatch(/Siège Joueur Tour 1 Tour 2 .*Tour 10 Gagnés Place/);
      expect(text).toMatch(/ 1 Alice Martin *\n/);
      expect(text).toContain('Aucun tour joué.');
      expect(flat(text)).toContain('Partie à jouer : 10 tours.');
    });
  });
});

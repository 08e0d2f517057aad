import { scoreSheetPdf } from './pyramide-score-sheet';
import { blankVm, doubletteCancelledVm, filledVm, TABLE_OF_3 } from './testing/pyramide-fixture';
import { checkPdf, pdfInfo, renderedOnce, type RenderedPdf, squeeze } from './testing/pdf-text';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The enigmas of the verso as "n:Dico>Syno", in the order of their numbers. */
const enigmaPlan = (text: string): string[] =>
  [...text.matchAll(/Énigme (\d+) +Dico ([A-D]) > Syno ([A-D])/g)].map((m) => [Number(m[1]), `${m[2]}>${m[3]}`] as const).sort((a, b) => a[0] - b[0]).map(([n, t]) => `${n}:${t}`);
const numbered = (teams: string[]): string[] => teams.map((t, i) => `${i + 1}:${t.replace(/(\w)(\w)/, '$1>$2')}`);
/** The text on one line: for the notes, which wrap. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');
/** The line of the text that matches, with its spaces kept (pdftotext -layout keeps the columns). */
const lineWith = (text: string, pattern: RegExp): string => text.split('\n').find((l) => pattern.test(l)) ?? '';

function expectTwoRenderedPages(doc: RenderedPdf): void {
  expect(doc.pages).toHaveLength(2);
  expect(doc.pngs).toHaveLength(2);
  expect(doc.pages[0]).toContain('recto · page 1 / 2');
  expect(doc.pages[1]).toContain('verso · page 2 / 2');
  expect(pdfInfo(doc.pdfPath)).toMatchObject({ Author: 'Greffier', Pages: '2' });
  expect(pdfInfo(doc.pdfPath)['Page size']).toContain('595.28 x 841.89');
}

describe('scoreSheetPdf', () => {
  describe('the blank model of a table of 4', () => {
    const doc = renderedOnce('blank-4', () => scoreSheetPdf(blankVm(4)));

    it('prints a recto and a verso, titled as a blank model', () => {
      expectTwoRenderedPages(doc);
      expect(pdfInfo(doc.pdfPath).Title).toBe('Feuille de marque Pyramide - Modèle vierge, table de 4 - Tournoi Pyramide de Douai');
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toContain('Feuille de marque — Pyramide');
      expect(recto).toContain('Modèle vierge · table de 4 joueurs · formule individuelle');
      expect(recto).toContain('approuvée par tous, elle est remise à l’arbitre en fin de partie (6.1)');
    });

    it('has the header with the game, the table and the 4 seats, then the recap table with its tie-break columns', () => {
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toMatch(/Partie Table Place A Place B Place C Place D/);
      expect(recto).toContain('Récapitulatif des points');
      expect(recto).toMatch(/Place Joueur Énigmes Ping-Pong Noms propres Grandes Pyramides Total Bonus Solutions/);
      // four empty lines, one per seat
      for (const seat of ['A', 'B', 'C', 'D']) expect(recto).toMatch(new RegExp(`^ ${seat}\\n`, 'm'));
      expect(flat(recto)).toContain('Ces deux dernières colonnes départagent les ex aequo (6.1)');
      expect(recto).toMatch(/Signature A Signature B Signature C Signature D Arbitre/);
    });

    it('gives the Ping-Pong 13 bricks for the plan\'s teams, the Noms propres 4 names with bids, the Grandes Pyramides 6 expressions a team', () => {
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toMatch(/Équipe 1 : A > B\n\nBriques 1 2 3 4 5 6 7 8 9 10 11 12 13 Points\n\nÉquipe 2 : C > D/);
      expect(recto).toContain('Mot joué (1 à 5)');
      expect(flat(recto)).toContain('E : proposition interdite, 1 point à l’équipe adverse dans la même colonne (4.2, 6.3)');
      expect(recto).toMatch(/Noms propres Nom 1 Nom 2 Nom 3 Nom 4 Points\nÉquipe \(Dico > Syno\) Pari Point Pari Point Pari Point Pari Point/);
      expect(recto).toMatch(/Équipe 1 : C > A\n+Équipe 2 : B > D/);
      expect(recto).toMatch(/Expression Équipe 1 : D > A Équipe 2 : B > C\n\n 1\n\n 2\n\n 3\n\n 4\n\n 5\n\n 6\n\nPoints/);
      expect(recto).not.toContain('annulée');
      expect(recto).not.toContain('Syno des deux équipes');
    });

    it('gives the verso a table per enigma, in the plan\'s order: the 12 ordered pairs', () => {
      const verso = squeeze(doc.pages[1] as string);
      expect(verso).toContain('Feuille de marque — verso : les Énigmes');
      expect(flat(verso)).toContain('seuls comptent les points des 6, 8 ou 10 premières (tables de 4 et de 3 : 6.1)');
      expect(enigmaPlan(verso)).toEqual(numbered(['AB', 'CD', 'BA', 'DC', 'CA', 'BD', 'AC', 'DB', 'DA', 'BC', 'AD', 'CB']));
      expect(verso.match(/n° Briques Solde Mot trouvé, ou un trait/g)).toHaveLength(12);
      expect(verso.match(/Solution Bonus/g)).toHaveLength(12);
      expect(verso).not.toMatch(/non (comptée|terminée)/);
    });
  });

  describe('the blank model of a table of 3', () => {
    const doc = renderedOnce('blank-3', () => scoreSheetPdf(blankVm(3)));

    it('has 3 seats and 3 lines, no D', () => {
      expectTwoRenderedPages(doc);
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toContain('Modèle vierge · table de 3 joueurs · formule individuelle');
      expect(recto).toMatch(/Partie Table Place A Place B Place C\n/);
      expect(recto).not.toContain('Place D');
      expect(recto).toMatch(/^ C\nReport de tous les points/m);
      expect(recto).toMatch(/Signature A Signature B Signature C Arbitre/);
      expect(doc.text).not.toMatch(/[A-C] > D|D > [A-C]/);
    });

    it('plays each team event with a shared Syno, who scores with both teams', () => {
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toMatch(/Équipe 1 : A > C\n\nBriques[^\n]*\n\nÉquipe 2 : B > C/);
      expect(recto).toMatch(/Équipe 1 : B > A\n+Équipe 2 : C > A/);
      expect(recto).toContain('Expression Équipe 1 : C > B Équipe 2 : A > B');
      for (const seat of ['C', 'A', 'B']) expect(flat(recto)).toContain(`Table de 3 : ${seat} est Syno des deux équipes et marque avec les deux.`);
    });

    it('runs the enigmas through the 6 ordered pairs twice, the first 6, 8 or 10 counting when unfinished (6.1)', () => {
      const verso = squeeze(doc.pages[1] as string);
      const six = ['AB', 'BC', 'CA', 'BA', 'CB', 'AC'];
      expect(enigmaPlan(verso)).toEqual(numbered([...six, ...six]));
      expect(flat(verso)).toContain('seuls comptent les points des 6, 8 ou 10 premières (tables de 4 et de 3 : 6.1)');
    });
  });

  it('names the pairs of a doublette model', async () => {
    await checkPdf('blank-doublette', scoreSheetPdf(blankVm(4, 'doublette')), (doc) => {
      expectTwoRenderedPages(doc);
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toContain('table de 4 joueurs · formule doublette');
      expect(recto).toMatch(/Place A · doublette P1 Place B · doublette P1 Place C · doublette P2 Place D · doublette P2/);
      expect(recto).toMatch(/Doublette P1 : A > B\n\nBriques[^\n]*\n\nDoublette P2 : C > D/);
      expect(enigmaPlan(squeeze(doc.pages[1] as string))).toEqual(numbered(['AB', 'CD', 'BA', 'DC', 'AB', 'CD', 'BA', 'DC', 'AB', 'CD', 'BA', 'DC']));
    });
  });

  describe('a filled sheet of a table of 4', () => {
    const vm = filledVm();
    const doc = renderedOnce('filled-4', () => scoreSheetPdf(vm));

    it('prints the game, the table, the players in their seats and what was counted', () => {
      expectTwoRenderedPages(doc);
      expect(pdfInfo(doc.pdfPath).Title).toBe('Feuille de marque Pyramide - Partie 2 - Table 3 - Tournoi Pyramide de Douai');
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toContain('Partie 2 · Table 3 · table de 4 joueurs · formule individuelle');
      expect(recto).toContain('Feuille saisie · Énigmes : 11 terminées, 10 comptées');
      expect(recto).toMatch(/ 2 3 Cyril Dufrêne Gaëlle Müller Maëlys Pérignon Éloïse Château\n n° 3 · Arras n° 7 · Arras n° 12 · Valenciennes n° 5 · Pyramide Club de Douai/);
      expect(recto).toContain('Signature A · Cyril Dufrêne');
    });

    it('reports each player\'s points as libs/pyramide scores the marks', () => {
      const recto = squeeze(doc.pages[0] as string);
      const names = vm.players!.map((p) => p.name);
      vm.raw.scores.forEach((s, i) => {
        const line = [s.enigmes, s.pingPong, s.nomsPropres, s.grandesPyramides, s.total, s.bonus, s.solutions].join(' ');
        expect(recto).toMatch(new RegExp(`^ ${'ABCD'[i]} ${escape(names[i]!)} ${line}$`, 'm'));
      });
      // Cyril Dufrêne (A): enigmas 1, 3, 5, 7, 9 (9 + 5 + 12 + 8 + 10); the 11th is not counted
      expect(recto).toMatch(/^ A Cyril Dufrêne 44 3 3 4 54 15 5$/m);
    });

    it('draws the Ping-Pong as the paper does: the E in the erring team\'s row, the point in the same column', () => {
      const page = doc.pages[0] as string;
      const team0 = lineWith(page, /^\s+x\s+1\s+x/);
      const bricks = lineWith(page, /^Briques\s+1\s+2/);
      const team1 = lineWith(page, /^\s+x\s+x\s+E\b/);
      expect(squeeze(team0).trim()).toBe('x 1 x x 1 1 x x 3');
      expect(squeeze(team1).trim()).toBe('x x E 1 x x 1');
      const column = (line: string, index: number): number => line.indexOf(' 7 ') + 1 - index;
      expect(Math.abs(column(bricks, team1.indexOf('E')))).toBeLessThanOrEqual(2);
      // brick 7 of team 0 carries the point the E gave it
      const ones = [...team0.matchAll(/1/g)].map((m) => m.index as number);
      expect(ones.some((i) => Math.abs(column(bricks, i)) <= 2)).toBe(true);
      expect(squeeze(lineWith(page, /^Mot joué/))).toBe('Mot joué (1 à 5) 1 1 1 2 2 2 2 3 4 4 5 5 5');
      expect(squeeze(page)).toMatch(/Ping-Pong Équipe 1 : 3 pts · Équipe 2 : 1 pt/);
      expect(squeeze(page)).toContain('Équipe 1 : A > B\nCyril Dufrêne > Gaëlle Müller');
    });

    it('prints each team\'s bids and the column of points of the Noms propres, one 1 a column', () => {
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toMatch(/Équipe 1 : C > A\nMaëlys Pérignon > Cyril Dufrêne\n 3 0 — 1 1 1 3 1 3\n/);
      expect(recto).toMatch(/Équipe 2 : B > D\nGaëlle Müller > Éloïse Château\n 2 1 2 0 — 0 1 0 1\n/);
      expect(recto).toMatch(/Noms propres Équipe 1 : 3 pts · Équipe 2 : 1 pt/);
    });

    it('prints the Grandes Pyramides with the dashes and the stop', () => {
      const recto = squeeze(doc.pages[0] as string);
      expect(recto).toMatch(/ 1 pomme de terre pot-au-feu\n\n 2 coup de foudre chou-fleur\n\n 3 — arrêt : mot à deviner prononcé\n\n 4 tire-bouchon —\n\n 5 arc-en-ciel —\n\n 6 — —\n\nPoints 4 2/);
      expect(recto).toMatch(/Grandes Pyramides Équipe 1 : 4 pts · Équipe 2 : 2 pts/);
    });

    it('writes each enigma on the verso: title, bricks and balance per word, the word or a dash, solution, bonus, points', () => {
      const verso = squeeze(doc.pages[1] as string);
      expect(verso).toContain('11 énigmes terminées, 10 comptées : l’énigme 11 ne compte pas');
      expect(verso).toMatch(/Énigme 1 Dico A > Syno B · Cyril Dufrêne > Gaëlle Müller Points Énigme 7/);
      expect(verso).toMatch(/Titre Le Roi-Soleil 9 Titre Une partie de cartes 8/);
      expect(verso).toMatch(/ 1 2 11 château 1 3 10 atout\n 2 3 8 miroir 2 2 8 pli\n 3 1 7 jardin 3 2 6 belote\n 4 2 5 fontaine 4 2 4 rebelote\n 5 2 3 perruque 5 2 2 dix de der\n/);
      expect(verso).toMatch(/Solution Versailles Bonus 3 Solution la belote Bonus 2/);
      // a word missed: a dash and no bonus; the bricks spent: the last words are dashes with 0
      expect(verso).toMatch(/ 2 4 7 — /);
      expect(verso).toMatch(/ 4 0 0 — /);
      expect(verso).toMatch(/Solution — Bonus 0/);
      expect(verso).toMatch(/Énigme 11 Dico A > Syno D · non comptée Points/);
      expect(verso).toMatch(/Titre Les quatre saisons \(9\)/);
      expect(verso).toMatch(/Énigme 12 Dico C > Syno B · non terminée Points/);
    });
  });

  describe('a filled sheet of a table of 3 whose Grandes Pyramides were not finished', () => {
    const vm = filledVm(TABLE_OF_3, { pyramidsUnfinished: true, game: 1, table: 4 });
    const doc = renderedOnce('filled-3', () => scoreSheetPdf(vm));

    it('notes the cancelled event "annulée" in the header, the recap and the event, with no point counted', () => {
      expectTwoRenderedPages(doc);
      const recto = squeeze(doc.pages[0] as string);
      expect(vm.raw.cancelled).toEqual(['grandesPyramides']);
      expect(recto).toContain('Feuille saisie · Énigmes : 11 terminées, 10 comptées · épreuve annulée : Grandes Pyramides');
      vm.raw.scores.forEach((s, i) => {
        expect(s.grandesPyramides).toBe(0);
        const line = `${s.enigmes} ${s.pingPong} ${s.nomsPropres} annulée ${s.total} ${s.bonus} ${s.solutions}`;
        expect(recto).toMatch(new RegExp(`^ ${'ABC'[i]} ${escape(vm.players![i]!.name)} ${line}$`, 'm'));
      });
      expect(recto).toContain('Grandes Pyramides — annulée Équipe 1 : 4 pts · Équipe 2 : 2 pts (non comptés)');
      expect(flat(recto)).toContain('Épreuve non terminée dans sa totalité : annulée, elle ne rapporte aucun point (6.5).');
      expect(recto).toMatch(/Points 4 \(annulée\) 2 \(annulée\)/);
      // the boxes the unfinished Pyramide did not reach stay empty
      expect(recto).toMatch(/ 3 —\n\n 4 tire-bouchon\n/);
    });

    it('gives the shared Syno the points of both teams, and counts 10 of the 11 enigmas, as at a table of 4 (6.1)', () => {
      const recto = squeeze(doc.pages[0] as string);
      expect(flat(recto)).toContain('Table de 3 : C (Océane Théry) est Syno des deux équipes et marque avec les deux.');
      // Ping-Pong 3-1: Océane Théry (C) is the Syno of both teams
      expect(recto).toMatch(/^ C Océane Théry \d+ 4 /m);
      const verso = squeeze(doc.pages[1] as string);
      expect(verso).toContain('11 énigmes terminées, 10 comptées : l’énigme 11 ne compte pas');
      expect(verso).toMatch(/Énigme 11 Dico C > Syno B · non comptée/);
    });
  });

  it('keeps a doublette sheet with its three team events cancelled on two pages, the pairs named', async () => {
    const vm = doubletteCancelledVm();
    expect(vm.raw.cancelled).toEqual(['pingPong', 'nomsPropres', 'grandesPyramides']);
    await checkPdf('filled-doublette', scoreSheetPdf(vm), (doc) => {
      expectTwoRenderedPages(doc);
      const recto = squeeze(doc.pages[0] as string);
      expect(flat(recto)).toContain('Feuille saisie (corrigée par l’arbitre) · Énigmes : 8 terminées, 8 comptées · épreuves annulées : Ping-Pong, Noms propres et Grandes Pyramides');
      for (const event of ['Ping-Pong', 'Noms propres', 'Grandes Pyramides']) expect(recto).toContain(`${event} — annulée Doublette P1 : `);
      // the name, then the seat and the figures, then the pair: the name's cell has two lines
      vm.raw.scores.forEach((s, i) =>
        expect(recto).toContain(`${vm.players![i]!.name}\n ${'ABCD'[i]} ${s.enigmes} annulée annulée annulée ${s.total} ${s.bonus} ${s.solutions}\n doublette P${i < 2 ? 1 : 2}\n`),
      );
      expect(recto).toMatch(/Doublette P1 : A > B\n.+\n.+\nBriques/);
      expect(recto).toContain('Signature D · Éloïse Château');
      expect(squeeze(doc.pages[1] as string)).toContain('8 énigmes terminées, 8 comptées');
    });
  });
});

import { drawDoubletteSeating, tablePlan } from '@greffier/pyramide';
import { seatingPlanPdf } from './pyramide-seating';
import type { SeatingPlanVm } from './pyramide-view-models';
import { CREATED, nameOf, planVm, PLAYERS, playersVm, seatingVm, TOURNAMENT } from './testing/pyramide-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const flat = (text: string): string => text.replace(/\s+/g, ' ');
/** pdftotext may drop the thin spaces around the ">" of "A > B" in narrow boxes. */
const arrows = (text: string): string => squeeze(text).replace(/ ?> ?/g, ' > ');

describe('seatingPlanPdf', () => {
  describe('game 2 of 11 players, by the computed rotation, with 2 repeats', () => {
    const vm = seatingVm();
    const doc = renderedOnce('seating', () => seatingPlanPdf(vm));

    it('says how the game was seated and why', () => {
      const page1 = squeeze(doc.pages[0] as string);
      expect(page1).toContain('Plan de table — Partie 2 sur 4');
      expect(page1).toContain('Pyramide · formule individuelle · 11 joueurs · 3 tables (2 de 4, 1 de 3)');
      expect(flat(page1)).toContain('Placement : rotation calculée : la rotation du règlement changerait la taille des tables');
      expect(pdfInfo(doc.pdfPath).Title).toBe('Plan de table Pyramide - Partie 2 - Tournoi Pyramide de Douai');
      expect(doc.pngs).toHaveLength(doc.pages.length);
      doc.pages.forEach((page, i) => expect(page).toContain(`page ${i + 1} / ${doc.pages.length}`));
    });

    it('lists the tables with their players in seats A to D; a table of 3 has no D', () => {
      const page1 = squeeze(doc.pages[0] as string);
      expect(page1).toContain('Table Place A Place B Place C Place D');
      for (const table of vm.tables) {
        const names = table.players.map((p) => p.name).join(' ');
        // the names on a line, the table's number on the next, with the numbers and clubs
        const details = table.players.map((p) => `n° ${p.number} · ${p.club}`).join(' ');
        expect(page1).toMatch(new RegExp(`^ ${names}\n ${table.number} ${details}${table.players.length === 3 ? '\n —' : ''}\n`, 'm'));
      }
      expect(vm.tables.map((t) => t.players.length)).toEqual([4, 4, 3]);
    });

    it('lists the players who meet again: where, and when they met before', () => {
      const page1 = squeeze(doc.pages[0] as string);
      expect(vm.repeats).toHaveLength(2);
      expect(page1).toContain('Rencontres répétées : 2');
      for (const r of vm.repeats) expect(page1).toContain(`${r.names.join(' et ')} ${r.table} partie 1 (la partie précédente)`);
      expect(page1).toContain('Joueurs non placés');
      expect(page1).toContain('Maëlys Pérignon : retiré du tournoi avant cette partie.');
    });

    it('gives each table who is Dico and Syno with whom, at each enigma and each team event', () => {
      const text = arrows(doc.text);
      const [t1, , t3] = vm.tables;
      const [a, b, c, d] = t1!.players.map((p) => p.name);
      expect(text).toMatch(/Table 1 table de 4\n/);
      expect(text).toContain(`A : ${a} · B : ${b} · C : ${c} · D : ${d}`);
      expect(text).toMatch(/Énigme 1 2 3 4 5 6 7 8 9 10 11 12\nDico > Syno A > B C > D B > A D > C C > A B > D A > C D > B D > A B > C A > D C > B/);
      expect(text).toContain(`Ping-Pong A > B · ${a} > ${b} C > D · ${c} > ${d}`);
      expect(text).toContain(`Noms propres C > A · ${c} > ${a} B > D · ${b} > ${d}`);
      expect(text).toContain(`Grandes Pyramides D > A · ${d} > ${a} B > C · ${b} > ${c}`);
      const [e, f, g] = t3!.players.map((p) => p.name);
      expect(text).toMatch(/Table 3 table de 3\n/);
      expect(text).toMatch(/Dico > Syno A > B B > C C > A B > A C > B A > C A > B B > C C > A B > A C > B A > C/);
      expect(text).toContain(`Ping-Pong A > C · ${e} > ${g} B > C · ${f} > ${g}`);
      expect(flat(text)).toContain(
        `un joueur est Syno des deux équipes et marque avec les deux : C (${g}) au Ping-Pong, A (${e}) aux Noms propres, B (${f}) aux Grandes Pyramides.`,
      );
    });

    it('ends with the players in alphabetical order, with their table and seat', () => {
      const text = squeeze(doc.text);
      const index = text.slice(text.indexOf('Les joueurs par ordre alphabétique'));
      const seated = vm.tables.flatMap((t) => t.players.map((p) => ({ ...p, table: t.number })));
      expect(seated).toHaveLength(11);
      for (const p of seated) expect(index).toContain(`${p.name} ${p.number} ${p.table} ${p.seat}`);
      const order = ['Anne Martin', 'Bérénice Lœuillet', 'Cyril Dufrêne', 'Dominique Crèvecœur', 'Éloïse Château', 'François Hénin'];
      expect(index).toMatch(/Joueur n° Table Place Joueur n° Table Place\n ?Anne Martin 1 \d [A-D] Gaëlle Müller 7/);
      expect(order.map((n) => index.indexOf(n))).toEqual([...order.map((n) => index.indexOf(n))].sort((a, b) => a - b));
    });
  });

  it('prints game 1, drawn: nobody has met yet', async () => {
    const vm: SeatingPlanVm = { ...seatingVm(), game: 1, method: 'draw', explanation: 'partie 1 : tirage au sort à partir de la graine du tournoi (3.1)', repeats: [], leftOut: [] };
    await checkPdf('seating-1', seatingPlanPdf(vm), (doc) => {
      const text = squeeze(doc.text);
      expect(text).toContain('Plan de table — Partie 1 sur 4');
      expect(text).toContain('Placement : partie 1 : tirage au sort à partir de la graine du tournoi (3.1)');
      expect(text).toContain('Rencontres répétées : 0');
      expect(text).toContain('Première partie : personne ne s’est encore rencontré.');
      expect(text).not.toContain('Joueurs non placés');
      expect(doc.pngs).toHaveLength(doc.pages.length);
    });
  });

  it('prints a doublette game: two pairs a table, pairs that meet again', async () => {
    const pairs = [0, 2, 4, 6].map((i) => ({ id: `P${i / 2 + 1}`, players: [PLAYERS[i]!.id, PLAYERS[i + 1]!.id] as [string, string] }));
    const seating = drawDoubletteSeating(pairs, 'doublette');
    const pairName = (id: string): string => pairs.find((p) => p.id === id)!.players.map(nameOf).join(' & ');
    const vm: SeatingPlanVm = {
      tournament: TOURNAMENT,
      formula: 'doublette',
      game: 3,
      games: 3,
      method: 'computed',
      explanation: 'rotation calculée : en doublette, les paires rencontrent de nouvelles paires par une rotation calculée (tournante) ; 2 rencontre(s) répétée(s)',
      tables: seating.tables.map((t) => ({
        number: t.number,
        players: playersVm(t.players),
        pairs: [
          { label: t.pairs![0].id, seats: ['A', 'B'] },
          { label: t.pairs![1].id, seats: ['C', 'D'] },
        ],
        plan: planVm(tablePlan(t, 'doublette')),
      })),
      repeats: seating.tables.map((t) => ({ names: t.pairs!.map((p) => pairName(p.id)), table: t.number, previousGames: [1], gamesAgo: 2 })),
      regulationRepeats: null,
      creationDate: CREATED,
    };
    await checkPdf('seating-doublette', seatingPlanPdf(vm), (doc) => {
      const text = arrows(doc.text);
      expect(text).toContain('Pyramide · formule doublette · 4 doublettes (8 joueurs) · 2 tables (2 de 4)');
      expect(text).toMatch(/^ 1 doublette P\d · n° \d+ · .+ doublette P\d · n° \d+/m);
      expect(text).toMatch(/Table 1 deux doublettes\n/);
      expect(text).toContain('Dico > Syno A > B C > D B > A D > C A > B C > D B > A D > C A > B C > D B > A D > C');
      expect(text).toMatch(/Doublettes Table Déjà ensemble\n.+ & .+ et .+ & .+ 1 partie 1 \(il y a 2 parties\)/);
    });
  });
});

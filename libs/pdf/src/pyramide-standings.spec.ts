import { pyramideStandingsPdf } from './pyramide-standings';
import type { PyramideStandingsVm } from './pyramide-view-models';
import { CREATED, standingsVm, TOURNAMENT } from './testing/pyramide-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const flat = (text: string): string => text.replace(/\s+/g, ' ');

describe('pyramideStandingsPdf', () => {
  describe('8 players over 2 games, two of them equal on total and separated by the bonus', () => {
    const vm = standingsVm();
    const doc = renderedOnce('standings', () => pyramideStandingsPdf(vm));

    it('prints the header: the games counted, the players ranked', () => {
      const text = squeeze(doc.text);
      expect(text).toContain('Classement Pyramide\nTournoi Pyramide de Douai');
      expect(text).toContain('Pyramide · formule individuelle · parties comptées : 1 et 2 sur 2 prévues · 8 joueurs classés');
      expect(text).not.toContain('provisoire');
      expect(pdfInfo(doc.pdfPath)).toMatchObject({ Title: 'Classement Pyramide - Tournoi Pyramide de Douai', Pages: '1' });
      expect(pdfInfo(doc.pdfPath)['Page size']).toContain('595.28 x 841.89');
      expect(doc.pngs).toHaveLength(1);
      expect(text).toContain('page 1 / 1');
    });

    it('lists every player in rank order with each game, the total, the bonus and the solutions, as libs/pyramide ranks them', () => {
      const text = squeeze(doc.text);
      expect(text).toMatch(/Rang Joueur Club P1 P2 Total Bonus Solutions Départage/);
      let last = -1;
      for (const row of vm.raw.rows) {
        const figures = `${row.perGame.join(' ')} ${row.total} ${row.bonus} ${row.solutions}`;
        const re = new RegExp(`^ +${row.rank} ${vm.rows[row.rank - 1]!.name} .*?${figures}`, 'm');
        const at = text.search(re);
        expect(at).toBeGreaterThan(last);
        last = at;
      }
    });

    it('says what separated two players equal on total: the bonus points (6.1)', () => {
      const text = squeeze(doc.text);
      const broken = vm.raw.rows.filter((r) => r.brokenBy === 'bonus');
      expect(broken).toHaveLength(1);
      const [row] = broken;
      const above = vm.raw.rows[row!.rank - 2]!;
      expect(above.total).toBe(row!.total);
      expect(above.bonus).toBeGreaterThan(row!.bonus);
      const reason = `départagé aux points de bonus (${above.bonus} contre ${row!.bonus})`;
      expect(row!.brokenByReason).toBe(reason);
      // the reason, in the Départage column of the row (it may wrap onto the next line)
      const lines = text.split('\n');
      const at = lines.findIndex((l) => l.startsWith(` ${row!.rank} ${vm.rows[row!.rank - 1]!.name} `));
      expect(lines[at]).toContain(`${row!.total} ${row!.bonus} ${row!.solutions} départagé aux points de bonus`);
      expect(`${lines[at]} ${lines[at + 1]}`).toMatch(new RegExp(`départagé aux points de bonus +\\(${above.bonus} [^]*contre ${row!.bonus}\\)`));
      // rows separated by their total say nothing
      expect(text.match(/départagé/g)).toHaveLength(1);
      expect(flat(text)).toContain('à égalité, les points de bonus, puis les solutions d’énigmes départagent les ex aequo (6.1), puis un tirage au sort');
      expect(text).not.toContain('graine');
    });
  });

  it('turns landscape for many games, and prints a provisional ranking with its random draw, pairs, withdrawals and games not played', async () => {
    const games = [1, 2, 3, 4, 5, 6, 7, 8];
    const vm: PyramideStandingsVm = {
      tournament: TOURNAMENT,
      formula: 'doublette',
      games,
      gamesPlanned: 10,
      gamesPending: [9],
      provisional: true,
      randomSeed: 'graine-classement-42',
      rows: Array.from({ length: 60 }, (_, i) => ({
        rank: i + 1,
        name: `Joueur ${2 * i + 1} & Joueuse ${2 * i + 2}`,
        club: i % 2 ? 'Lille « Les Mots Croisés »' : 'Pyramide Club de Douai',
        perGame: games.map((g) => (i === 5 && g === 3 ? null : 60 - Math.floor(i / 2))),
        total: 480 - 8 * Math.floor(i / 2),
        bonus: 100,
        solutions: 40,
        tieBreak: i % 2 === 1 ? `départagé par tirage au sort (rang tiré 1 contre 2, 2 ex aequo)` : undefined,
        withdrawn: i === 5,
      })),
      creationDate: CREATED,
    };
    await checkPdf('standings-provisional', pyramideStandingsPdf(vm), (doc) => {
      expect(pdfInfo(doc.pdfPath)['Page size']).toContain('841.89 x 595.28');
      expect(pdfInfo(doc.pdfPath).Title).toBe('Classement Pyramide provisoire - Tournoi Pyramide de Douai');
      const text = squeeze(doc.text);
      expect(text).toContain('Classement Pyramide provisoire');
      expect(text).toContain('formule doublette · parties comptées : 1, 2, 3, 4, 5, 6, 7 et 8 sur 10 prévues · 60 doublettes classées');
      expect(text).toContain('Classement provisoire : toutes les parties prévues ne sont pas comptées ; partie 9 en attente de feuilles de marque.');
      expect(text).toMatch(/Rang Doublette Club P1 P2 P3 P4 P5 P6 P7 P8 Total Bonus Solutions Départage/);
      // a game not played: "-"; a withdrawn pair: "(retiré)" under its name
      expect(text).toMatch(/ 6 Joueur 11 & Joueuse 12 Lille « Les Mots Croisés » 58 58 - 58 58 58 58 58 464 100 40 départagé par tirage au sort [^\n]*\n \(retiré\) /);
      expect(flat(text)).toContain('graine « graine-classement-42 »');
      expect(text).toContain('(retiré) : joueur retiré du tournoi ; il garde les parties jouées.');
      expect(doc.pages.length).toBeGreaterThanOrEqual(2);
      expect(doc.pngs).toHaveLength(doc.pages.length);
      doc.pages.forEach((page, i) => {
        expect(squeeze(page)).toMatch(/Rang Doublette Club P1/);
        expect(page).toContain(`page ${i + 1} / ${doc.pages.length}`);
      });
      expect(squeeze(doc.pages[1] as string)).toContain('Classement Pyramide (suite) · Tournoi Pyramide de Douai');
    });
  });

  it('says so when no game is counted yet', async () => {
    const vm: PyramideStandingsVm = { tournament: TOURNAMENT, formula: 'individuel', games: [], gamesPlanned: 4, gamesPending: [1], provisional: true, rows: [], creationDate: CREATED };
    await checkPdf('standings-empty', pyramideStandingsPdf(vm), (doc) => {
      const text = flat(doc.text);
      for (const line of ['aucune partie comptée sur 4 prévues · 0 joueurs classés', 'partie 1 en attente de feuilles de marque', 'Aucune partie n’est encore comptée']) {
        expect(text).toContain(line);
      }
      expect(doc.pngs).toHaveLength(1);
    });
  });
});

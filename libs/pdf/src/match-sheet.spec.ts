import { matchSheetPdf } from './match-sheet';
import { blankMatchSheetVm, classificationMatchSheetVm, finalArbiterCopyVm, playedMatchSheetVm } from './testing/afternoon-fixture';
import { checkPdf, pdfInfo, renderedOnce, squeeze } from './testing/pdf-text';

const count = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;

describe('matchSheetPdf', () => {
  describe('a blank quarter-final sheet', () => {
    const doc = renderedOnce('match-blank', () => matchSheetPdf(blankMatchSheetVm()));

    it('prints the tournament, the poule, the match and the two players', () => {
      const text = squeeze(doc.text);
      for (const label of [
        'Feuille de match : Poule A — 1/4 de finale',
        'Tournoi de Douai',
        'samedi 14 mars 2026',
        'Match A-QF-2 · places 1 à 8 · table 6 · 20 coups : 12 lettres, 8 chiffres',
        "Temps : chiffres 40 s + 15 s d'écriture ; lettres 40 s + 10 s d'écriture",
        'Élise Lefèvre',
        'Lille-Fives « Les Anagrammes » · licence 059123 · tête de série 4 · 4e au duplicate',
        'Cambrai · licence 062001 · tête de série 5 · 5e au duplicate',
        'Coup Type Temps J1 : Élise Lefèvre Pt J2 : Jérôme Château Pt',
      ]) {
        expect(text).toContain(label);
      }
    });

    it('has a row per regular draw, with its type and time, and nothing filled in', () => {
      for (let round = 1; round <= 20; round++) {
        expect(doc.text).toMatch(new RegExp(`^ *${round} +(Chiffres +40 s \\+ 15 s|Lettres \\dC/\\dV +40 s \\+ 10 s) *$`, 'm'));
      }
      // 8 numbers draws and the numbers extra draw; 12 letters draws and the letters extra draw
      expect(count(doc.text, /Chiffres +40 s \+ 15 s/g)).toBe(9);
      expect(count(doc.text, /Lettres \dC\/\dV +40 s \+ 10 s/g)).toBe(13);
      expect(doc.text).not.toContain('Cible');
      expect(doc.text).not.toContain("Exemplaire de l'arbitre");
    });

    it('prints the tie rules: the 2 extra draws, then sudden death with shorter search times', () => {
      const text = squeeze(doc.text);
      expect(text).toContain("En cas d'égalité après les 20 coups");
      expect(text).toContain('prolongation de 2 coups (1 coup de chiffres, 1 de lettres 5C/5V)');
      expect(text).toMatch(/P1 Chiffres 40 s \+ 15 s/);
      expect(text).toMatch(/P2 Lettres 5C\/5V 40 s \+ 10 s/);
      expect(text).toContain('Total prol.');
      [40, 35, 30, 25, 20].forEach((seconds, i) => expect(text).toContain(`MS${i + 1} Chiffres / Lettres ${seconds} s + 15/10 s`));
      expect(text).not.toContain('MS6');
      expect(text).toContain('(écriture : 15 s chiffres, 10 s lettres)');
    });

    it('ends with the winner, how the match was decided and the arbiter, on one page', () => {
      const text = squeeze(doc.text);
      for (const label of ['Résultat', 'Vainqueur', 'Décidé', 'au score', 'prolongation', 'mort subite', 'forfait', "Nom de l'arbitre", "Signature de l'arbitre"]) {
        expect(text).toContain(label);
      }
      expect(doc.pages).toHaveLength(1);
      expect(doc.pngs).toHaveLength(1);
      expect(doc.text).toContain('page 1 / 1');
      const info = pdfInfo(doc.pdfPath);
      expect(info.Title).toBe('Feuille de match - Poule A - 1/4 de finale - Élise Lefèvre contre Jérôme Château - Tournoi de Douai');
      expect(info['Page size']).toContain('595.28 x 841.89');
    });

    it('is byte-identical for the same view model and creation date', async () => {
      expect((await matchSheetPdf(blankMatchSheetVm())).equals(doc.pdf)).toBe(true);
    });

    it('leaves the players blank when they are not known yet', async () => {
      await checkPdf('blank', matchSheetPdf({ ...blankMatchSheetVm(), players: [null, null] }), (blank) => {
        expect(blank.text).not.toContain('Élise');
        expect(squeeze(blank.text)).toContain('Joueur 1 (J1) Joueur 2 (J2)');
        expect(squeeze(blank.text)).toMatch(/J1 : \.+ Pt J2 : \.+ Pt/);
      });
    });
  });

  describe('a played quarter-final: 8 - 8, 1 - 1 in the extra draws, won at the 3rd sudden-death draw', () => {
    const doc = renderedOnce('match-played', () => matchSheetPdf(playedMatchSheetVm()));

    it('prints the draws, both answers and the points of every round', () => {
      const text = squeeze(doc.text);
      expect(text).toMatch(/ 1 Lettres 5C\/5V 40 s \+ 10 s .*PERSONNE 1 RONÉES 0/);
      expect(text).toMatch(/ 2 Chiffres 40 s \+ 15 s 739 1 738 0/);
      expect(text).toContain('Cible : 739');
      expect(text).toMatch(/ 9 Lettres 5C\/5V 40 s \+ 10 s .*JEÛNES 0 ÉCUMES 0/);
      expect(text).toMatch(/ 20 Chiffres 40 s \+ 15 s - 0 890 1/);
      expect(text).toMatch(/Total 8 8/);
      expect(doc.text).not.toContain("Exemplaire de l'arbitre");
    });

    it('shows the errors with their reason', () => {
      const text = squeeze(doc.text);
      expect(text).toMatch(/POURRONE[\s\S]*mot refusé/);
      expect(text).toContain('ligne 2 fausse');
      expect(text).toContain('un seul L au tirage');
    });

    it('prints the extra draws and the sudden-death draws played, with their shorter times', () => {
      const page2 = squeeze(doc.pages[1] as string);
      expect(page2).toContain('Feuille de match (suite) · Poule A — 1/4 de finale · Élise Lefèvre contre Jérôme Château');
      expect(page2).toMatch(/P1 Chiffres 40 s \+ 15 s 393 1 390 0/);
      expect(page2).toMatch(/P2 Lettres 5C\/5V 40 s \+ 10 s .*SAPER 0 REPOSER 1/);
      expect(page2).toMatch(/Total prol\. 1 1/);
      expect(page2).toMatch(/MS1 Lettres 5C\/5V 40 s \+ 10 s .*PRALINE 0 PRALINE 0/);
      expect(page2).toMatch(/MS2 Chiffres 35 s \+ 15 s 403 0 403 0/);
      expect(page2).toMatch(/MS3 Lettres 5C\/5V 30 s \+ 10 s .*CAUDAL 1 0/);
      expect(page2).toContain('MS4 Chiffres / Lettres 25 s + 15/10 s');
    });

    it('names the winner and how the match was won', () => {
      const text = squeeze(doc.text);
      expect(text).toContain('Élise Lefèvre gagne à la mort subite (MS3), après 8 à 8 sur les 20 coups et 1 à 1 en prolongation.');
      expect(text).toContain('Joueur 1 (J1) · vainqueur');
      expect(text).toContain('Michel Caron');
      expect(doc.pages).toHaveLength(2);
      expect(doc.pngs).toHaveLength(2);
      expect(doc.text).toContain('page 2 / 2');
    });
  });

  it("prints the final's 24 draws on the arbiter's copy, the tie-breaks on page 2", async () => {
    await checkPdf('match-final', matchSheetPdf(finalArbiterCopyVm()), (doc) => {
      const text = squeeze(doc.text);
      expect(text).toContain('Feuille de match : Poule A — Finale');
      expect(text).toContain('Match A-F · places 1 à 2 · table 1 · 24 coups : 16 lettres, 8 chiffres');
      expect(text).toContain("Exemplaire de l'arbitre : les tirages sont imprimés, ne pas montrer la feuille aux joueurs.");
      for (let round = 1; round <= 24; round++) expect(doc.text).toMatch(new RegExp(`^ *${round} +(Chiffres|Lettres \\dC/\\dV) +40 s`, 'm'));
      expect(count(doc.text, /Cible : \d+/g)).toBe(9);
      expect(doc.pages).toHaveLength(2);
      const page2 = squeeze(doc.pages[1] as string);
      expect(page2).toContain("En cas d'égalité après les 24 coups");
      expect(page2).toContain('MS6 Chiffres / Lettres 20 s + 15/10 s');
      expect(page2).toContain('MS5 Chiffres / Lettres 20 s + 15/10 s');
      expect(doc.pngs).toHaveLength(2);
    });
  });

  it('prints the duplicate-rank rule instead of extra draws for a classification match', async () => {
    await checkPdf('match-classification', matchSheetPdf(classificationMatchSheetVm()), (doc) => {
      const text = squeeze(doc.text);
      expect(text).toContain('Feuille de match : Poule B — Match de classement places 5-8');
      expect(text).toContain(
        "Match de classement : pas de prolongation, le joueur le mieux classé au duplicate l'emporte (ici : Thérèse Crèvecœur, 21e au duplicate).",
      );
      expect(text).not.toMatch(/\bP1\b|MS1/);
      expect(text).toContain('rang au duplicate');
      expect(text).not.toContain('mort subite');
      expect(doc.pages).toHaveLength(1);
      expect(doc.pngs).toHaveLength(1);
    });
  });
});

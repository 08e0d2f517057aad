import { ordinal } from './afternoon-labels';
import type { BestClubCupVm, ClubCupRowVm, ClubPlayerPlaceVm } from './afternoon-view-models';
import { plural } from './format';
import { COLOR, documentHeader, drawTable, paragraph, renderPdf, runningTitle, tableSection, type Doc, type TableRow } from './layout';

/**
 * The best-club cup (Douai, "V - Coupe du meilleur club"): each club adds the final general places of its
 * 3 best players, the lowest total wins; clubs on the same total are separated by the place of their 3rd
 * player, and marked so. Clubs with fewer than 3 players are listed apart, not ranked.
 */
export const TIE_BREAK_MARK = 'départagé par la place du 3e joueur';

export function bestClubCupPdf(vm: BestClubCupVm): Promise<Buffer> {
  return renderPdf(
    {
      title: `Coupe du meilleur club - ${vm.tournament.name}`,
      subject: 'Coupe du meilleur club',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Coupe du meilleur club`,
    },
    (doc) => {
      const notRanked = vm.notRanked.length > 0 ? ` · ${plural(vm.notRanked.length, 'club non classé', 'clubs non classés')} (moins de 3 joueurs)` : '';
      documentHeader(doc, 'Coupe du meilleur club', vm.tournament, [`${plural(vm.ranked.length, 'club classé', 'clubs classés')}${notRanked}`]);
      paragraph(
        doc,
        'Addition des places au classement général final des 3 meilleurs joueurs de chaque club : le plus petit total gagne ' +
          '(exemple : 1er + 5e + 9e = 15). En cas d\'égalité, le club dont le 3e joueur est le mieux placé passe devant.',
        { size: 8.5 },
      );
      doc.moveDown(0.5);
      const onNewPage = (d: Doc): void => runningTitle(d, `Coupe du meilleur club (suite) · ${vm.tournament.name}`);
      const tied = new Set(vm.ranked.filter((r) => vm.ranked.some((o) => o !== r && o.total === r.total)).map((r) => r.club));
      const showTies = tied.size > 0;
      drawTable(doc, {
        columns: [
          { header: 'Rang', width: 32, align: 'right' },
          { header: 'Club', width: showTies ? 120 : 170 },
          { header: 'Les 3 meilleurs joueurs (place au classement général)', width: showTies ? 165 : 215 },
          { header: 'Calcul', width: showTies ? 62 : 66, align: 'right' },
          { header: 'Total', width: showTies ? 36 : 40, align: 'right' },
          ...(showTies ? [{ header: 'Départage', width: 108 }] : []),
        ],
        rows: vm.ranked.map((row) => cupRow(row, tied.has(row.club), showTies)),
        fontSize: 8.5,
        padding: 3,
        zebra: true,
        onNewPage,
      });
      if (showTies) {
        doc.moveDown(0.4);
        paragraph(doc, `« ${TIE_BREAK_MARK} » : même total qu'un autre club ; le mieux placé des 3e joueurs l'emporte.`, { size: 7.5, color: COLOR.muted });
      }
      if (vm.notRanked.length > 0) {
        tableSection(doc, 'Clubs non classés (moins de 3 joueurs au classement général)', {
          columns: [
            { header: 'Club', width: 170 },
            { header: 'Joueurs (place au classement général)', width: 353 },
          ],
          rows: vm.notRanked.map((c) => [{ text: c.club, font: 'bold' }, players(c.players, ' ; ')]),
          fontSize: 8.5,
          onNewPage,
        });
      }
    },
  );
}

const players = (list: ClubPlayerPlaceVm[], separator = '\n'): string => list.map((p) => `${ordinal(p.place)}  ${p.name}`).join(separator);

function cupRow(row: ClubCupRowVm, tied: boolean, showTies: boolean): TableRow {
  const third = row.players[2];
  const cells = [
    { text: String(row.rank), font: 'bold' as const },
    { text: row.club, font: 'bold' as const },
    players(row.players),
    row.players.map((p) => p.place).join(' + '),
    { text: String(row.total), font: 'bold' as const },
    ...(showTies ? [tied ? { text: `${TIE_BREAK_MARK}${third ? ` (${ordinal(third.place)})` : ''}`, font: 'italic' as const } : ''] : []),
  ];
  return row.rank === 1 ? { cells, fill: COLOR.mark } : cells;
}

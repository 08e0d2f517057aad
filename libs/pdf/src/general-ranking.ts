import { ordinal } from './afternoon-labels';
import type { GeneralRankingRowVm, GeneralRankingVm } from './afternoon-view-models';
import { plural } from './format';
import { COLOR, documentHeader, drawTable, paragraph, renderPdf, runningTitle, sectionTitle, type Doc, type TableRow } from './layout';

/**
 * The final general ranking: every player of the poules by general place (16 x poule index + place in
 * the poule: the 9th of poule B is 25th), with the poule and the place in it; the poules are shaded in
 * turn. Players who withdrew before the poules were formed are listed apart, without a place.
 */
const POULE_SHADE = '#f1f1f1';

export function generalRankingPdf(vm: GeneralRankingVm): Promise<Buffer> {
  return renderPdf(
    {
      title: `Classement général final - ${vm.tournament.name}`,
      subject: 'Classement général final du tournoi',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Classement général final`,
    },
    (doc) => {
      const poules = [...new Set(vm.rows.map((r) => r.poule))];
      const withdrawn = vm.withdrawn.length > 0 ? ` · ${plural(vm.withdrawn.length, 'forfait', 'forfaits')} avant les poules` : '';
      documentHeader(doc, 'Classement général final', vm.tournament, [
        `${plural(vm.rows.length, 'joueur classé', 'joueurs classés')} · ${plural(poules.length, 'poule')} (${poules.join(', ')})${withdrawn}`,
        placesLine(vm.rows, poules),
      ]);
      const onNewPage = (d: Doc): void => runningTitle(d, `Classement général final (suite) · ${vm.tournament.name}`);
      const showRank = vm.rows.some((r) => r.duplicateRank !== undefined);
      const showLicence = vm.rows.some((r) => r.licence);
      drawTable(doc, {
        columns: [
          { header: 'Place', width: 36, align: 'right' },
          { header: 'Nom', width: 140 },
          ...(showLicence ? [{ header: 'Licence', width: 50 }] : []),
          { header: 'Club', width: showLicence ? 150 : 200 },
          { header: 'Poule', width: 34, align: 'center' as const },
          { header: 'Place dans la poule', width: 56, align: 'right' as const },
          ...(showRank ? [{ header: 'Rang au duplicate', width: 57, align: 'right' as const }] : []),
        ],
        rows: vm.rows.map((row) => generalRow(row, poules.indexOf(row.poule) % 2 === 1, showLicence, showRank)),
        fontSize: 8,
        padding: 2.5,
        onNewPage,
      });
      if (vm.withdrawn.length > 0) {
        sectionTitle(doc, 'Forfaits avant les poules (non classés)', onNewPage);
        paragraph(doc, "Ces joueurs se sont retirés après le duplicate, avant la formation des poules : ils n'ont pas de place au classement général.", {
          size: 7.5,
          color: COLOR.muted,
        });
        doc.moveDown(0.3);
        drawTable(doc, {
          columns: [
            { header: 'Nom', width: 170 },
            { header: 'Club', width: 170 },
            { header: 'Motif', width: 183 },
          ],
          rows: vm.withdrawn.map((w) => [{ text: w.name, font: 'bold' }, w.club ?? '', w.reason ?? '']),
          fontSize: 8,
          onNewPage,
        });
      }
    },
  );
}

/** "Places : poule A 1 à 16, poule B 17 à 32, poule C 33 à 44." (the first poules, from the data). */
function placesLine(rows: GeneralRankingRowVm[], poules: string[]): string {
  if (poules.length === 0) return 'Aucun joueur classé.';
  const shown = poules.slice(0, 4).map((poule) => {
    const places = rows.filter((r) => r.poule === poule).map((r) => r.place);
    return `poule ${poule} ${Math.min(...places)} à ${Math.max(...places)}`;
  });
  return `Places générales : ${shown.join(', ')}${poules.length > shown.length ? ', etc.' : '.'}`;
}

function generalRow(row: GeneralRankingRowVm, shaded: boolean, showLicence: boolean, showRank: boolean): TableRow {
  const cells = [
    { text: ordinal(row.place), font: 'bold' as const },
    { text: row.name, font: 'bold' as const },
    ...(showLicence ? [row.licence ?? ''] : []),
    row.club ?? '',
    { text: row.poule, font: 'bold' as const },
    ordinal(row.placeInPoule),
    ...(showRank ? [row.duplicateRank !== undefined ? String(row.duplicateRank) : ''] : []),
  ];
  return { cells, fill: shaded ? POULE_SHADE : undefined };
}

import { frenchInt, percentOfTop, plural, tieBreakLabel } from './format';
import { COLOR, documentHeader, drawTable, formColumns, paragraph, renderPdf, runningTitle, tableSection, type Doc, type TableRow } from './layout';
import type { DuplicateRankingVm, RankingRowVm } from './view-models';

/**
 * The ranking after the duplicate, in the order of the regulation's criteria: total, 10-letter
 * words, numbers points, 9-, 8-, 7-letter words (then first topped draw, then a random draw). The
 * "Départage" column says which criterion separated a player from the next one on the same total.
 * Sheets not counted are listed after the ranking, never dropped silently.
 */
export function duplicateRankingPdf(vm: DuplicateRankingVm): Promise<Buffer> {
  const session = vm.sessionLabel ?? 'Duplicate';
  return renderPdf(
    {
      title: `Classement du duplicate - ${vm.tournament.name}`,
      subject: `Classement du ${session.toLowerCase()}`,
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Classement du duplicate`,
    },
    (doc) => {
      const counted = `${plural(vm.rows.length, 'joueur classé', 'joueurs classés')}`;
      const notCounted = vm.notCounted.length > 0 ? ` · ${plural(vm.notCounted.length, 'feuille non comptée', 'feuilles non comptées')}` : '';
      documentHeader(doc, 'Classement du duplicate', vm.tournament, [
        `${session} · ${plural(vm.drawCount, 'tirage')} · top : ${frenchInt(vm.topTotal)} points · ${counted}${notCounted}`,
      ]);
      const onNewPage = (d: Doc): void => runningTitle(d, `Classement du duplicate (suite) · ${vm.tournament.name} · top : ${frenchInt(vm.topTotal)} points`);
      const showTieBreaks = vm.rows.some((r) => r.tieBreak);
      drawTable(doc, {
        columns: [
          { header: 'Rang', width: 26, align: 'right' },
          { header: 'Nom', width: 112 },
          { header: 'Club', width: showTieBreaks ? 88 : 156 },
          { header: 'Total', width: 34, align: 'right' },
          { header: '% du top', width: 44, align: 'right' },
          ...formColumns([30, 40, 27, 27, 27]),
          ...(showTieBreaks ? [{ header: 'Départage', width: 68 }] : []),
        ],
        rows: vm.rows.map((row) => rankingRow(row, vm.topTotal, showTieBreaks)),
        fontSize: 8,
        padding: 2.5,
        zebra: true,
        onNewPage,
      });
      if (showTieBreaks) {
        doc.moveDown(0.4);
        paragraph(
          doc,
          'Départage des ex aequo : mots de 10, points chiffres, mots de 9, de 8, de 7, premier coup topé par un seul des deux, puis tirage au sort.',
          { size: 7.5, color: COLOR.muted },
        );
      }
      if (vm.notCounted.length > 0) {
        tableSection(doc, 'Feuilles non comptées', {
          columns: [
            { header: 'Nom', width: 150 },
            { header: 'Club', width: 150 },
            { header: 'Motif', width: 223 },
          ],
          rows: vm.notCounted.map((s) => [{ text: s.name, font: 'bold' }, s.club ?? '', s.reason]),
          fontSize: 8,
          onNewPage,
        });
      }
    },
  );
}

function rankingRow(row: RankingRowVm, topTotal: number, showTieBreaks: boolean): TableRow {
  const cells = [
    { text: String(row.rank), font: 'bold' as const },
    { text: row.name, font: 'bold' as const },
    row.club ?? '',
    { text: frenchInt(row.total), font: 'bold' as const },
    percentOfTop(row.total, topTotal),
    String(row.tens),
    String(row.numbersPoints),
    String(row.nines),
    String(row.eights),
    String(row.sevens),
  ];
  return showTieBreaks ? [...cells, row.tieBreak ? tieBreakLabel(row.tieBreak) : ''] : cells;
}

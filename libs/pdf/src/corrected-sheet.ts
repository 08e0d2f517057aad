import { drawText, lettersTopText, numbersTopText, upperWord } from './draw-labels';
import { frenchDateTime, frenchInt, percentOfTop } from './format';
import { COLOR, documentHeader, drawTable, formColumns, paragraph, renderPdf, runningTitle, sectionTitle, type Doc, type TableRow } from './layout';
import type { ArbiterChangeVm, CorrectedRoundVm, CorrectedSheetVm } from './view-models';

/**
 * A player's corrected sheet: every round with its draw, the top, the answer, the points and the
 * topped mark; refusals with their reason; the arbiters' changes marked on their row and listed
 * with who, when and why; the computed totals against the declared total.
 */
export function correctedSheetPdf(vm: CorrectedSheetVm): Promise<Buffer> {
  const player = vm.player;
  return renderPdf(
    {
      title: `Feuille corrigée - ${player.name} - ${vm.tournament.name}`,
      subject: `Feuille corrigée du ${(vm.sessionLabel ?? 'Duplicate').toLowerCase()}`,
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Feuille corrigée · ${player.name}`,
    },
    (doc) => {
      const seat = [player.table !== undefined && `table ${player.table}`, player.seat !== undefined && `place ${player.seat}`].filter(Boolean).join(', ');
      const who = [player.licence && `licence ${player.licence}`, player.club, seat].filter(Boolean).join(' · ');
      const correctedBy = vm.correctedBy ? [`Corrigée par ${vm.correctedBy}`] : [];
      documentHeader(doc, `Feuille corrigée : ${player.name}`, vm.tournament, [`${vm.sessionLabel ?? 'Duplicate'} · ${who}`, ...correctedBy]);
      if (vm.notCounted) {
        paragraph(doc, `Feuille non comptée : ${vm.notCounted}`, { font: 'bold', size: 10, color: '#a00000' });
        doc.moveDown(0.3);
      }
      const onNewPage = (d: Doc): void => runningTitle(d, `Feuille corrigée (suite) · ${vm.player.name} · ${vm.tournament.name}`);
      drawTable(doc, {
        columns: [
          { header: 'Coup', width: 26, align: 'center' },
          { header: 'Tirage', width: 90 },
          { header: 'Top', width: 116 },
          { header: 'Réponse', width: 104 },
          { header: 'Points', width: 36, align: 'right' },
          { header: 'Topé', width: 28, align: 'center' },
          { header: 'Remarques', width: 123 },
        ],
        rows: vm.rounds.map(correctedRow),
        fontSize: 8,
        padding: 2.5,
        onNewPage,
      });
      doc.moveDown(0.3);
      paragraph(doc, '* points modifiés par un arbitre (détail ci-dessous). Points : obtenus / top du coup.', { size: 7.5, color: COLOR.muted });
      drawTotals(doc, vm, onNewPage);
      drawChanges(doc, vm, onNewPage);
    },
  );
}

function answerText(round: CorrectedRoundVm): string {
  const answer = round.answer;
  if (answer.kind === 'letters') return answer.word ? upperWord(answer.word) : '(pas de réponse)';
  if (answer.result === null && answer.lines.length === 0) return '(pas de réponse)';
  const result = answer.result === null ? 'Résultat : -' : `Résultat : ${answer.result}`;
  return [result, ...answer.lines].join('\n');
}

/** "Le compte est bon", "Approche à 1 : 642", or "9 lettres" and up to two of the longest words. */
function topText(round: CorrectedRoundVm): string {
  const draw = round.draw;
  if (draw.kind === 'numbers') return numbersTopText(draw.top);
  const words = draw.top.words.slice(0, 2).map(upperWord).join(', ');
  const more = draw.top.words.length > 2 ? ', …' : '';
  return words ? `${lettersTopText(draw.top.maxLength)} :\n${words}${more}` : lettersTopText(draw.top.maxLength);
}

function correctedRow(round: CorrectedRoundVm): TableRow {
  const remarks: string[] = [];
  if (round.refusal) remarks.push(`Refusé : ${round.refusal}`);
  if (round.change) remarks.push(`Modifié par l'arbitre : ${changeText(round.change)}`);
  const cells = [
    { text: String(round.draw.round), font: 'bold' as const },
    drawText(round.draw),
    topText(round),
    { text: answerText(round), font: 'bold' as const },
    { text: `${round.points} / ${round.topPoints}${round.change ? ' *' : ''}`, font: 'bold' as const },
    round.topped ? { text: 'topé', font: 'bold' as const } : '',
    { text: remarks.join('\n'), font: round.refusal || round.change ? ('italic' as const) : ('regular' as const) },
  ];
  return { cells, fill: round.change ? COLOR.mark : round.refusal ? '#fbeaea' : undefined };
}

/** "de 0 à 7 points (mot admis par décision d'arbitrage)". */
function changeText(change: ArbiterChangeVm): string {
  return `de ${change.before} à ${change.after} points (${change.reason})`;
}

function drawTotals(doc: Doc, vm: CorrectedSheetVm, onNewPage: (doc: Doc) => void): void {
  sectionTitle(doc, 'Totaux', onNewPage);
  const t = vm.totals;
  const declared = vm.declaredTotal;
  const comparison =
    declared === null
      ? 'Total déclaré : non indiqué'
      : declared === t.total
        ? `Total déclaré : ${frenchInt(declared)} (confirmé par la correction)`
        : `Total déclaré : ${frenchInt(declared)} · écart : ${declared > t.total ? '+' : '-'}${frenchInt(Math.abs(declared - t.total))} (le total calculé fait foi)`;
  drawTable(doc, {
    columns: [
      { header: 'Total calculé', width: 90, align: 'right' },
      { header: '% du top', width: 60, align: 'right' },
      ...formColumns([60, 70, 60, 60, 60]),
    ],
    rows: [
      [
        { text: `${frenchInt(t.total)} / ${frenchInt(vm.topTotal)}`, font: 'bold' },
        percentOfTop(t.total, vm.topTotal),
        String(t.tens),
        String(t.numbersPoints),
        String(t.nines),
        String(t.eights),
        String(t.sevens),
      ],
    ],
    fontSize: 9,
    onNewPage,
  });
  doc.moveDown(0.4);
  paragraph(doc, comparison, { font: 'bold', size: 10, color: declared !== null && declared !== t.total ? '#a00000' : COLOR.text });
}

function drawChanges(doc: Doc, vm: CorrectedSheetVm, onNewPage: (doc: Doc) => void): void {
  const changed = vm.rounds.filter((r) => r.change);
  sectionTitle(doc, "Modifications des arbitres", onNewPage);
  if (changed.length === 0) {
    paragraph(doc, 'Aucune modification : la correction par paire est confirmée.', { color: COLOR.muted });
    return;
  }
  drawTable(doc, {
    columns: [
      { header: 'Coup', width: 34, align: 'center' },
      { header: 'Avant', width: 40, align: 'right' },
      { header: 'Après', width: 40, align: 'right' },
      { header: 'Motif', width: 229 },
      { header: 'Par', width: 100 },
      { header: 'Le', width: 80 },
    ],
    rows: changed.map((r) => {
      const c = r.change as ArbiterChangeVm;
      return [String(r.draw.round), String(c.before), { text: String(c.after), font: 'bold' }, c.reason, c.by ?? '', c.at ? frenchDateTime(c.at) : ''];
    }),
    fontSize: 8,
    onNewPage,
  });
}

import { drawText, lettersTopText, numbersTopText, upperWord } from './draw-labels';
import { DEFAULT_TIME_LIMITS, plural, roundKindLabel, secondsLabel, timeLimitsLine } from './format';
import { COLOR, documentHeader, drawTable, paragraph, renderPdf, runningTitle, sectionTitle, type Doc, type TableRow } from './layout';
import type { DrawsSheetVm, DrawWithTopVm, RulingVm, TimeLimitsVm } from './view-models';

/**
 * The arbiters' sheet of draws: every round's draw and its top (with one solution for numbers, the
 * longest words for letters), the time limits, the seed that reproduces the session, and the
 * tournament's rulings on words.
 */
export function drawsSheetPdf(vm: DrawsSheetVm): Promise<Buffer> {
  const limits = vm.timeLimits ?? DEFAULT_TIME_LIMITS;
  const numbers = vm.rounds.filter((r) => r.kind === 'numbers').length;
  const session = vm.sessionLabel ?? 'Duplicate';
  return renderPdf(
    {
      title: `Feuille des tirages - ${vm.tournament.name}`,
      subject: `Tirages et tops du ${session.toLowerCase()} (document des arbitres)`,
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Feuille des tirages (arbitres)`,
    },
    (doc) => {
      documentHeader(doc, 'Feuille des tirages (arbitres)', vm.tournament, [
        `${session} · ${plural(vm.rounds.length, 'coup')} : ${numbers} chiffres, ${vm.rounds.length - numbers} lettres`,
        vm.seed ? `Graine du tirage : ${vm.seed}` : "Tirages préparés par l'organisateur (pas de graine)",
        timeLimitsLine(limits),
      ]);
      const onNewPage = (d: Doc): void => runningTitle(d, `Feuille des tirages (suite) · ${vm.tournament.name}${vm.seed ? ` · graine ${vm.seed}` : ''}`);
      drawTable(doc, {
        columns: [
          { header: 'Coup', width: 30, align: 'center' },
          { header: 'Type', width: 72 },
          { header: 'Tirage', width: 118 },
          { header: 'Top', width: 98 },
          { header: 'Solution / mots les plus longs', width: 205 },
        ],
        rows: vm.rounds.map((r) => drawRow(r, limits)),
        fontSize: 8.5,
        onNewPage,
      });
      drawRulings(doc, vm.rulings, onNewPage);
    },
  );
}

function drawRow(round: DrawWithTopVm, limits: TimeLimitsVm): TableRow {
  const time = secondsLabel(round.kind === 'numbers' ? limits.numbers : limits.letters).replace(" d'écriture", '');
  const type = `${roundKindLabel(round)}\n${time}`;
  if (round.kind === 'numbers') {
    return {
      fill: '#f3f6fa',
      cells: [
        { text: String(round.round), font: 'bold' },
        type,
        { text: drawText(round), font: 'bold' },
        { text: numbersTopText(round.top, '\n'), font: round.top.exact ? 'bold' : 'regular' },
        round.top.solution.join('\n'),
      ],
    };
  }
  return [
    { text: String(round.round), font: 'bold' },
    type,
    { text: drawText(round), font: 'bold' },
    { text: lettersTopText(round.top.maxLength), font: 'bold' },
    round.top.words.map(upperWord).join(', ') || '-',
  ];
}

function drawRulings(doc: Doc, rulings: RulingVm[], onNewPage: (doc: Doc) => void): void {
  sectionTitle(doc, "Décisions d'arbitrage : mots admis ou refusés pour ce tournoi", onNewPage);
  if (rulings.length === 0) {
    paragraph(doc, "Aucune décision d'arbitrage : le lexique de référence s'applique tel quel.", { color: COLOR.muted });
    return;
  }
  paragraph(doc, 'Ces décisions priment sur le lexique de référence pour tout le tournoi.', { size: 8, color: COLOR.muted });
  doc.moveDown(0.3);
  const sorted = [...rulings].sort((a, b) => Number(b.admitted) - Number(a.admitted) || a.word.localeCompare(b.word, 'fr'));
  drawTable(doc, {
    columns: [
      { header: 'Mot', width: 140 },
      { header: 'Décision', width: 70 },
      { header: 'Remarque', width: 313 },
    ],
    rows: sorted.map((r) => [
      { text: upperWord(r.word), font: 'bold' },
      r.admitted ? 'admis' : { text: 'refusé', font: 'bold' },
      r.note ?? '',
    ]),
    zebra: true,
    onNewPage,
  });
}

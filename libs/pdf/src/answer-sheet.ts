import { DEFAULT_TIME_LIMITS, pdfSafe, roundKindLabel, secondsLabel, timeLimitsLine } from './format';
import { bottom, COLOR, contentWidth, documentHeader, fitText, FONT, FORM_HEADERS, labelledBox, left, renderPdf, rule, type Doc } from './layout';
import type { AnswerSheetsVm, AnswerSheetVm, PlannedRoundVm, PlayerVm, TimeLimitsVm } from './view-models';

/**
 * The player's answer sheet: a box per round in two columns (down the left column, then the right),
 * letters boxes with ten cells, numbers boxes with a result and lines for the written computation,
 * then the declared total, the ranking form and the corrector's box on the last page.
 */
const GAP = 7;
const COLUMN_GAP = 12;
const HEAD = 15;
const CELL = 21;
const COMPUTATION_LINES = 5;
const LINE_STEP = 17;
const LETTERS_HEIGHT = HEAD + CELL + 8;
const NUMBERS_HEIGHT = HEAD + COMPUTATION_LINES * LINE_STEP + 8;
const CLOSING_HEIGHT = 126;

const boxHeight = (round: PlannedRoundVm): number => (round.kind === 'numbers' ? NUMBERS_HEIGHT : LETTERS_HEIGHT);
const columnHeight = (rounds: PlannedRoundVm[]): number => rounds.reduce((s, r) => s + boxHeight(r) + GAP, 0);

export function answerSheetPdf(vm: AnswerSheetVm): Promise<Buffer> {
  return answerSheetsPdf({ ...vm, players: vm.player ? [vm.player] : [] });
}

/** One sheet per player (a blank sheet when `players` is empty); each sheet starts on a new page. */
export function answerSheetsPdf(vm: AnswerSheetsVm): Promise<Buffer> {
  const players: (PlayerVm | undefined)[] = vm.players.length > 0 ? vm.players : [undefined];
  const sheetOfPage: { start: number; count: number; name?: string }[] = [];
  const title = players.length === 1 && players[0] ? `Feuille de réponses - ${players[0].name}` : 'Feuilles de réponses';
  return renderPdf(
    {
      title: `${title} - ${vm.tournament.name}`,
      subject: 'Feuille de réponses du duplicate',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Feuille de réponses`,
      pageLabel: (index) => {
        const sheet = sheetOfPage[index] ?? { start: index, count: 1 };
        return `${sheet.name ? `${sheet.name} · ` : ''}page ${index - sheet.start + 1} / ${sheet.count}`;
      },
    },
    (doc) => {
      players.forEach((player, i) => {
        if (i > 0) doc.addPage();
        const start = doc.bufferedPageRange().count - 1;
        drawSheet(doc, vm, player);
        const count = doc.bufferedPageRange().count - start;
        for (let p = start; p < start + count; p++) sheetOfPage[p] = { start, count, name: player?.name };
      });
    },
  );
}

function drawSheet(doc: Doc, vm: AnswerSheetsVm, player: PlayerVm | undefined): void {
  const session = vm.sessionLabel ?? 'Duplicate';
  const limits = vm.timeLimits ?? DEFAULT_TIME_LIMITS;
  documentHeader(doc, 'Feuille de réponses', vm.tournament, [
    `${session} · ${vm.rounds.length} coups · ${timeLimitsLine(limits)}`,
  ]);
  drawPlayerBlock(doc, player);

  let remaining = [...vm.rounds];
  for (;;) {
    const top = doc.y;
    const room = bottom(doc) - top;
    const lastPage = fitInColumns(remaining, room - CLOSING_HEIGHT);
    if (lastPage) {
      const [leftRounds, rightRounds] = lastPage;
      const end = Math.max(drawColumn(doc, leftRounds, 0, top, limits), drawColumn(doc, rightRounds, 1, top, limits));
      doc.y = end;
      drawClosing(doc);
      return;
    }
    const leftRounds = takeFitting(remaining, room);
    const rightRounds = takeFitting(remaining.slice(leftRounds.length), room);
    if (leftRounds.length === 0) throw new Error('an answer box does not fit on a page');
    drawColumn(doc, leftRounds, 0, top, limits);
    drawColumn(doc, rightRounds, 1, top, limits);
    remaining = remaining.slice(leftRounds.length + rightRounds.length);
    doc.addPage();
    runningHeader(doc, vm, player);
    if (remaining.length === 0) {
      drawClosing(doc);
      return;
    }
  }
}

/** The longest prefix of `rounds` that fits in `room` points of one column. */
function takeFitting(rounds: PlannedRoundVm[], room: number): PlannedRoundVm[] {
  let used = 0;
  let n = 0;
  while (n < rounds.length && used + boxHeight(rounds[n] as PlannedRoundVm) <= room) {
    used += boxHeight(rounds[n] as PlannedRoundVm) + GAP;
    n++;
  }
  return rounds.slice(0, n);
}

/** Splits all the rounds into two columns of even height that fit in `room`, or returns null. */
function fitInColumns(rounds: PlannedRoundVm[], room: number): [PlannedRoundVm[], PlannedRoundVm[]] | null {
  let best: [PlannedRoundVm[], PlannedRoundVm[]] | null = null;
  let bestHeight = Infinity;
  for (let k = 0; k <= rounds.length; k++) {
    const a = rounds.slice(0, k);
    const b = rounds.slice(k);
    const height = Math.max(columnHeight(a), columnHeight(b));
    // ties go to the fuller left column: players read down the left column first
    if (height - GAP <= room && height < bestHeight) {
      best = [a, b];
      bestHeight = height;
    }
  }
  return best;
}

function columnX(doc: Doc, column: 0 | 1): number {
  return left(doc) + column * ((contentWidth(doc) + COLUMN_GAP) / 2);
}

const columnWidth = (doc: Doc): number => (contentWidth(doc) - COLUMN_GAP) / 2;

/** Draws the boxes of one column from `top`; returns the y below the last box. */
function drawColumn(doc: Doc, rounds: PlannedRoundVm[], column: 0 | 1, top: number, limits: TimeLimitsVm): number {
  let y = top;
  for (const round of rounds) {
    drawBox(doc, round, columnX(doc, column), y, columnWidth(doc), limits);
    y += boxHeight(round) + GAP;
  }
  return y;
}

function drawBox(doc: Doc, round: PlannedRoundVm, x: number, y: number, width: number, limits: TimeLimitsVm): void {
  const height = boxHeight(round);
  doc.rect(x, y, width, HEAD).fill(COLOR.light);
  doc.rect(x, y, 26, HEAD).fill('#222222');
  doc.rect(x, y, width, height).lineWidth(0.8).strokeColor(COLOR.text).stroke();
  doc.font(FONT.bold).fontSize(9).fillColor('#ffffff').text(String(round.round), x, y + 3.5, { width: 26, align: 'center', lineBreak: false });
  doc.fillColor(COLOR.text).text(pdfSafe(roundKindLabel(round)), x + 32, y + 3.5, { width: width - 90, lineBreak: false });
  const time = secondsLabel(round.kind === 'numbers' ? limits.numbers : limits.letters).replace(" d'écriture", '');
  doc.font(FONT.regular).fontSize(7).fillColor(COLOR.muted).text(time, x + width - 70, y + 4.5, { width: 66, align: 'right', lineBreak: false });
  doc.fillColor(COLOR.text);
  const bodyY = y + HEAD + 4;
  const pointsWidth = 38;
  if (round.kind === 'letters') {
    const cellWidth = Math.min(20, (width - pointsWidth - 16) / 10);
    for (let i = 0; i < 10; i++) doc.rect(x + 6 + i * cellWidth, bodyY, cellWidth, CELL).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
    labelledBox(doc, x + width - pointsWidth - 4, bodyY, pointsWidth, CELL, 'Pts');
    return;
  }
  const resultWidth = 62;
  labelledBox(doc, x + 6, bodyY, resultWidth, 32, 'Résultat');
  labelledBox(doc, x + 6, bodyY + 38, resultWidth, CELL + 4, 'Pts');
  const linesX = x + resultWidth + 14;
  doc.font(FONT.regular).fontSize(6.5).fillColor(COLOR.muted).text('Calcul (une opération par ligne)', linesX, bodyY - 1, { width: width - resultWidth - 20, lineBreak: false });
  doc.fillColor(COLOR.text);
  for (let i = 1; i <= COMPUTATION_LINES; i++) {
    const lineY = bodyY + i * LINE_STEP - 2;
    doc.moveTo(linesX, lineY).lineTo(x + width - 6, lineY).lineWidth(0.4).dash(1.5, { space: 2 }).strokeColor(COLOR.rule).stroke().undash();
  }
}

function drawPlayerBlock(doc: Doc, player: PlayerVm | undefined): void {
  const x = left(doc);
  const y = doc.y + 2;
  const width = contentWidth(doc);
  const seat = [player?.table !== undefined ? `table ${player.table}` : '', player?.seat !== undefined ? `place ${player.seat}` : '']
    .filter(Boolean)
    .join(', ');
  const fields: [string, string, number][] = [
    ['Nom du joueur', player?.name ?? '', 0.36],
    ['Licence', player?.licence ?? '', 0.16],
    ['Club', player?.club ?? '', 0.3],
    ['Table / place', seat, 0.18],
  ];
  let fx = x;
  for (const [label, value, share] of fields) {
    const w = width * share - (fx + width * share >= x + width - 1 ? 0 : 4);
    labelledBox(doc, fx, y, w, 30, label);
    doc.font(FONT.bold);
    fitText(doc, value, fx + 4, y + 13, w - 8, 11);
    fx += width * share;
  }
  doc.x = x;
  doc.y = y + 30 + 10;
}

function runningHeader(doc: Doc, vm: AnswerSheetsVm, player: PlayerVm | undefined): void {
  const who = player ? [player.name, player.licence && `licence ${player.licence}`, player.club].filter(Boolean).join(' · ') : 'Nom : ________________________';
  doc.font(FONT.bold).fontSize(10).text(pdfSafe(`Feuille de réponses (suite) · ${who}`), left(doc), doc.y, { width: contentWidth(doc) });
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted).text(pdfSafe(vm.tournament.name), { width: contentWidth(doc) });
  doc.fillColor(COLOR.text);
  rule(doc, 4);
  doc.y += 2;
}

function drawClosing(doc: Doc): void {
  const x = left(doc);
  const width = contentWidth(doc);
  let y = doc.y + 2;
  doc.font(FONT.bold).fontSize(10).text('Total et fiche de classement (à remplir par le joueur)', x, y, { width, lineBreak: false });
  y += 15;
  const totalWidth = 112;
  labelledBox(doc, x, y, totalWidth, 40, 'Total déclaré', 2);
  const fields = ['Total', ...FORM_HEADERS];
  const fieldWidth = (width - totalWidth - 10 + 4) / fields.length;
  fields.forEach((label, i) => labelledBox(doc, x + totalWidth + 10 + i * fieldWidth, y, fieldWidth - 4, 40, label));
  y += 48;
  doc.font(FONT.bold).fontSize(10).text('Correction', x, y, { width, lineBreak: false });
  y += 15;
  labelledBox(doc, x, y, width * 0.4 - 4, 40, 'Nom du correcteur');
  labelledBox(doc, x + width * 0.4, y, width * 0.3 - 4, 40, 'Signature du correcteur');
  labelledBox(doc, x + width * 0.7, y, width * 0.3, 40, 'Signature du joueur');
  doc.x = x;
  doc.y = y + 44;
}

import { ordinal, stageLabel } from './afternoon-labels';
import type { MatchPlayerVm, MatchRoundVm, MatchSheetVm } from './afternoon-view-models';
import { upperWord } from './draw-labels';
import { DEFAULT_TIME_LIMITS, pdfSafe, roundKindLabel, timeLimitsLine } from './format';
import { bottom, COLOR, contentWidth, documentHeader, drawTable, ensureSpace, fitText, FONT, labelledBox, left, paragraph, renderPdf, sectionTitle, type Doc, type TableCell, type TableRow } from './layout';
import type { DrawVm, PlannedRoundVm, TimeLimitsVm } from './view-models';

/**
 * The match sheet of two players: the regular draws (20, 24 for the final) with their type and time,
 * a box for each player's answer and point; then the tie rules: for a qualification match or a final,
 * the 2 extra draws and the sudden-death draws with their shorter search times; for a classification
 * match, the duplicate rank. Last, the winner and the arbiter's signature. Blank, with the draws
 * (the arbiter's copy), or filled in (a played match).
 */

/** "Réduction progressive du temps" (docs/rules/poules-and-matches.md): 40 s, then 5 s less a draw down to 20 s. */
export const DEFAULT_SUDDEN_DEATH_SECONDS: readonly number[] = Object.freeze([40, 35, 30, 25, 20]);

/** The 2 extra draws of a tied match: "1C-1L", letters 5C/5V. */
const PLANNED_EXTRA: MatchRoundVm[] = [
  { draw: { round: 1, kind: 'numbers' } },
  { draw: { round: 2, kind: 'letters', consonants: 5, vowels: 5 } },
];

const RESULT_HEIGHT = 66;
const SECTION_TITLE_HEIGHT = 24;
const TABLE_HEADER_HEIGHT = 15;
/** Rows are 15 to 20 points high: room to write a word by hand. */
const MIN_ROW = 15;
const MAX_ROW = 20;
const TABLE_FONT = 8;
const TABLE_PAD = 2.5;

const hasDraw = (draw: PlannedRoundVm | DrawVm): draw is DrawVm => 'plates' in draw || 'letters' in draw;
const isPlayed = (round: MatchRoundVm): boolean => round.points !== undefined || round.answers !== undefined;
const sum = (rounds: MatchRoundVm[], side: 0 | 1): number => rounds.reduce((s, r) => s + (r.points?.[side] ?? 0), 0);
const allScored = (rounds: MatchRoundVm[]): boolean => rounds.length > 0 && rounds.every((r) => r.points !== undefined);

export function matchSheetPdf(vm: MatchSheetVm): Promise<Buffer> {
  const label = vm.label ?? stageLabel(vm.stage, vm.places);
  const names = vm.players.map((p, i) => p?.name ?? `Joueur ${i + 1}`);
  return renderPdf(
    {
      title: `Feuille de match - Poule ${vm.poule} - ${label} - ${names[0]} contre ${names[1]} - ${vm.tournament.name}`,
      subject: 'Feuille de match',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Feuille de match · Poule ${vm.poule}${vm.matchId ? ` · ${vm.matchId}` : ''}`,
    },
    (doc) => drawSheet(doc, vm, label),
  );
}

function drawSheet(doc: Doc, vm: MatchSheetVm, label: string): void {
  const limits = vm.timeLimits ?? DEFAULT_TIME_LIMITS;
  const winnersLine = vm.stage !== 'classification';
  const extra = winnersLine ? (vm.extraRounds ?? PLANNED_EXTRA) : [];
  const schedule = vm.suddenDeathSeconds && vm.suddenDeathSeconds.length > 0 ? vm.suddenDeathSeconds : DEFAULT_SUDDEN_DEATH_SECONDS;
  const suddenDeath = winnersLine ? suddenDeathRows(vm.suddenDeathRounds ?? [], schedule) : [];
  const all = [...vm.rounds, ...extra, ...suddenDeath.flatMap((r) => (r.round ? [r.round] : []))];
  const showDraws = all.some((r) => hasDraw(r.draw));
  const played = all.some(isPlayed) || vm.result !== undefined;
  const letters = vm.rounds.filter((r) => r.draw.kind === 'letters').length;

  const where = [vm.matchId && `Match ${vm.matchId}`, `places ${vm.places.from} à ${vm.places.to}`, vm.table !== undefined && `table ${vm.table}`];
  const lines = [
    `${where.filter(Boolean).join(' · ')} · ${vm.rounds.length} coups : ${letters} lettres, ${vm.rounds.length - letters} chiffres`,
    timeLimitsLine(limits),
  ];
  if (showDraws && !played) lines.push("Exemplaire de l'arbitre : les tirages sont imprimés, ne pas montrer la feuille aux joueurs.");
  documentHeader(doc, `Feuille de match : Poule ${vm.poule} — ${label}`, vm.tournament, lines);
  drawPlayers(doc, vm);

  const columns = tableColumns(doc, vm, showDraws);
  const onNewPage = (d: Doc): void => runningTitle(d, vm, label);
  const tieTitle = `En cas d'égalité après les ${vm.rounds.length} coups`;
  const tieText = winnersLine
    ? 'P1, P2 : prolongation de 2 coups (1 coup de chiffres, 1 de lettres 5C/5V), aux temps normaux. Toujours à égalité : MS1, MS2... mort subite, ' +
      'un tirage à la fois (chiffres ou lettres tiré au sort, puis en alternance ; lettres toujours 5C/5V ; tirages non préparés), ' +
      `avec un temps de recherche réduit à chaque tirage (écriture : ${limits.numbers.writeSeconds} s chiffres, ${limits.letters.writeSeconds} s lettres). ` +
      'Le premier joueur qui marque seul le point a gagné.'
    : `Match de classement : pas de prolongation, ${rankRule(vm.players)}`;
  const tieTextSize = winnersLine ? 7.5 : 8;
  doc.font(FONT.regular).fontSize(tieTextSize);
  const tieTextHeight = doc.heightOfString(pdfSafe(tieText), { width: contentWidth(doc) }) + (winnersLine ? 4 : 0);

  const regularRows: TableRow[] = vm.rounds.map((r) => roundRow(String(r.draw.round), r, limits, showDraws));
  regularRows.push(totalRow('Total', vm.rounds, showDraws));
  const tieRowsVm: TableRow[] = extra.map((r, i) => roundRow(`P${i + 1}`, r, limits, showDraws));
  if (winnersLine) {
    tieRowsVm.push(totalRow('Total prol.', extra, showDraws));
    suddenDeath.forEach((sd, i) => tieRowsVm.push(suddenDeathRow(i + 1, sd, limits, showDraws)));
  }

  // Row heights: everything on one page when it fits; else the regular draws fill page 1 and the tie
  // rules, their draws and the result (kept together) go to page 2 with roomy rows.
  doc.font(FONT.regular).fontSize(TABLE_FONT);
  const line = doc.currentLineHeight(true) + 0.5;
  const cellLines = (cell: TableCell): number => (typeof cell === 'string' ? cell : cell.text).split('\n').length;
  const natural = (row: TableRow): number => Math.max(...(Array.isArray(row) ? row : row.cells).map(cellLines)) * line + 2 * TABLE_PAD;
  const heightOf = (rows: TableRow[], h: number): number => rows.reduce((s, r) => s + Math.max(h, natural(r)), 0);
  const tieFixed = SECTION_TITLE_HEIGHT + tieTextHeight + (winnersLine ? TABLE_HEADER_HEIGHT : 0) + RESULT_HEIGHT;
  const tieHeight = (h: number): number => tieFixed + heightOf(tieRowsVm, h);
  const room = bottom(doc) - doc.y - TABLE_HEADER_HEIGHT - 4;
  const heights = Array.from({ length: (MAX_ROW - MIN_ROW) * 2 + 1 }, (_, i) => MAX_ROW - i / 2);
  const together = heights.find((h) => heightOf(regularRows, h) + tieHeight(h) <= room);
  const rowHeight = together ?? heights.find((h) => heightOf(regularRows, h) <= room) ?? MIN_ROW;
  const tieRowHeight = together ?? MAX_ROW;
  const table = { columns, fontSize: TABLE_FONT, padding: TABLE_PAD, grid: true, middle: true, onNewPage };

  drawTable(doc, { ...table, rows: regularRows, minRowHeight: rowHeight });
  if (ensureSpace(doc, tieHeight(tieRowHeight))) onNewPage(doc);
  sectionTitle(doc, tieTitle);
  paragraph(doc, tieText, { size: tieTextSize, color: winnersLine ? COLOR.muted : COLOR.text });
  if (winnersLine) {
    doc.moveDown(0.3);
    drawTable(doc, { ...table, rows: tieRowsVm, minRowHeight: tieRowHeight });
  }
  drawResult(doc, vm, winnersLine, onNewPage);
}

/** "le joueur le mieux classé au duplicate l'emporte (ici : Élise Lefèvre, 5e)." */
function rankRule(players: MatchSheetVm['players']): string {
  const [a, b] = players;
  const base = "le joueur le mieux classé au duplicate l'emporte";
  if (!a?.duplicateRank || !b?.duplicateRank) return `${base}.`;
  const best = a.duplicateRank < b.duplicateRank ? a : b;
  return `${base} (ici : ${best.name}, ${ordinal(best.duplicateRank as number)} au duplicate).`;
}

interface SuddenDeathRow {
  seconds: number;
  round?: MatchRoundVm;
}

/** One row per scheduled time, and per draw played beyond the schedule (at the last, shortest time). */
function suddenDeathRows(rounds: MatchRoundVm[], schedule: readonly number[]): SuddenDeathRow[] {
  const count = Math.max(schedule.length, rounds.length);
  const last = schedule[schedule.length - 1] as number;
  return Array.from({ length: count }, (_, i) => ({ seconds: schedule[i] ?? last, round: rounds[i] }));
}

function tableColumns(doc: Doc, vm: MatchSheetVm, showDraws: boolean): { header: string; width: number; align?: 'left' | 'center' | 'right' }[] {
  const fixed = 30 + 70 + 62 + 2 * 22 + (showDraws ? 100 : 0);
  const answer = (contentWidth(doc) - fixed) / 2;
  const head = (i: 0 | 1): string => `J${i + 1} : ${vm.players[i]?.name ?? '...........................'}`;
  return [
    { header: 'Coup', width: 30, align: 'center' },
    { header: 'Type', width: 70 },
    { header: 'Temps', width: 62 },
    ...(showDraws ? [{ header: 'Tirage', width: 100 }] : []),
    { header: head(0), width: answer },
    { header: 'Pt', width: 22, align: 'center' as const },
    { header: head(1), width: answer },
    { header: 'Pt', width: 22, align: 'center' as const },
  ];
}

function drawCell(draw: PlannedRoundVm | DrawVm): TableCell {
  if (!hasDraw(draw)) return '';
  if (draw.kind === 'numbers') return { text: `${draw.plates.join('  ')}\nCible : ${draw.target}`, font: 'bold' };
  return { text: draw.letters.map((l) => l.toUpperCase()).join(' '), font: 'bold' };
}

function answerCells(round: MatchRoundVm | undefined, side: 0 | 1): TableCell[] {
  const points = round?.points ? { text: String(round.points[side]), font: 'bold' as const } : '';
  const answer = round?.answers?.[side];
  if (answer === undefined) return [round?.points ? '-' : '', points];
  if (answer === null) return ['-', points];
  const text = round?.draw.kind === 'letters' ? upperWord(answer.text) : answer.text;
  if (answer.error) return [{ text: `${text}\n${answer.error}`, color: '#a00000' }, points];
  return [{ text, font: 'bold' }, points];
}

function timeText(kind: 'numbers' | 'letters', limits: TimeLimitsVm, searchSeconds?: number): string {
  const l = kind === 'numbers' ? limits.numbers : limits.letters;
  return `${searchSeconds ?? l.thinkSeconds} s + ${l.writeSeconds} s`;
}

function roundRow(label: string, round: MatchRoundVm, limits: TimeLimitsVm, showDraws: boolean): TableRow {
  return [
    { text: label, font: 'bold' },
    roundKindLabel(round.draw),
    timeText(round.draw.kind, limits),
    ...(showDraws ? [drawCell(round.draw)] : []),
    ...answerCells(round, 0),
    ...answerCells(round, 1),
  ];
}

function suddenDeathRow(index: number, row: SuddenDeathRow, limits: TimeLimitsVm, showDraws: boolean): TableRow {
  const round = row.round;
  const type = round ? roundKindLabel(round.draw) : 'Chiffres / Lettres';
  const time = round ? timeText(round.draw.kind, limits, row.seconds) : `${row.seconds} s + ${limits.numbers.writeSeconds}/${limits.letters.writeSeconds} s`;
  return [
    { text: `MS${index}`, font: 'bold' },
    type,
    time,
    ...(showDraws ? [round ? drawCell(round.draw) : ''] : []),
    ...answerCells(round, 0),
    ...answerCells(round, 1),
  ];
}

function totalRow(label: string, rounds: MatchRoundVm[], showDraws: boolean): TableRow {
  const scored = allScored(rounds);
  const total = (side: 0 | 1): TableCell => (scored ? { text: String(sum(rounds, side)), font: 'bold' } : '');
  return {
    fill: COLOR.light,
    cells: ['', { text: label, font: 'bold' }, '', ...(showDraws ? [''] : []), '', total(0), '', total(1)],
  };
}

function playerDetails(player: MatchPlayerVm): string {
  const parts = [
    player.club,
    player.licence && `licence ${player.licence}`,
    player.seed !== undefined && `tête de série ${player.seed}`,
    player.duplicateRank !== undefined && `${ordinal(player.duplicateRank)} au duplicate`,
  ];
  return parts.filter(Boolean).join(' · ');
}

function drawPlayers(doc: Doc, vm: MatchSheetVm): void {
  const x = left(doc);
  const y = doc.y + 2;
  const gap = 8;
  const width = (contentWidth(doc) - gap) / 2;
  vm.players.forEach((player, i) => {
    const bx = x + i * (width + gap);
    const won = vm.result?.winner === i;
    labelledBox(doc, bx, y, width, 38, `Joueur ${i + 1} (J${i + 1})${won ? ' · vainqueur' : ''}`, won ? 2 : 0.7);
    if (!player) return;
    doc.font(FONT.bold).fillColor(COLOR.text);
    fitText(doc, player.name, bx + 5, y + 11, width - 10, 12, 8);
    doc.font(FONT.regular).fillColor(COLOR.muted);
    fitText(doc, playerDetails(player), bx + 5, y + 26, width - 10, 8, 6);
    doc.fillColor(COLOR.text);
  });
  doc.x = x;
  doc.y = y + 38 + 8;
}

/** "Élise Lefèvre gagne 11 à 9" / "... à la mort subite (MS3), après 10 à 10 et 1 à 1 en prolongation". */
function resultText(vm: MatchSheetVm): string | null {
  const result = vm.result;
  if (!result) return null;
  const winner = vm.players[result.winner]?.name ?? `Joueur ${result.winner + 1}`;
  const w = result.winner;
  const l = (1 - w) as 0 | 1;
  const score = (rounds: MatchRoundVm[]): string | null => (allScored(rounds) ? `${sum(rounds, w)} à ${sum(rounds, l)}` : null);
  const regular = score(vm.rounds);
  const extra = score(vm.extraRounds ?? []);
  const note = result.note ? ` (${result.note})` : '';
  switch (result.decidedBy) {
    case 'score':
      return `${winner} gagne${regular ? ` ${regular}` : ''} au score${note}.`;
    case 'extra-draws':
      return `${winner} gagne après la prolongation${extra ? ` (${extra})` : ''}${regular ? `, après ${regular} sur les ${vm.rounds.length} coups` : ''}${note}.`;
    case 'sudden-death': {
      const decisive = (vm.suddenDeathRounds ?? []).findIndex((r) => r.points !== undefined && r.points[0] !== r.points[1]);
      const at = decisive >= 0 ? ` (MS${decisive + 1})` : '';
      const before = [regular && `${regular} sur les ${vm.rounds.length} coups`, extra && `${extra} en prolongation`].filter(Boolean).join(' et ');
      return `${winner} gagne à la mort subite${at}${before ? `, après ${before}` : ''}${note}.`;
    }
    case 'duplicate-rank':
      return `${winner} gagne au rang du duplicate${regular ? `, après ${regular}` : ''}${note}.`;
    case 'forfeit':
      return `${winner} gagne par forfait${note}.`;
  }
}

function drawResult(doc: Doc, vm: MatchSheetVm, winnersLine: boolean, onNewPage: (doc: Doc) => void): void {
  ensureSpace(doc, RESULT_HEIGHT, onNewPage);
  const x = left(doc);
  const width = contentWidth(doc);
  let y = doc.y + 8;
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text).text('Résultat', x, y, { width, lineBreak: false });
  const text = resultText(vm);
  if (text) {
    doc.font(FONT.regular).fontSize(9);
    fitText(doc, text, x + 58, y + 0.5, width - 58, 9, 7);
  }
  y += 14;
  const height = 38;
  const shares = [0.32, 0.32, 0.16, 0.2];
  const xs = shares.map((_, i) => x + width * shares.slice(0, i).reduce((s, v) => s + v, 0));
  const w = (i: number): number => width * (shares[i] as number) - (i < shares.length - 1 ? 4 : 0);

  labelledBox(doc, xs[0] as number, y, w(0), height, 'Vainqueur', 1.5);
  const winner = vm.result ? vm.players[vm.result.winner] : undefined;
  if (winner) {
    doc.font(FONT.bold).fillColor(COLOR.text);
    fitText(doc, winner.name, (xs[0] as number) + 5, y + 15, w(0) - 10, 12, 8);
  }

  labelledBox(doc, xs[1] as number, y, w(1), height, 'Décidé');
  const options: [string, string][] = winnersLine
    ? [['score', 'au score'], ['extra-draws', 'prolongation'], ['sudden-death', 'mort subite'], ['forfeit', 'forfait']]
    : [['score', 'au score'], ['duplicate-rank', 'rang au duplicate'], ['forfeit', 'forfait']];
  options.forEach(([key, labelText], i) => {
    const ox = (xs[1] as number) + 5 + (i % 2) * (w(1) / 2);
    const oy = y + 12 + Math.floor(i / 2) * 12;
    doc.rect(ox, oy, 7, 7).lineWidth(0.6).strokeColor(COLOR.text).stroke();
    if (vm.result?.decidedBy === key) {
      doc.moveTo(ox, oy).lineTo(ox + 7, oy + 7).moveTo(ox + 7, oy).lineTo(ox, oy + 7).lineWidth(1.2).stroke();
    }
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.text).text(pdfSafe(labelText), ox + 10, oy, { lineBreak: false });
  });

  labelledBox(doc, xs[2] as number, y, w(2), height, "Nom de l'arbitre");
  if (vm.arbiter) {
    doc.font(FONT.regular).fillColor(COLOR.text);
    fitText(doc, vm.arbiter, (xs[2] as number) + 4, y + 16, w(2) - 8, 9, 6);
  }
  labelledBox(doc, xs[3] as number, y, w(3), height, "Signature de l'arbitre");
  doc.x = x;
  doc.y = y + height + 4;
}

function runningTitle(doc: Doc, vm: MatchSheetVm, label: string): void {
  const names = vm.players.map((p, i) => p?.name ?? `Joueur ${i + 1}`).join(' contre ');
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.muted);
  doc.text(pdfSafe(`Feuille de match (suite) · Poule ${vm.poule} — ${label} · ${names}`), left(doc), doc.y, { width: contentWidth(doc) });
  doc.fillColor(COLOR.text);
  doc.moveDown(0.4);
}

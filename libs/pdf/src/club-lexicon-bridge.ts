import type { DealResult, LexiconBridgeResult, PadEntry, RubberResult } from '@greffier/lexicon-bridge';
import { frenchInt, pdfSafe } from './format';
import { bottom, COLOR, contentWidth, documentHeader, drawTable, ensureSpace, fitText, FONT, left, renderPdf, sectionTitle, type Doc } from './layout';

/** The score sheet of a Lexicon Bridge table: the rubber pads (NOUS / EUX, or one column a player at three), the deals, the standings. */

export interface LexiconBridgeSheetVm {
  clubName: string;
  /** YYYY-MM-DD */
  playedOn: string;
  title?: string | null;
  players: { seat: number; name: string }[];
  /** The rules library's result (libs/lexicon-bridge): the sheet prints it as it is. */
  result: LexiconBridgeResult;
  cut?: Record<string, string>;
  standings: { seat: number; name: string; points: number; place: number }[];
  creationDate?: Date;
}

const LINE = 11;
const GAME_LABEL = 8;
const REASON: Record<PadEntry['reason'], string> = {
  tricks: 'levées',
  overtricks: 'levées',
  defence: 'défense',
  slam: 'chelem',
  renonce: 'renonce',
  game: 'manche',
  rubber: 'rubber',
};

const nameOf = (vm: LexiconBridgeSheetVm, seat: number): string => vm.players.find((p) => p.seat === seat)?.name ?? `Place ${seat}`;
/** NOUS / EUX at four (003: "La colonne de gauche est réservée à votre score et à celui de votre partenaire"); the player at three. */
const sideLabel = (vm: LexiconBridgeSheetVm, side: number): string =>
  vm.result.players === 4 ? (side === 0 ? 'NOUS' : 'EUX') : nameOf(vm, vm.result.sides[side]?.seats[0] ?? side + 1);
const sideNames = (vm: LexiconBridgeSheetVm, side: number): string => (vm.result.sides[side]?.seats ?? []).map((s) => `${s}. ${nameOf(vm, s)}`).join(' et ');

export function lexiconBridgeSheetPdf(vm: LexiconBridgeSheetVm): Promise<Buffer> {
  const heading = `Bridge lexical - ${vm.clubName} - ${vm.playedOn}`;
  return renderPdf(
    { title: `Feuille de marque ${heading}`, subject: 'Feuille de marque du Bridge lexical (Lexicon)', creationDate: vm.creationDate, footerText: `Greffier · ${vm.clubName} · Bridge lexical` },
    (doc) => {
      documentHeader(doc, 'Feuille de marque — Bridge lexical', { name: vm.clubName, date: vm.playedOn }, headerLines(vm));
      drawPads(doc, vm);
      drawDeals(doc, vm);
      drawStandings(doc, vm);
    },
  );
}

function headerLines(vm: LexiconBridgeSheetVm): string[] {
  const { result } = vm;
  const lines: string[] = [];
  if (vm.title) lines.push(vm.title);
  if (result.players === 4) lines.push(`4 joueurs, deux équipes : NOUS (${sideNames(vm, 0)}) contre EUX (${sideNames(vm, 1)})`);
  else lines.push(`3 joueurs, trois colonnes : ${vm.players.map((p) => `${p.seat}. ${p.name}`).join(', ')}`);
  const cut = vm.cut ? Object.entries(vm.cut).map(([seat, letter]) => `${seat} : ${letter}`).join(', ') : '';
  lines.push(
    result.from === 'cut'
      ? `Coupe : ${cut} ; premier donneur : ${nameOf(vm, result.firstDealer)} (A la plus haute, Z la plus basse)`
      : `Pas de coupe enregistrée : ${result.players === 4 ? 'partenaires face à face (1 et 3, 2 et 4) ; ' : ''}premier donneur : ${nameOf(vm, result.firstDealer)}`,
  );
  const totals = result.sides.map((s) => `${sideLabel(vm, s.index)} ${frenchInt(result.totals[s.index] ?? 0)}`).join(' · ');
  lines.push(`${result.deals.length} donne${result.deals.length > 1 ? 's' : ''}, ${result.rubbers.length} rubber${result.rubbers.length > 1 ? 's' : ''}${result.finished ? ' (terminé)' : result.deals.length ? ' (en cours)' : ''} · Totaux : ${totals}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The pads: the figures above the line written upward from it, those below in games ruled off.

interface PadLayout {
  rubber: RubberResult;
  above: PadEntry[][];
  games: PadEntry[][][];
  height: number;
}

function padLayout(vm: LexiconBridgeSheetVm, rubber: RubberResult): PadLayout {
  const n = vm.result.sides.length;
  const entries = vm.result.deals.filter((d) => d.rubber === rubber.number).flatMap((d) => d.entries.map((e) => ({ ...e, game: d.game })));
  const above = Array.from({ length: n }, (_, s) => entries.filter((e) => e.side === s && e.where === 'above'));
  const games = rubber.games.map((g) => Array.from({ length: n }, (_, s) => entries.filter((e) => e.side === s && e.where === 'below' && e.game === g.number)));
  const aboveRows = Math.max(3, ...above.map((a) => a.length));
  const belowHeight = games.reduce((t, g) => t + GAME_LABEL + Math.max(1, ...g.map((c) => c.length)) * LINE + 3, 0);
  const height = 14 + 22 + aboveRows * LINE + 4 + Math.max(belowHeight, LINE) + 3 * LINE + 4 + 14;
  return { rubber, above, games, height };
}

function drawPads(doc: Doc, vm: LexiconBridgeSheetVm): void {
  const rubbers: RubberResult[] = vm.result.rubbers.length ? vm.result.rubbers : [{ number: 1, deals: [], games: [{ number: 1, winner: null, below: vm.result.sides.map(() => 0) }], winner: null, finished: false, above: vm.result.sides.map(() => 0), below: vm.result.sides.map(() => 0), totals: vm.result.sides.map(() => 0) }];
  const gap = 14;
  const width = (contentWidth(doc) - gap) / 2;
  for (let i = 0; i < rubbers.length; i += 2) {
    const row = rubbers.slice(i, i + 2).map((r) => padLayout(vm, r));
    const height = Math.max(...row.map((p) => p.height));
    ensureSpace(doc, height + 6);
    const y = doc.y + 4;
    row.forEach((pad, k) => drawPad(doc, vm, pad, left(doc) + k * (width + gap), y, width));
    doc.x = left(doc);
    doc.y = y + height + 6;
  }
}

function drawPad(doc: Doc, vm: LexiconBridgeSheetVm, pad: PadLayout, x: number, y0: number, width: number): void {
  const n = vm.result.sides.length;
  const col = width / n;
  const { rubber } = pad;
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text).text(pdfSafe(`Rubber ${rubber.number}`), x, y0, { lineBreak: false });
  let y = y0 + 14;
  const top = y;
  // Column heads
  for (let s = 0; s < n; s++) {
    doc.font(FONT.bold).fillColor(COLOR.text);
    fitText(doc, sideLabel(vm, s), x + s * col + 3, y + 2, col - 6, 10, 6);
    doc.font(FONT.regular).fillColor(COLOR.muted);
    fitText(doc, vm.result.players === 4 ? sideNames(vm, s) : `place ${vm.result.sides[s]?.seats[0]}`, x + s * col + 3, y + 13, col - 6, 6.5, 5);
  }
  doc.fillColor(COLOR.text);
  y += 22;
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(COLOR.text).stroke();
  const aboveRows = Math.max(3, ...pad.above.map((a) => a.length));
  const line = y + aboveRows * LINE + 2;
  const figure = (e: PadEntry, s: number, rowY: number): void => {
    doc.font(FONT.regular).fontSize(6).fillColor(COLOR.muted);
    doc.text(pdfSafe(`d${e.deal} ${col > 100 ? REASON[e.reason] : ''}`.trim()), x + s * col + 3, rowY + 2.5, { lineBreak: false });
    doc.font(FONT.bold).fontSize(9).fillColor(COLOR.text);
    const text = String(e.points);
    doc.text(text, x + (s + 1) * col - 4 - doc.widthOfString(text), rowY + 1, { lineBreak: false });
  };
  // Above the line, the first figure nearest the line
  pad.above.forEach((entries, s) => entries.forEach((e, k) => figure(e, s, line - 2 - (k + 1) * LINE)));
  // The line
  doc.moveTo(x, line).lineTo(x + width, line).lineWidth(1.6).strokeColor(COLOR.text).stroke();
  let by = line + 3;
  pad.games.forEach((game, g) => {
    const info = rubber.games[g];
    doc.font(FONT.italic).fontSize(6).fillColor(COLOR.muted);
    doc.text(pdfSafe(`manche ${g + 1}${info && info.winner !== null ? ` : gagnée par ${sideLabel(vm, info.winner)}` : ''}`), x + 3, by + 1, { lineBreak: false });
    by += GAME_LABEL;
    const rows = Math.max(1, ...game.map((c) => c.length));
    game.forEach((entries, s) => entries.forEach((e, k) => figure(e, s, by + k * LINE)));
    by += rows * LINE;
    // 003: "On trace alors un trait tout du long des deux colonnes au-dessous de ce chiffre"
    if (info && info.winner !== null) doc.moveTo(x, by + 1).lineTo(x + width, by + 1).lineWidth(0.8).strokeColor(COLOR.text).stroke();
    by += 3;
  });
  const totalsY = Math.max(by, line + 3 + LINE) + 2;
  doc.moveTo(x, totalsY).lineTo(x + width, totalsY).lineWidth(0.5).strokeColor(COLOR.text).stroke();
  const rows: [string, number[], boolean][] = [
    ['au-dessus', rubber.above, false],
    ['au-dessous', rubber.below, false],
    ['Total', rubber.totals, true],
  ];
  rows.forEach(([label, values, bold], r) => {
    const ry = totalsY + 2 + r * LINE;
    for (let s = 0; s < n; s++) {
      doc.font(FONT.regular).fontSize(6).fillColor(COLOR.muted).text(pdfSafe(label), x + s * col + 3, ry + 2.5, { lineBreak: false });
      doc.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 10 : 8.5).fillColor(COLOR.text);
      const text = frenchInt(values[s] ?? 0);
      doc.text(text, x + (s + 1) * col - 4 - doc.widthOfString(text), ry + (bold ? 0.5 : 1.5), { lineBreak: false });
    }
  });
  const end = totalsY + 2 + 3 * LINE + 2;
  for (let s = 1; s < n; s++) doc.moveTo(x + s * col, top).lineTo(x + s * col, end).lineWidth(0.5).strokeColor(COLOR.text).stroke();
  doc.rect(x, top, width, end - top).lineWidth(0.8).strokeColor(COLOR.text).stroke();
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.text);
  const status = rubber.finished && rubber.winner !== null ? `Rubber gagné par ${sideLabel(vm, rubber.winner)} (+50)` : 'Rubber en cours';
  fitText(doc, status, x, end + 3, width, 8, 6);
}

// ---------------------------------------------------------------------------------------------
// The deals

function resultText(vm: LexiconBridgeSheetVm, d: DealResult): string {
  const parts = [d.outcome === 'made' ? `+${d.overtricks}` : d.outcome === 'book' ? '6 : rien' : `chute de ${d.short}`];
  if (d.slam) parts.push(d.slam === 'grand' ? 'grand chelem' : 'petit chelem');
  if (d.renonce) parts.push(`renonce de ${d.renonce.seat} : ${d.renonce.penalty === 'points' ? '50 points' : `${d.renonce.moved} levée${d.renonce.moved > 1 ? 's' : ''} prise${d.renonce.moved > 1 ? 's' : ''}`}`);
  if (d.gameWonBy !== null) parts.push(`manche ${sideLabel(vm, d.gameWonBy)}`);
  if (d.rubberWonBy !== null) parts.push(`rubber ${sideLabel(vm, d.rubberWonBy)}`);
  return parts.join(' ; ');
}

function drawDeals(doc: Doc, vm: LexiconBridgeSheetVm): void {
  const { result } = vm;
  sectionTitle(doc, 'Les donnes');
  if (!result.deals.length) {
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted).text(pdfSafe('Aucune donne jouée.'), left(doc), doc.y);
    doc.fillColor(COLOR.text);
    return;
  }
  const n = result.sides.length;
  const sideWidth = n === 3 ? 44 : 52;
  const columns = [
    { header: 'N°', width: 22, align: 'center' as const },
    { header: 'Rubber manche', width: 40, align: 'center' as const },
    { header: 'Donneur', width: 52 },
    { header: 'Mots (valeur)', width: 523 - 22 - 40 - 52 - 42 - 46 - 110 - n * sideWidth },
    { header: 'Déclarant', width: 42, align: 'center' as const },
    { header: 'Levées', width: 46, align: 'center' as const },
    { header: 'Résultat', width: 110 },
    ...result.sides.map((s) => ({ header: `${sideLabel(vm, s.index)} haut / bas`, width: sideWidth, align: 'center' as const })),
  ];
  const rows = result.deals.map((d) => ({
    cells: [
      { text: String(d.deal), font: 'bold' as const },
      `${d.rubber} · ${d.game}`,
      `${d.dealer}. ${nameOf(vm, d.dealer)}`,
      d.words.map((w) => `${w.seat}. ${w.word ?? '(jeu montré)'}${w.word ? ` ${w.value}` : ''}${w.seat === d.declarer ? ' *' : ''}`).join('\n'),
      { text: String(d.declarer), font: 'bold' as const },
      d.tricks === d.tricksRecorded ? String(d.tricks) : `${d.tricks} (${d.tricksRecorded} ${d.tricks > d.tricksRecorded ? '+' : '-'} ${Math.abs(d.tricks - d.tricksRecorded)})`,
      resultText(vm, d),
      ...result.sides.map((s) => (d.above[s.index] || d.below[s.index] ? `${d.above[s.index]} / ${d.below[s.index]}` : '-')),
    ],
  }));
  drawTable(doc, { columns, rows, fontSize: 7.5, zebra: true });
  doc.font(FONT.regular).fontSize(6.8).fillColor(COLOR.muted);
  doc.text(
    pdfSafe(
      '* : le déclarant (le mot de plus grande valeur ; à égalité, celui qui commence par la lettre la plus voisine de A). Plus de 6 levées : 6 au-dessus de la ligne, les levées au-delà de 6 au-dessous ; ' +
        'moins de 6 : les adversaires marquent leurs levées plus 5 par levée manquante, au-dessus. Manche à 5 au-dessous (+10), rubber en deux manches (+50), petit chelem +30, grand chelem +40 ; renonce : 3 levées ou 50 points.',
    ),
    left(doc),
    doc.y + 3,
    { width: contentWidth(doc) },
  );
  doc.fillColor(COLOR.text);
}

function drawStandings(doc: Doc, vm: LexiconBridgeSheetVm): void {
  if (doc.y + 80 > bottom(doc)) doc.addPage();
  sectionTitle(doc, 'Classement');
  const sideOf = (seat: number): number => vm.result.sides.find((s) => s.seats.includes(seat))?.index ?? 0;
  drawTable(doc, {
    columns: [
      { header: 'Place', width: 40, align: 'center' },
      { header: 'Joueur', width: 220 },
      { header: vm.result.players === 4 ? 'Équipe' : 'Colonne', width: 120 },
      { header: 'Points', width: 60, align: 'right' },
    ],
    rows: vm.standings.map((s) => [String(s.place), `${s.seat}. ${s.name}`, sideLabel(vm, sideOf(s.seat)), { text: frenchInt(s.points), font: 'bold' }]),
    fontSize: 9,
  });
}

import { frenchDate, pdfSafe, plural } from './format';
import { COLOR, contentWidth, drawTable, ensureSpace, FONT, left, paragraph, renderPdf, rule, sectionTitle, type Doc } from './layout';

/** One grid as printed: its letters, the squares taken by a counted word, its totals. */
export interface ThinkOfALetterGridVm {
  /** "Alice Martin (1er)", "Meilleure grille trouvée". */
  label: string;
  /** null: not entered yet (an empty frame is printed). */
  rows: string[] | null;
  /** counted[r][c]: the square belongs to a word that scored (shaded). */
  counted: boolean[][];
  rowTotals: number[];
  columnTotals: number[];
  total: number;
  /** The words counted, e.g. "L1 : IT, WIT" or "C3 : ÉTÉ". */
  words: string[];
}

export interface ThinkOfALetterSheetVm {
  clubName: string;
  /** ISO day, YYYY-MM-DD. */
  playedOn: string;
  title: string | null;
  size: number;
  pointsTable: { length: number; points: number }[];
  /** The calls in order, with the seat that called. */
  calls: { letter: string; seat: number }[];
  callsNeeded: number;
  finished: boolean;
  standings: { place: number; seat: number; name: string; points: number }[];
  grids: ThinkOfALetterGridVm[];
  /** For the curious: the best grid a bounded search found, with its seed and budget. */
  bestFound: (ThinkOfALetterGridVm & { seed: string; iterations: number; fromPlayer: boolean }) | null;
  creationDate?: Date;
}

const TITLE = 'Pensez à une lettre';
const GAP = 18;
const SHADE = '#dcdcdc'; // the squares of counted words: visible once printed in black and white

/** The score sheet of a game of Think of a Letter: the standings, the calls, then each grid with its totals. */
export function thinkOfALetterSheetPdf(vm: ThinkOfALetterSheetVm): Promise<Buffer> {
  return renderPdf(
    {
      title: `${TITLE} - ${vm.clubName} - ${frenchDate(vm.playedOn)}`,
      subject: 'Feuille de marque de Pensez à une lettre',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.clubName} · ${TITLE} · ${frenchDate(vm.playedOn)}`,
    },
    (doc) => draw(doc, vm),
  );
}

function draw(doc: Doc, vm: ThinkOfALetterSheetVm): void {
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(16).text(pdfSafe(`${TITLE} : feuille de marque`), left(doc), doc.y, { width });
  doc.font(FONT.bold).fontSize(11).text(pdfSafe(vm.title ? `${vm.clubName} · ${vm.title}` : vm.clubName), { width });
  const status = vm.finished ? 'partie terminée' : `partie en cours : ${vm.calls.length} lettres annoncées sur ${vm.callsNeeded}`;
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  doc.text(pdfSafe(`${frenchDate(vm.playedOn)} · grille ${vm.size} x ${vm.size} · ${plural(vm.standings.length, 'joueur')} · ${status}`), { width });
  const scale = vm.pointsTable.map((p) => `${p.length} lettres : ${p.points}`).join(' · ');
  doc.text(pdfSafe(`Barème (mots d'une lettre : 0) : ${scale}`), { width });
  doc.fillColor(COLOR.text);
  rule(doc, 4);

  sectionTitle(doc, 'Classement');
  drawTable(doc, {
    columns: [
      { header: 'Place', width: 40, align: 'right' },
      { header: 'N°', width: 30, align: 'right' },
      { header: 'Joueur', width: 260 },
      { header: 'Points', width: 60, align: 'right' },
    ],
    rows: vm.standings.map((s) => [{ text: String(s.place), font: 'bold' }, String(s.seat), { text: s.name, font: 'bold' }, { text: String(s.points), font: 'bold' }]),
    fontSize: 9,
  });

  sectionTitle(doc, 'Lettres annoncées');
  paragraph(doc, vm.calls.length ? vm.calls.map((c, i) => `${i + 1}. ${c.letter} (${c.seat})`).join('   ') : 'Aucune lettre annoncée.', { size: 8.5 });
  paragraph(doc, 'Entre parenthèses : le numéro (N°) du joueur qui a annoncé la lettre, à tour de rôle.', { size: 7.5, color: COLOR.muted });

  sectionTitle(doc, 'Grilles');
  paragraph(doc, "Total de chaque ligne à droite, de chaque colonne en bas, total de la grille dans le coin. Les cases grisées forment les mots comptés (lus de gauche à droite et de haut en bas ; deux mots d'une même ligne ou colonne ne partagent aucune case).", { size: 7.5, color: COLOR.muted });
  doc.moveDown(0.4);
  drawGrids(doc, vm.size, vm.grids);

  if (vm.bestFound) {
    const b = vm.bestFound;
    sectionTitle(doc, 'Pour les curieux : la meilleure grille trouvée');
    const origin = b.fromPlayer ? "aucune meilleure que celle d'un joueur n'a été trouvée" : 'trouvée par la recherche';
    paragraph(doc, `Les mêmes lettres, rangées par une recherche bornée (${b.iterations} échanges essayés, graine « ${b.seed} ») : ${origin}. C'est la meilleure trouvée, pas forcément la meilleure possible.`, { size: 7.5, color: COLOR.muted });
    doc.moveDown(0.4);
    drawGrids(doc, vm.size, [b]);
  }
}

function drawGrids(doc: Doc, size: number, grids: ThinkOfALetterGridVm[]): void {
  const cell = size <= 5 ? 22 : size <= 8 ? 16 : 13;
  const blockWidth = (size + 1) * cell + 6;
  const perBand = Math.max(1, Math.floor((contentWidth(doc) + GAP) / (blockWidth + GAP)));
  for (let k = 0; k < grids.length; k += perBand) {
    const band = grids.slice(k, k + perBand);
    const heights = band.map((g) => blockHeight(doc, g, size, cell, blockWidth));
    ensureSpace(doc, Math.max(...heights));
    const y = doc.y;
    band.forEach((g, i) => drawGrid(doc, g, size, cell, left(doc) + i * (blockWidth + GAP), y, blockWidth));
    doc.x = left(doc);
    doc.y = y + Math.max(...heights) + 10;
  }
}

const wordsText = (g: ThinkOfALetterGridVm): string => pdfSafe(g.words.length ? g.words.join(' ; ') : g.rows ? 'aucun mot' : 'grille non saisie');

function blockHeight(doc: Doc, g: ThinkOfALetterGridVm, size: number, cell: number, width: number): number {
  doc.font(FONT.regular).fontSize(6.5);
  return 14 + (size + 1) * cell + 4 + doc.heightOfString(wordsText(g), { width });
}

function drawGrid(doc: Doc, g: ThinkOfALetterGridVm, size: number, cell: number, x: number, y: number, width: number): void {
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.text).text(pdfSafe(g.label), x, y, { width, lineBreak: false, ellipsis: true });
  const top = y + 14;
  const letterSize = cell * 0.55;
  const centred = (text: string, cx: number, cy: number, font: string, fontSize: number): void => {
    doc.font(font).fontSize(fontSize);
    doc.text(pdfSafe(text), cx, cy + (cell - fontSize) / 2 + 1, { width: cell, align: 'center', lineBreak: false });
  };
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const cx = x + c * cell;
      const cy = top + r * cell;
      if (g.counted[r]?.[c]) doc.rect(cx, cy, cell, cell).fill(SHADE);
      doc.fillColor(COLOR.text);
      const letter = g.rows?.[r]?.[c];
      if (letter) centred(letter, cx, cy, FONT.bold, letterSize);
    }
    if (g.rows) centred(String(g.rowTotals[r] ?? 0), x + size * cell, top + r * cell, FONT.regular, letterSize * 0.9);
  }
  for (let c = 0; c < size; c++) if (g.rows) centred(String(g.columnTotals[c] ?? 0), x + c * cell, top + size * cell, FONT.regular, letterSize * 0.9);
  if (g.rows) centred(String(g.total), x + size * cell, top + size * cell, FONT.bold, letterSize);
  // the frame: the grid's squares, then the totals' column and row, the corner framed twice
  doc.lineWidth(0.6).strokeColor(COLOR.text);
  for (let k = 0; k <= size; k++) {
    doc.moveTo(x, top + k * cell).lineTo(x + size * cell, top + k * cell).stroke();
    doc.moveTo(x + k * cell, top).lineTo(x + k * cell, top + size * cell).stroke();
  }
  doc.lineWidth(0.3).strokeColor(COLOR.rule);
  doc.rect(x + size * cell, top, cell, size * cell).stroke();
  doc.rect(x, top + size * cell, size * cell, cell).stroke();
  doc.lineWidth(1.2).strokeColor(COLOR.text).rect(x + size * cell, top + size * cell, cell, cell).stroke();
  doc.font(FONT.regular).fontSize(6.5).fillColor(COLOR.muted);
  doc.text(wordsText(g), x, top + (size + 1) * cell + 4, { width });
  doc.fillColor(COLOR.text);
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type PDFKitDocument from 'pdfkit';
import { frenchDate, pdfSafe } from './format';
import type { TournamentVm } from './view-models';

/**
 * A small layout toolkit over pdfkit: A4 documents with a header, a "page x / y" footer stamped on
 * every page at the end, tables with fixed column widths, wrapped cells and a header repeated after
 * each page break. Every document is made by createDocument, in DejaVu Sans; every string goes through pdfSafe.
 */
export type Doc = PDFKit.PDFDocument;

/** The names the layouts use; createDocument registers them. */
export const FONT = { regular: 'regular', bold: 'bold', italic: 'italic' } as const;
type FontName = keyof typeof FONT;

/**
 * DejaVu Sans (its condensed cut, as wide as the Helvetica the layouts were drawn for) from the dejavu-fonts-ttf
 * package: Latin (Polish, Czech, Vietnamese...), Greek and Cyrillic, so that every name prints as written (the
 * standard PDF fonts print WinAnsi only). pdfkit embeds a subset: the glyphs a document uses. Resolved through
 * the package, so that it is found from the sources and from dist/.
 */
const FONT_FILES: Record<FontName, string> = { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf', italic: 'DejaVuSansCondensed-Oblique.ttf' };
let fontData: Record<FontName, Buffer> | undefined;

function fontFiles(): Record<FontName, Buffer> {
  if (!fontData) {
    const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const read = (name: FontName): Buffer => readFileSync(join(dir, FONT_FILES[name]));
    fontData = { regular: read('regular'), bold: read('bold'), italic: read('italic') };
  }
  return fontData;
}

/**
 * The layouts were measured on Helvetica's lines: 0.718 em above the baseline, 0.207 below, a 0.231 em gap
 * (its AFM). DejaVu's own (0.928, 0.236, no gap: room for accents on capitals) would move every line of text
 * down in its box and change the line heights; pdfkit takes them from the font object it opens, so they are
 * set there once per document, and the glyphs (widths as Helvetica's within 3 %: the condensed cut) are kept.
 */
const HELVETICA_LINES = { ascender: 718, descender: -207, lineGap: 231 } as const;

let pdfkit: typeof PDFKitDocument | undefined;

/**
 * pdfkit, loaded with the first document rather than with the server: it and its font libraries (fontkit, its
 * Unicode tables, brotli) are about 25 MB of a process's memory, which a server that prints nothing never needs.
 */
function loadPdfkit(): typeof PDFKitDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a deferred load: an import would load it at start
  return (pdfkit ??= require('pdfkit') as typeof PDFKitDocument);
}

/** A pdfkit document whose fonts are FONT's (DejaVu Sans), regular by default: no standard font in it. */
export function createDocument(options: PDFKit.PDFDocumentOptions = {}): Doc {
  const PDFDocument = loadPdfkit();
  const files = fontFiles();
  // font: null, not pdfkit's default Helvetica; and not the DejaVu buffer either: pdfkit would then open the
  // font anew on every doc.font('regular') (it caches a registered name only when it opened it first).
  const doc = new PDFDocument({ ...options, font: null as unknown as string });
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    doc.registerFont(FONT[name], files[name]).font(FONT[name]);
    Object.assign((doc as unknown as { _font: object })._font, HELVETICA_LINES);
  }
  return doc.font(FONT.regular);
}
export const COLOR = { text: '#000000', muted: '#555555', rule: '#888888', light: '#eeeeee', mark: '#fff3c4' } as const;
const MARGIN = 36;
const FOOTER_SPACE = 22;

export interface DocumentSpec {
  title: string;
  subject?: string;
  creationDate?: Date;
  /** Printed at the bottom left of every page. */
  footerText: string;
  /** The bottom right label of a page; default "page x / y" over the whole document. */
  pageLabel?: (pageIndex: number, pageCount: number) => string;
  /** Default: portrait. */
  layout?: 'portrait' | 'landscape';
}

export const contentWidth = (doc: Doc): number => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const left = (doc: Doc): number => doc.page.margins.left;
export const bottom = (doc: Doc): number => doc.page.height - doc.page.margins.bottom;

/** Creates an A4 document, lets `draw` fill it, stamps the footers and returns the PDF bytes. */
export function renderPdf(spec: DocumentSpec, draw: (doc: Doc) => void): Promise<Buffer> {
  const info: PDFKit.DocumentInfo = { Title: pdfSafe(spec.title), Author: 'Greffier', Creator: 'Greffier' };
  if (spec.subject) info.Subject = pdfSafe(spec.subject);
  if (spec.creationDate) {
    info.CreationDate = spec.creationDate;
    info.ModDate = spec.creationDate;
  }
  const doc = createDocument({
    size: 'A4',
    layout: spec.layout ?? 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info,
    lang: 'fr-FR',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.font(FONT.regular).fillColor(COLOR.text);
      draw(doc);
      stampFooters(doc, spec);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

function stampFooters(doc: Doc, spec: DocumentSpec): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the bottom margin must not open a new page
    const y = doc.page.height - MARGIN - 10;
    const width = contentWidth(doc);
    const label = spec.pageLabel ? spec.pageLabel(i - range.start, range.count) : `page ${i - range.start + 1} / ${range.count}`;
    doc.moveTo(left(doc), y - 4).lineTo(left(doc) + width, y - 4).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    const labelWidth = doc.widthOfString(pdfSafe(label));
    doc.text(pdfSafe(label), left(doc) + width - labelWidth, y, { lineBreak: false });
    fitText(doc, spec.footerText, left(doc), y, width - labelWidth - 12, 7.5, 6);
    doc.fillColor(COLOR.text);
    doc.page.margins.bottom = savedBottom;
  }
}

/** The document's title block: title, tournament, extra lines, then a rule. */
export function documentHeader(doc: Doc, title: string, tournament: TournamentVm, lines: string[] = []): void {
  const place = [frenchDate(tournament.date), tournament.venue, tournament.organiser && `organisé par ${tournament.organiser}`];
  titleBlock(doc, title, tournament.name, [place.filter(Boolean).join(' · '), ...lines]);
}

/** A title block: the title, a name under it (a tournament's, a season's), small grey lines, then a rule. */
export function titleBlock(doc: Doc, title: string, name: string, lines: string[]): void {
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(16).fillColor(COLOR.text).text(pdfSafe(title), left(doc), doc.y, { width });
  doc.font(FONT.bold).fontSize(11).text(pdfSafe(name), { width });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  for (const line of lines) doc.text(pdfSafe(line), { width });
  doc.fillColor(COLOR.text);
  rule(doc, 4);
}

/** The title at the top of a continued page ("... (suite) · ..."), small and grey, then a rule. */
export function runningTitle(doc: Doc, text: string): void {
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.muted);
  doc.text(pdfSafe(text), left(doc), doc.y, { width: contentWidth(doc) });
  doc.fillColor(COLOR.text);
  rule(doc, 3);
}

/** A horizontal rule across the content width, with `gap` points of space on each side. */
export function rule(doc: Doc, gap = 4): void {
  const y = doc.y + gap;
  doc.moveTo(left(doc), y).lineTo(left(doc) + contentWidth(doc), y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  doc.x = left(doc);
  doc.y = y + gap;
}

/** Opens a new page when fewer than `height` points are left; returns true if it did. */
export function ensureSpace(doc: Doc, height: number, onNewPage?: (doc: Doc) => void): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  onNewPage?.(doc);
  return true;
}

/** A section's title, kept with what follows: room for it, a table header and a first row, or a new page. */
export function sectionTitle(doc: Doc, text: string, onNewPage?: (doc: Doc) => void): void {
  ensureSpace(doc, 64, onNewPage);
  doc.moveDown(0.5);
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.text).text(pdfSafe(text), left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
}

/** A titled section made of one table: the title is kept with the table's header and first row. */
export function tableSection(doc: Doc, title: string, table: TableOptions): void {
  sectionTitle(doc, title, table.onNewPage);
  drawTable(doc, table);
}

export function paragraph(doc: Doc, text: string, options: { size?: number; font?: keyof typeof FONT; color?: string } = {}): void {
  doc.font(FONT[options.font ?? 'regular']).fontSize(options.size ?? 9).fillColor(options.color ?? COLOR.text);
  doc.text(pdfSafe(text), left(doc), doc.y, { width: contentWidth(doc) });
  doc.fillColor(COLOR.text);
}

/** A framed box with a small label in its top left corner. */
export function labelledBox(doc: Doc, x: number, y: number, width: number, height: number, label: string, lineWidth = 0.7): void {
  doc.rect(x, y, width, height).lineWidth(lineWidth).strokeColor(COLOR.text).stroke();
  doc.font(FONT.regular).fontSize(7).fillColor(COLOR.muted);
  doc.text(pdfSafe(label), x + 3, y + 2, { width: width - 6, lineBreak: false, ellipsis: true });
  doc.fillColor(COLOR.text);
}

/**
 * Writes one line of text in `width` points, aligned in it: the font shrinks down to `minSize`, then the
 * text is cut with an ellipsis. pdfkit would wrap it instead, over whatever lies below.
 */
export function fitText(doc: Doc, text: string, x: number, y: number, width: number, size: number, minSize = 7, align: 'left' | 'center' | 'right' = 'left'): void {
  let value = pdfSafe(text);
  let fontSize = size;
  doc.fontSize(fontSize);
  while (fontSize > minSize && doc.widthOfString(value) > width) doc.fontSize((fontSize -= 0.5));
  if (doc.widthOfString(value) > width) {
    while (value.length > 1 && doc.widthOfString(`${value}…`) > width) value = value.slice(0, -1);
    value = `${value.trimEnd()}…`;
  }
  const w = doc.widthOfString(value);
  const dx = align === 'center' ? (width - w) / 2 : align === 'right' ? width - w : 0;
  doc.text(value, x + Math.max(0, dx), y + (size - fontSize) / 2, { lineBreak: false });
}

// ---------------------------------------------------------------------------------------------
// Tables

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

/** The ranking form's columns after the total (libs/tournament RANKING_FORM_COLUMNS), as the sheets head them. */
export const FORM_HEADERS = ['Mots de 10', 'Points chiffres', 'Mots de 9', 'Mots de 8', 'Mots de 7'] as const;

/** The ranking form's columns after the total, right-aligned, at these widths. */
export const formColumns = (widths: readonly [number, number, number, number, number]): TableColumn[] =>
  FORM_HEADERS.map((header, i) => ({ header, width: widths[i]!, align: 'right' }));

export type TableCell = string | { text: string; font?: keyof typeof FONT; color?: string };
export type TableRow = TableCell[] | { cells: TableCell[]; fill?: string };

export interface TableOptions {
  columns: TableColumn[];
  rows: TableRow[];
  fontSize?: number;
  padding?: number;
  /** Shades every other row, for long lists. */
  zebra?: boolean;
  /** Rows are at least this high (room to write by hand). */
  minRowHeight?: number;
  /** Draws the vertical rules and a frame too: a grid of boxes to fill in by hand. */
  grid?: boolean;
  /** Centres the text of a row vertically (rows taller than their text, with minRowHeight). */
  middle?: boolean;
  /** Called after each page break, before the repeated header (a running title, for instance). */
  onNewPage?: (doc: Doc) => void;
}

const cellText = (cell: TableCell | undefined): string => pdfSafe(typeof cell === 'string' ? cell : (cell?.text ?? ''));
const cellFont = (cell: TableCell | undefined): string => FONT[typeof cell === 'object' ? (cell.font ?? 'regular') : 'regular'];

/** Column widths scaled down to the content width when they exceed it. */
function fitWidths(doc: Doc, columns: TableColumn[]): number[] {
  const total = columns.reduce((s, c) => s + c.width, 0);
  const available = contentWidth(doc);
  return columns.map((c) => (total > available ? (c.width * available) / total : c.width));
}

export function drawTable(doc: Doc, options: TableOptions): void {
  const size = options.fontSize ?? 8.5;
  const pad = options.padding ?? 3;
  const widths = fitWidths(doc, options.columns);
  const x0 = left(doc);
  const tableWidth = widths.reduce((s, w) => s + w, 0);

  const rowHeight = (cells: TableCell[], font?: string): number =>
    Math.max(
      ...widths.map((w, i) => {
        doc.font(font ?? cellFont(cells[i])).fontSize(size);
        return doc.heightOfString(cellText(cells[i]) || ' ', { width: w - 2 * pad, lineGap: 0.5 });
      }),
    ) + 2 * pad;
  const bodyHeight = (cells: TableCell[]): number => Math.max(options.minRowHeight ?? 0, rowHeight(cells));

  const drawRow = (cells: TableCell[], height: number, font?: string, fill?: string): void => {
    const y = doc.y;
    if (fill) doc.rect(x0, y, tableWidth, height).fill(fill);
    let x = x0;
    widths.forEach((w, i) => {
      const cell = cells[i];
      doc.font(font ?? cellFont(cell)).fontSize(size).fillColor(typeof cell === 'object' && cell.color ? cell.color : COLOR.text);
      const textOptions = { width: w - 2 * pad, align: options.columns[i]?.align ?? 'left', lineGap: 0.5 } as const;
      const offset = options.middle ? Math.max(0, (height - 2 * pad - doc.heightOfString(cellText(cell) || ' ', textOptions)) / 2) : 0;
      doc.text(cellText(cell), x + pad, y + pad + offset, textOptions);
      x += w;
    });
    doc.fillColor(COLOR.text);
    doc.moveTo(x0, y + height).lineTo(x0 + tableWidth, y + height).lineWidth(0.3).strokeColor(COLOR.rule).stroke();
    if (options.grid) {
      let vx = x0;
      for (const w of [0, ...widths]) {
        vx += w;
        doc.moveTo(vx, y).lineTo(vx, y + height).lineWidth(0.5).strokeColor(COLOR.text).stroke();
      }
      doc.moveTo(x0, y).lineTo(x0 + tableWidth, y).lineWidth(0.5).strokeColor(COLOR.text).stroke();
      doc.moveTo(x0, y + height).lineTo(x0 + tableWidth, y + height).lineWidth(0.5).strokeColor(COLOR.text).stroke();
    }
    doc.x = x0;
    doc.y = y + height;
  };

  const headerCells = options.columns.map((c) => c.header);
  const headerHeight = rowHeight(headerCells, FONT.bold);
  const drawHeader = (): void => {
    drawRow(headerCells, headerHeight, FONT.bold, COLOR.light);
  };

  const firstHeight = options.rows[0] ? bodyHeight(rowCells(options.rows[0])) : 0;
  if (ensureSpace(doc, headerHeight + firstHeight)) options.onNewPage?.(doc);
  drawHeader();
  options.rows.forEach((row, index) => {
    const cells = rowCells(row);
    const height = bodyHeight(cells);
    if (ensureSpace(doc, height)) {
      options.onNewPage?.(doc);
      drawHeader();
    }
    const fill = Array.isArray(row) ? undefined : row.fill;
    drawRow(cells, height, undefined, fill ?? (options.zebra && index % 2 === 1 ? '#f6f6f6' : undefined));
  });
}

const rowCells = (row: TableRow): TableCell[] => (Array.isArray(row) ? row : row.cells);

/**
 * Runs `draw` with the page's margins narrowed to the band x..x+width (tables and paragraphs then lay out
 * in a column), then restores them. Returns the y where the column ended; doc.y is restored to `y`.
 */
export function inColumn(doc: Doc, x: number, width: number, draw: (doc: Doc) => void): number {
  const page = doc.page;
  const margins = { ...page.margins };
  const y = doc.y;
  page.margins.left = x;
  page.margins.right = page.width - x - width;
  doc.x = x;
  try {
    draw(doc);
  } finally {
    for (const p of [page, doc.page]) Object.assign(p.margins, { left: margins.left, right: margins.right });
  }
  const end = doc.y;
  doc.x = margins.left;
  doc.y = y;
  return end;
}

import { COLOR, FONT, type Doc, fitText } from './layout';
import type { PyramideEventVm, PyramidePlayerVm, PyramideSeatVm, PyramideTeamVm } from './pyramide-view-models';

/** How the Pyramide documents name events, teams and seats, in French; and a grid of boxes to fill in. */

export const EVENT_LABELS: Record<PyramideEventVm, string> = {
  enigmes: 'Énigmes',
  pingPong: 'Ping-Pong',
  nomsPropres: 'Noms propres',
  grandesPyramides: 'Grandes Pyramides',
};

export const SEATS_OF: Record<3 | 4, PyramideSeatVm[]> = { 3: ['A', 'B', 'C'], 4: ['A', 'B', 'C', 'D'] };

/** "A > B": Dico, then Syno. */
export const teamLetters = (team: PyramideTeamVm): string => `${team.dico} > ${team.syno}`;

/** "Anne Martin > Bruno Petit", or "" when the players are not known. */
export function teamNames(team: PyramideTeamVm, players: readonly PyramidePlayerVm[] | undefined): string {
  const name = (seat: PyramideSeatVm): string | undefined => players?.find((p) => p.seat === seat)?.name;
  const [dico, syno] = [name(team.dico), name(team.syno)];
  return dico && syno ? `${dico} > ${syno}` : '';
}

/** "individuelle" / "en doublette". */
export const formulaLabel = (formula: 'individuel' | 'doublette'): string => (formula === 'doublette' ? 'formule doublette' : 'formule individuelle');

/** "1", "1 et 2", "1, 2 et 3". */
export const listJoin = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;

// ---------------------------------------------------------------------------------------------
// A grid of boxes: fixed column widths, fixed row heights, every box framed; a cell may span columns.

export interface GridCell {
  text?: string;
  font?: keyof typeof FONT;
  size?: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** Columns covered; default 1. */
  span?: number;
  fill?: string;
}

/** A cell: its text, or the text with its style. */
export type Cell = string | GridCell;

export interface GridRow {
  cells: Cell[];
  height: number;
  fill?: string;
  /** Default font of the row. */
  font?: keyof typeof FONT;
}

export interface GridOptions {
  fontSize?: number;
  padding?: number;
  /** Alignment per column; default left for the first, centre for the others. */
  align?: ('left' | 'center' | 'right')[];
  lineWidth?: number;
}

/**
 * Writes one line in `width` points, shrinking the font down to `minSize`, then cutting it with an ellipsis;
 * aligned in the band. Never wraps (pdfkit would write over what lies below).
 */
export function fitLine(doc: Doc, text: string, x: number, y: number, width: number, size: number, align: 'left' | 'center' | 'right' = 'left', minSize = 5.5): void {
  fitText(doc, text, x, y, width, size, minSize, align);
}

/** Draws the grid from (x, y); returns the y below it. */
export function drawGrid(doc: Doc, x: number, y: number, widths: readonly number[], rows: readonly GridRow[], options: GridOptions = {}): number {
  const size = options.fontSize ?? 8;
  const pad = options.padding ?? 2.5;
  const total = widths.reduce((s, w) => s + w, 0);
  let top = y;
  for (const row of rows) {
    if (row.fill) doc.rect(x, top, total, row.height).fill(row.fill);
    let column = 0;
    let cx = x;
    for (const raw of row.cells) {
      const cell: GridCell = typeof raw === 'string' ? { text: raw } : raw;
      const span = Math.max(1, cell.span ?? 1);
      const width = widths.slice(column, column + span).reduce((s, w) => s + w, 0);
      if (cell.fill) doc.rect(cx, top, width, row.height).fill(cell.fill);
      const lines = (cell.text ?? '').split('\n');
      const fontSize = cell.size ?? size;
      const lineHeight = fontSize * 1.18;
      const align = cell.align ?? options.align?.[column] ?? (column === 0 ? 'left' : 'center');
      let ty = top + (row.height - lines.length * lineHeight) / 2 + fontSize * 0.12;
      lines.forEach((line, i) => {
        if (line) {
          const font = i === 0 ? (cell.font ?? row.font ?? 'regular') : 'regular';
          doc.font(FONT[font]).fillColor(cell.color ?? (i === 0 ? COLOR.text : COLOR.muted));
          fitLine(doc, line, cx + pad, ty, width - 2 * pad, i === 0 ? fontSize : fontSize - 1, align);
        }
        ty += lineHeight;
      });
      cx += width;
      column += span;
    }
    doc.fillColor(COLOR.text);
    // the frame of each box: the row's top and bottom, and the left edge of each cell
    doc.lineWidth(options.lineWidth ?? 0.6).strokeColor(COLOR.text);
    doc.moveTo(x, top).lineTo(x + total, top).moveTo(x, top + row.height).lineTo(x + total, top + row.height).stroke();
    column = 0;
    cx = x;
    for (const raw of row.cells) {
      const span = Math.max(1, (typeof raw === 'string' ? 1 : raw.span) ?? 1);
      doc.moveTo(cx, top).lineTo(cx, top + row.height).stroke();
      cx += widths.slice(column, column + span).reduce((s, w) => s + w, 0);
      column += span;
    }
    doc.moveTo(x + total, top).lineTo(x + total, top + row.height).stroke();
    top += row.height;
  }
  return top;
}

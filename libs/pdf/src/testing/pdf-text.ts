import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { englishWords } from '../../../messages/src/testing/english';

/**
 * Test helpers over poppler-utils: the text of a PDF as `pdftotext -layout` reads it, and a check
 * that `pdftoppm` renders every page. CI installs poppler-utils (apt-get install -y poppler-utils).
 */
export interface RenderedPdf {
  /** The whole text, pages separated by form feeds. */
  text: string;
  /** One text per page. */
  pages: string[];
  /** PNG files produced by pdftoppm at 40 dpi (kept until `cleanup`). */
  pngs: string[];
  pdfPath: string;
  cleanup: () => void;
}

export function inspectPdf(pdf: Buffer, name = 'document'): RenderedPdf {
  const dir = mkdtempSync(join(tmpdir(), 'greffier-pdf-'));
  const pdfPath = join(dir, `${name}.pdf`);
  writeFileSync(pdfPath, pdf);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  const render = spawnSync('pdftoppm', ['-png', '-r', '40', pdfPath, join(dir, 'page')], { encoding: 'utf8' });
  if (render.status !== 0) throw new Error(`pdftoppm failed (${String(render.status)}): ${render.stderr}`);
  const pngs = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => join(dir, f));
  const pages = text.split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
  return { text, pages, pngs, pdfPath, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Inspects a PDF, runs `check` on what it reads and removes its files, even when a check fails. */
export async function checkPdf(name: string, pdf: Buffer | Promise<Buffer>, check: (doc: RenderedPdf) => void | Promise<void>): Promise<void> {
  const doc = inspectPdf(await pdf, name);
  try {
    await check(doc);
  } finally {
    doc.cleanup();
  }
}

/** A document rendered once: what inspectPdf reads of it, and its bytes (to compare with another rendering). */
export interface RenderedOnce extends RenderedPdf {
  readonly pdf: Buffer;
}

/**
 * Renders a document once for the tests of the describe block it is called in, and removes its files after them:
 * `const doc = renderedOnce('draws-sheet', () => drawsSheetPdf(vm));`, then `doc.text` in each test. It adds a test
 * of its own: no English word printed.
 */
export function renderedOnce(name: string, render: () => Promise<Buffer>): RenderedOnce {
  let doc: RenderedPdf | undefined;
  let pdf: Buffer | undefined;
  beforeAll(async () => {
    pdf = await render();
    doc = inspectPdf(pdf, name);
  });
  afterAll(() => doc?.cleanup());
  // Every printed sheet is read by players and arbiters: no English word on it (the names and words played aside).
  it(`${name}: every printed word is French`, () => expect(englishWords(current().text)).toEqual([]));
  const current = (): RenderedPdf => {
    if (!doc) throw new Error(`${name}: not rendered`);
    return doc;
  };
  return {
    get text() {
      return current().text;
    },
    get pages() {
      return current().pages;
    },
    get pngs() {
      return current().pngs;
    },
    get pdfPath() {
      return current().pdfPath;
    },
    get pdf() {
      current();
      return pdf as Buffer;
    },
    cleanup: () => current().cleanup(),
  };
}

/** Collapses runs of spaces, so that assertions do not depend on column alignment. */
export const squeeze = (text: string): string => text.replace(/[ \t]+/g, ' ');

/** The PDF's Info dictionary entries as pdfinfo prints them ("Title", "Author", "Pages"...). */
export function pdfInfo(pdfPath: string): Record<string, string> {
  const out = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
  const entries = out.split('\n').map((line) => /^([^:]+):\s*(.*)$/.exec(line)).filter((m): m is RegExpExecArray => m !== null);
  return Object.fromEntries(entries.map((m) => [m[1] as string, m[2] as string]));
}

/** The text of a region of one page (in points from the top left corner), as `pdftotext -layout` reads it. */
export function textIn(pdfPath: string, page: number, region: { x: number; y: number; width: number; height: number }): string {
  const n = (v: number): string => String(Math.round(v));
  const crop = ['-x', n(region.x), '-y', n(region.y), '-W', n(region.width), '-H', n(region.height)];
  const args = ['-layout', '-enc', 'UTF-8', '-r', '72', '-f', String(page), '-l', String(page), ...crop, pdfPath, '-'];
  return execFileSync('pdftotext', args, { encoding: 'utf8' });
}

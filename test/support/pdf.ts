import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';
import type { Test } from 'supertest';
import { englishWords } from '../../libs/messages/src/testing/english';

/**
 * The text of a PDF (pdftotext -layout) and the number of pages pdftoppm rendered. A sheet that prints an English
 * word fails here: every document the API prints is read by French-speaking players and arbiters.
 */
export function readPdf(buffer: Buffer): { text: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'greffier-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, buffer);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const english = englishWords(text);
    if (english.length) throw new Error(`English printed on a sheet: ${english.join(', ')}`);
    execFileSync('pdftoppm', ['-png', '-r', '30', file, join(dir, 'page')]);
    return { text, pages: readdirSync(dir).filter((f) => f.endsWith('.png')).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A supertest parser that keeps a binary body (a PDF) as a Buffer. */
export function binaryParser(res: Response, callback: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** Sends a GET for a document (200, application/pdf) and reads it (readPdf); `flat` is its text, runs of spaces squeezed. */
export async function fetchPdf(get: Test): Promise<{ text: string; flat: string; pages: number }> {
  const res = await get.buffer(true).parse(binaryParser).expect(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  const { text, pages } = readPdf(res.body as Buffer);
  return { text, flat: text.replace(/[ \t]+/g, ' '), pages };
}

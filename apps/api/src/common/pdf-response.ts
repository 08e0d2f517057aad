import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** A printed document, shown in the browser's own viewer under its file name. */
export function pdf(res: Response, buffer: Buffer, filename: string): StreamableFile {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
  return new StreamableFile(buffer);
}

import { createHash } from 'node:crypto';
import { constants, deflateRawSync } from 'node:zlib';
import { buf as crc32 } from 'crc-32';

/**
 * One part of a body compressed once: raw deflate ending on a byte boundary (Z_SYNC_FLUSH, no final block), so that
 * parts compressed apart follow each other in one deflate stream (RFC 1951, 3.2.3: a block may follow any non-final
 * block). A part compressed with the part before it as its dictionary refers back into it as a whole body
 * compressed at once would (the inflater's window holds it), and is as small; it stays good for as long as that
 * part is the same. Its CRC-32 and length let the gzip's trailer be made from the parts' own (crc32Combine) without
 * reading the body again.
 */
export interface DeflatedPart {
  raw: Buffer;
  deflated: Buffer;
  crc: number;
  /** x^(8 x raw.length) modulo CRC-32's polynomial: what a CRC before this part is multiplied by (crc32Combine). */
  shift: number;
  /** The SHA-1 of `raw`: a body's digest is made of its parts' (digestOfParts). */
  sha1: Buffer;
}

/** zlib's best: parts of 10-20 KB (the ranking's blocks of rows) take 0.2-0.35 ms each. */
const LEVEL = constants.Z_BEST_COMPRESSION;
/** What deflate looks back in: the end of the part before is all a dictionary can give. */
const WINDOW = 32 * 1024;

/** The part compressed, after `before` (the raw bytes that come just before it in the body) when given. */
export function deflatedPart(text: string | Buffer, before?: Buffer): DeflatedPart {
  const raw = typeof text === 'string' ? Buffer.from(text) : text;
  return { raw, deflated: deflate(raw, before), ...sums(raw) };
}

/** A part stored as it is (rawPart) compressed at zlib's best, after the same bytes `before` it: `deflated` replaced. */
export function deflateAgain(part: DeflatedPart, before?: Buffer): void {
  part.deflated = deflate(part.raw, before);
}

function deflate(raw: Buffer, before: Buffer | undefined): Buffer {
  const dictionary = before && before.length > 0 ? before.subarray(Math.max(0, before.length - WINDOW)) : undefined;
  return deflateRawSync(raw, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary && { dictionary }) });
}

/** A part's CRC-32, its shift, and its SHA-1. */
const sums = (raw: Buffer) => ({ crc: crc32(raw) >>> 0, shift: x2nModP(raw.length, 3), sha1: createHash('sha1').update(raw).digest() });

/** Parts this short are stored as they are: a few bytes more than compressed, and no call to zlib. */
const STORED_UP_TO = 1024;

/**
 * A short part stored (RFC 1951, 3.2.4: a non-final stored block, byte-aligned, its length and the length's
 * complement, then the bytes): what changes on every change of the ranking besides its rows, a few hundred bytes,
 * costs no compression. A longer part is compressed (deflatedPart).
 */
export function storedPart(text: string, before?: Buffer): DeflatedPart {
  const raw = Buffer.from(text);
  if (raw.length > STORED_UP_TO) return deflatedPart(raw, before);
  return { raw, deflated: stored(raw), ...sums(raw) };
}

/**
 * A part stored as it is, whatever its length, for a part wanted at once: no call to zlib, whose stream set up, the
 * dictionary read in and even its fastest level took 0.15-0.25 ms a block of the ranking's rows. The bytes go as they
 * are (about seven times more for those rows) until the part is compressed at zlib's best (deflateAgain).
 */
export function rawPart(text: string | Buffer): DeflatedPart {
  const raw = typeof text === 'string' ? Buffer.from(text) : text;
  return { raw, deflated: stored(raw), ...sums(raw) };
}

/** Non-final stored blocks (RFC 1951, 3.2.4: byte-aligned, at most 65,535 bytes, each with its length and the length's complement). */
function stored(raw: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (let at = 0; at === 0 || at < raw.length; at += 0xffff) {
    const n = Math.min(0xffff, raw.length - at);
    pieces.push(Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), raw.subarray(at, at + n));
  }
  return Buffer.concat(pieces);
}

/** gzip's header (RFC 1952, 2.3): deflate, no name, no time, from a Unix system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block with fixed codes: the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([3, 0]);

/** The parts as one gzip member, in pieces to send one after the other (no copy of the parts). */
export function gzipOfParts(parts: readonly DeflatedPart[]): Buffer[] {
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    crc = (multModP(part.shift, crc) ^ part.crc) >>> 0; // crc32Combine, the part's shift made once
    length += part.raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return [HEADER, ...parts.map((p) => p.deflated), LAST_BLOCK, trailer];
}

/** A digest of the body the parts make, from their own digests: the same parts give the same digest in every process. */
export function digestOfParts(parts: readonly DeflatedPart[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part.sha1);
  return hash.digest('base64url');
}

// CRC-32 of two pieces put together from the CRC-32 of each and the second's length: zlib's crc32_combine, as
// written since zlib 1.2.12 (multiplication modulo the CRC's polynomial, reflected; x^(2^k) kept for each k).
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!));

/** x^(n * 2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x2nModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}

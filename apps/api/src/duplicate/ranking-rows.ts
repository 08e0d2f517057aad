import type { CachedJson } from '../common/http-cache';
import { deflateAgain, type DeflatedPart, digestOfParts, gzipOfParts, rawPart, storedPart } from '../common/gzip-parts';
import { duplicateRow, type DuplicateOrder, type DuplicateRankingRow, type PlayerSheetSummary, type RandomLot } from '@greffier/tournament';
import type { RankingDocument } from '../events/tournament-events';
import type { RankingPlayer } from './ranking-room';

/** A row of the ranking as sent: the player as listed, then their ranking row. */
export type RankedRow = RankingPlayer & DuplicateRankingRow;

/** A row written, with its JSON, and what it was written from (duplicateRow's row is a function of these alone). */
export interface WrittenRow {
  player: RankingPlayer;
  rank: number;
  above: PlayerSheetSummary | null;
  tied: boolean;
  lot: RandomLot | null;
  lotAbove: number | undefined;
  playOrder: readonly number[];
  row: RankedRow;
  json: string;
}

/** A ranking's body as RankingRows made it, with the parts its gzip was made of and their bytes then (RankingRows.polish). */
export interface RankedBody extends CachedJson, RankingDocument {
  parts: readonly DeflatedPart[];
  gzipOf: readonly Buffer[];
}

/** A block of rows compressed, after the block `before` it. */
interface Block {
  rows: readonly WrittenRow[];
  before: Buffer | undefined;
  part: DeflatedPart;
}

const sameLot = (a: RandomLot | null, b: RandomLot | null): boolean => a === b || (a !== null && b !== null && a.seed === b.seed && a.lot === b.lot && a.of === b.of);

/**
 * The ranking's rows, each written once for as long as its inputs stay the same: after a correction of one sheet
 * only the rows of that player and of those whose place or neighbour above changed are written again (a few rows,
 * not the room's 300 or 1,000, and the garbage that goes with them). A row is kept under its sheet's summary, the
 * object the room keeps for as long as that sheet is unchanged (RoomReader.patched and withSheets replace only the
 * sheets changed), so a room read again writes every row anew. Each row keeps its JSON (exactly JSON.stringify of the row),
 * and the blocks of rows their gzip (body), from which the ranking's body and ETag are made without serialising or
 * compressing it whole.
 */
export class RankingRows {
  private readonly written = new WeakMap<PlayerSheetSummary, WrittenRow>();
  /** Each block of rows compressed, kept under its first row (whose rank places the block). */
  private readonly blocks = new WeakMap<WrittenRow, Block>();
  /** The blocks stored as they are since the last polish. */
  private readonly rough = new Set<Block>();

  /** The row of the player at `index` of the order, as listed in `player`: the one kept when its inputs are the same. */
  row(order: DuplicateOrder, index: number, player: RankingPlayer): WrittenRow {
    const summary = order.ordered[index]!;
    const above = index > 0 ? order.ordered[index - 1]! : null;
    const tied = order.totals.get(summary.total)! > 1;
    const lot = order.lots.get(summary.playerId) ?? null;
    const lotAbove = above ? order.lots.get(above.playerId)?.lot : undefined;
    const kept = this.written.get(summary);
    if (
      kept &&
      kept.player === player &&
      kept.rank === index + 1 &&
      kept.above === above &&
      kept.tied === tied &&
      kept.lotAbove === lotAbove &&
      kept.playOrder === order.playOrder &&
      sameLot(kept.lot, lot)
    ) {
      return kept;
    }
    const row: RankedRow = Object.assign({}, player, duplicateRow(order, index));
    const json = JSON.stringify(row);
    const written = { player, rank: index + 1, above, tied, lot, lotAbove, playOrder: order.playOrder, row, json };
    this.written.set(summary, written);
    return written;
  }

  /**
   * The ranking's JSON (exactly JSON.stringify(ranking)) and its gzip, made of parts: what comes before the rows,
   * the rows by blocks of ROWS_PER_BLOCK, and what comes after them. A block is compressed after the block before it
   * (deflatedPart's dictionary), once, and kept while its rows and that block are the same: a correction compresses
   * again the blocks its player moved across and the one after them, and the rest, a few hundred bytes (more while
   * sheets are missing), each time. A block is stored as it is at first (rawPart), for the reads waiting for the ranking, then
   * at zlib's best (polish): the gzip is then within a few percent of the whole compressed at once. The ETag is a
   * digest of the parts' digests: the same ranking has the same ETag in every process, and a change anywhere changes it.
   */
  body<T extends { rows: readonly RankedRow[] }>(ranking: T, rows: readonly WrittenRow[]): RankedBody {
    const rest = JSON.stringify({ ...ranking, rows: [] });
    const at = rest.indexOf(ROWS) + ROWS.length - 1;
    const parts: DeflatedPart[] = [storedPart(rest.slice(0, at))];
    let before: DeflatedPart | undefined;
    for (let from = 0; from < rows.length; from += ROWS_PER_BLOCK) parts.push((before = this.block(rows, from, before)));
    parts.push(storedPart(rest.slice(at), before?.raw));
    const body = {
      etag: `"r-${digestOfParts(parts).slice(0, 20)}"`,
      body: parts.map((p) => p.raw),
      parts,
      gzip: [] as Buffer[],
      gzipOf: [],
      rest,
      rows: rows.map((r) => r.json),
    };
    regzip(body);
    return body;
  }

  /** Whether blocks stored as they are wait to be compressed at zlib's best (polish). */
  get roughBlocks(): boolean {
    return this.rough.size > 0;
  }

  /**
   * Compresses at zlib's best the blocks stored as they are since the last call that are still in use (0.2-0.35 ms
   * each), then makes again the gzip of each body given whose parts they are. The bytes, and so the ETags, are the same.
   */
  polish(bodies: Iterable<RankedBody>): void {
    for (const block of this.rough) if (this.blocks.get(block.rows[0]!) === block) deflateAgain(block.part, block.before);
    this.rough.clear();
    for (const body of bodies) if (gzipBehind(body)) regzip(body);
  }

  /** The block of rows from `from`, compressed after the block `before` it: the one kept when both are the same. */
  private block(rows: readonly WrittenRow[], from: number, before: DeflatedPart | undefined): DeflatedPart {
    const these = rows.slice(from, from + ROWS_PER_BLOCK);
    const kept = this.blocks.get(these[0]!);
    const same = kept && kept.rows.length === these.length && kept.rows.every((row, i) => row === these[i]);
    if (same && kept.before === before?.raw) return kept.part;
    // The same rows after another block: the same bytes (the block after this one stays good), compressed again.
    // Rows are separated by commas: each block but the first begins with one.
    const part = rawPart(same ? kept.part.raw : `${from > 0 ? ',' : ''}${these.map((r) => r.json).join(',')}`);
    const block = { rows: these, before: before?.raw, part };
    this.blocks.set(these[0]!, block);
    this.rough.add(block);
    return part;
  }
}

/** Whether parts of the body were compressed again since its gzip was made. */
const gzipBehind = (body: RankedBody): boolean => body.parts.some((part, i) => part.deflated !== body.gzipOf[i]);

/** The body's gzip in one piece (a few tens of kilobytes: one write per read of a room of phones), from its parts as they are. */
function regzip(body: RankedBody): void {
  body.gzip = [Buffer.concat(gzipOfParts(body.parts))];
  body.gzipOf = body.parts.map((part) => part.deflated);
}

/**
 * Rows per block: about 15 KB of JSON (a row is 600-700 bytes). A correction moving a player a few places writes
 * again one or two blocks and the one after them, stored as they are at first, then compressed at zlib's best,
 * 0.2-0.35 ms each (polish); the gzip is then 3-4 % larger than the whole body compressed at once (blocks of 12 rows:
 * 8-13 % larger, for half the time).
 */
const ROWS_PER_BLOCK = 24;

/** Where the rows go in the JSON of the ranking without them: the only key "rows" (the others hold ids, seeds and names, escaped). */
const ROWS = '"rows":[]';

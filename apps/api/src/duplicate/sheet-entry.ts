import { scoringLockKeys, type Tx } from '../database/tx';
import type { Answer, AnswerSheet, Club, Player, TournamentEntry } from '../generated/prisma/client';

/** A registered player with their club, and their sheet (its answers in coup order, its corrector) if entered. */
export type SheetEntry = TournamentEntry & {
  player: Player & { club: Club };
  sheet: (AnswerSheet & { answers: Answer[]; corrector: (TournamentEntry & { player: Player }) | null }) | null;
};

type JsonRow = Record<string, unknown>;

/**
 * A row as row_to_json writes it, as Prisma reads it: each column under its field's name (snake_case to camelCase, the
 * schema's @map), timestamps (the columns named *_at) as dates. The values of JSON columns are left as they are.
 */
function fields<T>(row: JsonRow): T {
  const out: JsonRow = {};
  for (const column in row) {
    const value = row[column];
    const [field, timestamp] = fieldOf(column);
    out[field] = timestamp && typeof value === 'string' ? new Date(value) : value;
  }
  return out as T;
}

/** Each column's field name, and whether it holds a timestamp: worked out once (a sheet is some 500 values). */
const fieldNames = new Map<string, [field: string, timestamp: boolean]>();
function fieldOf(column: string): [field: string, timestamp: boolean] {
  let known = fieldNames.get(column);
  if (!known) {
    known = [column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), column.endsWith('_at')];
    fieldNames.set(column, known);
  }
  return known;
}

type EntryRow = JsonRow & { player: JsonRow };
type SheetRow = JsonRow & { answers: JsonRow[]; corrector: EntryRow | null };

function entryOf(row: EntryRow & { player: { club: JsonRow }; sheet: SheetRow | null }): SheetEntry {
  const { sheet, player: { club, ...player }, ...entry } = row;
  return { ...fields<TournamentEntry>(entry), player: { ...fields<Player>(player), club: fields<Club>(club) }, sheet: sheet && sheetOf(sheet) };
}

/** An entry with its player (a sheet's corrector). */
function withPlayer({ player, ...entry }: EntryRow): TournamentEntry & { player: Player } {
  return { ...fields<TournamentEntry>(entry), player: fields<Player>(player) };
}

function sheetOf({ answers, corrector, ...sheet }: SheetRow): NonNullable<SheetEntry['sheet']> {
  return { ...fields<AnswerSheet>(sheet), answers: answers.map((a) => fields<Answer>(a)), corrector: corrector && withPlayer(corrector) };
}

/**
 * A sheet write's first step, in one call of the database's function greffier_lock_sheet_entry: the tournament's
 * scoring lock held shared, the lock of the player's sheet, then the stamp of the scoring scope (null for an
 * unknown tournament; SheetWriter.scope) and the player's entry with their sheet as it is once the locks are
 * granted (null when the player is not registered).
 */
export async function lockSheetEntry(tx: Tx, tournamentId: string, playerId: string): Promise<{ stamp: string | null; entry: SheetEntry | null }> {
  const [scopeKey, recordKey] = scoringLockKeys(tournamentId, `sheet:${playerId}`);
  const [row] = await tx.$queryRaw<{ locked: { stamp: string | null; entry: Parameters<typeof entryOf>[0] | null } }[]>`
    SELECT greffier_lock_sheet_entry(${tournamentId}::uuid, ${playerId}::uuid, ${scopeKey}, ${recordKey}) AS locked`;
  const locked = row!.locked;
  return { stamp: locked.stamp, entry: locked.entry && entryOf(locked.entry) };
}

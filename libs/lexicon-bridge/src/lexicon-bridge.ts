import type { LexiconBridgeRecord, LexiconBridgeResult, LexiconBridgeSettings, PlayerStanding } from './types';
import { playerStandings, scoreRecord } from './scoring';
import { parseRecord, parseSettings } from './validation';

export const emptyRecord = (): LexiconBridgeRecord => ({ deals: [] });

/** Validates a whole record (GameInputError naming every refused box) and scores it: the pad, the totals, the standings. */
export function scoreLexiconBridge(
  settings: LexiconBridgeSettings | undefined,
  players: 3 | 4,
  record: unknown,
): { record: LexiconBridgeRecord; result: LexiconBridgeResult; standings: PlayerStanding[] } {
  const parsed = parseRecord(record, players, settings ?? parseSettings(undefined));
  const result = scoreRecord(parsed);
  return { record: parsed.record, result, standings: playerStandings(result) };
}

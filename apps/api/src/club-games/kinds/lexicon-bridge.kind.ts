import { emptyRecord, type LexiconBridgeRecord, type LexiconBridgeResult, type LexiconBridgeSettings, parseSettings, scoreLexiconBridge } from '@greffier/lexicon-bridge';
import { lexiconBridgeSheetPdf } from '@greffier/pdf';
import { type ClubGameKindHandler, type ClubGamePlayer, sheetHeading } from '../club-game-kind';

const count = (players: ClubGamePlayer[]): 3 | 4 => (players.length === 3 ? 3 : 4);

/** Lexicon Bridge (seed 003): 4 players in two partnerships, or 3 with a dummy; rubber scoring above and below the line. */
export const lexiconBridgeKind: ClubGameKindHandler = {
  label: 'Bridge lexical',
  players: { min: 3, max: 4 },
  settings: (raw) => parseSettings(raw),
  emptyRecord: () => emptyRecord(),
  score(settings, players, record) {
    const scored = scoreLexiconBridge(settings as LexiconBridgeSettings, count(players), record);
    const nameOf = (seat: number): string => players.find((p) => p.seat === seat)?.name ?? `Place ${seat}`;
    return {
      record: scored.record,
      result: scored.result,
      standings: scored.standings.map((s) => ({ seat: s.seat, name: nameOf(s.seat), points: s.points, place: s.place })),
      finished: scored.result.finished,
    };
  },
  pdf(view) {
    const record = view.record as LexiconBridgeRecord;
    return lexiconBridgeSheetPdf({
      ...sheetHeading(view),
      players: view.players.map((p) => ({ seat: p.seat, name: p.name })),
      result: view.result as LexiconBridgeResult,
      cut: record.cut,
      standings: view.standings,
    });
  },
};

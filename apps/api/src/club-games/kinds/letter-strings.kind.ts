import { emptyRecord, type LetterStringsResult, MIN_PLAYERS, parseSettings, scoreGame, standings } from '@greffier/letter-strings';
import { letterStringsPlay, letterStringsSheetPdf } from '@greffier/pdf';
import { type ClubGameKindHandler, sheetHeading } from '../club-game-kind';

/** Letter-Strings (libs/letter-strings, docs/rules/letter-strings.md): a string grown at either end, words claimed. */
export const letterStringsKind: ClubGameKindHandler = {
  label: 'Chaînes de lettres',
  // 001: "can be played by any number of people"; "by two players at a fair level": two at least, the API seats 20
  players: { min: MIN_PLAYERS, max: 20 },
  settings: (raw) => parseSettings(raw),
  emptyRecord: () => emptyRecord(),
  score(settings, players, record, ctx) {
    const { record: stored, result } = scoreGame(parseSettings(settings), record, { names: players.map((p) => p.name), lexicon: ctx.lexicon() });
    const rows = standings(result).map((s) => ({ ...s, name: players[s.seat - 1]!.name }));
    return { record: stored, result, standings: rows, finished: result.finished };
  },
  pdf(view) {
    return letterStringsSheetPdf({
      ...sheetHeading(view),
      players: view.players.map((p) => ({ seat: p.seat, name: p.name })),
      ...letterStringsPlay(parseSettings(view.settings), view.result as LetterStringsResult),
      standings: view.standings,
    });
  },
};

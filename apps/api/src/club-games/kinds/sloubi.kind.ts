import { GameInputError } from '@greffier/common';
import { clubSloubiPdf } from '@greffier/pdf';
import { parseSettings, readRecord, scoreSloubi, type SloubiResult, withNextRound } from '@greffier/sloubi';
import { type ClubGameKindHandler, type ClubGamePlayer, sheetHeading } from '../club-game-kind';
import { t } from '@greffier/messages';

const names = (players: ClubGamePlayer[]): string[] => players.map((p) => p.name);

/** The Sloubi, simplified rules (libs/sloubi, docs/rules/sloubi.md): rounds of dice, the highest total wins. */
export const sloubiKind: ClubGameKindHandler = {
  label: 'Sloubi',
  // "un jeu pour jouer entre amis": at least two; the API seats 20 at most
  players: { min: 2, max: 20 },
  settings: (raw, _players, ctx) => parseSettings(raw, () => ctx.newSeed()),
  emptyRecord: () => ({ rounds: [] }),
  score(settings, players, record) {
    const { record: stored, result } = scoreSloubi(parseSettings(settings), names(players), record);
    const standings = result.standings.map((s) => ({ seat: s.seat, name: players[s.seat - 1]!.name, points: s.roundsWon, place: s.place }));
    return { record: stored, result, standings, finished: result.finished };
  },
  act(settings, players, record, action) {
    if (action.type !== 'throw') throw new GameInputError('NO_SUCH_ACTION', [{ field: 'type', reason: t('SLOUBI_ONE_MOVE') }]);
    const s = parseSettings(settings);
    const current = readRecord(s, names(players), record);
    if (current.rounds.length >= s.rounds) throw new GameInputError('GAME_FINISHED', [{ field: 'type', reason: t('SLOUBI_FINISHED', { rounds: s.rounds }) }]);
    return withNextRound(s, players.length, current);
  },
  pdf(view) {
    const settings = parseSettings(view.settings);
    const result = view.result as SloubiResult;
    return clubSloubiPdf({
      ...sheetHeading(view),
      variant: result.variant,
      throwsPerRound: result.throwsPerRound,
      dicePerThrow: result.dicePerThrow,
      offset: result.offset,
      roundsAgreed: result.roundsAgreed,
      seed: settings.seed,
      players: view.standings.map((s) => ({ seat: s.seat, name: s.name, roundsWon: s.points, place: s.place })),
      rounds: result.rounds,
      finished: view.finished,
      decidedAfter: result.decidedAfter,
    });
  },
};

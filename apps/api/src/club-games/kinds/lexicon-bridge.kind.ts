import { GameInputError } from '@greffier/common';
import type { ClubGameKindHandler } from '../club-game-kind';

// Placeholder until the game's rules library is written: every call refuses.
const notYet = (): never => {
  throw new GameInputError('NOT_AVAILABLE', [{ field: 'kind', reason: 'Bridge lexical is not available yet' }]);
};

export const lexiconBridgeKind: ClubGameKindHandler = {
  kind: 'LEXICON_BRIDGE',
  label: 'Bridge lexical',
  players: { min: 1, max: 20 },
  settings: notYet,
  emptyRecord: notYet,
  score: notYet,
  pdf: notYet,
};

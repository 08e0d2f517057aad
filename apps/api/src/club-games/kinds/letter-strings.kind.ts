import { GameInputError } from '@greffier/common';
import type { ClubGameKindHandler } from '../club-game-kind';

// Placeholder until the game's rules library is written: every call refuses.
const notYet = (): never => {
  throw new GameInputError('NOT_AVAILABLE', [{ field: 'kind', reason: 'Chaînes de lettres is not available yet' }]);
};

export const letterStringsKind: ClubGameKindHandler = {
  kind: 'LETTER_STRINGS',
  label: 'Chaînes de lettres',
  players: { min: 1, max: 20 },
  settings: notYet,
  emptyRecord: notYet,
  score: notYet,
  pdf: notYet,
};

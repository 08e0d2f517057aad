import { GameInputError } from '@greffier/common';
import type { ClubGameKindHandler } from '../club-game-kind';

// Placeholder until the game's rules library is written: every call refuses.
const notYet = (): never => {
  throw new GameInputError('NOT_AVAILABLE', [{ field: 'kind', reason: 'Pensez à une lettre is not available yet' }]);
};

export const thinkOfALetterKind: ClubGameKindHandler = {
  kind: 'THINK_OF_A_LETTER',
  label: 'Pensez à une lettre',
  players: { min: 1, max: 20 },
  settings: notYet,
  emptyRecord: notYet,
  score: notYet,
  pdf: notYet,
};

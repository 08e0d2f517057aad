import { englishWords } from '../../../messages/src/testing/english';
import { GameInputError } from '../game-input-error';

/**
 * The GameInputError `run` throws, each refused box's reason checked first: it is read by the secretary beside
 * its box, so French words only (the box's path aside). Anything else thrown goes on; nothing thrown fails with
 * `accepted`.
 */
export function refusedInFrench(run: () => unknown, accepted = 'accepted'): GameInputError {
  try {
    run();
  } catch (e) {
    if (!(e instanceof GameInputError)) throw e;
    for (const { field, reason } of e.errors) expect({ field, english: englishWords(reason, [field]) }).toEqual({ field, english: [] });
    return e;
  }
  throw new Error(accepted);
}

import { t } from '@greffier/messages';
import { type BoxError, RuleInputError } from './rule-input-error';

/**
 * Settings or a record that a game's rules refuse (a grid with a missing letter, a word off the string,
 * a trick count over 13): every refused box named. The API answers 422 with the list.
 */
export class GameInputError extends RuleInputError {
  constructor(
    readonly code: string,
    readonly errors: BoxError[],
    message = errors.length === 1
      ? t('BOX_REFUSED', { field: errors[0]!.field, reason: errors[0]!.reason })
      : t('BOXES_REFUSED', { count: errors.length, field: String(errors[0]?.field), reason: String(errors[0]?.reason) }),
  ) {
    super(message);
    this.name = 'GameInputError';
  }

  get field(): string {
    return this.errors[0]?.field ?? 'record';
  }

  override get boxes(): readonly BoxError[] {
    return this.errors;
  }

  override get refused(): boolean {
    return true;
  }
}

/** Throws one GameInputError listing every box collected, when there is any. */
export function throwIfAny(code: string, errors: BoxError[]): void {
  if (errors.length) throw new GameInputError(code, errors);
}

/** A value received in a refused box, as the reason shows it: a text in guillemets (« l1 »), anything else as JSON, « rien » when absent. */
export function shown(value: unknown): string {
  if (value === undefined) return t('GAME_NOTHING');
  if (typeof value === 'string') return `« ${value} »`;
  return String(JSON.stringify(value) ?? value);
}

/** « A », « A et B », « A, B et C ». */
export function andList(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return t('GAME_AND', { list: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

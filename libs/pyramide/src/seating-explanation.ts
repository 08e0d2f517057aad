import { t } from '@greffier/messages';
import type { RotationFallback } from './rotation';

/** Why the computed rotation may replace the regulation's; the catalogue says each as FALLBACK_<reason>. */
const FALLBACKS: readonly RotationFallback[] = ['TABLE_SIZES', 'PLAYERS_CHANGED', 'REPEATS', 'DOUBLETTE'];
const isFallback = (fallback: string | null): fallback is RotationFallback => FALLBACKS.includes(fallback as RotationFallback);

/** How a game was seated (drawn, the regulation's rotation or a computed one) and its repeats, in French for the organiser. */
export function seatingExplanation(method: string, fallback: string | null, repeats: number): string {
  if (method === 'draw') return t('SEATING_DRAW');
  if (method === 'regulation') return repeats === 0 ? t('SEATING_REGULATION') : t('SEATING_REGULATION_REPEATS', { repeats });
  return t('SEATING_COMPUTED', { why: isFallback(fallback) ? t(`FALLBACK_${fallback}`) : t('FALLBACK_OTHER'), repeats });
}

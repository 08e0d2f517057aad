import { t } from '@greffier/messages';
import type { RotationFallback } from './rotation';

/** Why the computed rotation may replace the regulation's; the catalogue says each as FALLBACK_<reason>. */
const FALLBACKS: readonly RotationFallback[] = ['TABLE_SIZES', 'PLAYERS_CHANGED', 'REPEATS', 'DOUBLETTE'];
const isFallback = (fallback: string | null): fallback is RotationFallback => FALLBACKS.includes(fallback as RotationFallback);

/** How a game was seated (drawn, the regulation's rotation or a computed one) and its repeats, in French for the organiser. */
export function seatingExplanation(method: string, fallback: string | null, repeats: number): string {
  if (method === 'draw') return t('PYRAMIDE_SEATING_DRAW');
  if (method === 'regulation') return repeats === 0 ? t('PYRAMIDE_SEATING_REGULATION') : t('PYRAMIDE_SEATING_REGULATION_REPEATS', { repeats });
  return t('PYRAMIDE_SEATING_COMPUTED', { why: isFallback(fallback) ? t(`PYRAMIDE_FALLBACK_${fallback}`) : t('PYRAMIDE_FALLBACK_OTHER'), repeats });
}

import { type RoomClock, roomClock } from '../../../../../libs/tournament/src/room-display';
import type { RoomView } from '../../queries/room';
import { useNow } from '../../ui/hooks';

export interface NumbersTop {
  exact: boolean;
  best: number[];
  distance: number;
  solution?: string[] | string;
}
export interface LettersTop {
  maxLength: number;
  words: string[];
}

/** The countdown of the shown draw, ticking 5 times a second. */
export function useRoomClock(view: RoomView | undefined, offset: number): RoomClock | null {
  const now = useNow(200, view?.phase === 'RUNNING');
  if (!view) return null;
  const state = { round: view.round, phase: view.phase as 'WAITING' | 'RUNNING' | 'TOP', startedAt: view.startedAt ? new Date(view.startedAt).getTime() : null };
  return roomClock(state, view.kind as 'NUMBERS' | 'LETTERS', now + offset, view.limits);
}

export const KIND_LABELS: Record<string, string> = { NUMBERS: 'Chiffres', LETTERS: 'Lettres' };
export const STAGE_LABELS: Record<string, string> = { HIDDEN: 'En attente', THINKING: 'Recherche', WRITING: 'Écriture', OVER: 'Temps écoulé' };

export function solutionLines(top: NumbersTop): string[] {
  if (!top.solution) return [];
  return Array.isArray(top.solution) ? top.solution : top.solution.split(/\n|;/).map((l) => l.trim()).filter(Boolean);
}

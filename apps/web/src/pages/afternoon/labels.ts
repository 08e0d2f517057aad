import type { DecidedBy, MatchStage, PouleMatch, SlotSource, Destination } from './views';
import { reasonLabel as labelOf } from '@greffier/messages';


export function reasonLabel(reason: { code: string | null; message: string } | null): string | null {
  if (!reason) return null;
  return (reason.code && labelOf(reason.code)) || reason.message;
}

const STAGES: Record<MatchStage, string> = {
  'round-of-16': '1/8 de finale',
  'quarter-final': '1/4 de finale',
  'semi-final': '1/2 finale',
  final: 'Finale',
  classification: 'Match de classement',
};

export function stageLabel(stage: MatchStage, places: { from: number; to: number }): string {
  return stage === 'classification' ? `${STAGES[stage]} (places ${places.from} à ${places.to})` : STAGES[stage];
}

const DECIDED: Record<DecidedBy, string> = {
  score: 'au score',
  'extra-draws': 'en prolongation',
  'sudden-death': 'en mort subite',
  'duplicate-rank': 'au rang du duplicate',
  forfeit: 'par forfait',
  bye: 'exempt',
  empty: 'sans joueur',
};

export const decidedLabel = (d: DecidedBy): string => DECIDED[d];

/** A match's state as the organiser reads it on the list: to play, played, forfeit, bye... */
export function matchState(m: Pick<PouleMatch, 'status' | 'decidedBy' | 'needs'>): { label: string; tone: '' | 'ok' | 'warn' | 'error' } {
  if (m.status === 'PENDING') return { label: 'en attente des joueurs', tone: '' };
  if (m.status === 'READY') {
    if (m.needs === 'extra-draws') return { label: 'à jouer : prolongation', tone: 'warn' };
    if (m.needs === 'sudden-death') return { label: 'à jouer : mort subite', tone: 'warn' };
    return { label: 'à jouer', tone: 'warn' };
  }
  if (m.decidedBy === 'forfeit') return { label: 'forfait', tone: 'error' };
  if (m.decidedBy === 'bye') return { label: 'exempt', tone: '' };
  if (m.decidedBy === 'empty') return { label: 'sans joueur', tone: '' };
  return { label: `joué (${m.decidedBy ? DECIDED[m.decidedBy] : 'terminé'})`, tone: 'ok' };
}

export function sourceLabel(s: SlotSource | undefined): string {
  if (!s) return '';
  if (s.kind === 'seed') return `tête de série ${s.seed}`;
  return `${s.kind === 'winner' ? 'vainqueur' : 'perdant'} de ${s.of}`;
}

export function destinationLabel(d: Destination): string {
  return d.kind === 'place' ? `place ${d.place}` : (d.matchId ?? '');
}

/** "1 – 0" with a thin non-breaking space around the dash. */
export const scoreText = (score: readonly number[]): string => `${score[0]}\u202f–\u202f${score[1]}`;

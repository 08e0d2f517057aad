import type { BracketSourceVm, MatchDecisionVm, MatchStageVm, PlacesRangeVm } from './afternoon-view-models';

/** How the afternoon's documents name matches, results and places, in French. */

/** The knockout stages' names: in full (match sheets) and short (the bracket's boxes). */
const KNOCKOUT_STAGES: Record<Exclude<MatchStageVm, 'classification'>, { full: string; short: string }> = {
  'round-of-16': { full: '1/8 de finale', short: '1/8' },
  'quarter-final': { full: '1/4 de finale', short: '1/4' },
  'semi-final': { full: '1/2 finale', short: '1/2' },
  final: { full: 'Finale', short: 'Finale' },
};

/** "1/8 de finale", "1/4 de finale", "1/2 finale", "Finale", "Match de classement places 5-8". */
export function stageLabel(stage: MatchStageVm, places: PlacesRangeVm): string {
  return stage === 'classification' ? `Match de classement places ${places.from}-${places.to}` : KNOCKOUT_STAGES[stage].full;
}

/** A shorter label for the bracket's boxes: "1/8", "1/4", "1/2", "Finale", "Places 5-8". */
export function shortStageLabel(stage: MatchStageVm, places: PlacesRangeVm): string {
  return stage === 'classification' ? `Places ${places.from}-${places.to}` : KNOCKOUT_STAGES[stage].short;
}

/** "au score", "après la prolongation", "à la mort subite", "au rang du duplicate", "par forfait", "exempt". */
export function decisionLabel(decidedBy: MatchDecisionVm): string {
  switch (decidedBy) {
    case 'score':
      return 'au score';
    case 'extra-draws':
      return 'après la prolongation';
    case 'sudden-death':
      return 'à la mort subite';
    case 'duplicate-rank':
      return 'au rang du duplicate';
    case 'forfeit':
      return 'par forfait';
    case 'bye':
      return 'exempt';
    case 'empty':
      return 'match sans joueur';
  }
}

/** 1 -> "1er", 2 -> "2e", 16 -> "16e". */
export const ordinal = (n: number): string => (n === 1 ? '1er' : `${n}e`);

/** "tête de série 3", "vainqueur de A-R16-1", "perdant de A-QF-2". */
export function sourceLabel(source: BracketSourceVm): string {
  if (source.kind === 'seed') return `tête de série ${source.seed}`;
  return `${source.kind === 'winner' ? 'vainqueur' : 'perdant'} de ${source.of}`;
}

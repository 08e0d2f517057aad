import type { BracketSourceVm, MatchDecisionVm, MatchStageVm, PlacesRangeVm } from './afternoon-view-models';

/** How the afternoon's documents name matches, results and places, in French. */

/** "1/8 de finale", "1/4 de finale", "1/2 finale", "Finale", "Match de classement places 5-8". */
export function stageLabel(stage: MatchStageVm, places: PlacesRangeVm): string {
  switch (stage) {
    case 'round-of-16':
      return '1/8 de finale';
    case 'quarter-final':
      return '1/4 de finale';
    case 'semi-final':
      return '1/2 finale';
    case 'final':
      return 'Finale';
    case 'classification':
      return `Match de classement places ${places.from}-${places.to}`;
  }
}

/** A shorter label for the bracket's boxes: "1/8", "1/4", "1/2", "Finale", "Places 5-8". */
export function shortStageLabel(stage: MatchStageVm, places: PlacesRangeVm): string {
  switch (stage) {
    case 'round-of-16':
      return '1/8';
    case 'quarter-final':
      return '1/4';
    case 'semi-final':
      return '1/2';
    case 'final':
      return 'Finale';
    case 'classification':
      return `Places ${places.from}-${places.to}`;
  }
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

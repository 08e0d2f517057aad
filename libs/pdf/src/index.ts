export * from './view-models';
export { answerSheetPdf, answerSheetsPdf } from './answer-sheet';
export { drawsSheetPdf } from './draws-sheet';
export { duplicateRankingPdf } from './duplicate-ranking';
export { correctedSheetPdf } from './corrected-sheet';
export { DEFAULT_TIME_LIMITS } from './format';

export * from './types';
export { CARDS, DEFAULT_VALUES, MASTER, PACK, normaliseWord, wordValue } from './cards';
export { decideDeclarer, type Decision } from './declarer';
export { parseSettings, parseRecord, type ParsedDeal, type ParsedRecord } from './validation';
export * from './scoring';
export { scoreLexiconBridge, emptyRecord } from './lexicon-bridge';

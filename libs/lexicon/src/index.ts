export * from './errors';
export * from './normalize';
export * from './lexicon';
export { ADDITIONS_FILE, defaultLexiconDir, LEXICON_FILE, readAdditions, REFUSED_FILE, type LexiconAddition } from './data-files';
export { AnagramIndex, MAX_WORD_LETTERS, signatureOf } from './anagram-index';
export * from './draw';
export * from './rulings';
export * from './longest-words';
export * from './check-word';

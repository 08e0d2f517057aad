export * from './errors';
export * from './normalize';
export * from './lexicon';
export { defaultLexiconDir, LEXICON_FILE, REFUSED_FILE } from './data-files';
export { AnagramIndex, MAX_WORD_LETTERS, signatureOf } from './anagram-index';
export * from './draw';
export * from './rulings';
export * from './longest-words';
export * from './check-word';

import { Lexicon } from '@greffier/lexicon';

/**
 * A small lexicon for the tests: the rule book's English example (IT, WIT, TWIT), French words with accents,
 * a hyphenated-only word, a proper noun and a conjugated form the reference lexicon refuses.
 */
export const TEST_LEXICON = Lexicon.fromForms(
  ['it', 'wit', 'twit', 'été', 'chat', 'chats', 'at', 'a', 'ab', 'abab', 'au-to', 'porte-monnaie', 'portemonnaie', 'rat', 'rate', 'tas', 'art', 'arts', 'sa', 'ta', 'as', 'os', 'or', 'ors', 'sort', 'rots', 'toast', 'star', 'tsar', 'rosat'],
  [
    { spelling: 'Paris', category: 'proper-noun' },
    { spelling: 'trie', category: 'conjugated-verb' },
  ],
);

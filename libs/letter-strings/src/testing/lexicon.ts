import { Lexicon } from '@greffier/lexicon';

/** A small French lexicon for the tests: the words below, a hyphenated word and a proper noun. */
export const TEST_LEXICON = Lexicon.fromForms(
  ['rat', 'art', 'ta', 'te', 'rate', 'raté', 'tare', 'taré', 'été', 'ère', 'la', 'le', 'les', 'sel', 'tri', 'trin', 'porte-avion', 'a', 'à', 'y', 'o'],
  [{ spelling: 'Arles', category: 'proper-noun' }, { spelling: 'etc', category: 'abbreviation' }],
);

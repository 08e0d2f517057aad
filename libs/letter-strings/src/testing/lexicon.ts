import { Lexicon } from '@greffier/lexicon';

/**
 * A small French lexicon for the tests: the words below, words spelled with ñ, á, ú (as the reference lexicon
 * has them), a hyphenated word, a capitalised spelling and a proper noun.
 */
export const TEST_LEXICON = Lexicon.fromForms(
  [
    'rat', 'art', 'ta', 'te', 'rate', 'raté', 'tare', 'taré', 'été', 'ère', 'la', 'le', 'les', 'sel', 'tri', 'trin', 'porte-avion', 'a', 'à', 'y', 'o',
    'doña', 'piñata', 'piñatas', 'señor', 'ásatrú', 'Ouessant', 'gras-double', 'Grasdouble',
  ],
  [{ spelling: 'Arles', category: 'proper-noun' }, { spelling: 'etc', category: 'abbreviation' }],
);

import { Injectable, Logger } from '@nestjs/common';
import { type Lexicon, loadLexicon } from '@greffier/lexicon';

let shared: Lexicon | undefined;

/** The reference lexicon, loaded once per process (about 150 ms, 50 MB) on first use. */
@Injectable()
export class LexiconProvider {
  private readonly logger = new Logger('Lexicon');

  get(): Lexicon {
    if (!shared) {
      const started = Date.now();
      shared = loadLexicon();
      this.logger.log(`reference lexicon loaded: ${shared.size} spellings in ${Date.now() - started} ms`);
    }
    return shared;
  }
}

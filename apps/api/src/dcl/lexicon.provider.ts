import { Injectable, Logger } from '@nestjs/common';
import { type Lexicon, loadLexicon } from '@greffier/lexicon';
import { t } from '@greffier/messages';

let shared: Lexicon | undefined;

/** The reference lexicon, loaded once per process (about 0.3 s, 45 MB of RSS: bench/README.md, "Words") on first use. */
@Injectable()
export class LexiconProvider {
  private readonly logger = new Logger('Lexicon');

  get(): Lexicon {
    if (!shared) {
      const started = Date.now();
      shared = loadLexicon();
      this.logger.log(t('LEXICON_LOADED', { count: shared.size, ms: Date.now() - started }));
    }
    return shared;
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { t } from '@greffier/messages';

/** The repository (or image) root: the nearest folder up from here whose package.json is Greffier's. */
export function projectRoot(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'greffier') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(t('CONFIG_NO_PROJECT', { folder: from }));
    dir = parent;
  }
}

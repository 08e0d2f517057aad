import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository (or image) root: the nearest folder up from here whose package.json is Greffier's. */
export function projectRoot(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'greffier') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find Greffier's package.json above ${from}`);
    dir = parent;
  }
}

// The libraries' path aliases (@greffier/<lib>) are declared once, in tsconfig.json. swc needs them too: this
// script writes .swcrc from them (`node scripts/swcrc.js`; npm run build:api runs it first), and jest.config.js
// compiles with the same options. A .swcrc that no longer matches tsconfig.json fails every jest run.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const SWCRC = join(ROOT, '.swcrc');

/** The aliases of tsconfig.json's compilerOptions.paths, each with its one target. */
function libAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8'));
  return Object.fromEntries(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, target.replace(/^\.\//, '')]));
}

/** swc's options: TypeScript with legacy decorators and their metadata (NestJS), CommonJS, the aliases resolved. */
function swcOptions() {
  return {
    $schema: 'https://swc.rs/schema.json',
    sourceMaps: true,
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
      baseUrl: './',
      paths: Object.fromEntries(Object.entries(libAliases()).map(([alias, target]) => [alias, [target]])),
    },
  };
}

const swcrcText = () => `${JSON.stringify(swcOptions(), null, 2)}\n`;

/** Throws when .swcrc is not the one tsconfig.json gives. */
function assertSwcrcCurrent() {
  if (readFileSync(SWCRC, 'utf8') !== swcrcText()) {
    throw new Error('.swcrc does not match the path aliases of tsconfig.json: run `node scripts/swcrc.js` and commit .swcrc');
  }
}

if (require.main === module) writeFileSync(SWCRC, swcrcText());

module.exports = { libAliases, swcOptions, swcrcText, assertSwcrcCurrent };

#!/usr/bin/env node
// Whether dist/ was built from the sources as they are, so that `npm start` right after `npm install` (whose
// prepare step builds) does not build a second time.
//   node scripts/build-stamp.js write   -> after a build: records the sources' fingerprint in dist/.build-stamp
//   node scripts/build-stamp.js fresh   -> exit 0 when dist/ matches the sources, 1 when a build is needed
// The fingerprint is each source file's path, size and modification time (apps, libs, bench, scripts and the
// files that steer the build; .swcrc is rewritten by every build, from tsconfig.json), and the Node.js version.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const STAMP = path.join(root, 'dist', '.build-stamp');
const FOLDERS = ['apps', 'libs', 'bench', 'scripts'];
const FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['node_modules', 'dist']);

function walk(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
}

function fingerprint() {
  const files = [];
  for (const folder of FOLDERS) walk(path.join(root, folder), files);
  for (const file of FILES) if (fs.existsSync(path.join(root, file))) files.push(path.join(root, file));
  files.sort();
  const hash = crypto.createHash('sha256').update(process.version);
  for (const file of files) {
    const { size, mtimeMs } = fs.statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const command = process.argv[2];
if (command === 'write') {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, `${fingerprint()}\n`);
} else if (command === 'fresh') {
  const built = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
  const entry = path.join(root, 'dist', 'apps', 'api', 'src', 'main.js');
  process.exit(built && fs.existsSync(entry) && built === fingerprint() ? 0 : 1);
} else {
  console.error('usage: node scripts/build-stamp.js write|fresh');
  process.exit(2);
}

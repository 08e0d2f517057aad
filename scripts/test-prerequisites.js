#!/usr/bin/env node
// Before `npm test`: the tests read PDFs back with poppler's pdftotext/pdftoppm and drive the screens in
// Debian's Chromium. npm cannot install those; on a Debian machine run as root this installs what is
// missing (apt-get), elsewhere it says what to install and stops.
const { execFileSync, spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const missing = [];
if (!has('pdftotext') || !has('pdftoppm')) missing.push('poppler-utils');
if (!existsSync(chromium)) missing.push('chromium');
if (missing.length === 0) process.exit(0);

const root = typeof process.getuid === 'function' && process.getuid() === 0;
if (root && has('apt-get')) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the tests (apt-get)...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  process.exit(0);
}
console.error(
  `The tests need ${missing.join(' and ')}: install ${missing.length > 1 ? 'them' : 'it'} (Debian/Ubuntu: sudo apt-get install ${missing.join(' ')}),` +
    ' or set CHROMIUM_PATH to a Chromium or Chrome executable.',
);
process.exit(1);

// Builds the web application once per test run, into a folder of its own (parallel runs never share one).
const { execFileSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { join } = require('node:path');

module.exports = async function globalSetup() {
  const root = join(__dirname, '..', '..', '..');
  const { mkdirSync } = require('node:fs');
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const out = mkdtempSync(join(root, 'tmp', 'web-test-'));
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(root, 'apps', 'web', 'vite.config.mts'), '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, WEB_OUT_DIR: out },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.env.GREFFIER_TEST_WEB_DIR = out;
};

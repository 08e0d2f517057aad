const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  if (process.env.GREFFIER_TEST_WEB_DIR) rmSync(process.env.GREFFIER_TEST_WEB_DIR, { recursive: true, force: true });
};

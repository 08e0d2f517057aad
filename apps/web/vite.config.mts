import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The screens are served by the API process under /app (apps/api/src/configure-app.ts).
export default defineConfig({
  root: import.meta.dirname,
  base: '/app/',
  // The one message catalogue, shared with the API and the CLI (libs/messages: pure TypeScript), reached by the
  // path alias declared once in apps/web/tsconfig.json.
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: process.env.WEB_OUT_DIR ? resolve(process.env.WEB_OUT_DIR) : resolve(import.meta.dirname, '../../dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // The bundler's own report of the time spent in plugins (a block on every build, slower machines): not ours to act on.
      checks: { bundlerTimings: false },
      // React Query's "use client" markers mean nothing in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { proxy: { '^/(?!app/|app$|@|src/|node_modules/).*': 'http://127.0.0.1:3000' } },
});

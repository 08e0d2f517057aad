import { setFlagsFromString } from 'node:v8';

/**
 * On a PostgreSQL server the process's only WebAssembly is Prisma's query compiler. Compiled by V8's baseline
 * compiler alone (Liftoff), without the optimising tier-up of its hot functions, the idle server keeps some 10-15
 * MiB less, with no cost the benchmarks can see (bench/README.md, « Memory and start »). The embedded engine is
 * PostgreSQL itself compiled to WebAssembly: it keeps the tier-up. Imported first by main.ts, before any module is
 * compiled.
 */
if (process.env.DATABASE_URL) setFlagsFromString('--liftoff-only');

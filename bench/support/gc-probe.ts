// Preloaded into a benchmark's server (node --expose-gc -r <this file>): a full collection on SIGWINCH, so that the
// bench reads the resident memory of what is live, as after V8's own idle collections, at a moment it chooses.
// SIGWINCH because the server stops on SIGUSR2 and most others (Nest's shutdown hooks), and SIGUSR1 opens Node's
// inspector; a terminal's resize means nothing to a server.
process.on('SIGWINCH', () => (globalThis as { gc?: () => void }).gc?.());

export * from './types';
export * from './settings';
export * from './record';
export * from './word-check';
export * from './scoring';

export * from './settings';
export * from './rounds';
export * from './score';

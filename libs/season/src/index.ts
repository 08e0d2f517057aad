export * from './errors';
export * from './outcome';
export * from './profiles';
export * from './season-ranking';

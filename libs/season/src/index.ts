export * from './club-season';
export * from './errors';
export * from './outcome';
export * from './profiles';
export * from './season-points';
export * from './season-ranking';

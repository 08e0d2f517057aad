export * from './errors';
export * from './tournament-status';
export * from './duplicate-scoring';
export * from './duplicate-summary';
export * from './duplicate-ranking';
export * from './declared-totals';

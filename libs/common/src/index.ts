export * from './seeded-random';
export * from './rule-input-error';
export * from './game-input-error';
export * from './search-key';

export * from './seeded-random';
export * from './game-input-error';

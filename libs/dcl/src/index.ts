export * from './errors';
export * from './draws';
export * from './sessions';
export { REACH_LIMIT, RANKED_DISTANCES, ReachableValues, reachableValues, topFor, formatStep } from './reachable';
export type { NumbersTop, Operator, Step } from './reachable';
export * from './solver';
export * from './all-solutions';
export * from './checker';
export * from './baremes';

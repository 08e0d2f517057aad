export { CarriedOverNotice, DraftOffer, draftTime, NewerVersionNotice, SaveStatus, type ServerChange, ServerChanges } from './draft-ui';
export { changedPaths, merge, type Path, sameValue, valueAt } from './merge';
export { isUnreachable, retryDelay } from './retry';
export { submitKeys } from './shortcuts';
export { type DraftKey, type DraftRecord, type SaveRequest } from './store';
export { UnsavedGuard } from './unsaved-guard';
export { type DraftWork, useDraftList, useDraftQueue, useDraftWork, type WorkState } from './use-draft-work';

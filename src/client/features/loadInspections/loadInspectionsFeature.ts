/**
 * The load detail's inspections section, loaded with the load detail's chunk (see app/lazyFeatures.ts): the
 * search screen, where a carrier lands, never shows an inspection.
 */
import type { LazyFeature } from '../../app/lazyFeatures';
import { loadInspectionsSaga } from './sagas';
import { loadInspectionsReducer } from './slice';

export const loadInspectionsReducers = { loadInspections: loadInspectionsReducer };

/** Registered (`registerFeature`) by each module that shows it, when that module is first evaluated. */
export const loadInspectionsFeature: LazyFeature = { name: 'loadInspections', reducers: loadInspectionsReducers, sagas: [loadInspectionsSaga] };

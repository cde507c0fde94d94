/**
 * The load detail's inspections section, loaded with the load detail's chunk (see app/lazyFeatures.ts): the
 * search screen, where a carrier lands, never shows an inspection.
 */
import { registerFeature } from '../../app/lazyFeatures';
import { loadInspectionsSaga } from './sagas';
import { loadInspectionsReducer } from './slice';

export const loadInspectionsReducers = { loadInspections: loadInspectionsReducer };

/** Idempotent: called when the section's module is first evaluated. */
export function registerLoadInspections(): void {
  registerFeature({ name: 'loadInspections', reducers: loadInspectionsReducers, sagas: [loadInspectionsSaga] });
}

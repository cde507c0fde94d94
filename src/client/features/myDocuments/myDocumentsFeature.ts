/**
 * The My Documents screen's lists, downloads and upload, loaded with that screen's chunk (see app/lazyFeatures.ts):
 * the search screen, where a carrier lands, never needs them.
 */
import { registerFeature } from '../../app/lazyFeatures';
import { myDocumentsSaga } from './sagas';
import { myDocumentsReducer } from './slice';

export const myDocumentsReducers = { myDocuments: myDocumentsReducer };

/** Idempotent: called when the screen's module is first evaluated. */
export function registerMyDocuments(): void {
  registerFeature({ name: 'myDocuments', reducers: myDocumentsReducers, sagas: [myDocumentsSaga] });
}

/**
 * The My Documents screen's lists, downloads and upload, loaded with that screen's chunk (see app/lazyFeatures.ts):
 * the search screen, where a carrier lands, never needs them.
 */
import type { LazyFeature } from '../../app/lazyFeatures';
import { myDocumentsSaga } from './sagas';
import { myDocumentsReducer } from './slice';

export const myDocumentsReducers = { myDocuments: myDocumentsReducer };

/** Registered (`registerFeature`) by each module that shows it, when that module is first evaluated. */
export const myDocumentsFeature: LazyFeature = { name: 'myDocuments', reducers: myDocumentsReducers, sagas: [myDocumentsSaga] };

/**
 * The driver's phone page as one feature loaded with its chunk (see app/lazyFeatures.ts): the page's loads and
 * marks, the inspection under way (kept in this tab's sessionStorage) and the outbox. The carrier's 'Send Driver
 * Link' lives in the same slice, so the drivers screen registers it too.
 */
import type { LazyFeature } from '../../app/lazyFeatures';
import { driverOutboxSaga } from '../driverOutbox/sagas';
import { driverOutboxReducer } from '../driverOutbox/slice';
import { persistedInspectionReducer } from '../inspection/persisted';
import { inspectionSaga } from '../inspection/sagas';
import { driverLinkSaga } from './sagas';
import { driverLinkReducer } from './slice';

export const driverPageReducers = {
  driverLink: driverLinkReducer,
  inspection: persistedInspectionReducer,
  driverOutbox: driverOutboxReducer,
};

/** The driver page's chunk and the drivers screen's chunk both register it when they load. */
export const driverPageFeature: LazyFeature = {
  name: 'driverPage',
  reducers: driverPageReducers,
  sagas: [driverLinkSaga, inspectionSaga, driverOutboxSaga],
};


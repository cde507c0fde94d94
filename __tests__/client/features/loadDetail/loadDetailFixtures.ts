import { fetchLoad } from '../../../../src/client/api/loadApi';
import type { DriverRecord, LoadDetailRecord, LoadRecord } from '../../../../src/shared/loads';
import { aLoad } from '../../support/loads';

/** The carrier's own claimed load, as `CarrierLoads/get/{id}` answers it. */
export const anOwnLoad = (overrides: Partial<LoadRecord> = {}): LoadRecord =>
  aLoad({ orderStatus: 'PendingPickup', unAssigned: false, assignedToCurrentCarrier: true, ...overrides });

/** Answers the detail request with the load (and its driver); fetchLoad must be jest-mocked by the test file. */
export function answerLoad(load: LoadRecord, driver: DriverRecord | null = null): void {
  const detail: LoadDetailRecord = { ...load, driver };
  jest.mocked(fetchLoad).mockResolvedValue(detail);
}

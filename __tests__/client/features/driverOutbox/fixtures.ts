import type { InspectionBody } from '../../../../src/shared/contracts/inspection';
import type { OutboxItem } from '../../../../src/client/features/driverOutbox/outboxItems';
import { initialDriverOutboxState, type DriverOutboxState } from '../../../../src/client/features/driverOutbox/slice';

export const token = 'T0k3n_-abcdefghijklmnopqrstuvwxyz0123456789';
export const photoKey = 'photo-front-0000000001';
export const inspectionKey = 'inspection-pickup-0000001';
export const markKey = 'mark-pickedup-00000000001';

const inspectionBody: InspectionBody = {
  idempotencyKey: inspectionKey, stage: 'pickup', inspectedAt: '2026-11-24T14:00:00.000Z',
  vehicles: [{ position: 1, vin: '1HGCM82633A004352', odometer: 42_118, photos: [{ photoKey, angle: 'front' }], damages: [] }],
  customer: { name: 'Dallas Auto Auction', email: null, signature: null, notAvailableReason: 'Night drop' },
  driverSignature: [[10, 10, 200, 120]], subjectToInspection: false, location: null,
};

export const photo: OutboxItem = { kind: 'photo', key: photoKey, loadId: 4101 };
export const inspection: OutboxItem = { kind: 'inspection', key: inspectionKey, loadId: 4101, body: inspectionBody };
export const pickedUp: OutboxItem = { kind: 'pickedUp', key: markKey, loadId: 4101, pickedUpAt: '2026-11-24T14:05:00.000Z' };

export const outboxWith = (items: OutboxItem[], more: Partial<DriverOutboxState> = {}) => ({
  driverOutbox: { ...initialDriverOutboxState, token, items, ...more },
});

import type { DriverLoadRecord } from '../../../../src/shared/driverLink';

/** A load as the driver's page reads it: claimed, one vehicle, windows in late November. */
export const driverLoad = (overrides: Partial<DriverLoadRecord> = {}): DriverLoadRecord => ({
  id: 4101, orderStatus: 'PendingPickup',
  originName: 'Dallas Auto Auction', originAddress: '5333 W Kiest Blvd', originCity: 'Dallas', originState: 'TX', originZip: '75236',
  destinationName: 'Atlanta Motors', destinationAddress: '1 Peachtree St', destinationCity: 'Atlanta', destinationState: 'GA', destinationZip: '30303',
  originTimeZone: 'America/Chicago', destinationTimeZone: 'America/New_York',
  earliestPickup: '2026-11-24', latestPickup: '2026-11-26', earliestDelivery: '2026-11-27', latestDelivery: '2026-11-30',
  scheduledPickup: null, scheduledDelivery: null, actualPickup: null, actualDelivery: null, receivedBy: null, inspectionKind: 'standard',
  vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', subModel: 'LE', weight: '3300', inoperable: false }],
  ...overrides,
});

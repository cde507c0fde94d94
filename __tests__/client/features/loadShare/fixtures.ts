import { ApiError } from '../../../../src/client/api/ApiError';
import type { ErrorCode } from '../../../../src/shared/errorCodes';
import type { PublicLoadRecord } from '../../../../src/shared/loads';

export const slug = 'f0ix-AbCdEfGhIjKlMnOp';

export const aPublicLoad = (overrides: Partial<PublicLoadRecord> = {}): PublicLoadRecord => ({
  id: 700001, rate: 1450, miles: 600,
  vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', subModel: 'LE', weight: '3400', inoperable: false }],
  originCity: 'Wichita', originState: 'KS', destinationCity: 'Kansas City', destinationState: 'MO',
  earliestPickup: '2026-11-25', latestPickup: '2026-11-28', earliestDelivery: '2026-11-26', latestDelivery: '2026-12-01',
  twicRequired: false, rushSold: true, enclosedTruckRequired: false, guaranteedPickup: false, guaranteedDelivery: false,
  ...overrides,
});

export const apiFailure = (status: number, message: string, code?: ErrorCode) =>
  new ApiError({ status, statusText: 'Failed', url: '/api/x', message, code, data: { message, code } });

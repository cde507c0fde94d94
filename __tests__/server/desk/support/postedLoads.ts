import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../../src/server/clock';
import type { PostedLoad } from '../../../../src/server/repositories/postedLoadFields';
import { testApp } from '../../support/appFixtures';
import type { DatabaseContext } from '../../support/databases';
import { deskAuthHeader } from '../../support/deskAuth';

/** Every desk load test runs on this day: windows below are relative to it. */
export const TODAY = '2026-05-12';

let sequence = 0;
export const uniqueReference = () => `REF-${process.pid}-${++sequence}`;

export function aPostedLoad(overrides: Partial<PostedLoad> = {}): PostedLoad {
  return {
    brokerReference: uniqueReference(), rate: 1250.5,
    vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', subModel: 'LE', weight: 3400, inoperable: false }],
    originName: 'Wichita Auto Auction', originAddress: '1 Depot Rd', originCity: 'Wichita', originState: 'KS', originZip: '67202',
    originBusinessHours: '8-5', originComments: null,
    destinationName: 'Kansas City Motors', destinationAddress: '2 Main St', destinationCity: 'Kansas City', destinationState: 'MO',
    destinationZip: '64105', destinationBusinessHours: null, destinationComments: 'Call ahead',
    earliestPickup: '2026-05-12', latestPickup: '2026-05-15', earliestDelivery: '2026-05-13', latestDelivery: '2026-05-18',
    rushSold: true,
    ...overrides,
  };
}

export interface DeskFixture {
  app: FastifyInstance;
  desk: Record<string, string>;
}

/** An app whose clock stands at noon UTC of TODAY, and a broker's desk API key. */
export function useDeskFixture(getDb: DatabaseContext): () => DeskFixture {
  let fixture: DeskFixture | undefined;
  beforeAll(async () => {
    const app = await testApp(getDb(), { clock: fixedClock(`${TODAY}T12:00:00Z`) });
    fixture = { app, desk: await deskAuthHeader(app, `broker ${process.pid}`) };
  });
  afterAll(async () => {
    await fixture?.app.close();
  });
  return () => {
    if (!fixture) throw new Error('the desk fixture is set up in beforeAll');
    return fixture;
  };
}

const header = [
  'brokerReference', 'rate', 'originName', 'originAddress', 'originCity', 'originState', 'originZip', 'destinationName',
  'destinationAddress', 'destinationCity', 'destinationState', 'destinationZip', 'earliestPickup', 'latestPickup',
  'earliestDelivery', 'latestDelivery', 'rushSold', 'vehicle1Year', 'vehicle1Make', 'vehicle1Model', 'vehicle1Weight',
  'vehicle2Make', 'vehicle2Model', 'vehicle2Inoperable',
];

/** A CSV row of a good load; `cells` replace columns by name. */
export function csvRow(reference: string, cells: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    brokerReference: reference, rate: '$1,250.00', originName: 'Lot', originAddress: '1 Depot Rd', originCity: 'Wichita', originState: 'KS',
    originZip: '67202', destinationName: 'Dealer', destinationAddress: '2 Main St', destinationCity: 'St. Louis', destinationState: 'MO',
    destinationZip: '63101', earliestPickup: '2026-05-12', latestPickup: '2026-05-16', earliestDelivery: '2026-05-14',
    latestDelivery: '2026-05-20', rushSold: 'no', vehicle1Year: '2019', vehicle1Make: 'Honda', vehicle1Model: 'Civic',
    vehicle1Weight: '2900', vehicle2Make: 'Ford', vehicle2Model: 'F-150', vehicle2Inoperable: 'yes', ...cells,
  };
  return header.map((column) => (/[",\n]/.test(values[column]) ? `"${values[column].replace(/"/g, '""')}"` : values[column])).join(',');
}

export const csvFile = (rows: readonly string[]) => [header.join(','), ...rows].join('\n') + '\n';

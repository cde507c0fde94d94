import type { Insertable } from 'kysely';
import type { ClientsTable, DriversTable, TrucksTable, UsersTable } from '../tables';

/*
 * The fixed cast of the demo: three carrier clients, their users, drivers and trucks. Dates are given
 * relative to the seed's today so the demo never ages (insurance about to expire, an expired password).
 */

type ClientSeed = Omit<Insertable<ClientsTable>, 'createdAt' | 'damageInsuranceExpires' | 'liabilityInsuranceExpires'> & {
  id: number;
  damageInsuranceInDays: number;
  liabilityInsuranceInDays: number;
};
type UserSeed = Omit<Insertable<UsersTable>, 'createdAt' | 'passwordHash' | 'passwordExpiresAt'> & {
  id: number;
  passwordExpiredDaysAgo: number | null;
};
type DriverSeed = Omit<Insertable<DriversTable>, 'createdAt' | 'twicCardExpiration'> & {
  id: number;
  twicCardExpiresInDays: number | null;
};

export const demoClientId = 1;
export const otherClientId = 2;
export const thirdClientId = 3;

const equipment = (twic: 0 | 1, inops: 0 | 1) => ({ haveTwicCard: twic, haveStraps: 1, haveWinches: 1, trucksHaveInternet: 1, handleInops: inops }) as const;

export const demoClients: ClientSeed[] = [
  {
    id: demoClientId, name: 'Demo Hauling LLC', primaryPhone: '(614) 555-0142', cellPhone: '(614) 555-0199',
    email: 'office@demohauling.test', address1: '2250 Westbelt Dr', address2: 'Suite 110', city: 'Columbus', state: 'OH',
    zip: '43228', dotNumber: '3141592', mcNumber: 'MC-271828', federalTaxId: '31-4159265', defaultPaymentMethod: 'ThirtyDayPay',
    paymentMethodChangeRequested: null, damageInsuranceInDays: 21, liabilityInsuranceInDays: 240, ...equipment(1, 1),
  },
  {
    id: otherClientId, name: 'Other Transport Inc', primaryPhone: '(214) 555-0117', cellPhone: null,
    email: 'office@othertransport.test', address1: '4800 Irving Blvd', address2: null, city: 'Dallas', state: 'TX',
    zip: '75247', dotNumber: '2718281', mcNumber: 'MC-161803', federalTaxId: '75-1618033', defaultPaymentMethod: 'QuickPay',
    paymentMethodChangeRequested: null, damageInsuranceInDays: 310, liabilityInsuranceInDays: 365, ...equipment(0, 1),
  },
  {
    id: thirdClientId, name: 'Northstar Car Carriers Ltd', primaryPhone: '(905) 555-0160', cellPhone: null,
    email: 'dispatch@northstar.test', address1: '6300 Kennedy Rd', address2: null, city: 'Mississauga', state: 'ON',
    zip: 'L5T 2X5', dotNumber: '1414213', mcNumber: 'MC-141421', federalTaxId: null, defaultPaymentMethod: 'ExpressPay',
    paymentMethodChangeRequested: null, damageInsuranceInDays: 150, liabilityInsuranceInDays: 150, ...equipment(0, 0),
  },
];

const contact = (phone: string, address1: string, city: string, state: string, zip: string) =>
  ({ primaryPhone: phone, cellPhone: phone, address1, address2: null, city, state, zip }) as const;

export const demoUsers: UserSeed[] = [
  {
    id: 1, clientId: demoClientId, userName: 'dana.miller', email: 'demo@carrier.test', firstName: 'Dana', lastName: 'Miller',
    ...contact('(614) 555-0142', '2250 Westbelt Dr', 'Columbus', 'OH', '43228'),
    lessThan500: 1, moreThan500: 1, regions: JSON.stringify(['MidWest', 'MidAtlantic']), passwordExpiredDaysAgo: null,
  },
  {
    id: 2, clientId: demoClientId, userName: 'evan.brooks', email: 'expired@carrier.test', firstName: 'Evan', lastName: 'Brooks',
    ...contact('(614) 555-0177', '2250 Westbelt Dr', 'Columbus', 'OH', '43228'),
    lessThan500: 1, moreThan500: 0, regions: '[]', passwordExpiredDaysAgo: 3,
  },
  {
    id: 3, clientId: otherClientId, userName: 'omar.hassan', email: 'other@carrier.test', firstName: 'Omar', lastName: 'Hassan',
    ...contact('(214) 555-0117', '4800 Irving Blvd', 'Dallas', 'TX', '75247'),
    lessThan500: 0, moreThan500: 1, regions: JSON.stringify(['SouthCentral', 'SouthWest']), passwordExpiredDaysAgo: null,
  },
  {
    id: 4, clientId: thirdClientId, userName: 'nadia.gagnon', email: 'dispatch@northstar.test', firstName: 'Nadia', lastName: 'Gagnon',
    ...contact('(905) 555-0160', '6300 Kennedy Rd', 'Mississauga', 'ON', 'L5T 2X5'),
    lessThan500: 1, moreThan500: 1, regions: '[]', passwordExpiredDaysAgo: null,
  },
];

function driver(id: number, clientId: number, first: string | null, last: string | null, details: Partial<DriverSeed> = {}): DriverSeed {
  const handle = first && last ? `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') : null;
  return {
    id, clientId, firstName: first, lastName: last, userName: handle, email: null, cellPhoneNumber: `(555) 010-${String(id).padStart(4, '0')}`,
    twicCardExpiresInDays: null, vtasPassword: null, notes: null, hasHandHeld: 'true', enabled: 1, ...details,
  };
}

/** Who works the operator desk in the demo (issue 13), with the demo password like the carrier users. */
export const demoOperators = [{ id: 1, email: 'desk@haulboard.test', name: 'Haulboard Desk' }] as const;

const mail = (first: string, last: string, domain: string) => `${first}.${last}@${domain}`.toLowerCase();

export const demoDrivers: DriverSeed[] = [
  driver(1, demoClientId, 'Marcus', 'Johnson', { email: mail('marcus', 'johnson', 'demohauling.test'), twicCardExpiresInDays: 400 }),
  driver(2, demoClientId, 'Elena', 'Petrova', { email: mail('elena', 'petrova', 'demohauling.test') }),
  driver(3, demoClientId, 'Tyrone', 'Davis', { notes: 'Prefers regional runs; home every weekend.' }),
  driver(4, demoClientId, 'Sofia', 'Ramirez', { email: mail('sofia', 'ramirez', 'demohauling.test'), twicCardExpiresInDays: 90 }),
  driver(5, demoClientId, 'Jean-Luc', 'Tremblay', { notes: 'Passport on file for Canada runs.' }),
  driver(6, demoClientId, 'Priya', 'Patel', { email: mail('priya', 'patel', 'demohauling.test'), hasHandHeld: 'false' }),
  driver(7, demoClientId, null, null, { cellPhoneNumber: '(614) 555-0100', notes: 'Spare truck; name to follow.' }),
  driver(8, demoClientId, 'Walter', 'Brooks', { email: mail('walter', 'brooks', 'demohauling.test'), enabled: 0 }),
  driver(9, otherClientId, 'Luis', 'Hernandez', { email: mail('luis', 'hernandez', 'othertransport.test'), twicCardExpiresInDays: 200 }),
  driver(10, otherClientId, 'Amber', 'Collins', { email: mail('amber', 'collins', 'othertransport.test') }),
  driver(11, otherClientId, 'Darnell', 'Wright'),
  driver(12, otherClientId, 'Kim', 'Nguyen', { email: mail('kim', 'nguyen', 'othertransport.test') }),
  driver(13, otherClientId, 'Bobby', 'Sullivan'),
  driver(14, otherClientId, 'Hannah', 'Schmidt', { email: mail('hannah', 'schmidt', 'othertransport.test') }),
  driver(15, otherClientId, null, null, { email: 'yard.driver@othertransport.test' }),
  driver(16, otherClientId, 'Raymond', 'Fischer', { enabled: 0, notes: 'Retired in the spring.' }),
  driver(17, thirdClientId, 'Olivier', 'Gagnon', { email: mail('olivier', 'gagnon', 'northstar.test') }),
  driver(18, thirdClientId, 'Megan', 'MacDonald'),
  driver(19, thirdClientId, 'Arjun', 'Singh', { email: mail('arjun', 'singh', 'northstar.test') }),
];

export const demoTrucks: (Insertable<TrucksTable> & { id: number })[] = [
  { id: 1, clientId: demoClientId, quantity: 2, carrierEquipmentType: 'Open', isFlatBed: 0, capacity: 9 },
  { id: 2, clientId: demoClientId, quantity: 1, carrierEquipmentType: 'Open', isFlatBed: 0, capacity: 7 },
  { id: 3, clientId: demoClientId, quantity: 1, carrierEquipmentType: 'Enclosed', isFlatBed: 0, capacity: 6 },
  { id: 4, clientId: demoClientId, quantity: 1, carrierEquipmentType: 'Open', isFlatBed: 1, capacity: 1 },
  { id: 5, clientId: otherClientId, quantity: 3, carrierEquipmentType: 'Open', isFlatBed: 0, capacity: 9 },
  { id: 6, clientId: otherClientId, quantity: 1, carrierEquipmentType: 'Enclosed', isFlatBed: 0, capacity: 2 },
  { id: 7, clientId: otherClientId, quantity: 2, carrierEquipmentType: 'Open', isFlatBed: 1, capacity: 1 },
  { id: 8, clientId: thirdClientId, quantity: 6, carrierEquipmentType: 'Open', isFlatBed: 0, capacity: 10 },
];

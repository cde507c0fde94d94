import type { Insertable } from 'kysely';
import { greatCircleMiles } from '../../../shared/geo';
import type { City } from '../../services/gazetteer/cities';
import { timeZoneAt } from '../../places/timeZoneAt';
import type { LoadsTable, OrderStatus, VehiclesTable } from '../tables';
import { isoDate, isoTimestamp, yearOf, type Day } from './calendar';
import { scheduleFor } from './loadSchedule';
import { randomCity, randomPlace } from './places';
import { loadRate, roadMiles } from './pricing';
import { cumulative, type Random } from './random';
import { randomVehicle } from './vehicleCatalog';

export interface CarrierForLoads {
  clientId: number;
  /** Enabled drivers a claimed load may be given to. */
  driverIds: readonly number[];
}

export interface LoadRole {
  status: OrderStatus;
  carrier: CarrierForLoads | null;
}

export interface LoadContext {
  id: number;
  firstVehicleId: number;
  today: Day;
  /** Minutes of `today` already gone: nothing the seed records may lie in the future. */
  minutesIntoToday: number;
  role: LoadRole;
}

export interface GeneratedLoad {
  load: Insertable<LoadsTable>;
  vehicles: Insertable<VehiclesTable>[];
  claimedAt: string | null;
}

const cumulativeVehicleCounts = cumulative([30, 18, 12, 10, 8, 7, 6, 5, 4]);
const flagOf = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Two distinct cities; four in ten loads are regional (under 500 miles), as on real car-carrier boards. */
function route(random: Random): { origin: City; destination: City; miles: number } {
  const origin = randomCity(random);
  const regional = random.chance(0.4);
  let destination = randomCity(random);
  let distance = greatCircleMiles(origin, destination);
  for (let attempt = 0; attempt < 25 && (distance < 30 || (regional && distance > 500)); attempt++) {
    destination = randomCity(random);
    distance = greatCircleMiles(origin, destination);
  }
  if (distance < 30) return route(random);
  return { origin, destination, miles: roadMiles(random, distance) };
}

function vehiclesFor(random: Random, context: LoadContext, enclosed: boolean): Insertable<VehiclesTable>[] {
  const count = Math.min(1 + random.weightedIndex(cumulativeVehicleCounts), enclosed ? 6 : 9);
  const hasInoperable = random.chance(0.08);
  const forcedInoperable = random.int(0, count - 1);
  const newestModelYear = yearOf(context.today) + 1;
  const vehicles: Insertable<VehiclesTable>[] = [];
  for (let index = 0; index < count; index++) {
    const inoperable = hasInoperable && (index === forcedInoperable || random.chance(0.4));
    vehicles.push(randomVehicle(random, context.id, context.firstVehicleId + index, index + 1, newestModelYear, inoperable));
  }
  return vehicles;
}

function visibleFrom(random: Random, context: LoadContext, claimedAt: string | null): string {
  if (claimedAt) return new Date(Date.parse(claimedAt) - (random.int(0, 5) + random.next()) * 86_400_000).toISOString();
  const daysAgo = random.chance(0.06) ? 0 : random.int(1, 14);
  const minute = daysAgo === 0 ? random.next() * context.minutesIntoToday : random.int(0, 1439);
  return isoTimestamp(context.today - daysAgo, minute);
}

export function generateLoad(random: Random, context: LoadContext): GeneratedLoad {
  const { role } = context;
  const { origin, destination, miles } = route(random);
  const tags = {
    twicRequired: random.chance(0.04),
    rushSold: random.chance(0.07),
    enclosedTruckRequired: random.chance(0.08),
    guaranteedPickup: random.chance(0.1),
    guaranteedDelivery: random.chance(0.08),
  };
  const vehicles = vehiclesFor(random, context, tags.enclosedTruckRequired);
  const schedule = scheduleFor(random, role.status, context.today, miles);
  const from = randomPlace(random, origin);
  const to = randomPlace(random, destination);
  const createdAt = visibleFrom(random, context, schedule.claimedAt);
  const missingDeliveryWindow = role.status === 'Available' && random.chance(0.005);
  const drivers = role.carrier?.driverIds ?? [];
  const assignDriver = drivers.length > 0 && random.chance(role.status === 'PendingPickup' ? 0.6 : 0.9);
  return {
    claimedAt: schedule.claimedAt,
    vehicles,
    load: {
      id: context.id,
      orderStatus: role.status,
      carrierClientId: role.carrier?.clientId ?? null,
      driverId: assignDriver ? random.pick(drivers) : null,
      rate: loadRate(random, miles, vehicles.length, tags.enclosedTruckRequired, tags.rushSold),
      miles,
      vehicleCount: vehicles.length,
      totalWeightLbs: vehicles.reduce((sum, vehicle) => sum + Number(vehicle.weight ?? 0), 0),
      hasInoperable: flagOf(vehicles.some((vehicle) => vehicle.inoperable === 1)),
      visibleToCarriers: flagOf(role.status !== 'Available' || random.chance(0.97)),
      visibleToCarriersFrom: createdAt,
      originName: from.name, originAddress: from.address, originCity: from.city, originState: from.state,
      originZip: from.zip, originLat: from.lat, originLon: from.lon,
      originBusinessHours: from.businessHours, originComments: from.comments,
      destinationName: to.name, destinationAddress: to.address, destinationCity: to.city, destinationState: to.state,
      destinationZip: to.zip, destinationLat: to.lat, destinationLon: to.lon,
      destinationBusinessHours: to.businessHours, destinationComments: to.comments,
      originTimeZone: timeZoneAt(from.lat, from.lon), destinationTimeZone: timeZoneAt(to.lat, to.lon),
      earliestPickup: isoDate(schedule.earliestPickup),
      latestPickup: isoDate(schedule.latestPickup),
      earliestDelivery: missingDeliveryWindow ? null : isoDate(schedule.earliestDelivery),
      latestDelivery: missingDeliveryWindow ? null : isoDate(schedule.latestDelivery),
      scheduledPickup: schedule.scheduledPickup,
      scheduledDelivery: schedule.scheduledDelivery,
      actualPickup: schedule.actualPickup,
      actualDelivery: schedule.actualDelivery,
      twicRequired: flagOf(tags.twicRequired),
      rushSold: flagOf(tags.rushSold),
      enclosedTruckRequired: flagOf(tags.enclosedTruckRequired),
      guaranteedPickup: flagOf(tags.guaranteedPickup),
      guaranteedDelivery: flagOf(tags.guaranteedDelivery),
      pickupLate: flagOf(schedule.pickupLate),
      deliveryLate: flagOf(schedule.deliveryLate),
      createdAt,
      updatedAt: schedule.actualDelivery ?? schedule.actualPickup ?? schedule.claimedAt ?? createdAt,
    },
  };
}

import type { OrderStatus } from '../tables';
import { isoTimestamp, type Day } from './calendar';
import type { Random } from './random';

/** The dates of one load: shipper windows, the carrier's schedule and what actually happened. */
export interface LoadSchedule {
  earliestPickup: Day;
  latestPickup: Day;
  earliestDelivery: Day;
  latestDelivery: Day;
  scheduledPickup: string | null;
  scheduledDelivery: string | null;
  actualPickup: string | null;
  actualDelivery: string | null;
  claimedAt: string | null;
  pickupLate: boolean;
  deliveryLate: boolean;
}

const officeMinute = (random: Random) => 60 * random.int(12, 21) + 15 * random.int(0, 3);
const anyMinute = (random: Random) => random.int(0, 1439);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Windows only, nothing scheduled yet. Delivery can start once the truck could arrive from the earliest
 * pick-up (about 500 road miles a day). Callers fill in the rest by assignment: building these objects
 * with spreads made the generator ten times slower.
 */
function windows(random: Random, earliestPickup: Day, latestPickup: Day, transitDays: number): LoadSchedule {
  return {
    earliestPickup,
    latestPickup,
    earliestDelivery: Math.max(latestPickup, earliestPickup + transitDays),
    latestDelivery: latestPickup + transitDays + random.int(0, 4),
    scheduledPickup: null,
    scheduledDelivery: null,
    actualPickup: null,
    actualDelivery: null,
    claimedAt: null,
    pickupLate: false,
    deliveryLate: false,
  };
}

function available(random: Random, today: Day, transitDays: number): LoadSchedule {
  const roll = random.next();
  const earliestPickup = roll < 0.25 ? today - random.int(1, 6) : roll < 0.95 ? today + random.int(0, 14) : today + random.int(15, 30);
  // An available load can always still be picked up: its window never closed before today.
  const latestPickup = Math.max(earliestPickup + random.int(0, 6), today);
  const schedule = windows(random, earliestPickup, latestPickup, transitDays);
  schedule.pickupLate = random.chance(0.03);
  schedule.deliveryLate = random.chance(0.02);
  return schedule;
}

function pendingPickup(random: Random, today: Day, transitDays: number): LoadSchedule {
  const overdue = random.chance(0.15);
  const earliestPickup = overdue ? today - random.int(3, 8) : today + random.int(-3, 10);
  const latestPickup = overdue ? earliestPickup + random.int(0, 2) : Math.max(earliestPickup + random.int(0, 5), today);
  const schedule = windows(random, earliestPickup, latestPickup, transitDays);
  const pickupDay = random.int(overdue ? earliestPickup : Math.max(earliestPickup, today), latestPickup);
  const deliveryDay = clamp(pickupDay + transitDays, schedule.earliestDelivery, schedule.latestDelivery);
  schedule.scheduledPickup = isoTimestamp(pickupDay, officeMinute(random));
  schedule.scheduledDelivery = isoTimestamp(deliveryDay, officeMinute(random));
  schedule.claimedAt = isoTimestamp(Math.min(today, pickupDay) - random.int(1, 6), anyMinute(random));
  schedule.pickupLate = overdue && random.chance(0.6);
  schedule.deliveryLate = random.chance(0.03);
  return schedule;
}

/** In route or delivered: picked up on `pickupDay`, with windows and schedule drawn around it. */
function pickedUp(random: Random, pickupDay: Day, transitDays: number, today: Day, delivered: boolean): LoadSchedule {
  const schedule = windows(random, pickupDay - random.int(0, 3), pickupDay + random.int(0, 2), transitDays);
  const deliveryDay = clamp(pickupDay + transitDays, schedule.earliestDelivery, schedule.latestDelivery);
  const pickupMinute = officeMinute(random);
  const actualDeliveryDay = Math.min(today - 1, pickupDay + transitDays + random.int(0, 1));
  schedule.scheduledPickup = isoTimestamp(pickupDay, pickupMinute);
  schedule.scheduledDelivery = isoTimestamp(deliveryDay, officeMinute(random));
  schedule.actualPickup = isoTimestamp(pickupDay, clamp(pickupMinute + random.int(-45, 120), 0, 1439));
  schedule.actualDelivery = delivered ? isoTimestamp(actualDeliveryDay, officeMinute(random)) : null;
  schedule.claimedAt = isoTimestamp(pickupDay - random.int(1, 6), anyMinute(random));
  schedule.pickupLate = random.chance(0.05);
  schedule.deliveryLate = delivered ? actualDeliveryDay > schedule.latestDelivery : deliveryDay < today && random.chance(0.5);
  return schedule;
}

export function scheduleFor(random: Random, status: OrderStatus, today: Day, miles: number): LoadSchedule {
  const transitDays = Math.max(1, Math.ceil(miles / 500));
  switch (status) {
    case 'Available':
      return available(random, today, transitDays);
    case 'PendingPickup':
      return pendingPickup(random, today, transitDays);
    case 'InRoute':
      return pickedUp(random, today - random.int(1, 4), transitDays, today, false);
    case 'Delivered': {
      // Recent deliveries are commoner than old ones; the oldest reach back about six months.
      const daysAgo = 2 + transitDays + Math.floor(random.next() ** 1.5 * 180);
      return pickedUp(random, today - daysAgo, transitDays, today, true);
    }
  }
}

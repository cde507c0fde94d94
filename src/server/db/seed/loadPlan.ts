import type { OrderStatus } from '../tables';
import type { CarrierForLoads, LoadRole } from './loadGenerator';
import type { Random } from './random';

const claimedStatuses = ['PendingPickup', 'InRoute', 'Delivered'] as const;

/** How many loads each demo carrier holds per status: about 10 to 30 once the board has a few hundred loads. */
export function demoCarrierLoadCounts(loadCount: number): Record<(typeof claimedStatuses)[number], number> {
  if (loadCount < 30) return { PendingPickup: 0, InRoute: 0, Delivered: 0 };
  const perStatus = (divisor: number, max: number) => Math.min(max, Math.max(1, Math.floor(loadCount / divisor)));
  return { PendingPickup: perStatus(30, 20), InRoute: perStatus(30, 15), Delivered: perStatus(20, 30) };
}

/** The third carrier stands for the rest of the market: about 3% of the board is taken by it. */
function thirdCarrierRoles(random: Random, loadCount: number, carrier: CarrierForLoads): LoadRole[] {
  const count = loadCount < 30 ? 0 : Math.max(3, Math.round(loadCount * 0.03));
  const statusFor = (index: number): OrderStatus =>
    index < 3 ? claimedStatuses[index] : random.pick(['PendingPickup', 'PendingPickup', 'InRoute', 'Delivered', 'Delivered']);
  return Array.from({ length: count }, (_, index) => ({ status: statusFor(index), carrier }));
}

/**
 * Decides up front which load positions are claimed, by whom and how far along, spread evenly over the id
 * range so claimed loads mix with available ones. Every other position is an available load.
 */
export function planClaimedLoads(
  random: Random,
  loadCount: number,
  demoCarriers: readonly CarrierForLoads[],
  thirdCarrier: CarrierForLoads,
): Map<number, LoadRole> {
  const roles: LoadRole[] = [];
  const counts = demoCarrierLoadCounts(loadCount);
  for (const carrier of demoCarriers) {
    for (const status of claimedStatuses) {
      for (let i = 0; i < counts[status]; i++) roles.push({ status, carrier });
    }
  }
  roles.push(...thirdCarrierRoles(random, loadCount, thirdCarrier));
  for (let i = roles.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [roles[i], roles[j]] = [roles[j], roles[i]];
  }
  const plan = new Map<number, LoadRole>();
  roles.forEach((role, slot) => {
    const start = Math.floor((slot * loadCount) / roles.length);
    const end = Math.floor(((slot + 1) * loadCount) / roles.length);
    plan.set(start + random.int(0, end - start - 1), role);
  });
  return plan;
}

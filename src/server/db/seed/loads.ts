import type { Insertable } from 'kysely';
import { insertMany } from '../bulkInsert';
import type { Db } from '../database';
import type { LoadsTable, OrderStatus, VehiclesTable } from '../tables';
import { dayOf, minutesSinceMidnight } from './calendar';
import { generateLoad, type CarrierForLoads, type GeneratedLoad, type LoadRole } from './loadGenerator';
import { planClaimedLoads } from './loadPlan';
import type { Random } from './random';

export const firstLoadId = 100_001;
// Big enough to amortize a transaction, small enough to keep memory flat at a million loads.
const loadsPerTransaction = 2_000;
const favouriteCandidatesWanted = 40;

/** A claimed load of a demo carrier, remembered for its invoices and events. */
export interface DemoCarrierLoad {
  id: number;
  status: OrderStatus;
  clientId: number;
  driverId: number | null;
  rate: number;
  vehicleCount: number;
  claimedAt: string;
  actualPickup: string | null;
  actualDelivery: string | null;
}

export interface SeededLoads {
  loadCount: number;
  vehicleCount: number;
  byStatus: Record<OrderStatus, number>;
  /** Visible available loads spread over the board, for favourites. */
  availableLoadIds: number[];
  /** Loads the third carrier took, for favourites that are no longer available. */
  takenByOthersIds: number[];
  demoCarrierLoads: DemoCarrierLoad[];
}

export interface LoadSeedOptions {
  count: number;
  now: Date;
  demoCarriers: readonly CarrierForLoads[];
  thirdCarrier: CarrierForLoads;
}

/** Keeps the few loads the later steps need (favourites, invoices, events), not the whole board. */
function rememberForActivity(
  seeded: SeededLoads, { load, vehicles, claimedAt }: GeneratedLoad, role: LoadRole, byDemoCarrier: boolean, takeAsFavourite: boolean,
): void {
  if (role.status === 'Available') {
    if (load.visibleToCarriers === 1 && takeAsFavourite) seeded.availableLoadIds.push(load.id);
  } else if (byDemoCarrier) {
    seeded.demoCarrierLoads.push({
      id: load.id, status: role.status, clientId: load.carrierClientId!, driverId: load.driverId ?? null, rate: load.rate,
      vehicleCount: vehicles.length, claimedAt: claimedAt ?? load.createdAt,
      actualPickup: load.actualPickup ?? null, actualDelivery: load.actualDelivery ?? null,
    });
  } else if (seeded.takenByOthersIds.length < 10) {
    seeded.takenByOthersIds.push(load.id);
  }
}

export async function seedLoads(db: Db, random: Random, options: LoadSeedOptions): Promise<SeededLoads> {
  const { count, now, demoCarriers, thirdCarrier } = options;
  const plan = planClaimedLoads(random, count, demoCarriers, thirdCarrier);
  const demoClientIds = new Set(demoCarriers.map((carrier) => carrier.clientId));
  const available: LoadRole = { status: 'Available', carrier: null };
  const favouriteStride = Math.max(1, Math.floor(count / favouriteCandidatesWanted));
  const seeded: SeededLoads = {
    loadCount: count, vehicleCount: 0, byStatus: { Available: 0, PendingPickup: 0, InRoute: 0, Delivered: 0 },
    availableLoadIds: [], takenByOthersIds: [], demoCarrierLoads: [],
  };
  const today = dayOf(now);
  const minutesIntoToday = minutesSinceMidnight(now);

  for (let chunkStart = 0; chunkStart < count; chunkStart += loadsPerTransaction) {
    const loads: Insertable<LoadsTable>[] = [];
    const vehicles: Insertable<VehiclesTable>[] = [];
    for (let index = chunkStart; index < Math.min(count, chunkStart + loadsPerTransaction); index++) {
      const role = plan.get(index) ?? available;
      const id = firstLoadId + index;
      const generated = generateLoad(random, {
        id, firstVehicleId: seeded.vehicleCount + vehicles.length + 1, today, minutesIntoToday, role,
      });
      loads.push(generated.load);
      vehicles.push(...generated.vehicles);
      seeded.byStatus[role.status]++;
      const takeAsFavourite = index % favouriteStride === 0;
      rememberForActivity(seeded, generated, role, demoClientIds.has(role.carrier?.clientId ?? 0), takeAsFavourite);
    }
    await db.db.transaction().execute(async (trx) => {
      await insertMany(trx, db.dialect, 'loads', loads);
      await insertMany(trx, db.dialect, 'vehicles', vehicles);
    });
    seeded.vehicleCount += vehicles.length;
  }
  return seeded;
}

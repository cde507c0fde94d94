import type { Kysely } from 'kysely';
import { NO_LONGER_AVAILABLE_STATUS, type LoadZones } from '../../shared/contracts/load';
import type { LoadDetailRecord, LoadRecord, MapLoadRecord, VehicleRecord } from '../../shared/loads';
import { compiledOnce } from '../db/compiledOnce';
import type { Database, Load, Vehicle } from '../db/tables';
import { loadTimeZones } from '../places/timeZoneAt';
import { findClientDriver, toDriverRecord } from './drivers';
import type { LaneCache, LaneSet } from './loadLanes';

/** What a load looks like to one carrier user: its favourites and its lanes. */
export interface LoadViewerContext {
  /** Null when no carrier looks (the desk, a driver's page, the search's kept text): the load as it is. */
  clientId: number | null;
  /** Loads the viewing user has favourited. */
  favoriteOfViewer: ReadonlySet<number>;
  /** Distinct carriers that favourited each load; absent means none. */
  favoriteCounts: ReadonlyMap<number, number>;
  lanes: LaneSet;
}

/** A load seen by no carrier: none favours it, none holds it, it is on no lane. */
export const NO_VIEWER: LoadViewerContext = {
  clientId: null, favoriteOfViewer: new Set(), favoriteCounts: new Map(), lanes: { has: () => false },
};

export interface LoadViewer {
  userId: number;
  clientId: number;
}

/** What reading loads as a viewer sees them takes: the database and the app's lane cache (the app context is one). */
export interface LoadReads {
  db: Kysely<Database>;
  lanes: LaneCache;
}

// Keeps `in (...)` lists well inside SQLite's and PostgreSQL's parameter limits.
const idsPerQuery = 5_000;

export function toVehicleRecord(row: Vehicle): VehicleRecord {
  return { year: row.year, make: row.make, model: row.model, subModel: row.subModel, weight: row.weight, inoperable: row.inoperable === 1 };
}

/**
 * Another carrier's load as a carrier sees it (issue 21): the board's fields as it was offered and that it is no
 * longer available, never the claimant's progress, schedule, driver or times.
 */
function asOfferedOnBoard(record: LoadRecord): LoadRecord {
  return {
    ...record, orderStatus: NO_LONGER_AVAILABLE_STATUS, driverId: null,
    scheduledPickup: null, scheduledDelivery: null, actualPickup: null, actualDelivery: null, pickupLate: false, deliveryLate: false,
  };
}

type ZonedRow = Pick<Load, 'originLat' | 'originLon' | 'destinationLat' | 'destinationLon' | 'originTimeZone' | 'destinationTimeZone'>;

/** The stops' stored zones; a row written without them (by hand, before 0024) gets them from its coordinates. */
export function loadZonesOf(row: ZonedRow): LoadZones {
  const looked = row.originTimeZone && row.destinationTimeZone ? null : loadTimeZones(row);
  return { originTimeZone: row.originTimeZone ?? looked!.originTimeZone, destinationTimeZone: row.destinationTimeZone ?? looked!.destinationTimeZone };
}

/** The one place a load row becomes the wire's LoadRecord, so every list, export and answer of a carrier is narrowed here. */
export function toLoadRecord(row: Load, vehicles: readonly Vehicle[], context: LoadViewerContext): LoadRecord {
  const record = toFullLoadRecord(row, vehicles, context);
  const heldByAnother = context.clientId !== null && !record.unAssigned && !record.assignedToCurrentCarrier;
  return heldByAnother ? asOfferedOnBoard(record) : record;
}

function toFullLoadRecord(row: Load, vehicles: readonly Vehicle[], context: LoadViewerContext): LoadRecord {
  return {
    id: row.id, rate: row.rate, miles: row.miles, vehicles: vehicles.map(toVehicleRecord),
    orderStatus: row.orderStatus, driverId: row.driverId,
    currentUserFavorite: context.favoriteOfViewer.has(row.id),
    numberOfFavorites: context.favoriteCounts.get(row.id) ?? 0,
    assignedToCurrentCarrier: row.carrierClientId !== null && row.carrierClientId === context.clientId,
    unAssigned: row.carrierClientId === null,
    myLane: context.lanes.has(row.originState, row.destinationState),
    originName: row.originName, originAddress: row.originAddress, originCity: row.originCity, originState: row.originState,
    originZip: row.originZip, originLat: row.originLat, originLon: row.originLon,
    originBusinessHours: row.originBusinessHours, originComments: row.originComments,
    destinationName: row.destinationName, destinationAddress: row.destinationAddress, destinationCity: row.destinationCity,
    destinationState: row.destinationState, destinationZip: row.destinationZip,
    destinationLat: row.destinationLat, destinationLon: row.destinationLon,
    destinationBusinessHours: row.destinationBusinessHours, destinationComments: row.destinationComments,
    ...loadZonesOf(row),
    earliestPickup: row.earliestPickup, latestPickup: row.latestPickup,
    earliestDelivery: row.earliestDelivery, latestDelivery: row.latestDelivery,
    scheduledPickup: row.scheduledPickup, scheduledDelivery: row.scheduledDelivery,
    actualPickup: row.actualPickup, actualDelivery: row.actualDelivery,
    twicRequired: row.twicRequired === 1, rushSold: row.rushSold === 1, enclosedTruckRequired: row.enclosedTruckRequired === 1,
    guaranteedPickup: row.guaranteedPickup === 1, guaranteedDelivery: row.guaranteedDelivery === 1,
    pickupLate: row.pickupLate === 1, deliveryLate: row.deliveryLate === 1,
  };
}

export function toMapLoadRecord(row: Pick<Load, keyof MapLoadRecord>): MapLoadRecord {
  return { id: row.id, originLat: row.originLat, originLon: row.originLon, originCity: row.originCity, originState: row.originState, rate: row.rate };
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += idsPerQuery) result.push(items.slice(start, start + idsPerQuery));
  return result;
}

// Search pages read the loads they do not keep, many at a time on a cold start: compiled once per number of ids.
const rowsOfLoads = compiledOnce((db, ...ids: number[]) => db.selectFrom('loads').selectAll().where('id', 'in', ids));
const vehiclesOfLoads = compiledOnce((db, ...ids: number[]) =>
  db.selectFrom('vehicles').selectAll().where('loadId', 'in', ids).orderBy('loadId').orderBy('position'));

export async function findLoadRows(db: Kysely<Database>, ids: readonly number[]): Promise<Load[]> {
  return (await Promise.all(chunks(ids).map((batch) => rowsOfLoads(db, ...batch)))).flat();
}

export async function findVehiclesByLoad(db: Kysely<Database>, loadIds: readonly number[]): Promise<Map<number, Vehicle[]>> {
  const batches = await Promise.all(chunks(loadIds).map((batch) => vehiclesOfLoads(db, ...batch)));
  const byLoad = new Map<number, Vehicle[]>();
  for (const vehicle of batches.flat()) {
    const list = byLoad.get(vehicle.loadId);
    if (list) list.push(vehicle);
    else byLoad.set(vehicle.loadId, [vehicle]);
  }
  return byLoad;
}

export type LoadFavorites = Pick<LoadViewerContext, 'favoriteOfViewer' | 'favoriteCounts'>;

/** Which of these loads the user favourited, and how many distinct carriers favourited each (the versions' query). */
export async function findLoadFavorites(db: Kysely<Database>, loadIds: readonly number[], userId: number): Promise<LoadFavorites> {
  const versions = await findViewedLoadVersions(db, loadIds, userId);
  return {
    favoriteOfViewer: new Set(versions.filter((version) => version.favoriteOfViewer).map((version) => version.id)),
    favoriteCounts: new Map(versions.filter((version) => version.favoriteCount > 0).map((version) => [version.id, version.favoriteCount])),
  };
}

/** Favourites and lanes for these loads as the viewer sees them, in three queries whatever their number. */
export async function findLoadViewerContext(reads: LoadReads, loadIds: readonly number[], viewer: LoadViewer): Promise<LoadViewerContext> {
  const [favorites, lanes] = await Promise.all([findLoadFavorites(reads.db, loadIds, viewer.userId), reads.lanes.lanesOf(viewer)]);
  return { clientId: viewer.clientId, ...favorites, lanes };
}

export type LoadVersion = Pick<Load, 'id' | 'carrierClientId' | 'orderStatus' | 'visibleToCarriers' | 'latestPickup' | 'updatedAt'>;

/** A load's version, and its favourites as one user sees them: what a search page reads of each of its loads. */
export type ViewedLoadVersion = LoadVersion & { favoriteCount: number; favoriteOfViewer: boolean };

// One statement for both, compiled once per number of ids: every search page asks it.
const viewedVersionsOfLoads = compiledOnce((db, userId: number, ...ids: number[]) => db.selectFrom('loads')
  .select(['id', 'carrierClientId', 'orderStatus', 'visibleToCarriers', 'latestPickup', 'updatedAt'])
  .select((eb) => [
    eb.selectFrom('favorites').whereRef('favorites.loadId', '=', 'loads.id')
      .select((favorite) => favorite.fn.count<number | string>('favorites.clientId').distinct().as('carriers')).as('favoriteCount'),
    eb.exists(eb.selectFrom('favorites').whereRef('favorites.loadId', '=', 'loads.id').where('favorites.userId', '=', userId).select('favorites.loadId'))
      .as('favoriteOfViewer'),
  ])
  .where('id', 'in', ids));

/**
 * What decides whether these loads are available now, which version of each the database holds, and how many
 * carriers favourited each and whether this user did.
 */
export async function findViewedLoadVersions(db: Kysely<Database>, ids: readonly number[], userId: number): Promise<ViewedLoadVersion[]> {
  const batches = await Promise.all(chunks(ids).map((batch) => viewedVersionsOfLoads(db, userId, ...batch)));
  // Counts come as text from PostgreSQL and EXISTS as 0 or 1 from SQLite.
  return batches.flat().map((row) => ({ ...row, favoriteCount: Number(row.favoriteCount ?? 0), favoriteOfViewer: Number(row.favoriteOfViewer) > 0 }));
}

/**
 * Full records of these loads in the order given; ids that do not exist (or that `keep` refuses, judged on the
 * row as the database has it now) are left out. Loads, vehicles, favourites and lanes take a query each, in parallel.
 */
export async function findLoadRecordsByIds(
  reads: LoadReads, ids: readonly number[], viewer: LoadViewer, keep: (row: Load) => boolean = () => true,
): Promise<LoadRecord[]> {
  if (ids.length === 0) return [];
  const { db } = reads;
  // All at once: on PostgreSQL they run on separate connections, so a page costs one round trip, not three.
  const [rows, vehicles, context] = await Promise.all([
    findLoadRows(db, ids), findVehiclesByLoad(db, ids), findLoadViewerContext(reads, ids, viewer),
  ]);
  const rowsById = new Map(rows.filter(keep).map((row) => [row.id, row]));
  return ids.filter((id) => rowsById.has(id)).map((id) => toLoadRecord(rowsById.get(id)!, vehicles.get(id) ?? [], context));
}

/**
 * The detail of a load row already read (or just written): the record as this viewer sees it, with its driver
 * when the load is the viewer's carrier's. Vehicles, favourites, lanes and driver are read in parallel.
 */
export async function findLoadDetail(reads: LoadReads, row: Load, viewer: LoadViewer): Promise<LoadDetailRecord> {
  const { db } = reads;
  const ownDriverId = row.carrierClientId === viewer.clientId ? row.driverId : null;
  const [vehicles, context, driver] = await Promise.all([
    findVehiclesByLoad(db, [row.id]), findLoadViewerContext(reads, [row.id], viewer),
    ownDriverId === null ? undefined : findClientDriver(db, viewer.clientId, ownDriverId),
  ]);
  return { ...toLoadRecord(row, vehicles.get(row.id) ?? [], context), driver: driver ? toDriverRecord(driver) : null };
}

/** The light map records of these loads in the order given, with the same `keep` rule. */
export async function findMapRecordsByIds(
  db: Kysely<Database>, ids: readonly number[], keep: (row: Load) => boolean = () => true,
): Promise<MapLoadRecord[]> {
  if (ids.length === 0) return [];
  const rowsById = new Map((await findLoadRows(db, ids)).filter(keep).map((row) => [row.id, row]));
  return ids.flatMap((id) => { const row = rowsById.get(id); return row ? [toMapLoadRecord(row)] : []; });
}

/** Available to carriers as search means it (docs/decisions.md, Load search); `today` is 'YYYY-MM-DD' UTC. */
export function isAvailableLoad(row: Pick<Load, 'carrierClientId' | 'orderStatus' | 'visibleToCarriers' | 'latestPickup'>, today: string): boolean {
  return row.carrierClientId === null && row.orderStatus !== 'Delivered' && row.visibleToCarriers === 1
    && (row.latestPickup === null || row.latestPickup >= today);
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../src/server/db/tables';
import { readSearchFilter, type PlaceFilter } from '../src/server/services/loadSearch/criteria';
import { isoDateOfDay } from '../src/server/services/loadSearch/days';

/*
 * The straightforward way: one SQL statement per search that tests every row (haversine computed in SQL,
 * no bounding box, no spatial index) and counts the matches with COUNT(*) OVER (), then the page.
 */

const sortExpressions = {
  Rate: sql`rate`,
  Units: sql`vehicle_count`,
  Miles: sql`miles`,
  AvailableDate: sql`visible_to_carriers_from`,
  PickupDate: sql`earliest_pickup`,
  DeliveryDate: sql`earliest_delivery`,
  OriginCity: sql`origin_city || ', ' || origin_state`,
};

function miles(end: 'origin' | 'destination', lat: number, lon: number): RawBuilder<number> {
  const latColumn = sql.ref(`${end}_lat`);
  const lonColumn = sql.ref(`${end}_lon`);
  const h = sql`power(sin(radians(${latColumn} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lonColumn} - ${lon}) / 2), 2)`;
  return sql<number>`2 * 3958.7613 * asin(sqrt(case when ${h} > 1 then 1 else ${h} end))`;
}

function placeCondition(end: 'origin' | 'destination', place: PlaceFilter): RawBuilder<unknown> | null {
  if (place.kind === 'radius') return sql`${miles(end, place.lat, place.lon)} <= ${place.miles}`;
  if (place.kind === 'states') return sql`upper(${sql.ref(`${end}_state`)}) in (${sql.join([...place.states])})`;
  return null;
}

export async function naiveSearch(db: Kysely<Database>, criteria: Record<string, unknown>, today: number, pageNumber: number, pageSize: number) {
  const filter = readSearchFilter(criteria);
  const conditions: RawBuilder<unknown>[] = [
    sql`carrier_client_id is null`, sql`order_status <> 'Delivered'`, sql`visible_to_carriers = 1`,
    sql`(latest_pickup is null or latest_pickup >= ${isoDateOfDay(today)})`,
  ];
  const add = (condition: RawBuilder<unknown> | null) => condition && conditions.push(condition);
  add(placeCondition('origin', filter.origin));
  add(placeCondition('destination', filter.destination));
  if (filter.availableFromDay !== null) add(sql`(latest_pickup is null or latest_pickup >= ${isoDateOfDay(filter.availableFromDay)})`);
  if (filter.availableThruDay !== null) add(sql`(earliest_pickup is null or earliest_pickup <= ${isoDateOfDay(filter.availableThruDay)})`);
  if (filter.minPricePerMile !== null) add(sql`(case when miles > 0 then rate / miles else 0 end) >= ${filter.minPricePerMile}`);
  if (filter.maxVehicles !== null) add(sql`vehicle_count <= ${filter.maxVehicles}`);
  if (filter.maxWeightLbs !== null) add(sql`total_weight_lbs <= ${filter.maxWeightLbs}`);
  if (filter.enclosedTruckRequired !== null) add(sql`enclosed_truck_required = ${filter.enclosedTruckRequired ? 1 : 0}`);
  if (filter.inoperable !== 'Any') add(sql`has_inoperable = ${filter.inoperable === 'InOperable' ? 1 : 0}`);
  if (filter.orderIds) add(sql`id in (${sql.join(filter.orderIds)})`);
  const direction = sql.raw(filter.sortAscending ? 'asc' : 'desc');
  const { rows } = await sql<{ id: number; total: number }>`
    select id, count(*) over () as total from loads
    where ${sql.join(conditions, sql` and `)}
    order by ${sortExpressions[filter.sortField]} ${direction}, id ${direction}
    limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`.execute(db);
  return { ids: rows.map((row) => row.id), total: rows.length > 0 ? Number(rows[0].total) : null };
}

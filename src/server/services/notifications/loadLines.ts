import { DATE_FORMATS } from '../../../shared/constants';
import { formatDate, formatMoney } from '../../../shared/format';
import type { NotificationDeps } from './deps';
import { loadLink } from './links';

export interface LoadLine {
  id: number;
  /** 'Wichita, KS to Kansas City, MO' */
  route: string;
  /** The last pick-up day as carriers read dates (M/D/YYYY); '' when the load has none. */
  latestPickup: string;
  /** 'Load 7: Wichita, KS to Kansas City, MO, 1 vehicle, $1,200' and its link on the next line. */
  text: string;
}

/** The loads as notices name them, in the order of `ids`; a load no longer stored is left out. */
export async function findLoadLines(deps: NotificationDeps, ids: readonly number[]): Promise<LoadLine[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db.selectFrom('loads')
    .select(['id', 'originCity', 'originState', 'destinationCity', 'destinationState', 'vehicleCount', 'rate', 'latestPickup'])
    .where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const load = byId.get(id);
    if (!load) return [];
    const route = `${load.originCity}, ${load.originState} to ${load.destinationCity}, ${load.destinationState}`;
    const vehicles = `${load.vehicleCount} vehicle${load.vehicleCount === 1 ? '' : 's'}`;
    return [{
      id, route, latestPickup: formatDate(load.latestPickup, DATE_FORMATS.full),
      text: `Load ${load.id}: ${route}, ${vehicles}, ${formatMoney(load.rate)}\n  ${loadLink(deps.origin, load.id)}`,
    }];
  });
}

export async function describeLoads(deps: NotificationDeps, ids: readonly number[]): Promise<string[]> {
  return (await findLoadLines(deps, ids)).map((line) => line.text);
}

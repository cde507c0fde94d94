/**
 * What a backhaul search asks (loads spec 4, Backhaul search): loads from where this one ends back to where it
 * starts, picked up in the days after its delivery, within one radius at both ends.
 */
import { BACKHAUL_WINDOW_DAYS, DATE_FORMATS } from '../../../shared/constants';
import { parseDate } from '../../../shared/format';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import { toSearchValues } from '../search/searchValues';

/** From the latest delivery day to 3 days later; no window when the load has no latest delivery. */
function backhaulWindow(latestDelivery: string | null): Pick<SearchCriteria, 'availableFrom' | 'availableThru'> {
  const from = parseDate(latestDelivery);
  if (!from) return {};
  return {
    availableFrom: from.format(DATE_FORMATS.iso),
    availableThru: from.clone().add(BACKHAUL_WINDOW_DAYS, 'days').format(DATE_FORMATS.iso),
  };
}

export function backhaulCriteria(load: LoadRecord, radius: number): SearchCriteria {
  // Sent like any search: a radius only with its coordinates, empty values left out.
  return toSearchValues({
    originCity: load.destinationCity,
    originState: load.destinationState,
    originGeoCodeLatitude: load.destinationLat,
    originGeoCodeLongitude: load.destinationLon,
    originGeoCodeMileRadius: radius,
    destinationCity: load.originCity,
    destinationState: load.originState,
    destinationGeoCodeLatitude: load.originLat,
    destinationGeoCodeLongitude: load.originLon,
    destinationGeoCodeMileRadius: radius,
    ...backhaulWindow(load.latestDelivery),
  });
}

/**
 * What a backhaul search asks (loads spec 4, Backhaul search): loads from where this one ends back to where it
 * starts, picked up in the days after its delivery, within one radius at both ends.
 */
import { BACKHAUL_WINDOW_DAYS, DATE_FORMATS } from '../../../shared/constants';
import { parseDate } from '../../../shared/format';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import { toSearchValues } from '../search/searchValues';

/** From the latest delivery day to 3 days later (or as widened); no window when the load has no latest delivery. */
function backhaulWindow(latestDelivery: string | null, windowDays: number): Pick<SearchCriteria, 'availableFrom' | 'availableThru'> {
  const from = parseDate(latestDelivery);
  if (!from) return {};
  return {
    availableFrom: from.format(DATE_FORMATS.iso),
    availableThru: from.clone().add(windowDays, 'days').format(DATE_FORMATS.iso),
  };
}

export function backhaulCriteria(load: LoadRecord, radius: number, windowDays: number = BACKHAUL_WINDOW_DAYS): SearchCriteria {
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
    ...backhaulWindow(load.latestDelivery, windowDays),
  });
}

/**
 * Where an empty search can reach next, beyond the spec's radii and window (issue 9): the next wider radius
 * and the next longer window, or null once the widest is reached (or, for the window, when there is none).
 */
const WIDER_RADII = [300, 500] as const;
const LONGER_WINDOWS_DAYS = [7, 14] as const;

export interface BackhaulWidening {
  radius: number | null;
  windowDays: number | null;
}

export function backhaulWidening(load: Pick<LoadRecord, 'latestDelivery'>, radius: number, windowDays: number): BackhaulWidening {
  return {
    radius: WIDER_RADII.find((wider) => wider > radius) ?? null,
    windowDays: parseDate(load.latestDelivery) ? LONGER_WINDOWS_DAYS.find((longer) => longer > windowDays) ?? null : null,
  };
}

import tzLookup from '@photostructure/tz-lookup';
import { DEFAULT_TIME_ZONE } from '../../shared/timeZone';

/**
 * The IANA zone of a place by its coordinates ('America/New_York'), from tz-lookup's offline boundaries, so a
 * pick-up is the local time of where it happens. Coordinates it cannot place give UTC rather than a failed post.
 * Server-only and below the repositories, which fill and read the zone columns: the boundaries never reach the
 * browser, which gets zone names on each load.
 */
export function timeZoneAt(lat: number, lon: number): string {
  try {
    return tzLookup(lat, lon);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Both stops' zones of a load, named the way the loads table and the wire name them. */
export function loadTimeZones(load: { originLat: number; originLon: number; destinationLat: number; destinationLon: number }) {
  return { originTimeZone: timeZoneAt(load.originLat, load.originLon), destinationTimeZone: timeZoneAt(load.destinationLat, load.destinationLon) };
}

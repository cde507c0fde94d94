import { greatCircleMiles, type LatLon } from '../../../shared/geo';
import type { Place } from './places';

const milesPerDegreeOfLatitude = 69.05;
/** Near the poles a degree of longitude shrinks to nothing; this bounds the cells a query may read. */
const minimumCosine = 0.05;

const cellOf = (degrees: number) => Math.floor(degrees);
const cellKey = (latCell: number, lonCell: number) => latCell * 1000 + lonCell;

/**
 * Cities bucketed in one-degree cells. A query reads only the cells of the box that holds its search radius
 * and measures exact great-circle miles there, so the answer is the true nearest within the radius.
 */
export class NearestCityIndex {
  private readonly cells = new Map<number, Place[]>();

  constructor(places: readonly Place[]) {
    for (const place of places) {
      const key = cellKey(cellOf(place.result.latitude), cellOf(place.result.longitude));
      const cell = this.cells.get(key);
      if (cell) cell.push(place);
      else this.cells.set(key, [place]);
    }
  }

  /** The nearest place no farther than `maxMiles`, or null. */
  nearest(point: LatLon, maxMiles: number): Place | null {
    if (!(Math.abs(point.lat) <= 90 && Math.abs(point.lon) <= 180 && maxMiles >= 0 && maxMiles < 10_000)) return null;
    const latSpan = maxMiles / milesPerDegreeOfLatitude;
    const widestLat = Math.min(90, Math.abs(point.lat) + latSpan);
    const cosine = Math.max(minimumCosine, Math.cos((widestLat * Math.PI) / 180));
    const lonSpan = Math.min(180, latSpan / cosine);
    let best: Place | null = null;
    let bestMiles = maxMiles;
    for (let latCell = cellOf(point.lat - latSpan); latCell <= cellOf(point.lat + latSpan); latCell += 1) {
      for (let lonCell = cellOf(point.lon - lonSpan); lonCell <= cellOf(point.lon + lonSpan); lonCell += 1) {
        for (const place of this.cells.get(cellKey(latCell, lonCell)) ?? []) {
          const miles = greatCircleMiles(point, { lat: place.result.latitude, lon: place.result.longitude });
          if (miles <= bestMiles) {
            best = place;
            bestMiles = miles;
          }
        }
      }
    }
    return best;
  }
}

/*
 * The radius test of the search, bit for bit the haversine of src/shared/geo.ts (greatCircleMiles from the
 * search point to the load), so the index and anything that filters with greatCircleMiles agree exactly.
 * The cosine of a load's latitude is computed at each test rather than kept: two float64 columns of a million
 * loads (15 MB) cost more than the cosine beside the haversine's two sines.
 */

const earthRadiusMiles = 3958.7613;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function cosLatitude(lat: number): number {
  return Math.cos(toRadians(lat));
}

/** Haversine's `h` for the search point (a) and a load (b) whose latitude's cosine is known. */
function haversineH(aLat: number, aLon: number, cosALat: number, bLat: number, bLon: number, cosBLat: number): number {
  const dLat = toRadians(bLat - aLat);
  const dLon = toRadians(bLon - aLon);
  return Math.sin(dLat / 2) ** 2 + cosALat * cosBLat * Math.sin(dLon / 2) ** 2;
}

const milesOfH = (h: number) => 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));

/** A circle around a search point; `contains` answers greatCircleMiles(point, load) <= miles. */
export class SearchCircle {
  private readonly cosLat: number;
  private readonly hLow: number;
  private readonly hHigh: number;

  constructor(readonly lat: number, readonly lon: number, readonly miles: number) {
    this.cosLat = cosLatitude(lat);
    const hAtRadius = Math.sin(Math.min(Math.PI / 2, Math.max(0, miles) / (2 * earthRadiusMiles))) ** 2;
    // h grows with distance; only loads within rounding distance of the edge need the exact miles.
    this.hLow = hAtRadius * (1 - 1e-9) - 1e-15;
    this.hHigh = hAtRadius * (1 + 1e-9) + 1e-15;
  }

  contains(lat: number, lon: number): boolean {
    if (this.miles < 0) return false;
    const h = haversineH(this.lat, this.lon, this.cosLat, lat, lon, cosLatitude(lat));
    if (h < this.hLow) return true;
    if (h > this.hHigh) return false;
    return milesOfH(h) <= this.miles;
  }

  /**
   * Whether every point of the box lies inside. On a sphere the farthest point of a small latitude and
   * longitude box from a point less than a quarter of the way round is one of its corners, so the corners
   * answer, each with the same margin as `contains`.
   */
  holdsBox(south: number, north: number, west: number, east: number): boolean {
    if (this.miles < 0 || this.miles / earthRadiusMiles > Math.PI / 4) return false;
    const corner = (lat: number, lon: number) => {
      const bounded = Math.min(90, Math.max(-90, lat));
      return haversineH(this.lat, this.lon, this.cosLat, bounded, lon, cosLatitude(bounded)) < this.hLow;
    };
    return corner(south, west) && corner(south, east) && corner(north, west) && corner(north, east);
  }

  /** Latitude and longitude spans (degrees) that hold every point of the circle, with a little to spare. */
  boundingBox(): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
    const angle = Math.max(0, this.miles) / earthRadiusMiles;
    const dLat = (angle * 180) / Math.PI + 0.01;
    const minLat = Math.max(-90, this.lat - dLat);
    const maxLat = Math.min(90, this.lat + dLat);
    // The widest longitude span of a spherical cap: asin(sin(angle) / cos(centre latitude)).
    const ratio = angle >= Math.PI / 2 ? 2 : Math.sin(angle) / this.cosLat;
    if (ratio >= 1 || minLat <= -89.9 || maxLat >= 89.9) return { minLat, maxLat, minLon: -180, maxLon: 180 };
    const dLon = (Math.asin(ratio) * 180) / Math.PI + 0.01;
    return { minLat, maxLat, minLon: this.lon - dLon, maxLon: this.lon + dLon };
  }
}

/**
 * The route line of the load's map. No routing service is configured, so the route is drawn as the great
 * circle between the two ends, sampled by d3-geo (loaded with the basemap, in its chunk).
 */
import { useEffect, useState } from 'react';
import type { LatLng } from '../../map/viewport';

const ROUTE_SEGMENTS = 64;

export async function greatCirclePoints(from: LatLng, to: LatLng): Promise<LatLng[]> {
  const { geoInterpolate } = await import(/* webpackChunkName: "basemap" */ 'd3-geo');
  const along = geoInterpolate([from.lng, from.lat], [to.lng, to.lat]);
  return Array.from({ length: ROUTE_SEGMENTS + 1 }, (_, step) => {
    const [lng, lat] = along(step / ROUTE_SEGMENTS);
    return { lat, lng };
  });
}

/** The sampled great circle; the straight segment meanwhile (or if d3-geo cannot load). */
export function useGreatCircle(from: LatLng, to: LatLng): LatLng[] {
  const [points, setPoints] = useState<LatLng[]>([from, to]);
  const { lat: fromLat, lng: fromLng } = from;
  const { lat: toLat, lng: toLng } = to;

  useEffect(() => {
    let active = true;
    const ends = [{ lat: fromLat, lng: fromLng }, { lat: toLat, lng: toLng }] as const;
    setPoints([...ends]);
    greatCirclePoints(...ends).then(
      (sampled) => active && setPoints(sampled),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [fromLat, fromLng, toLat, toLng]);

  return points;
}

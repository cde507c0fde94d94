import type { LatLng } from '../../map/viewport';

export interface RouteEnds {
  origin: LatLng;
  destination: LatLng;
}

/** A round letter placed on an end of the route: A at the origin, B at the destination. */
export function RouteMarker({ label }: { label: 'A' | 'B' }) {
  return (
    <span
      className={`route-map__marker route-map__marker--${label}`}
      role="img"
      aria-label={label === 'A' ? 'Origin A' : 'Destination B'}
    >
      {label}
    </span>
  );
}

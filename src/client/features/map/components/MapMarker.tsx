import type { MapMarker } from '../clustering';

interface MapMarkerButtonProps {
  marker: MapMarker;
  onOpen: (marker: MapMarker) => void;
}

/**
 * A cluster (a round badge with its load count, 30 or 50 px) or a single load's pin. Both maps place it with
 * its anchor point on the load's origin; the CSS centres the badge and stands the pin on its tip.
 */
export function MapMarkerButton({ marker, onOpen }: MapMarkerButtonProps) {
  if (marker.kind === 'cluster') {
    return (
      <button
        type="button"
        className="hb-map-marker hb-map-marker--cluster"
        style={{ width: marker.size, height: marker.size }}
        data-size={marker.size}
        aria-label={`${marker.count} loads`}
        onClick={() => onOpen(marker)}
      >
        {marker.count}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="hb-map-marker hb-map-marker--pin"
      aria-label={`Load ${marker.loadId}`}
      onClick={() => onOpen(marker)}
    >
      <span aria-hidden="true" className="hb-map-marker__dot" />
    </button>
  );
}

import { useMemo, useRef, useState } from 'react';
import type { Box } from '../cityLabels';
import type { MapMarker } from '../clustering';
import { useClusterMarkers, useFitToPins } from '../useSearchPins';
import { useElementSize } from '../useElementSize';
import { boundsOf, DEFAULT_VIEW, screenPoint, type MapView } from '../viewport';
import { BaseMap } from './BaseMap';
import { ClusterPopup } from './ClusterPopup';
import { MapMarkerButton } from './MapMarker';

// A pin is 18 × 24 px standing on its tip; a cluster a circle centred on its point (map.css).
function markerBox(marker: MapMarker, [x, y]: [number, number]): Box {
  if (marker.kind === 'pin') return { left: x - 9, top: y - 24, right: x + 9, bottom: y };
  const half = marker.size / 2;
  return { left: x - half, top: y - half, right: x + half, bottom: y + half };
}

/** The search map without Google: the offline basemap with the search's clusters, pins and popup. */
export function OfflineSearchMap() {
  const canvasRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(canvasRef);
  const [view, setView] = useState<MapView>(DEFAULT_VIEW);
  const bounds = useMemo(() => boundsOf(view, size), [view, size]);
  const { markers, openMarker } = useClusterMarkers(bounds, view.zoom);
  useFitToPins(size, setView);
  const placed = useMemo(
    () => markers.map((marker) => ({ marker, at: screenPoint(view, size, marker) })),
    [markers, view, size],
  );
  const markerBoxes = useMemo(() => placed.map(({ marker, at }) => markerBox(marker, at)), [placed]);

  return (
    <div ref={canvasRef} className="hb-search-map__canvas">
      <BaseMap view={view} size={size} onViewChange={setView} labelObstacles={markerBoxes}>
        {placed.map(({ marker, at: [left, top] }) => (
          <div key={marker.key} className="hb-map-anchor" style={{ left, top }}>
            <MapMarkerButton marker={marker} onOpen={openMarker} />
          </div>
        ))}
      </BaseMap>
      <ClusterPopup />
    </div>
  );
}

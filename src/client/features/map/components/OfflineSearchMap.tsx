import { useMemo, useRef, useState } from 'react';
import { useClusterMarkers, useFitToPins } from '../useSearchPins';
import { useElementSize } from '../useElementSize';
import { boundsOf, DEFAULT_VIEW, screenPoint, type MapView } from '../viewport';
import { BaseMap } from './BaseMap';
import { ClusterPopup } from './ClusterPopup';
import { MapMarkerButton } from './MapMarker';

/** The search map without Google: the offline basemap with the search's clusters, pins and popup. */
export function OfflineSearchMap() {
  const canvasRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(canvasRef);
  const [view, setView] = useState<MapView>(DEFAULT_VIEW);
  const bounds = useMemo(() => boundsOf(view, size), [view, size]);
  const { markers, openMarker } = useClusterMarkers(bounds, view.zoom);
  useFitToPins(size, setView);

  return (
    <div ref={canvasRef} className="hb-search-map__canvas">
      <BaseMap view={view} size={size} onViewChange={setView}>
        {markers.map((marker) => {
          const [left, top] = screenPoint(view, size, marker);
          return (
            <div key={marker.key} className="hb-map-anchor" style={{ left, top }}>
              <MapMarkerButton marker={marker} onOpen={openMarker} />
            </div>
          );
        })}
      </BaseMap>
      <ClusterPopup />
    </div>
  );
}

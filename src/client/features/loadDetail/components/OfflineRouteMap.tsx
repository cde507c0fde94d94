import { useEffect, useMemo, useRef, useState } from 'react';
import type { Box } from '../../map/cityLabels';
import { BaseMap } from '../../map/components/BaseMap';
import { useElementSize } from '../../map/useElementSize';
import { DEFAULT_VIEW, fitView, screenPoint, type MapView } from '../../map/viewport';
import { useGreatCircle } from './greatCircle';
import { RouteMarker, type RouteEnds } from './RouteMarker';

// A and B are 26 px circles centred on their points (RouteMap.css).
const MARKER_HALF = 13;
const markerBox = ([x, y]: [number, number]): Box => ({
  left: x - MARKER_HALF,
  top: y - MARKER_HALF,
  right: x + MARKER_HALF,
  bottom: y + MARKER_HALF,
});

/** The route on the offline basemap, fitted to both ends with 30 px to spare; pan and zoom as on search. */
export function OfflineRouteMap({ ends }: { ends: RouteEnds }) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(canvasRef);
  const route = useGreatCircle(ends.origin, ends.destination);
  const [view, setView] = useState<MapView>(DEFAULT_VIEW);

  // The arc can bulge past its ends, so the whole line is fitted, not only A and B.
  useEffect(() => {
    const fitted = fitView(route, size);
    if (fitted) setView(fitted);
  }, [route, size]);

  const [ax, ay] = screenPoint(view, size, ends.origin);
  const [bx, by] = screenPoint(view, size, ends.destination);
  const endBoxes = useMemo(() => [markerBox([ax, ay]), markerBox([bx, by])], [ax, ay, bx, by]);
  const line = route.map((point) => screenPoint(view, size, point).join(',')).join(' ');

  return (
    <div ref={canvasRef} className="route-map__canvas">
      <BaseMap view={view} size={size} onViewChange={setView} labelObstacles={endBoxes}>
        <svg className="route-map__line" width={size.width} height={size.height} aria-hidden="true">
          <polyline points={line} />
        </svg>
        <div className="hb-map-anchor" style={{ left: ax, top: ay }}>
          <RouteMarker label="A" />
        </div>
        <div className="hb-map-anchor" style={{ left: bx, top: by }}>
          <RouteMarker label="B" />
        </div>
      </BaseMap>
    </div>
  );
}

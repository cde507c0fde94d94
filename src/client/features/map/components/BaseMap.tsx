import { useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useBasemap } from '../basemap';
import type { Box } from '../cityLabels';
import { panBy, viewTransform, zoomAround, type MapSize, type MapView } from '../viewport';
import { CityLabels } from './CityLabels';
import './map.css';

export interface BaseMapProps {
  view: MapView;
  size: MapSize;
  onViewChange: (view: MapView) => void;
  /** Markers and anything else placed over the map, positioned in screen pixels. */
  children?: ReactNode;
  /** Where the children cover the map, so no city name is written underneath. */
  labelObstacles?: readonly Box[];
}

const NO_OBSTACLES: readonly Box[] = [];
// The zoom buttons: two 32 px squares 2 px apart, 8 px from the bottom right corner (map.css).
const zoomButtonsBox = ({ width, height }: MapSize): Box => ({ left: width - 40, top: height - 74, right: width, bottom: height });

// A trackpad sends dozens of wheel events per gesture; one zoom step per pause keeps it usable.
const WHEEL_STEP_MS = 250;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  view: MapView;
}

/**
 * The offline basemap: US states, Canadian provinces, neighbouring countries and lakes as SVG paths in Web
 * Mercator, with city names from zoom 6. Drag to pan, wheel or the buttons to zoom. The outlines are built
 * once; a view change only moves the group that holds them.
 */
export function BaseMap({ view, size, onViewChange, children, labelObstacles = NO_OBSTACLES }: BaseMapProps) {
  const { basemap } = useBasemap();
  const obstacles = useMemo(() => [...labelObstacles, zoomButtonsBox(size)], [labelObstacles, size]);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const latest = useRef({ view, size, onViewChange });
  latest.current = { view, size, onViewChange };

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return undefined;
    let lastStep = Number.NEGATIVE_INFINITY;
    // Registered by hand: React's wheel listener is passive and could not keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      // The time between two wheel events is a duration: the event's own monotonic stamp measures it.
      const now = event.timeStamp;
      if (event.deltaY === 0 || now - lastStep < WHEEL_STEP_MS) return;
      lastStep = now;
      const rect = surface.getBoundingClientRect();
      const { view: current, size: currentSize, onViewChange: change } = latest.current;
      const step = event.deltaY < 0 ? 1 : -1;
      change(zoomAround(current, currentSize, current.zoom + step, [event.clientX - rect.left, event.clientY - rect.top]));
    };
    surface.addEventListener('wheel', onWheel, { passive: false });
    return () => surface.removeEventListener('wheel', onWheel);
  }, []);

  const outlines = useMemo(
    () =>
      basemap?.shapes.map((shape) => (
        <path key={shape.key} d={shape.d} className={`hb-basemap__${shape.kind}`} vectorEffect="non-scaling-stroke" />
      )),
    [basemap],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Markers, the popup and the zoom buttons take their own clicks.
    if ((event.target as Element).closest('button, a, .hb-map-popup')) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    onViewChange(panBy(start.view, size, event.clientX - start.x, event.clientY - start.y));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const { scale, x, y } = viewTransform(view, size);
  return (
    <div
      ref={surfaceRef}
      className="hb-basemap"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <svg className="hb-basemap__svg" width={size.width} height={size.height} aria-hidden="true">
        <rect className="hb-basemap__water" width={size.width} height={size.height} />
        <g transform={`translate(${x} ${y}) scale(${scale})`}>{outlines}</g>
        {basemap && <CityLabels cities={basemap.cities} view={view} size={size} obstacles={obstacles} />}
      </svg>
      <div className="hb-basemap__overlay">{children}</div>
      <div className="hb-basemap__zoom">
        <button type="button" aria-label="Zoom in" onClick={() => onViewChange(zoomAround(view, size, view.zoom + 1))}>
          +
        </button>
        <button type="button" aria-label="Zoom out" onClick={() => onViewChange(zoomAround(view, size, view.zoom - 1))}>
          −
        </button>
      </div>
    </div>
  );
}

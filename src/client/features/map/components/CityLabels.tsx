import { useMemo } from 'react';
import { placeCityLabels, type Box, type CityPoint } from '../cityLabels';
import type { MapSize, MapView } from '../viewport';

interface CityLabelsProps {
  cities: readonly CityPoint[];
  view: MapView;
  size: MapSize;
  /** What is drawn over the map where a name would be hidden. */
  obstacles: readonly Box[];
}

/**
 * The city names of the view, in screen pixels so they keep their size at every zoom. Decoration only: hidden
 * from assistive technology and never in the way of a drag or a click on a pin.
 */
export function CityLabels({ cities, view, size, obstacles }: CityLabelsProps) {
  const labels = useMemo(() => placeCityLabels(cities, view, size, obstacles), [cities, view, size, obstacles]);
  return (
    <g className="hb-basemap__labels" aria-hidden="true" pointerEvents="none">
      {labels.map(({ key, name, x, y, textX, textY, textAnchor }) => (
        <g key={key} className="hb-basemap__label">
          <circle cx={x} cy={y} r={2} />
          <text x={textX} y={textY} textAnchor={textAnchor}>
            {name}
          </text>
        </g>
      ))}
    </g>
  );
}

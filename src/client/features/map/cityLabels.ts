/**
 * City names on the offline basemap. None at the country-wide default zoom 5 and below, where the state
 * outlines and the pins say enough; the biggest cities from zoom 6 and more with each zoom deeper (each row
 * of cityLabelRows.ts carries its first zoom). Names are placed in order of importance beside their city, or
 * beside the pin or cluster drawn over it; a name that would touch another, cover a marker or leave the map is
 * left out, so the map never reads as a clutter at any zoom.
 */
import type { CityLabelRow } from './cityLabelRows';
import { viewTransform, worldPoint, type MapSize, type MapView } from './viewport';

export interface CityPoint {
  key: string;
  name: string;
  minZoom: number;
  /** Web Mercator pixels at zoom 0, projected once. */
  world: [number, number];
}

/** A rectangle on screen, in pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedCityLabel {
  key: string;
  name: string;
  /** The city's screen point. */
  x: number;
  y: number;
  /** Where the name's baseline starts, ends or is centred, as `textAnchor` says. */
  textX: number;
  textY: number;
  textAnchor: 'start' | 'middle' | 'end';
  /** The screen box the name covers. */
  box: Box;
}

export const FIRST_LABEL_ZOOM = 6;

// At 11 px a name is at most 0.6 em per letter wide (accents and capitals included), 9 px above its baseline
// and 3 below.
const CHARACTER_WIDTH = 0.6 * 11;
const ASCENT = 9;
const DESCENT = 3;
const DOT_RADIUS = 3;
/** Between a name and what it names. */
const OFFSET = 2;
/** Room kept free between two names, so neighbours do not read as one. */
const GAP = 3;

export function cityPointsOf(rows: readonly CityLabelRow[]): CityPoint[] {
  return rows.map(([name, lat, lng, minZoom], index) => ({
    key: `city-${index}`,
    name,
    minZoom,
    world: worldPoint({ lat, lng }),
  }));
}

const overlaps = (a: Box, b: Box, gap = 0) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

const union = (a: Box, b: Box): Box => ({
  left: Math.min(a.left, b.left),
  top: Math.min(a.top, b.top),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
});

type TextAnchor = PlacedCityLabel['textAnchor'];
type Candidate = Pick<PlacedCityLabel, 'textX' | 'textY' | 'textAnchor' | 'box'>;

/** The name to the right of what it names, then to its left, below and above. */
function candidates(name: string, x: number, y: number, around: Box): Candidate[] {
  const width = name.length * CHARACTER_WIDTH;
  const label = (textX: number, textY: number, textAnchor: TextAnchor): Candidate => {
    const left = textAnchor === 'start' ? textX : textAnchor === 'end' ? textX - width : textX - width / 2;
    return { textX, textY, textAnchor, box: { left, right: left + width, top: textY - ASCENT, bottom: textY + DESCENT } };
  };
  const beside = y + (ASCENT - DESCENT) / 2;
  return [
    label(around.right + OFFSET, beside, 'start'),
    label(around.left - OFFSET, beside, 'end'),
    label(x, around.bottom + OFFSET + ASCENT, 'middle'),
    label(x, around.top - OFFSET - DESCENT, 'middle'),
  ];
}

/**
 * The names to draw in a view: cities in sight whose first zoom has come, none touching another name, a
 * city's dot or an obstacle (the markers and controls drawn over the map), none cut by the map's edge.
 */
export function placeCityLabels(
  cities: readonly CityPoint[],
  view: MapView,
  size: MapSize,
  obstacles: readonly Box[] = [],
): PlacedCityLabel[] {
  if (view.zoom < FIRST_LABEL_ZOOM) return [];
  const { scale, x: offsetX, y: offsetY } = viewTransform(view, size);
  const inside = (box: Box) => box.left >= 0 && box.top >= 0 && box.right <= size.width && box.bottom <= size.height;
  const placed: PlacedCityLabel[] = [];
  const taken: Box[] = [];
  const free = (box: Box) =>
    inside(box) && !taken.some((other) => overlaps(other, box, GAP)) && !obstacles.some((other) => overlaps(other, box));
  for (const city of cities) {
    if (city.minZoom > view.zoom) continue;
    const x = city.world[0] * scale + offsetX;
    const y = city.world[1] * scale + offsetY;
    const dot = { left: x - DOT_RADIUS, top: y - DOT_RADIUS, right: x + DOT_RADIUS, bottom: y + DOT_RADIUS };
    if (!inside(dot) || taken.some((box) => overlaps(box, dot, GAP))) continue;
    // A marker over the city stands for it: the name goes beside the marker.
    const around = obstacles.filter((obstacle) => overlaps(obstacle, dot)).reduce(union, dot);
    const label = candidates(city.name, x, y, around).find(({ box }) => free(box));
    if (!label) continue;
    placed.push({ key: city.key, name: city.name, x, y, ...label });
    taken.push(label.box, dot);
  }
  return placed;
}

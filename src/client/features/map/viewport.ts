/**
 * Map geometry as pure functions. Both maps use Web Mercator with 256-pixel tiles (Google's projection), so a
 * zoom level means the same on the offline basemap as on Google Maps and the cluster radius is in screen
 * pixels on both. "World" coordinates are pixels at zoom 0: the whole world is 256 × 256.
 */
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_FIT_PADDING } from '../../../shared/constants';

export const TILE_SIZE = 256;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 12;
/** A search whose pins sit in one town should still show the town's surroundings. */
export const FIT_MAX_ZOOM = 10;
const MAX_LATITUDE = 85;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface MapSize {
  width: number;
  height: number;
}

/** [west, south, east, north], as supercluster takes it. */
export type Bounds = [number, number, number, number];

export const DEFAULT_VIEW: MapView = { center: { ...MAP_DEFAULT_CENTER }, zoom: MAP_DEFAULT_ZOOM };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const clampZoom = (zoom: number) => clamp(Math.round(zoom), MIN_ZOOM, MAX_ZOOM);

export function worldPoint({ lat, lng }: LatLng): [number, number] {
  const sin = Math.sin((clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);
  const x = TILE_SIZE * (lng / 360 + 0.5);
  const y = TILE_SIZE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI));
  return [x, y];
}

export function latLngOfWorld([x, y]: [number, number]): LatLng {
  const lng = (x / TILE_SIZE - 0.5) * 360;
  const mercatorY = (0.5 - y / TILE_SIZE) * 2 * Math.PI;
  const lat = (Math.atan(Math.sinh(mercatorY)) * 180) / Math.PI;
  return { lat: clamp(lat, -MAX_LATITUDE, MAX_LATITUDE), lng };
}

/** How world coordinates become screen pixels: scale by 2^zoom, then shift so the centre is mid-screen. */
export function viewTransform({ center, zoom }: MapView, { width, height }: MapSize) {
  const scale = 2 ** zoom;
  const [cx, cy] = worldPoint(center);
  return { scale, x: width / 2 - cx * scale, y: height / 2 - cy * scale };
}

export function screenPoint(view: MapView, size: MapSize, point: LatLng): [number, number] {
  const { scale, x, y } = viewTransform(view, size);
  const [wx, wy] = worldPoint(point);
  return [wx * scale + x, wy * scale + y];
}

export function latLngAtScreen(view: MapView, size: MapSize, [sx, sy]: [number, number]): LatLng {
  const { scale, x, y } = viewTransform(view, size);
  return latLngOfWorld([(sx - x) / scale, (sy - y) / scale]);
}

export function boundsOf(view: MapView, size: MapSize): Bounds {
  const northWest = latLngAtScreen(view, size, [0, 0]);
  const southEast = latLngAtScreen(view, size, [size.width, size.height]);
  return [northWest.lng, southEast.lat, southEast.lng, northWest.lat];
}

/** The view after dragging the map by (dx, dy) screen pixels. */
export function panBy(view: MapView, size: MapSize, dx: number, dy: number): MapView {
  return { ...view, center: latLngAtScreen(view, size, [size.width / 2 - dx, size.height / 2 - dy]) };
}

/** The view at `zoom`, keeping the place under `anchor` (the cursor, or the middle for buttons) still. */
export function zoomAround(view: MapView, size: MapSize, zoom: number, anchor?: [number, number]): MapView {
  const nextZoom = clampZoom(zoom);
  if (nextZoom === view.zoom) return view;
  const point = anchor ?? [size.width / 2, size.height / 2];
  const [wx, wy] = worldPoint(latLngAtScreen(view, size, point));
  const scale = 2 ** nextZoom;
  const centerWorld: [number, number] = [wx - (point[0] - size.width / 2) / scale, wy - (point[1] - size.height / 2) / scale];
  return { center: latLngOfWorld(centerWorld), zoom: nextZoom };
}

/**
 * The closest whole zoom showing every point with `padding` pixels to spare, centred on them; null without
 * points. Whole zooms keep the clusters the same as at any other time the map rests at that zoom.
 */
export function fitView(points: LatLng[], size: MapSize, padding = MAP_FIT_PADDING): MapView | null {
  if (points.length === 0) return null;
  const world = points.map(worldPoint);
  const xs = world.map(([x]) => x);
  const ys = world.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = { width: Math.max(1, size.width - 2 * padding), height: Math.max(1, size.height - 2 * padding) };
  const fits = Math.min(room.width / Math.max(maxX - minX, 1e-9), room.height / Math.max(maxY - minY, 1e-9));
  const zoom = clamp(Math.floor(Math.log2(fits)), MIN_ZOOM, FIT_MAX_ZOOM);
  return { center: latLngOfWorld([(minX + maxX) / 2, (minY + maxY) / 2]), zoom };
}

import {
  boundsOf,
  DEFAULT_VIEW,
  fitView,
  FIT_MAX_ZOOM,
  latLngAtScreen,
  panBy,
  screenPoint,
  zoomAround,
  type LatLng,
  type MapSize,
} from '../../../../src/client/features/map/viewport';
import { chicago, dallas } from './mapFixtures';

const size: MapSize = { width: 640, height: 480 };
const seattle: LatLng = { lat: 47.6062, lng: -122.3321 };
const miami: LatLng = { lat: 25.7617, lng: -80.1918 };
const toronto: LatLng = { lat: 43.6532, lng: -79.3832 };

const closeTo = (actual: LatLng, expected: LatLng) => {
  expect(actual.lat).toBeCloseTo(expected.lat, 6);
  expect(actual.lng).toBeCloseTo(expected.lng, 6);
};

describe('map view geometry (loads spec 9, Map)', () => {
  it('the map opens on 39.5 N 98.35 W at zoom 5', () => {
    expect(DEFAULT_VIEW).toEqual({ center: { lat: 39.5, lng: -98.35 }, zoom: 5 });
    expect(screenPoint(DEFAULT_VIEW, size, DEFAULT_VIEW.center)).toEqual([320, 240]);
  });

  it('a new search fits the view to the pins with 30 px of padding', () => {
    const points = [seattle, miami, toronto, dallas];
    const view = fitView(points, size);
    if (!view) throw new Error('expected a view');
    for (const point of points) {
      const [x, y] = screenPoint(view, size, point);
      expect(x).toBeGreaterThanOrEqual(30);
      expect(x).toBeLessThanOrEqual(size.width - 30);
      expect(y).toBeGreaterThanOrEqual(30);
      expect(y).toBeLessThanOrEqual(size.height - 30);
    }
    // One zoom closer and some pin would fall inside the padding.
    const closer = { ...view, zoom: view.zoom + 1 };
    const outside = points.some((point) => {
      const [x, y] = screenPoint(closer, size, point);
      return x < 30 || x > size.width - 30 || y < 30 || y > size.height - 30;
    });
    expect(outside).toBe(true);
  });

  it('fitting one place zooms in no further than a town and its surroundings', () => {
    expect(fitView([dallas, dallas], size)).toEqual({ center: expect.any(Object), zoom: FIT_MAX_ZOOM });
    expect(fitView([], size)).toBeNull();
  });

  it('dragging moves the map with the pointer', () => {
    const view = { center: dallas, zoom: 6 };
    const dragged = panBy(view, size, 100, -50);
    const [x, y] = screenPoint(dragged, size, dallas);
    expect(x).toBeCloseTo(420, 6);
    expect(y).toBeCloseTo(190, 6);
  });

  it('zooming keeps the place under the cursor still', () => {
    const view = { center: dallas, zoom: 5 };
    const cursor: [number, number] = [500, 100];
    const under = latLngAtScreen(view, size, cursor);
    const zoomed = zoomAround(view, size, 6, cursor);
    expect(zoomed.zoom).toBe(6);
    closeTo(latLngAtScreen(zoomed, size, cursor), under);
  });

  it('zoom stays between the whole levels the map offers', () => {
    const view = { center: chicago, zoom: 3 };
    expect(zoomAround(view, size, 2)).toBe(view);
    expect(zoomAround({ ...view, zoom: 12 }, size, 13).zoom).toBe(12);
  });

  it('the bounds are the corners of the view, west to east and south to north', () => {
    const [west, south, east, north] = boundsOf(DEFAULT_VIEW, size);
    expect(west).toBeLessThan(-98.35);
    expect(east).toBeGreaterThan(-98.35);
    expect(south).toBeLessThan(39.5);
    expect(north).toBeGreaterThan(39.5);
    closeTo(latLngAtScreen(DEFAULT_VIEW, size, [0, 0]), { lat: north, lng: west });
  });
});

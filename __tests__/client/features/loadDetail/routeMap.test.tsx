import { render, screen, waitFor } from '@testing-library/react';
import { RouteMap } from '../../../../src/client/features/loadDetail/components/RouteMap';
import { greatCirclePoints } from '../../../../src/client/features/loadDetail/components/greatCircle';
import { loadBasemap } from '../../../../src/client/features/map/basemap';
import { FALLBACK_MAP_SIZE } from '../../../../src/client/features/map/useElementSize';
import { MAP_FIT_PADDING } from '../../../../src/shared/constants';
import { aLoad } from '../../support/loads';

const seattle = { lat: 47.61, lng: -122.33 };
const boston = { lat: 42.36, lng: -71.06 };

function anchorOf(name: string) {
  const anchor = screen.getByRole('img', { name }).parentElement as HTMLElement;
  return { left: parseFloat(anchor.style.left), top: parseFloat(anchor.style.top) };
}

describe('the route map (loads spec 2, Map pieces)', () => {
  // The outlines and d3-geo load lazily, and building the outlines takes the CPU for a while: loaded here, the
  // tests wait for the map's own steps, not for however long a busy machine takes to read the basemap.
  beforeAll(() => loadBasemap(), 30_000);

  it('the route is the great circle between origin and destination (no routing service is configured)', async () => {
    const points = await greatCirclePoints(seattle, boston);
    expect(points[0].lat).toBeCloseTo(seattle.lat, 6);
    expect(points[0].lng).toBeCloseTo(seattle.lng, 6);
    expect(points[points.length - 1].lat).toBeCloseTo(boston.lat, 6);
    expect(points[points.length - 1].lng).toBeCloseTo(boston.lng, 6);
    // A great circle between two northern cities bows north of both.
    expect(Math.max(...points.map((point) => point.lat))).toBeGreaterThan(seattle.lat);
  });

  it('the map is fitted to both ends with 30 px to spare', async () => {
    const load = aLoad({
      originLat: seattle.lat,
      originLon: seattle.lng,
      destinationLat: boston.lat,
      destinationLon: boston.lng,
    });
    const { container } = render(<RouteMap load={load} />);
    const routePoints = () => container.querySelector('polyline')?.getAttribute('points')?.split(' ') ?? [];
    await waitFor(() => expect(routePoints().length).toBeGreaterThan(2));

    for (const name of ['Origin A', 'Destination B']) {
      const { left, top } = anchorOf(name);
      expect(left).toBeGreaterThanOrEqual(MAP_FIT_PADDING);
      expect(left).toBeLessThanOrEqual(FALLBACK_MAP_SIZE.width - MAP_FIT_PADDING);
      expect(top).toBeGreaterThanOrEqual(MAP_FIT_PADDING);
      expect(top).toBeLessThanOrEqual(FALLBACK_MAP_SIZE.height - MAP_FIT_PADDING);
    }
    // Fitted, not left on the default view of the whole country: A and B are far apart on screen.
    expect(anchorOf('Destination B').left - anchorOf('Origin A').left).toBeGreaterThan(FALLBACK_MAP_SIZE.width / 4);
  });
});

describe('city names on the route map', () => {
  beforeAll(() => loadBasemap(), 30_000);

  it('no city name is written under the A or B marker', async () => {
    const dallas = { lat: 32.78, lng: -96.8 };
    const fortWorth = { lat: 32.75, lng: -97.33 };
    const load = aLoad({ originLat: dallas.lat, originLon: dallas.lng, destinationLat: fortWorth.lat, destinationLon: fortWorth.lng });
    const { container } = render(<RouteMap load={load} />);
    const labels = () => [...container.querySelectorAll('.hb-basemap__label text')];
    await waitFor(() => expect(labels().length).toBeGreaterThan(0));

    const ends = ['Origin A', 'Destination B'].map(anchorOf);
    for (const text of labels()) {
      const x = Number(text.getAttribute('x'));
      const y = Number(text.getAttribute('y'));
      // A marker is a 26 px circle centred on its point.
      expect(ends.some((end) => Math.abs(x - end.left) < 13 && Math.abs(y - end.top) < 13)).toBe(false);
    }
  });
});

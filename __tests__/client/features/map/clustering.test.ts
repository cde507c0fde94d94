import {
  buildClusterIndex,
  CLUSTER_OPTIONS,
  clusterMarkerSize,
  loadIdsOfCluster,
  markersInView,
  type MapMarker,
} from '../../../../src/client/features/map/clustering';
import type { Bounds } from '../../../../src/client/features/map/viewport';
import { aPin, chicago, dallas, eastOf, pinsAt } from './mapFixtures';

const NORTH_AMERICA: Bounds = [-170, 10, -50, 80];
const ZOOM = 5;

const clusters = (markers: MapMarker[]) => markers.filter((marker) => marker.kind === 'cluster');
const pins = (markers: MapMarker[]) => markers.filter((marker) => marker.kind === 'pin');

describe('map clustering (loads spec 9, Map)', () => {
  it('clusters use radius 45', () => {
    expect(CLUSTER_OPTIONS.radius).toBe(45);
    // The radius is in screen pixels: 44 px apart is one cluster, 46 px apart two pins.
    const near = buildClusterIndex([aPin(1, dallas), aPin(2, eastOf(dallas, 44, ZOOM))]);
    const apart = buildClusterIndex([aPin(1, dallas), aPin(2, eastOf(dallas, 46, ZOOM))]);

    const nearMarkers = markersInView(near, NORTH_AMERICA, ZOOM);
    expect(clusters(nearMarkers)).toHaveLength(1);
    expect(pins(nearMarkers)).toHaveLength(0);
    expect(markersInView(apart, NORTH_AMERICA, ZOOM).map((marker) => marker.kind)).toEqual(['pin', 'pin']);
  });

  it('a cluster of under 10 loads is drawn at 30 px and larger ones at 50', () => {
    expect([2, 9, 10, 499].map(clusterMarkerSize)).toEqual([30, 30, 50, 50]);

    const markers = markersInView(
      buildClusterIndex([...pinsAt(9, dallas, 1), ...pinsAt(10, chicago, 100)]),
      NORTH_AMERICA,
      ZOOM,
    );
    const sizesByCount = Object.fromEntries(
      clusters(markers).map((marker) => [marker.kind === 'cluster' ? marker.count : 0, marker.kind === 'cluster' ? marker.size : 0]),
    );
    expect(sizesByCount).toEqual({ 9: 30, 10: 50 });
  });

  it('a lone load is a pin of its own', () => {
    const markers = markersInView(buildClusterIndex([aPin(7, dallas), aPin(8, chicago)]), NORTH_AMERICA, ZOOM);
    expect(markers).toEqual([
      expect.objectContaining({ kind: 'pin', loadId: 7 }),
      expect.objectContaining({ kind: 'pin', loadId: 8 }),
    ]);
  });

  it('clusters are recomputed for the zoom: zooming in splits them', () => {
    const index = buildClusterIndex([aPin(1, dallas), aPin(2, eastOf(dallas, 40, ZOOM))]);
    expect(markersInView(index, NORTH_AMERICA, ZOOM)).toHaveLength(1);
    expect(markersInView(index, NORTH_AMERICA, ZOOM + 1)).toHaveLength(2);
  });

  it('only what the view shows is drawn', () => {
    const index = buildClusterIndex([aPin(1, dallas), aPin(2, chicago)]);
    const aroundDallas: Bounds = [-100, 30, -94, 35];
    expect(markersInView(index, aroundDallas, ZOOM)).toEqual([expect.objectContaining({ loadId: 1 })]);
  });

  it("a cluster's loads are every load inside it", () => {
    const index = buildClusterIndex(pinsAt(12, dallas, 40));
    const [cluster] = markersInView(index, NORTH_AMERICA, ZOOM);
    if (cluster.kind !== 'cluster') throw new Error('expected a cluster');
    expect(loadIdsOfCluster(index, cluster.clusterId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index_) => 40 + index_),
    );
  });

  it('pins without coordinates are left off the map', () => {
    const index = buildClusterIndex([aPin(1, dallas), { ...aPin(2), originLat: Number.NaN }]);
    expect(markersInView(index, NORTH_AMERICA, ZOOM)).toEqual([expect.objectContaining({ loadId: 1 })]);
  });
});

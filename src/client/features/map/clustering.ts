/**
 * Pins and clusters (loads spec 9, Map): supercluster groups pins within 45 screen pixels; a cluster is drawn
 * 30 px wide while it holds fewer than 10 loads and 50 px from 10 on. Both maps use these functions.
 */
import Supercluster from 'supercluster';
import { MAP_CLUSTER_RADIUS, MAP_CLUSTER_SIZE } from '../../../shared/constants';
import type { MapLoadRecord } from '../../../shared/loads';
import { TILE_SIZE, type Bounds } from './viewport';

export interface PinProperties {
  loadId: number;
}

export type ClusterIndex = Supercluster<PinProperties>;

export const CLUSTER_OPTIONS = {
  radius: MAP_CLUSTER_RADIUS,
  // Radius is measured against the tile extent; with Google's 256-pixel tiles it is in screen pixels.
  extent: TILE_SIZE,
  // Loads picked up at one yard share coordinates: past this zoom they stay one cluster, opened by a click.
  maxZoom: 16,
} as const;

export type MapMarker =
  | { kind: 'cluster'; key: string; clusterId: number; lat: number; lng: number; count: number; size: number }
  | { kind: 'pin'; key: string; loadId: number; lat: number; lng: number };

/** A cluster's width and height in pixels. */
export function clusterMarkerSize(loadCount: number): number {
  return loadCount < MAP_CLUSTER_SIZE.smallBelowLoads ? MAP_CLUSTER_SIZE.small : MAP_CLUSTER_SIZE.large;
}

/** A load without an origin position cannot be drawn. */
export const hasPosition = (pin: MapLoadRecord) => Number.isFinite(pin.originLat) && Number.isFinite(pin.originLon);

export function buildClusterIndex(pins: readonly MapLoadRecord[]): ClusterIndex {
  const points: Array<Supercluster.PointFeature<PinProperties>> = pins
    .filter(hasPosition)
    .map((pin) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pin.originLon, pin.originLat] },
      properties: { loadId: pin.id },
    }));
  return new Supercluster<PinProperties>(CLUSTER_OPTIONS).load(points);
}

/** The clusters and single pins to draw for the visible bounds at a zoom. */
export function markersInView(index: ClusterIndex, bounds: Bounds, zoom: number): MapMarker[] {
  return index.getClusters(bounds, Math.round(zoom)).map((feature) => {
    const [lng, lat] = feature.geometry.coordinates;
    const properties = feature.properties as Partial<Supercluster.ClusterProperties> & Partial<PinProperties>;
    if (properties.cluster && properties.cluster_id !== undefined) {
      const count = properties.point_count ?? 0;
      const clusterId = properties.cluster_id;
      return { kind: 'cluster', key: `cluster-${clusterId}`, clusterId, lat, lng, count, size: clusterMarkerSize(count) };
    }
    const loadId = properties.loadId ?? 0;
    return { kind: 'pin', key: `pin-${loadId}`, loadId, lat, lng };
  });
}

/** The load ids inside a cluster, for the popup's OrderIds. */
export function loadIdsOfCluster(index: ClusterIndex, clusterId: number): number[] {
  return index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.loadId);
}

/** The load ids a marker stands for: a cluster's loads, or the pin's one load. */
export function loadIdsOfMarker(index: ClusterIndex, marker: MapMarker): number[] {
  return marker.kind === 'cluster' ? loadIdsOfCluster(index, marker.clusterId) : [marker.loadId];
}

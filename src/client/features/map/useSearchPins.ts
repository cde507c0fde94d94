/**
 * The search's pins as a map draws them, shared by the offline and the Google map: markers for the part of
 * the map in view (recomputed on every pan and zoom from one index per set of pins), a click on one opening
 * the popup of its loads, and the view fitted to the pins whenever a search answers.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { buildClusterIndex, loadIdsOfMarker, markersInView, type MapMarker } from './clustering';
import { selectMapFitRequest, selectMapPins } from './selectors';
import { clusterOpened } from './slice';
import { fitView, type Bounds, type MapSize, type MapView } from './viewport';

export function useClusterMarkers(bounds: Bounds | null, zoom: number) {
  const dispatch = useAppDispatch();
  const pins = useAppSelector(selectMapPins);
  const index = useMemo(() => buildClusterIndex(pins), [pins]);
  const markers = useMemo(() => (bounds ? markersInView(index, bounds, zoom) : []), [index, bounds, zoom]);
  const openMarker = useCallback(
    (marker: MapMarker) => dispatch(clusterOpened(loadIdsOfMarker(index, marker))),
    [dispatch, index],
  );
  return { markers, openMarker };
}

/**
 * Fits the view to the pins with 30 px to spare after each answered search, and when the map first shows or
 * changes size (so a map opened on an earlier search shows its pins). Without pins the view stays.
 */
export function useFitToPins(size: MapSize, onFit: (view: MapView) => void) {
  const fitRequest = useAppSelector(selectMapFitRequest);
  const pins = useAppSelector(selectMapPins);
  const { width, height } = size;

  useEffect(() => {
    const next = fitView(
      pins.map((pin) => ({ lat: pin.originLat, lng: pin.originLon })),
      { width, height },
    );
    if (next) onFit(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer or a new size refits: panning and zooming in between are the carrier's
  }, [fitRequest, width, height]);
}

import GoogleMapReact from 'google-map-react';
import { useState } from 'react';
import type { MapMarker } from '../clustering';
import { FALLBACK_MAP_SIZE } from '../useElementSize';
import { useGoogleMapsLoader } from '../useGoogleMapsLoader';
import { useClusterMarkers, useFitToPins } from '../useSearchPins';
import { DEFAULT_VIEW, type Bounds, type MapSize, type MapView } from '../viewport';
import { ClusterPopup } from './ClusterPopup';
import { GoogleMapsFailure } from './GoogleMapsFailure';
import { MapMarkerButton } from './MapMarker';

interface GoogleAnchorProps {
  // google-map-react places each child by these two props.
  lat: number;
  lng: number;
  marker: MapMarker;
  onOpen: (marker: MapMarker) => void;
}

function GoogleAnchor({ marker, onOpen }: GoogleAnchorProps) {
  return (
    <div className="hb-map-anchor">
      <MapMarkerButton marker={marker} onOpen={onOpen} />
    </div>
  );
}

/**
 * The search map on Google Maps (only with a configured key): the same clusters, pins, popup and fitting
 * as the offline map, with 'Failed to load google maps. {message}' when the API cannot be loaded or the key
 * is refused.
 */
export function GoogleSearchMap({ apiKey }: { apiKey: string }) {
  const { loader, failure } = useGoogleMapsLoader(apiKey);
  const [view, setView] = useState<MapView>(DEFAULT_VIEW);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [size, setSize] = useState<MapSize>(FALLBACK_MAP_SIZE);
  const { markers, openMarker } = useClusterMarkers(bounds, view.zoom);
  useFitToPins(size, setView);

  if (failure !== null) return <GoogleMapsFailure problem={failure} />;

  return (
    <div className="hb-search-map__canvas">
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        googleMapLoader={loader}
        center={view.center}
        zoom={view.zoom}
        onChange={({ center, zoom, bounds: seen, size: seenSize }) => {
          setView({ center, zoom });
          setBounds([seen.nw.lng, seen.se.lat, seen.se.lng, seen.nw.lat]);
          setSize(seenSize);
        }}
      >
        {markers.map((marker) => (
          <GoogleAnchor key={marker.key} lat={marker.lat} lng={marker.lng} marker={marker} onOpen={openMarker} />
        ))}
      </GoogleMapReact>
      <ClusterPopup />
    </div>
  );
}

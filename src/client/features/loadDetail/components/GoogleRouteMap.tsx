import GoogleMapReact from 'google-map-react';
import { useEffect, useRef, useState } from 'react';
import { GoogleMapsFailure } from '../../map/components/GoogleMapsFailure';
import { useElementSize } from '../../map/useElementSize';
import { useGoogleMapsLoader } from '../../map/useGoogleMapsLoader';
import { DEFAULT_VIEW, fitView, type MapView } from '../../map/viewport';
import { useGreatCircle } from './greatCircle';
import { RouteMarker, type RouteEnds } from './RouteMarker';

// --hb-color-brand: Google draws the line itself, outside the reach of our CSS.
const ROUTE_COLOR = '#0b5cad';

interface AnchorProps {
  // google-map-react places each child by these two props.
  lat: number;
  lng: number;
  label: 'A' | 'B';
}

function Anchor({ label }: AnchorProps) {
  return (
    <div className="hb-map-anchor">
      <RouteMarker label={label} />
    </div>
  );
}

/** The map and its API, handed over by google-map-react once Google Maps has loaded (both untyped). */
interface GoogleApi {
  map: unknown;
  maps: { Polyline: new (options: object) => { setMap: (map: unknown) => void } };
}

/** The route on Google Maps (only with a configured key): a geodesic polyline, the same markers and fitting. */
export function GoogleRouteMap({ apiKey, ends }: { apiKey: string; ends: RouteEnds }) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(canvasRef);
  const route = useGreatCircle(ends.origin, ends.destination);
  const [view, setView] = useState<MapView>(DEFAULT_VIEW);
  const [api, setApi] = useState<GoogleApi | null>(null);
  const { loader, failure } = useGoogleMapsLoader(apiKey);

  useEffect(() => {
    const fitted = fitView(route, size);
    if (fitted) setView(fitted);
  }, [route, size]);

  useEffect(() => {
    if (!api) return undefined;
    const line = new api.maps.Polyline({
      path: route,
      geodesic: true,
      strokeColor: ROUTE_COLOR,
      strokeWeight: 3,
      map: api.map,
    });
    return () => line.setMap(null);
  }, [api, route]);

  if (failure !== null) return <GoogleMapsFailure problem={failure} />;

  return (
    <div ref={canvasRef} className="route-map__canvas">
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        googleMapLoader={loader}
        center={view.center}
        zoom={view.zoom}
        onChange={({ center, zoom }) => setView({ center, zoom })}
        yesIWantToUseGoogleMapApiInternals
        onGoogleApiLoaded={({ map, maps }) => setApi({ map, maps })}
      >
        <Anchor lat={ends.origin.lat} lng={ends.origin.lng} label="A" />
        <Anchor lat={ends.destination.lat} lng={ends.destination.lng} label="B" />
      </GoogleMapReact>
    </div>
  );
}

import { lazyPart, NOTHING } from '../../../app/lazyPart';
import type { LoadRecord } from '../../../../shared/loads';
import { googleMapsApiKey } from '../../map/mapConfig';
import type { LatLng } from '../../map/viewport';
import { OfflineRouteMap } from './OfflineRouteMap';
import type { RouteEnds } from './RouteMarker';
import './RouteMap.css';

// Google Maps code loads only where a key is configured, as on the search map.
const GoogleRouteMap = lazyPart(() => import('./GoogleRouteMap'), (module) => module.GoogleRouteMap, NOTHING);

const isOnGlobe = ({ lat, lng }: LatLng) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90;

/** The load's route (loads spec 2, Map pieces): origin A, destination B and the line between them. */
export function RouteMap({ load }: { load: LoadRecord }) {
  const ends: RouteEnds = {
    origin: { lat: load.originLat, lng: load.originLon },
    destination: { lat: load.destinationLat, lng: load.destinationLon },
  };
  if (!isOnGlobe(ends.origin) || !isOnGlobe(ends.destination)) return null;

  const apiKey = googleMapsApiKey();
  return (
    <section className="route-map" aria-label="Route map">
      {apiKey ? (
        <GoogleRouteMap apiKey={apiKey} ends={ends} />
      ) : (
        <OfflineRouteMap ends={ends} />
      )}
    </section>
  );
}

import { googleMapsFailureText, type GoogleMapsProblem } from '../mapText';

/** What a map shows instead of Google Maps when they cannot be loaded. */
export function GoogleMapsFailure({ problem }: { problem: GoogleMapsProblem }) {
  return (
    <p className="hb-search-map__error" role="alert">
      {googleMapsFailureText(problem)}
    </p>
  );
}

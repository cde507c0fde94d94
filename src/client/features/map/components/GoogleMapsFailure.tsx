/** What a map shows instead of Google Maps when they cannot be loaded. */
export function GoogleMapsFailure({ message }: { message: string }) {
  return (
    <p className="hb-search-map__error" role="alert">
      {`Failed to load google maps. ${message}`}
    </p>
  );
}

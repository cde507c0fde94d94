import type { KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import {
  selectCurrentPredictions,
  selectGeolocation,
  selectLocationTerm,
  selectRecentSearches,
  selectSavedSearches,
} from '../selectors';
import {
  anywhereChosen,
  currentLocationRequested,
  locationTermChanged,
  overlayClosed,
  placeChosen,
  storedSearchChosen,
  type Side,
} from '../slice';
import { StoredSearchList } from './StoredSearchList';

const PLACEHOLDERS: Record<Side, string> = { origin: 'From where?', destination: 'To where?' };

/** Overlay 1 (loads spec 2): a place typed, Current Location, Anywhere, or a saved or recent search. */
export function LocationOverlay({ side }: { side: Side }) {
  const dispatch = useAppDispatch();
  const term = useAppSelector(selectLocationTerm);
  const predictions = useAppSelector(selectCurrentPredictions);
  const geolocation = useAppSelector(selectGeolocation);
  const saved = useAppSelector(selectSavedSearches);
  const recent = useAppSelector(selectRecentSearches);

  // Enter never submits anything here (loads spec 5); Escape goes back to the screen.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
    if (event.key === 'Escape') dispatch(overlayClosed());
  };

  return (
    <div className="search-overlay location-overlay" role="dialog" aria-modal="true" aria-label={PLACEHOLDERS[side]}>
      <div className="location-overlay__bar">
        <input
          type="search"
          className="location-overlay__input"
          placeholder={PLACEHOLDERS[side]}
          aria-label={PLACEHOLDERS[side]}
          autoComplete="off"
          autoFocus
          value={term}
          onChange={(event) => dispatch(locationTermChanged(event.target.value))}
          onKeyDown={onKeyDown}
        />
        <Button variant="link" onClick={() => dispatch(overlayClosed())}>
          Cancel
        </Button>
      </div>
      <ul className="location-overlay__places">
        <li>
          <button type="button" className="location-overlay__place" onClick={() => dispatch(currentLocationRequested(side))}>
            Current Location
          </button>
          {geolocation.status === 'locating' && <span className="location-overlay__note">Finding you…</span>}
          {geolocation.error && (
            <p className="location-overlay__error" role="alert">
              {geolocation.error}
            </p>
          )}
        </li>
        <li>
          <button type="button" className="location-overlay__place" onClick={() => dispatch(anywhereChosen(side))}>
            Anywhere
          </button>
        </li>
        {predictions.results.map((place) => (
          <li key={`${place.largeLabel}|${place.detailLabel}`}>
            <button type="button" className="location-overlay__place" onClick={() => dispatch(placeChosen({ side, place }))}>
              {place.largeLabel}
              <span className="location-overlay__detail">{place.detailLabel}</span>
            </button>
          </li>
        ))}
      </ul>
      <StoredSearchList title="Saved Searches" searches={saved} onChoose={(search) => dispatch(storedSearchChosen(search))} />
      <StoredSearchList title="Recent Searches" searches={recent} onChoose={(search) => dispatch(storedSearchChosen(search))} />
    </div>
  );
}

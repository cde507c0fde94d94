import { useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { useDialog } from '../../../ui/useDialog';
import { regionStates, type LocationChoice } from '../regionChoices';
import { geolocationFailureText, suggestionsFailureText } from '../searchText';
import {
  selectCurrentPredictions,
  selectGeolocation,
  selectLocationChoices,
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
  regionChosen,
  storedSearchChosen,
  type Side,
} from '../slice';
import { searchFieldId } from '../searchFieldIds';
import { RegionList } from './RegionList';
import { StoredSearchList } from './StoredSearchList';

const PLACEHOLDERS: Record<Side, string> = { origin: 'From where?', destination: 'To where?' };
const PLACES_ID = 'location-overlay-places';
const placeId = (index: number) => `location-overlay-place-${index}`;

function choiceText(choice: LocationChoice) {
  if (choice.kind === 'place') {
    const { largeLabel, detailLabel } = choice.place;
    return { key: `${largeLabel}|${detailLabel}`, large: largeLabel, detail: detailLabel };
  }
  const { region } = choice;
  return { key: `region|${region.field}`, large: region.label, detail: `Region · ${regionStates(region)}` };
}

/** Overlay 1 (loads spec 2): a place or region typed, Current Location, Anywhere, the regions, or a stored search. */
export function LocationOverlay({ side }: { side: Side }) {
  const dispatch = useAppDispatch();
  const term = useAppSelector(selectLocationTerm);
  const predictions = useAppSelector(selectCurrentPredictions);
  const choices = useAppSelector(selectLocationChoices);
  const geolocation = useAppSelector(selectGeolocation);
  const geolocationProblem = geolocationFailureText(geolocation);
  const saved = useAppSelector(selectSavedSearches);
  const recent = useAppSelector(selectRecentSearches);
  const dialogRef = useDialog(() => dispatch(overlayClosed()), searchFieldId(side));
  // The suggestion the arrow keys point at, kept with the list it belongs to so new suggestions start unmarked.
  const [highlight, setHighlight] = useState({ choices, index: -1 });
  const highlighted = highlight.choices === choices ? highlight.index : -1;
  const count = choices.length;
  // Down from the input to the last suggestion and up back to none (the input itself).
  const moveHighlight = (step: number) =>
    setHighlight({ choices, index: Math.min(Math.max(highlighted + step, -1), count - 1) });
  const choose = (choice: LocationChoice) =>
    dispatch(
      choice.kind === 'region'
        ? regionChosen({ side, region: choice.region.field })
        : placeChosen({ side, place: choice.place }),
    );

  // Enter never submits anything here (loads spec 5): it picks the highlighted place. Escape, as in every dialog, goes back to the screen.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (highlighted >= 0) choose(choices[highlighted]);
    }
  };

  return (
    <div ref={dialogRef} className="search-overlay location-overlay" role="dialog" aria-modal="true" aria-label={PLACEHOLDERS[side]} tabIndex={-1}>
      <div className="location-overlay__bar">
        <input
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={PLACES_ID}
          aria-activedescendant={highlighted >= 0 ? placeId(highlighted) : undefined}
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
      <ul className="location-overlay__places" id={PLACES_ID}>
        <li>
          <button type="button" className="location-overlay__place" onClick={() => dispatch(currentLocationRequested(side))}>
            Current Location
          </button>
          {geolocation.status === 'locating' && <span className="location-overlay__note">Finding you…</span>}
          {geolocationProblem && (
            <p className="location-overlay__error" role="alert">
              {geolocationProblem}
            </p>
          )}
        </li>
        <li>
          <button type="button" className="location-overlay__place" onClick={() => dispatch(anywhereChosen(side))}>
            Anywhere
          </button>
        </li>
        {choices.map((choice, index) => {
          const { key, large, detail } = choiceText(choice);
          return (
            <li key={key}>
              <button
                type="button"
                id={placeId(index)}
                className={`location-overlay__place${index === highlighted ? ' location-overlay__place--highlighted' : ''}`}
                aria-current={index === highlighted ? 'true' : undefined}
                onClick={() => choose(choice)}
              >
                {large}
                <span className="location-overlay__detail">{detail}</span>
              </button>
            </li>
          );
        })}
        {predictions.status === 'failed' && (
          <li>
            <p className="location-overlay__error" role="alert">
              {suggestionsFailureText(predictions.failure)}
            </p>
          </li>
        )}
      </ul>
      <RegionList onChoose={(region) => dispatch(regionChosen({ side, region: region.field }))} />
      <StoredSearchList title="Saved Searches" searches={saved} onChoose={(search) => dispatch(storedSearchChosen(search))} />
      <StoredSearchList title="Recent Searches" searches={recent} onChoose={(search) => dispatch(storedSearchChosen(search))} />
    </div>
  );
}

import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import '../../../ui/card.css';
import { dateRangeLabel } from '../searchText';
import {
  selectIsSearchEmpty,
  selectIsSearching,
  selectIsSearchSaved,
  selectIsSearchSaving,
  selectPlaceLabel,
  selectSearchValues,
} from '../selectors';
import { overlayOpened, searchSaveRequested, searchSubmitted, searchValuesChanged, type Side } from '../slice';
import { searchFieldId } from '../searchFieldIds';
import { AdvancedSearchOptions } from './AdvancedSearchOptions';

const PLACE_BUTTONS: Record<Side, { label: string; placeholder: string }> = {
  origin: { label: 'From', placeholder: 'From where?' },
  destination: { label: 'To', placeholder: 'To where?' },
};

function PlaceButton({ side }: { side: Side }) {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => selectPlaceLabel(state, side));
  const { label, placeholder } = PLACE_BUTTONS[side];
  return (
    <button type="button" id={searchFieldId(side)} className="search-form__field" onClick={() => dispatch(overlayOpened(side))}>
      <span className="search-form__field-label">{label}</span>
      <span className={chosen ? 'search-form__value' : 'search-form__placeholder'}>{chosen ?? placeholder}</span>
    </button>
  );
}

/** The search form (loads spec 2): places, pick-up dates, advanced options, Save Search and Search for Loads. */
export function SearchForm() {
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectSearchValues);
  const isSearching = useAppSelector(selectIsSearching);
  const isSaved = useAppSelector(selectIsSearchSaved);
  const isSaving = useAppSelector(selectIsSearchSaving);
  const isEmpty = useAppSelector(selectIsSearchEmpty);
  const dates = dateRangeLabel(values.availableFrom, values.availableThru ?? values.availableFrom);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(searchSubmitted());
  };

  return (
    <form className="hb-card search-form" aria-label="Search for loads" onSubmit={submit}>
      <div className="search-form__places">
        <PlaceButton side="origin" />
        <PlaceButton side="destination" />
        <button type="button" id={searchFieldId('dates')} className="search-form__field" onClick={() => dispatch(overlayOpened('dates'))}>
          <span className="search-form__field-label">Pick-Up Dates</span>
          <span className={dates ? 'search-form__value' : 'search-form__placeholder'}>{dates ?? 'Any date'}</span>
        </button>
      </div>
      <details className="search-form__advanced">
        <summary>Advanced Search Options</summary>
        <AdvancedSearchOptions
          values={values}
          onChange={(changes) => dispatch(searchValuesChanged(changes))}
          originCitySet={Boolean(values.originCity)}
        />
      </details>
      <div className="search-form__actions">
        <Button variant="outline" disabled={isSaved || isSaving || isEmpty} onClick={() => dispatch(searchSaveRequested())}>
          {isSaved ? 'SAVED' : 'Save Search'}
        </Button>
        <Button type="submit" disabled={isSearching}>
          {isSearching ? 'SEARCHING...' : 'Search for Loads'}
        </Button>
      </div>
    </form>
  );
}

import { useId } from 'react';
import type { SearchCriteria } from '../../../../shared/loads';
import {
  DEFAULT_RADIUS,
  HAUL_TYPE_CHOICES,
  MAX_VEHICLES_CHOICES,
  MAX_WEIGHT_CHOICES,
  NO_LIMIT,
  RADIUS_CHOICES,
  VEHICLE_TYPE_CHOICES,
  type Choice,
} from '../advancedOptions';
import { PricePerMileField } from './PricePerMileField';
import './AdvancedSearchOptions.css';

export interface AdvancedSearchOptionsProps {
  values: SearchCriteria;
  onChange(partial: Partial<SearchCriteria>): void;
  originCitySet: boolean;
}

interface ChoiceSelectProps<T> {
  label: string;
  choices: Choice<T>[];
  value: T | undefined;
  onChange(value: T | undefined): void;
  /** A first entry that stands for "not set". */
  emptyLabel?: string;
  disabled?: boolean;
  hint?: string;
}

/** A labelled select over typed choices; option values are the choices' positions, '' the empty entry. */
function ChoiceSelect<T>({ label, choices, value, onChange, emptyLabel, disabled, hint }: ChoiceSelectProps<T>) {
  const id = useId();
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <div className="advanced-options__field">
      <label className="advanced-options__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="advanced-options__select"
        value={index < 0 ? '' : String(index)}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)].value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {choices.map((choice, position) => (
          <option key={choice.label} value={String(position)}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint && (
        <span id={`${id}-hint`} className="advanced-options__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

const RADIUS_HINT = 'Applies once a city is chosen';

/**
 * The advanced search filters (loads spec 5). A radius counts only around a city's coordinates, so each radius
 * is disabled until its side has a city.
 */
export function AdvancedSearchOptions({ values, onChange, originCitySet }: AdvancedSearchOptionsProps) {
  const destinationCitySet = Boolean(values.destinationCity);
  return (
    <fieldset className="advanced-options">
      <legend className="hb-visually-hidden">Advanced search options</legend>
      <PricePerMileField
        label="Min Price Per Mile"
        value={values.minPricePerMile}
        onChange={(minPricePerMile) => onChange({ minPricePerMile })}
      />
      <ChoiceSelect
        label="Max Vehicles"
        choices={MAX_VEHICLES_CHOICES}
        emptyLabel={NO_LIMIT}
        value={values.maxVehicles}
        onChange={(maxVehicles) => onChange({ maxVehicles })}
      />
      <ChoiceSelect
        label="Max Weight"
        choices={MAX_WEIGHT_CHOICES}
        emptyLabel={NO_LIMIT}
        value={values.maxWeightLbs}
        onChange={(maxWeightLbs) => onChange({ maxWeightLbs })}
      />
      <ChoiceSelect
        label="Origin Radius"
        choices={RADIUS_CHOICES}
        value={values.originGeoCodeMileRadius ?? DEFAULT_RADIUS}
        disabled={!originCitySet}
        hint={originCitySet ? undefined : RADIUS_HINT}
        onChange={(originGeoCodeMileRadius) => onChange({ originGeoCodeMileRadius })}
      />
      <ChoiceSelect
        label="Destination Radius"
        choices={RADIUS_CHOICES}
        value={values.destinationGeoCodeMileRadius ?? DEFAULT_RADIUS}
        disabled={!destinationCitySet}
        hint={destinationCitySet ? undefined : RADIUS_HINT}
        onChange={(destinationGeoCodeMileRadius) => onChange({ destinationGeoCodeMileRadius })}
      />
      <ChoiceSelect
        label="Haul Type"
        choices={HAUL_TYPE_CHOICES}
        value={values.enclosedTruckRequired}
        onChange={(enclosedTruckRequired) => onChange({ enclosedTruckRequired })}
      />
      <ChoiceSelect
        label="Vehicle Type"
        choices={VEHICLE_TYPE_CHOICES}
        value={values.inOperableVehiclesQueryType ?? 'Any'}
        onChange={(inOperableVehiclesQueryType) => onChange({ inOperableVehiclesQueryType })}
      />
    </fieldset>
  );
}

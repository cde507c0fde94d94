import { useId, useState } from 'react';
import { acceptsPriceText, PRICE_PER_MILE_BOUNDS, priceOf } from '../advancedOptions';

export interface PricePerMileFieldProps {
  label: string;
  value: number | undefined;
  onChange(value: number | undefined): void;
}

const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A dollars-per-mile amount: a slider in the spec's steps of $0.50, and a box for an exact amount with at
 * most 2 decimals. Keystrokes that would break the rule are refused, so the box never holds a bad amount.
 */
export function PricePerMileField({ label, value, onChange }: PricePerMileFieldProps) {
  const id = useId();
  const { min, max, step } = PRICE_PER_MILE_BOUNDS;
  const [draft, setDraft] = useState(() => textOf(value));
  const [shownValue, setShownValue] = useState(value);

  // Follow the value when it changes from outside (slider, restored search), but keep a half-typed '1.'.
  if (value !== shownValue) {
    setShownValue(value);
    if (priceOf(draft) !== value) setDraft(textOf(value));
  }

  const type = (text: string) => {
    if (!acceptsPriceText(text, max)) return;
    setDraft(text);
    const amount = priceOf(text);
    if (amount !== value) onChange(amount);
  };

  return (
    <div className="advanced-options__field">
      <label className="advanced-options__label" htmlFor={id}>
        {label}
      </label>
      <div className="advanced-options__price">
        <input
          type="range"
          className="advanced-options__slider"
          aria-label={`${label}, in steps of $${step.toFixed(2)}`}
          min={min}
          max={max}
          step={step}
          value={value ?? min}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <span className="advanced-options__money">
          <span aria-hidden="true">$</span>
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="advanced-options__price-input"
            value={draft}
            placeholder="0.00"
            onChange={(event) => type(event.target.value.trim())}
          />
        </span>
      </div>
    </div>
  );
}

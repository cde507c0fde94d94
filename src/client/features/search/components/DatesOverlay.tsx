import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { useDialog } from '../../../ui/useDialog';
import { selectSearchValues } from '../selectors';
import { searchFieldId } from '../searchFieldIds';
import { datesChosen, overlayClosed } from '../slice';

/** Overlay 2 (loads spec 2): the pick-up range; choosing it re-runs the search. */
export function DatesOverlay() {
  const dispatch = useAppDispatch();
  const { availableFrom, availableThru } = useAppSelector(selectSearchValues);
  const dialogRef = useDialog(() => dispatch(overlayClosed()), searchFieldId('dates'));
  return (
    <div ref={dialogRef} className="search-overlay" role="dialog" aria-modal="true" aria-label="Pick-Up Dates" tabIndex={-1}>
      <DateRangePicker
        from={availableFrom ?? null}
        thru={availableThru ?? null}
        onSelect={(range) => dispatch(datesChosen(range))}
        onCancel={() => dispatch(overlayClosed())}
      />
    </div>
  );
}

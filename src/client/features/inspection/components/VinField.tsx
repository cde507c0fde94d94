import { useCallback, useId } from 'react';
import { vinProblem } from '../../../../shared/inspectionRules';
import { useAppDispatch } from '../../../app/hooks';
import { vehicleChanged } from '../slice';
import { VIN_LABEL } from '../words';
import { VinScanner } from './VinScanner';

/** The VIN, checked as it is typed (its check digit), or read from its barcode. */
export function VinField({ position, vin, year, showEmpty }: { position: number; vin: string; year: number | null; showEmpty: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const problem = vin.trim() !== '' || showEmpty ? vinProblem(vin, year) : null;
  const read = useCallback((scanned: string) => dispatch(vehicleChanged({ position, vin: scanned })), [dispatch, position]);
  return (
    <div className="inspection__field">
      <label htmlFor={id} className="inspection__label">{VIN_LABEL}</label>
      <div className="inspection__vin">
        <input
          id={id} className="inspection__input inspection__input--vin" value={vin} maxLength={20} autoComplete="off" autoCapitalize="characters" spellCheck={false}
          aria-invalid={Boolean(problem)} aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => dispatch(vehicleChanged({ position, vin: event.target.value }))}
        />
        <VinScanner onRead={read} />
      </div>
      {problem && <p id={`${id}-problem`} className="inspection__error">{problem}</p>}
    </div>
  );
}

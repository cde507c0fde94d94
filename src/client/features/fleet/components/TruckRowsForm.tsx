import { FieldArray, Form, Formik, setIn, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TRUCK_SIZE_LABELS, FLATBED_SIZE_INDEX } from '../../../../shared/driversAndFleet';
import { truckFormSchema, yupFieldErrors, type EquipmentType, type TruckRowValues } from '../../../../shared/onboardingSchemas';
import { Button } from '../../../ui/Button';
import { OnboardingField } from '../../../ui/OnboardingField';
import '../../../ui/onboarding.css';

interface TruckRow {
  /** Formik keeps a number input's value as a number, and '' while the field is empty. */
  quantity: number | '';
  truckType: string;
  carrierEquipmentType: EquipmentType;
}

export interface FleetValues {
  fleetSize: '1 Truck' | 'Many';
  trucks: TruckRow[];
}

export const ADD_TRUCK_FAILED = 'An error occured, you can skip this step.';

/** The catalog by spec 9's size index: capacity minus 1 for car haulers, 10 for a flatbed. */
const truckTypes = TRUCK_SIZE_LABELS.map((label, index) => ({ value: index === FLATBED_SIZE_INDEX ? 'flatbed' : String(index + 1), label }));
const equipment = [{ value: 'Open', label: 'Open' }, { value: 'Enclosed', label: 'Enclosed' }];
const newRow = (): TruckRow => ({ quantity: 1, truckType: '', carrierEquipmentType: 'Open' });

/** A row as typed, before the shared schema has checked it: an empty quantity is a missing one. */
type TruckRowDraft = Omit<TruckRowValues, 'quantity'> & { quantity: number | undefined };

/** Spec 2.9: '1 Truck' forces quantity 1 on the first row (and so one row). */
function toTruckRowDrafts({ fleetSize, trucks }: FleetValues): TruckRowDraft[] {
  const rows = fleetSize === '1 Truck' ? trucks.slice(0, 1).map((row) => ({ ...row, quantity: 1 })) : trucks;
  return rows.map((row) => ({
    quantity: row.quantity === '' ? undefined : row.quantity,
    carrierEquipmentType: row.carrierEquipmentType,
    isFlatBed: row.truckType === 'flatbed',
    capacity: row.truckType === 'flatbed' ? 1 : Number(row.truckType),
  }));
}

/** The rows the shared schema accepts; throws its ValidationError otherwise. */
function toTruckRows(values: FleetValues, abortEarly = true): TruckRowValues[] {
  return truckFormSchema.validateSync({ trucks: toTruckRowDrafts(values) }, { abortEarly }).trucks;
}

/** The shared schema checks the rows; its 'capacity' is the form's truck type. */
function validate(values: FleetValues): FormikErrors<FleetValues> {
  try {
    toTruckRows(values, false);
    return {};
  } catch (error) {
    return yupFieldErrors(error).reduce<FormikErrors<FleetValues>>(
      (errors, { field, message }) => setIn(errors, field.replace(/\.capacity$/, '.truckType').replace(/\.isFlatBed$/, '.truckType'), message), {});
  }
}

interface TruckRowsFormProps {
  onSubmit: (rows: TruckRowValues[]) => void;
  submitting: boolean;
  /** Spec 2.9: the Add Truck button is disabled when no viewer is present. */
  hasViewer: boolean;
  /** The failure's details, or null while nothing failed. */
  failure: string | null;
  skipTo: string;
  children?: ReactNode;
}

/**
 * Add a truck (account spec 2.9; onboarding's Add Hauler and Drivers and Fleet): fleet size '1 Truck' or 'Many',
 * truck rows from the catalog, Open or Enclosed; a failure says it may be skipped, with its details.
 */
export function TruckRowsForm({ onSubmit, submitting, hasViewer, failure, skipTo, children }: TruckRowsFormProps) {
  return (
    <Formik<FleetValues> initialValues={{ fleetSize: '1 Truck', trucks: [newRow()] }} validate={validate}
      onSubmit={(values) => { onSubmit(toTruckRows(values)); }}>
      {({ values, setFieldValue }) => (
        <Form noValidate>
          <fieldset className="onboarding__checks">
            <legend>Fleet size</legend>
            {(['1 Truck', 'Many'] as const).map((size) => (
              <label key={size} className="onboarding__check">
                <input type="radio" name="fleetSize" checked={values.fleetSize === size}
                  onChange={() => { void setFieldValue('fleetSize', size); if (size === '1 Truck') void setFieldValue('trucks', [{ ...values.trucks[0], quantity: 1 }]); }} />
                {size}
              </label>
            ))}
          </fieldset>
          <FieldArray name="trucks">
            {({ push }) => (
              <>
                {values.trucks.map((_, index) => (
                  <div key={index} className="onboarding__truck-row">
                    {values.fleetSize === 'Many' && <OnboardingField name={`trucks[${index}].quantity`} label="Quantity" type="number" min="1" />}
                    <OnboardingField name={`trucks[${index}].truckType`} label="Truck Type" options={truckTypes} />
                    <OnboardingField name={`trucks[${index}].carrierEquipmentType`} label="Equipment" options={equipment} />
                  </div>
                ))}
                {values.fleetSize === 'Many' && <Button variant="link" onClick={() => push(newRow())}>Add another truck</Button>}
              </>
            )}
          </FieldArray>
          {failure !== null && (
            <div role="alert" className="onboarding__error">
              <p>{ADD_TRUCK_FAILED}</p>
              {failure && <p>{failure}</p>}
              <Link to={skipTo}>Skip this step</Link>
            </div>
          )}
          <Button type="submit" block disabled={submitting || !hasViewer}>Add Truck</Button>
          {children}
        </Form>
      )}
    </Formik>
  );
}

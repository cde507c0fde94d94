import { FieldArray, Form, Formik, setIn, type FormikErrors } from 'formik';
import { Link } from 'react-router-dom';
import { truckFormSchema, yupFieldErrors, type EquipmentType, type TruckRowValues } from '../../../../shared/onboardingSchemas';
import { onboardingPath } from '../../../../shared/onboardingSteps';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { selectOnboarding, selectViewerPresent } from '../selectors';
import { OnboardingField } from './OnboardingField';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

interface TruckRow {
  quantity: string;
  truckType: string;
  carrierEquipmentType: EquipmentType;
}

export interface FleetValues {
  fleetSize: '1 Truck' | 'Many';
  trucks: TruckRow[];
}

const truckTypes = [
  ...Array.from({ length: 10 }, (_, index) => ({ value: String(index + 1), label: `${index + 1}-Car Hauler` })),
  { value: 'flatbed', label: 'Flatbed' },
];
const equipment = [{ value: 'Open', label: 'Open' }, { value: 'Enclosed', label: 'Enclosed' }];
const newRow = (): TruckRow => ({ quantity: '1', truckType: '', carrierEquipmentType: 'Open' });

/** Spec 2.9: '1 Truck' forces quantity 1 on the first row (and so one row). */
export function toTruckRows({ fleetSize, trucks }: FleetValues): TruckRowValues[] {
  const rows = fleetSize === '1 Truck' ? trucks.slice(0, 1).map((row) => ({ ...row, quantity: '1' })) : trucks;
  return rows.map((row) => ({
    quantity: row.quantity.trim() === '' ? (undefined as unknown as number) : Number(row.quantity),
    carrierEquipmentType: row.carrierEquipmentType,
    isFlatBed: row.truckType === 'flatbed',
    capacity: row.truckType === 'flatbed' ? 1 : Number(row.truckType),
  }));
}

/** The shared schema checks the rows; its 'capacity' is the form's truck type. */
function validate(values: FleetValues): FormikErrors<FleetValues> {
  try {
    truckFormSchema.validateSync({ trucks: toTruckRows(values) }, { abortEarly: false });
    return {};
  } catch (error) {
    return yupFieldErrors(error).reduce<FormikErrors<FleetValues>>(
      (errors, { field, message }) => setIn(errors, field.replace(/\.capacity$/, '.truckType').replace(/\.isFlatBed$/, '.truckType'), message), {});
  }
}

/** Add Hauler (step 2): 'Tell us about your fleet.' with several truck rows. */
export function AddHaulerStep() {
  const { submit, submitting, fieldErrors } = useStepSubmit();
  const { status, message } = useAppSelector(selectOnboarding);
  const hasViewer = useAppSelector(selectViewerPresent);
  const failure = status === 'failed' ? message ?? Object.values(fieldErrors).join(', ') : '';

  return (
    <OnboardingFrame step="add-hauler" title="Tell us about your fleet." showMessage={false}>
      <Formik<FleetValues> initialValues={{ fleetSize: '1 Truck', trucks: [newRow()] }} validate={validate}
        onSubmit={(values) => { submit({ step: 'add-hauler', values: toTruckRows(values) }); }}>
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <fieldset className="onboarding__checks">
              <legend>Fleet size</legend>
              {(['1 Truck', 'Many'] as const).map((size) => (
                <label key={size} className="onboarding__check">
                  <input type="radio" name="fleetSize" checked={values.fleetSize === size}
                    onChange={() => { void setFieldValue('fleetSize', size); if (size === '1 Truck') void setFieldValue('trucks', [{ ...values.trucks[0], quantity: '1' }]); }} />
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
            {status === 'failed' && (
              <div role="alert" className="onboarding__error">
                <p>An error occured, you can skip this step.</p>
                {failure && <p>{failure}</p>}
                <Link to={onboardingPath('haul-equipment')}>Skip this step</Link>
              </div>
            )}
            <Button type="submit" block disabled={submitting || !hasViewer}>Add Truck</Button>
          </Form>
        )}
      </Formik>
    </OnboardingFrame>
  );
}

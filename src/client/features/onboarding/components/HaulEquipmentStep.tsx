import { Form, Formik } from 'formik';
import type { CarrierEquipmentValues } from '../../../api/onboardingApi';
import { Button } from '../../../ui/Button';
import { CheckboxField } from './CheckboxField';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

const flags: [keyof CarrierEquipmentValues, string][] = [
  ['carrierHaveTwicCard', 'TWIC card'],
  ['carrierHaveStraps', 'Straps'],
  ['carrierHaveWinches', 'Winches'],
  ['carrierTrucksHaveInternet', 'Trucks have internet'],
  ['carrierHandleInops', 'INOP capabilities'],
];

const none: CarrierEquipmentValues = {
  carrierHaveTwicCard: false, carrierHaveStraps: false, carrierHaveWinches: false, carrierTrucksHaveInternet: false, carrierHandleInops: false,
};

/** Haul Equipment (step 3): five checkboxes; Next saves them on the carrier. */
export function HaulEquipmentStep() {
  const { submit, submitting } = useStepSubmit();
  return (
    <OnboardingFrame step="haul-equipment" title="Haul Equipment">
      <Formik<CarrierEquipmentValues> initialValues={none} onSubmit={(values) => { submit({ step: 'haul-equipment', values }); }}>
        <Form noValidate>
          <fieldset className="onboarding__checks">
            <legend>What do you have?</legend>
            {flags.map(([name, label]) => <CheckboxField key={name} name={name} label={label} />)}
          </fieldset>
          <Button type="submit" block disabled={submitting}>Next</Button>
        </Form>
      </Formik>
    </OnboardingFrame>
  );
}

import { Form, Formik } from 'formik';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { selectOnboarding } from '../selectors';
import { CheckboxField } from './CheckboxField';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

interface DriveValues {
  lessThan500: boolean;
  moreThan500: boolean;
}

/** Driving Preferences (step 6): trip lengths; Next saves them, then goes to the location step. */
export function DrivePreferencesStep() {
  const { submit, submitting } = useStepSubmit();
  const { preferences } = useAppSelector(selectOnboarding);
  const initialValues = { lessThan500: preferences?.lessThan500 ?? false, moreThan500: preferences?.moreThan500 ?? false };
  return (
    <OnboardingFrame step="haul-drive-preferences" title="Driving Preferences">
      <Formik<DriveValues> initialValues={initialValues} enableReinitialize
        onSubmit={(values) => { submit({ step: 'haul-drive-preferences', values }); }}>
        <Form noValidate>
          <fieldset className="onboarding__checks">
            <legend>How far do you like to haul?</legend>
            <CheckboxField name="lessThan500" label="Less than 500 miles in a trip" />
            <CheckboxField name="moreThan500" label="More than 500 miles in a trip" />
          </fieldset>
          <Button type="submit" block disabled={submitting}>Next</Button>
        </Form>
      </Formik>
    </OnboardingFrame>
  );
}

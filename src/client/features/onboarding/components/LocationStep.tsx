import { Form, Formik } from 'formik';
import { REGIONS } from '../../../../shared/regions';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { selectOnboarding } from '../selectors';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

interface LocationValues {
  anywhere: boolean;
  regions: string[];
}

/** Location (step 7): 'Anywhere' empties and disables the region list. */
export function LocationStep() {
  const { submit, submitting } = useStepSubmit();
  const { preferences } = useAppSelector(selectOnboarding);
  const initialValues: LocationValues = { anywhere: false, regions: preferences?.stateProvinceRegion ?? [] };
  return (
    <OnboardingFrame step="location" title="Where's the best place to find your hauls this week?">
      <Formik<LocationValues> initialValues={initialValues} enableReinitialize
        onSubmit={(values) => { submit({ step: 'location', values: { stateProvinceRegion: values.anywhere ? [] : values.regions } }); }}>
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <label className="onboarding__check">
              <input type="checkbox" checked={values.anywhere}
                onChange={(event) => { void setFieldValue('anywhere', event.target.checked); if (event.target.checked) void setFieldValue('regions', []); }} />
              Anywhere
            </label>
            <fieldset className="onboarding__checks" disabled={values.anywhere}>
              <legend>Regions</legend>
              {REGIONS.map((region) => (
                <label key={region.value} className="onboarding__check">
                  <input type="checkbox" checked={values.regions.includes(region.value)}
                    onChange={(event) => void setFieldValue('regions', event.target.checked
                      ? [...values.regions, region.value] : values.regions.filter((value) => value !== region.value))} />
                  <span>{region.label} <small>({region.states.join(', ')})</small></span>
                </label>
              ))}
            </fieldset>
            <Button type="submit" block disabled={submitting}>Next</Button>
          </Form>
        )}
      </Formik>
    </OnboardingFrame>
  );
}

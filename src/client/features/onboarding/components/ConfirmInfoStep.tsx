import { Form, Formik } from 'formik';
import { CURRENT_PASSWORD_FOR_EMAIL, CURRENT_PASSWORD_FOR_EMAIL_LABEL, emailChanged } from '../../../../shared/formWords';
import { userDetailsSchema, type UserDetailsValues } from '../../../../shared/onboardingSchemas';
import { STATES_AND_PROVINCES } from '../../../../shared/states';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { selectViewer } from '../../session/selectors';
import { OnboardingField } from '../../../ui/OnboardingField';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

const stateOptions = STATES_AND_PROVINCES.map((state) => ({ value: state.code, label: state.name }));

/**
 * Confirm Info (spec 2.7): the registration's details, all required; 'Yes, Looks Good!' saves them. A new e-mail is
 * confirmed with the current password, as on Edit Profile (issue 21).
 */
export function ConfirmInfoStep() {
  const viewer = useAppSelector(selectViewer);
  const { submit, submitting, fieldErrors } = useStepSubmit();
  const initialValues: UserDetailsValues = {
    primaryPhone: viewer?.primaryPhone?.phoneNumber ?? '', cellPhone: viewer?.cellPhone?.phoneNumber ?? '',
    userName: viewer?.userName ?? '', email: viewer?.email ?? '', address1: viewer?.address?.address1 ?? '',
    address2: viewer?.address?.address2 ?? '', city: viewer?.address?.city ?? '', state: viewer?.address?.state ?? '',
    zip: viewer?.address?.zip ?? '',
    currentPassword: '',
  };
  const passwordMissing = (values: UserDetailsValues) =>
    (emailChanged(values, initialValues) && !values.currentPassword ? { currentPassword: CURRENT_PASSWORD_FOR_EMAIL } : {});

  return (
    <OnboardingFrame step="confirm-info" title="Confirm Your Information">
      <p>Please confirm the information from your registration process.</p>
      <Formik<UserDetailsValues> initialValues={initialValues} validationSchema={userDetailsSchema} validate={passwordMissing}
        onSubmit={({ currentPassword, ...values }) => {
          const details = userDetailsSchema.cast(values);
          submit({ step: 'confirm-info', values: emailChanged(values, initialValues) ? { ...details, currentPassword } : details });
        }}>
        {({ values }) => (
          <Form noValidate>
            <OnboardingField name="primaryPhone" label="Phone" type="tel" autoComplete="tel" serverError={fieldErrors.primaryPhone} />
            <OnboardingField name="cellPhone" label="Mobile Phone" type="tel" autoComplete="tel" serverError={fieldErrors.cellPhone} />
            <OnboardingField name="userName" label="Username" autoComplete="username" serverError={fieldErrors.userName} />
            <OnboardingField name="email" label="Email" type="email" autoComplete="email" serverError={fieldErrors.email} />
            {emailChanged(values, initialValues) && (
              <OnboardingField name="currentPassword" label={CURRENT_PASSWORD_FOR_EMAIL_LABEL} type="password"
                autoComplete="current-password" serverError={fieldErrors.currentPassword} />
            )}
            <OnboardingField name="address1" label="Address" autoComplete="address-line1" serverError={fieldErrors.address1} />
            <OnboardingField name="city" label="City" autoComplete="address-level2" serverError={fieldErrors.city} />
            <OnboardingField name="state" label="State" options={stateOptions} serverError={fieldErrors.state} />
            <OnboardingField name="zip" label="Zip" autoComplete="postal-code" serverError={fieldErrors.zip} />
            <Button type="submit" block disabled={submitting}>Yes, Looks Good!</Button>
          </Form>
        )}
      </Formik>
    </OnboardingFrame>
  );
}

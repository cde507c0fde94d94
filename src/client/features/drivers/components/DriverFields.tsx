import { DATE_MAX, DATE_MIN } from '../../../../shared/onboardingSchemas';
import type { FieldErrors } from '../../../api/ApiError';
import { OnboardingField } from '../../../ui/OnboardingField';
import '../../../ui/onboarding.css';

interface DriverFieldsProps {
  serverErrors: FieldErrors;
  /** On edit the stored MDA password is never shown: a blank field keeps it. */
  keepsPassword?: boolean;
}

/** The driver form's fields (account spec 2.9), shared by onboarding's Add Driver and Drivers and Fleet. */
export function DriverFields({ serverErrors, keepsPassword = false }: DriverFieldsProps) {
  return (
    <>
      <OnboardingField name="firstName" label="First Name" autoComplete="off" serverError={serverErrors.firstName} />
      <OnboardingField name="lastName" label="Last Name" autoComplete="off" serverError={serverErrors.lastName} />
      <OnboardingField name="email" label="Email Address" type="email" autoComplete="off" serverError={serverErrors.email} />
      <OnboardingField name="cellPhoneNumber" label="Mobile Phone Number" type="tel" autoComplete="off" serverError={serverErrors.cellPhoneNumber} />
      <OnboardingField name="twicCardExpiration" label="TWIC Expiration Date" type="date" min={DATE_MIN} max={DATE_MAX} serverError={serverErrors.twicCardExpiration} />
      <OnboardingField name="vtasPassword" label="MDA Password" type="password" autoComplete="new-password"
        placeholder={keepsPassword ? 'Leave blank to keep the saved one' : undefined} serverError={serverErrors.vtasPassword} />
      <OnboardingField name="notes" label="Notes" multiline serverError={serverErrors.notes} />
    </>
  );
}

import * as yup from 'yup';
import { PHONE_MESSAGE, PHONE_PATTERN, userDetailsSchema, type UserDetailsValues } from './onboardingSchemas';
import { registrationMessages, registrationPatterns } from './registration';
import { isStateOrProvince } from './states';

/* The forms of My Account (account spec 2.11), checked the same way by the screens and by the server. */

/** Edit Profile's details group: the user-details rules of onboarding, for the four fields it shows. */
export type ProfileDetailsValues = Pick<UserDetailsValues, 'userName' | 'email' | 'primaryPhone' | 'cellPhone'>;
export const PROFILE_DETAIL_FIELDS = ['userName', 'email', 'primaryPhone', 'cellPhone'] as const;

export const profileDetailsSchema: yup.ObjectSchema<ProfileDetailsValues> = userDetailsSchema.pick([...PROFILE_DETAIL_FIELDS]);

/** What Edit Profile sends: the details changed, and the current password when the e-mail is one of them. */
export type ProfileDetailsChange = Partial<ProfileDetailsValues> & { currentPassword?: string };

export interface BusinessInfoValues {
  primaryPhone: string;
  cellPhone: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

const text = (max: number) => yup.string().default('').trim().max(max, `Must be at most ${max} characters`);
const phone = () => text(40).matches(PHONE_PATTERN, PHONE_MESSAGE);

/** Spec 5: business info needs address1 and city; phones take the phone characters; the state is a US state, DC, PR or a Canadian province. */
export const businessInfoSchema: yup.ObjectSchema<BusinessInfoValues> = yup.object({
  primaryPhone: phone(),
  cellPhone: phone(),
  email: text(320).email('Enter a valid email address'),
  address1: text(200).required('Address 1 is required'),
  address2: text(200),
  city: text(100).required('City is required'),
  state: text(2).uppercase()
    .test('state', registrationMessages.state, (value) => !value || isStateOrProvince(value)),
  zip: text(10).matches(registrationPatterns.zip, { message: registrationMessages.zip, excludeEmptyString: true }),
});

export type { BusinessInformation } from './contracts/businessInformation';

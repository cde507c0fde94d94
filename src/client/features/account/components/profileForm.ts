/** Edit Profile's values and which of its two groups (details, password) changed (spec 2.11). */
import {
  PROFILE_DETAIL_FIELDS, profileDetailsSchema, type ProfileDetailsChange, type ProfileDetailsValues,
} from '../../../../shared/accountSchemas';
import { CURRENT_PASSWORD_FOR_EMAIL, emailChanged } from '../../../../shared/formWords';
import type { PasswordOwner } from '../../../../shared/passwordPolicy';
import { passwordUpdateSchema, type PasswordUpdateValues } from '../../../../shared/passwordSchemas';
import type { Viewer } from '../../../../shared/wire';
import { yupFieldErrors } from '../../../../shared/onboardingSchemas';
import type { ProfileSave } from '../slice';

/** `currentPassword` confirms a new e-mail (issue 21); `oldPassword` belongs to the password change. */
export type ProfileFormValues = ProfileDetailsValues & PasswordUpdateValues & { currentPassword: string };

export function initialProfileValues(viewer: Viewer | null): ProfileFormValues {
  return {
    userName: viewer?.userName ?? '', email: viewer?.email ?? '', primaryPhone: viewer?.primaryPhone.phoneNumber ?? '',
    cellPhone: viewer?.cellPhone.phoneNumber ?? '', currentPassword: '', oldPassword: '', password: '', confirmationPassword: '',
  };
}

const passwordOf = ({ oldPassword, password, confirmationPassword }: ProfileFormValues): PasswordUpdateValues =>
  ({ oldPassword, password, confirmationPassword });

/** The details typed differently from what was shown: only these are checked and sent. */
const changedDetails = (values: ProfileFormValues, initial: ProfileFormValues) =>
  PROFILE_DETAIL_FIELDS.filter((field) => values[field] !== initial[field]);

/** The sign-in e-mail moves (the server compares addresses without case or spaces around them). */

export function changedGroups(values: ProfileFormValues, initial: ProfileFormValues): { details: boolean; password: boolean } {
  const details = changedDetails(values, initial).length > 0;
  const password = Boolean(values.oldPassword || values.password || values.confirmationPassword);
  return { details, password };
}

/** Only what changed is checked, so an untouched password section (or an untouched blank phone) asks for nothing. */
export function profileErrors(values: ProfileFormValues, initial: ProfileFormValues, owner: PasswordOwner): Record<string, string> {
  const changed = changedGroups(values, initial);
  const errors: Record<string, string> = {};
  const check = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      for (const { field, message } of yupFieldErrors(error)) errors[field] = message;
    }
  };
  const fields = changedDetails(values, initial);
  if (fields.length > 0) check(() => profileDetailsSchema.pick(fields).validateSync(values, { abortEarly: false, stripUnknown: true }));
  if (emailChanged(values, initial) && !values.currentPassword) errors.currentPassword = CURRENT_PASSWORD_FOR_EMAIL;
  // The new password may not be, or be guessed from, the e-mail and names: the shared rule reads them as `username` and `ownerNames`.
  if (changed.password) {
    check(() => passwordUpdateSchema.validateSync({ ...passwordOf(values), username: owner.email, ownerNames: owner.names }, { abortEarly: false }));
  }
  return errors;
}

function detailsChangeOf(values: ProfileFormValues, initial: ProfileFormValues): ProfileDetailsChange {
  const fields = changedDetails(values, initial);
  const details: ProfileDetailsChange = profileDetailsSchema.pick(fields).cast(values, { stripUnknown: true });
  return emailChanged(values, initial) ? { ...details, currentPassword: values.currentPassword } : details;
}

export function profileSaveOf(values: ProfileFormValues, initial: ProfileFormValues, backTo: string | null): ProfileSave {
  const changed = changedGroups(values, initial);
  return {
    ...(changed.details ? { details: detailsChangeOf(values, initial) } : {}),
    ...(changed.password ? { password: passwordOf(values) } : {}),
    backTo,
  };
}

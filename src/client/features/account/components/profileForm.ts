/** Edit Profile's values and which of its two groups (details, password) changed (spec 2.11). */
import type { ProfileDetailsValues } from '../../../../shared/accountSchemas';
import { profileDetailsSchema } from '../../../../shared/accountSchemas';
import type { PasswordOwner } from '../../../../shared/passwordPolicy';
import { passwordUpdateSchema, type PasswordUpdateValues } from '../../../../shared/passwordSchemas';
import type { Viewer } from '../../../../shared/wire';
import { yupFieldErrors } from '../../../../shared/onboardingSchemas';
import type { ProfileSave } from '../slice';

export type ProfileFormValues = ProfileDetailsValues & PasswordUpdateValues;

export function initialProfileValues(viewer: Viewer | null): ProfileFormValues {
  return {
    userName: viewer?.userName ?? '', email: viewer?.email ?? '', primaryPhone: viewer?.primaryPhone.phoneNumber ?? '',
    oldPassword: '', password: '', confirmationPassword: '',
  };
}

const detailsOf = ({ userName, email, primaryPhone }: ProfileFormValues): ProfileDetailsValues => ({ userName, email, primaryPhone });
const passwordOf = ({ oldPassword, password, confirmationPassword }: ProfileFormValues): PasswordUpdateValues =>
  ({ oldPassword, password, confirmationPassword });

export function changedGroups(values: ProfileFormValues, initial: ProfileFormValues): { details: boolean; password: boolean } {
  const details = (['userName', 'email', 'primaryPhone'] as const).some((field) => values[field] !== initial[field]);
  const password = Boolean(values.oldPassword || values.password || values.confirmationPassword);
  return { details, password };
}

/** Only the groups that changed are checked, so an untouched password section asks for nothing. */
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
  if (changed.details) check(() => profileDetailsSchema.validateSync(detailsOf(values), { abortEarly: false }));
  // The new password may not be, or be guessed from, the e-mail and names: the shared rule reads them as `username` and `ownerNames`.
  if (changed.password) {
    check(() => passwordUpdateSchema.validateSync({ ...passwordOf(values), username: owner.email, ownerNames: owner.names }, { abortEarly: false }));
  }
  return errors;
}

export function profileSaveOf(values: ProfileFormValues, initial: ProfileFormValues, backTo: string | null): ProfileSave {
  const changed = changedGroups(values, initial);
  return {
    ...(changed.details ? { details: profileDetailsSchema.cast(detailsOf(values)) } : {}),
    ...(changed.password ? { password: passwordOf(values) } : {}),
    backTo,
  };
}

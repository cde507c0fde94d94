import { Form, Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isSafeRedirect } from '../../../app/navigation';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { PasswordStrengthMeter } from '../../passwords/components/PasswordStrengthMeter';
import '../../passwords/components/passwords.css';
import { selectViewer } from '../../session/selectors';
import { BackHeader } from '../../shell/BackHeader';
import { CURRENT_PASSWORD_FOR_EMAIL_LABEL, emailChanged } from '../../../../shared/formWords';
import { CELL_PHONE_LABEL, profileFailureWords } from '../accountText';
import { profileFormOpened, profileSaveRequested, selectProfileForm } from '../slice';
import { AccountField } from './AccountField';
import { AvatarWithName } from './Avatar';
import { initialProfileValues, profileErrors, profileSaveOf, type ProfileFormValues } from './profileForm';
import './account.css';

/**
 * Edit Profile (spec 2.11): the user's details, with the cell phone texts go to (issue 22), and a password change;
 * only the groups changed are saved. A new e-mail asks for the current password (issue 21).
 */
export function EditProfileScreen() {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectViewer);
  const form = useAppSelector(selectProfileForm);
  const [params] = useSearchParams();
  const backTo = params.get('backTo');
  const initialValues = useMemo(() => initialProfileValues(viewer), [viewer]);
  const passwordOwner = useMemo(() => ({
    email: viewer?.email, names: [viewer?.firstName, viewer?.lastName, viewer?.userName, viewer?.client.name],
  }), [viewer]);

  useEffect(() => {
    dispatch(profileFormOpened());
  }, [dispatch]);

  const { fieldErrors: errors, message } = profileFailureWords(form.failures);
  return (
    <section className="account-screen account-screen--narrow">
      <BackHeader title={backTo !== null ? 'Account Settings' : 'My Account'}
        fallbackTo={isSafeRedirect(backTo) ? backTo : screens.myAccount.path} />
      <div className="account-card">
        <AvatarWithName name={viewer?.name ?? ''} />
        <Formik<ProfileFormValues> initialValues={initialValues} enableReinitialize
          validate={(values) => profileErrors(values, initialValues, passwordOwner)}
          onSubmit={(values) => { dispatch(profileSaveRequested(profileSaveOf(values, initialValues, backTo))); }}>
          {({ dirty, values }) => (
            <Form noValidate>
              <AccountField name="userName" label="Username" autoComplete="username" serverError={errors.userName} />
              <AccountField name="email" label="Email" type="email" autoComplete="email" serverError={errors.email} />
              {emailChanged(values, initialValues) && (
                <AccountField name="currentPassword" label={CURRENT_PASSWORD_FOR_EMAIL_LABEL} type="password"
                  autoComplete="current-password" serverError={errors.currentPassword} />
              )}
              <AccountField name="primaryPhone" label="Phone" type="tel" autoComplete="tel" serverError={errors.primaryPhone} />
              <AccountField name="cellPhone" label={CELL_PHONE_LABEL} type="tel" autoComplete="tel" serverError={errors.cellPhone} />
              <fieldset className="account-form__fieldset">
                <legend>Security</legend>
                <h2 className="account-section-title">Change Password</h2>
                <AccountField name="oldPassword" label="Current Password" type="password" autoComplete="current-password"
                  serverError={errors.oldPassword} />
                <AccountField name="password" label="New Password" type="password" autoComplete="new-password" serverError={errors.password} />
                <PasswordStrengthMeter owner={passwordOwner} />
                <AccountField name="confirmationPassword" label="Confirm New Password" type="password" autoComplete="new-password"
                  serverError={errors.confirmationPassword} />
              </fieldset>
              {message && <p role="alert" className="account-form__error">{message}</p>}
              <div className="account-form__actions">
                <Button type="submit" disabled={!dirty || form.status === 'submitting'}>Save</Button>
              </div>
            </Form>
          )}
        </Formik>
      </div>
    </section>
  );
}

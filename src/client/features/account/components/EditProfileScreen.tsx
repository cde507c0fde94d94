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
import { profileFailureWords } from '../accountText';
import { profileFormOpened, profileSaveRequested, selectProfileForm } from '../slice';
import { AccountField } from './AccountField';
import { AvatarWithName } from './Avatar';
import { initialProfileValues, profileErrors, profileSaveOf, type ProfileFormValues } from './profileForm';
import './account.css';

/** Edit Profile (spec 2.11): the user's details and a password change; only the groups changed are saved. */
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
          {({ dirty }) => (
            <Form noValidate>
              <AccountField name="userName" label="Username" autoComplete="username" serverError={errors.userName} />
              <AccountField name="email" label="Email" type="email" autoComplete="email" serverError={errors.email} />
              <AccountField name="primaryPhone" label="Phone" type="tel" autoComplete="tel" serverError={errors.primaryPhone} />
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

import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { businessInfoSchema, type BusinessInfoValues, type BusinessInformation } from '../../../../shared/accountSchemas';
import { STATES_AND_PROVINCES } from '../../../../shared/states';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { BackHeader } from '../../shell/BackHeader';
import { businessInfoFailureWords } from '../accountText';
import { businessInfoRequested, businessInfoSaveRequested, selectBusinessInfoForm } from '../slice';
import { AccountField } from './AccountField';
import './account.css';

const stateOptions = STATES_AND_PROVINCES.map((state) => ({ value: state.code, label: state.name }));

function valuesOf(info: BusinessInformation): BusinessInfoValues {
  return {
    primaryPhone: info.primaryPhone ?? '', cellPhone: info.cellPhone ?? '', email: info.email ?? '', address1: info.address1 ?? '',
    address2: info.address2 ?? '', city: info.city ?? '', state: info.state ?? '', zip: info.zip ?? '',
  };
}

/** Business Information (spec 2.11): the client's name, phones, e-mail and address; Cancel and Save. */
export function BusinessInfoScreen() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectBusinessInfoForm);
  const { fieldErrors: errors, message } = businessInfoFailureWords(form.failure);

  useEffect(() => {
    dispatch(businessInfoRequested());
  }, [dispatch]);

  return (
    <section className="account-screen account-screen--narrow">
      <BackHeader title="Business Information" fallbackTo={screens.myAccount.path} />
      <div className="account-card">
        {form.loadStatus === 'failed' && <p role="alert" className="account-form__error">Business information could not be loaded.</p>}
        {form.loadStatus === 'loading' && <Spinner />}
        {form.info && form.loadStatus === 'succeeded' && (
          <Formik<BusinessInfoValues> initialValues={valuesOf(form.info)} validationSchema={businessInfoSchema}
            onSubmit={(values) => { dispatch(businessInfoSaveRequested(businessInfoSchema.cast(values))); }}>
            <Form noValidate>
              <dl className="account-readonly">
                <dt>Client Name</dt>
                <dd>{form.info.name}</dd>
              </dl>
              <AccountField name="primaryPhone" label="Phone" type="tel" autoComplete="tel" serverError={errors.primaryPhone} />
              <AccountField name="cellPhone" label="Mobile Phone" type="tel" autoComplete="tel" serverError={errors.cellPhone} />
              <AccountField name="email" label="Email" type="email" autoComplete="email" serverError={errors.email} />
              <AccountField name="address1" label="Address 1" autoComplete="address-line1" serverError={errors.address1} />
              <AccountField name="address2" label="Address 2" autoComplete="address-line2" serverError={errors.address2} />
              <AccountField name="city" label="City" autoComplete="address-level2" serverError={errors.city} />
              <AccountField name="state" label="State" options={stateOptions} serverError={errors.state} />
              <AccountField name="zip" label="Zip" autoComplete="postal-code" serverError={errors.zip} />
              {message && <p role="alert" className="account-form__error">{message}</p>}
              <div className="account-form__actions">
                <Link to={screens.myAccount.path} className="hb-button hb-button--outline">Cancel</Link>
                <Button type="submit" disabled={form.status === 'submitting'}>Save</Button>
              </div>
            </Form>
          </Formik>
        )}
      </div>
    </section>
  );
}

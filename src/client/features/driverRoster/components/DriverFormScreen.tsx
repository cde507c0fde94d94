import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { DriverDetails } from '../../../../shared/driversAndFleet';
import { driverFormSchema, type DriverFormValues } from '../../../../shared/onboardingSchemas';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { SendDriverLinkButton } from '../../driverLink/components/SendDriverLinkButton';
import { BackHeader } from '../../shell/BackHeader';
import { driverFormFailureText } from '../driverRosterText';
import { selectDriverForm } from '../selectors';
import { driverActivationRequested, driverFormOpened, driverSaveRequested } from '../slice';
import { DriverFields } from '../../drivers/components/DriverFields';
import './driversAndFleet.css';

const NO_FIELD_ERRORS = {};

const blank: DriverFormValues = {
  firstName: '', lastName: '', email: '', cellPhoneNumber: '', twicCardExpiration: '', vtasPassword: '', notes: '',
};

function valuesOf(driver: DriverDetails): DriverFormValues {
  return {
    firstName: driver.firstName ?? '', lastName: driver.lastName ?? '', email: driver.email ?? '', cellPhoneNumber: driver.cellPhoneNumber ?? '',
    twicCardExpiration: driver.twicCardExpiration ?? '', vtasPassword: '', notes: driver.notes ?? '',
  };
}

/** Spec 2.9: the driver form with Cancel and 'Add Driver' or 'Update Driver'; on edit, activation too. */
function DriverForm({ driver }: { driver: DriverDetails | null }) {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectDriverForm);
  const submitting = form.status === 'submitting';
  const failureText = driverFormFailureText(form.failure);
  const driverId = driver?.driverId ?? null;

  return (
    <Formik<DriverFormValues> initialValues={driver ? valuesOf(driver) : blank} validationSchema={driverFormSchema}
      onSubmit={(values) => { dispatch(driverSaveRequested({ driverId, values: driverFormSchema.cast(values) })); }}>
      <Form noValidate className="hb-card">
        <DriverFields serverErrors={form.failure?.fieldErrors ?? NO_FIELD_ERRORS} keepsPassword={driver?.hasVtasPassword ?? false} />
        {failureText && <p role="alert" className="roster__error">{failureText}</p>}
        <div className="roster__actions">
          <Link to={screens.drivers.path} className="hb-button hb-button--outline">Cancel</Link>
          <Button type="submit" disabled={submitting}>{driver ? 'Update Driver' : 'Add Driver'}</Button>
        </div>
        {driver && (
          <div className="roster__actions">
            <Button variant={driver.enabled ? 'danger' : 'secondary'} disabled={submitting}
              onClick={() => dispatch(driverActivationRequested({ driverId: driver.driverId, active: !driver.enabled }))}>
              {driver.enabled ? 'Deactivate Driver' : 'Activate Driver'}
            </Button>
            {driver.enabled && <SendDriverLinkButton driverId={driver.driverId} />}
          </div>
        )}
      </Form>
    </Formik>
  );
}

/** /drivers-and-fleet/add-driver (account spec 2.9). */
export function AddDriverScreen() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(driverFormOpened(null));
  }, [dispatch]);
  return (
    <section className="roster roster--narrow">
      <BackHeader title={screens.addDriver.title} fallbackTo={screens.drivers.path} />
      <DriverForm driver={null} />
    </section>
  );
}

/** /drivers-and-fleet/edit-driver/{id} (account spec 2.9): the driver's fields, then activation. */
export function EditDriverScreen() {
  const dispatch = useAppDispatch();
  const driverId = Number(useParams().driverId);
  const form = useAppSelector(selectDriverForm);

  useEffect(() => {
    dispatch(driverFormOpened(Number.isSafeInteger(driverId) && driverId > 0 ? driverId : null));
  }, [dispatch, driverId]);

  const valid = Number.isSafeInteger(driverId) && driverId > 0;
  const loaded = form.details && form.details.driverId === driverId ? form.details : null;
  return (
    <section className="roster roster--narrow">
      <BackHeader title={screens.editDriver.title} fallbackTo={screens.drivers.path} />
      {(!valid || form.status === 'loadFailed') && <p role="alert" className="roster__error">This driver could not be found.</p>}
      {valid && form.status === 'loading' && <Spinner />}
      {loaded && <DriverForm key={loaded.driverId} driver={loaded} />}
    </section>
  );
}

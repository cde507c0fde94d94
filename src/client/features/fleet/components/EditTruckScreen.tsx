import { Form, Formik, useField } from 'formik';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { TRUCK_SIZE_LABELS, truckSizeIndex, type CarrierTruck } from '../../../../shared/driversAndFleet';
import { truckQuantitySchema } from '../../../../shared/onboardingSchemas';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { selectViewerPresent } from '../../session/selectors';
import { BackHeader } from '../../shell/BackHeader';
import '../../driverRoster/components/driversAndFleet.css';
import { TRUCKS_NOT_LOADED_TEXT, truckFormFailureText } from '../fleetText';
import { selectEditTruckForm, selectFleetStatus, selectTruckById } from '../selectors';
import { fleetRequested, truckFormsOpened, truckQuantityRequested, truckRemovalRequested } from '../slice';

export const REMOVE_TRUCK_QUESTION = 'Are you sure you wish to delete this truck?';

const quantityForm = yup.object({ quantity: truckQuantitySchema });

function QuantityField({ truck, serverError }: { truck: CarrierTruck; serverError?: string }) {
  const [field, meta] = useField<string>('quantity');
  const inputId = useId();
  const error = (meta.touched && meta.error) || serverError;
  return (
    <div className="onboarding-field">
      <p className="roster__sentence">
        <label htmlFor={inputId}>I have</label>
        <input {...field} id={inputId} type="number" inputMode="numeric" min="1" step="1" className="onboarding-field__input"
          aria-invalid={Boolean(error)} aria-describedby={error ? `${inputId}-error` : undefined} />
        <span>{truck.carrierEquipmentType} {TRUCK_SIZE_LABELS[truckSizeIndex(truck)]}</span>
      </p>
      {error && <p id={`${inputId}-error`} className="roster__error">{error}</p>}
    </div>
  );
}

/** The form once the truck is known: 'Edit Truck Quantity', Cancel, Update Truck and 'Remove this Truck'. */
function EditTruckForm({ truck }: { truck: CarrierTruck }) {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectEditTruckForm);
  const hasViewer = useAppSelector(selectViewerPresent);
  const [confirming, setConfirming] = useState(false);
  const busy = form.status === 'submitting';
  const fieldErrors = form.failure?.fieldErrors ?? {};
  const rootError = form.failure && truckFormFailureText(form.failure);

  return (
    <Formik initialValues={{ quantity: String(truck.quantity) }} validationSchema={quantityForm}
      onSubmit={({ quantity }) => { dispatch(truckQuantityRequested({ carrierTruckId: truck.carrierTruckId, quantity: Number(quantity) })); }}>
      <Form noValidate className="hb-card">
        <h2 className="roster__title">Edit Truck Quantity</h2>
        <QuantityField truck={truck} serverError={fieldErrors['trucks[0].quantity'] ?? fieldErrors.quantity} />
        {rootError && <p role="alert" className="roster__error">{rootError}</p>}
        <div className="roster__actions">
          <Link to={screens.fleet.path} className="hb-button hb-button--outline">Cancel</Link>
          <Button type="submit" disabled={busy || !hasViewer}>Update Truck</Button>
        </div>
        <div className="roster__actions">
          <Button variant="link" disabled={busy} onClick={() => setConfirming(true)}>Remove this Truck</Button>
        </div>
        {confirming && (
          <Modal title="Remove this Truck" onClose={() => setConfirming(false)} footer={(
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>Cancel</Button>
              <Button variant="danger" onClick={() => { setConfirming(false); dispatch(truckRemovalRequested(truck.carrierTruckId)); }}>Delete</Button>
            </>
          )}>
            <p>{REMOVE_TRUCK_QUESTION}</p>
          </Modal>
        )}
      </Form>
    </Formik>
  );
}

/** /drivers-and-fleet/edit-truck/{id} (account spec 2.9): fetches the carrier's trucks, then edits this one. */
export function EditTruckScreen() {
  const dispatch = useAppDispatch();
  const truckId = Number(useParams().truckId);
  const truck = useAppSelector((state) => selectTruckById(state, truckId));
  const status = useAppSelector(selectFleetStatus);

  useEffect(() => {
    dispatch(truckFormsOpened());
    dispatch(fleetRequested());
  }, [dispatch]);

  return (
    <section className="roster roster--narrow">
      <BackHeader title={screens.fleet.title} fallbackTo={screens.fleet.path} />
      {status === 'loading' && !truck && <Spinner />}
      {status === 'failed' && <p role="alert" className="roster__error">{TRUCKS_NOT_LOADED_TEXT}</p>}
      {status === 'loaded' && !truck && <p role="alert" className="roster__error">This truck could not be found.</p>}
      {truck && <EditTruckForm key={truck.carrierTruckId} truck={truck} />}
    </section>
  );
}

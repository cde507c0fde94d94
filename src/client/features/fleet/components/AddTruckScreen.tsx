import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { BackHeader } from '../../shell/BackHeader';
import { selectViewerPresent } from '../../session/selectors';
import '../../driverRoster/components/driversAndFleet.css';
import { addTrucksFailureText } from '../fleetText';
import { selectAddTruckForm } from '../selectors';
import { truckFormsOpened, trucksAddRequested } from '../slice';
import { TruckRowsForm } from './TruckRowsForm';

/** /drivers-and-fleet/add-hauler (account spec 2.9): onboarding's truck rows, then back to the fleet. */
export function AddTruckScreen() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectAddTruckForm);
  const hasViewer = useAppSelector(selectViewerPresent);
  const failure = form.status === 'failed' && form.failure ? addTrucksFailureText(form.failure) : null;

  useEffect(() => {
    dispatch(truckFormsOpened());
  }, [dispatch]);

  return (
    <section className="roster roster--narrow">
      <BackHeader title="Add a Truck" fallbackTo={screens.fleet.path} />
      <div className="hb-card">
        <TruckRowsForm onSubmit={(rows) => dispatch(trucksAddRequested(rows))} submitting={form.status === 'submitting'}
          hasViewer={hasViewer} failure={failure} skipTo={screens.fleet.path}>
          <div className="roster__actions">
            <Link to={screens.fleet.path}>Cancel</Link>
          </div>
        </TruckRowsForm>
      </div>
    </section>
  );
}

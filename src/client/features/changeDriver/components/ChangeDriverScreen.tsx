import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { LoadRecord } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { DriverPicker } from '../../drivers/components/DriverPicker';
import { LoadChangeCard } from '../../loadChanges/LoadChangeCard';
import { LOAD_NOT_FOUND, loadChangeRefusal, NOT_ASSIGNED_TO_CARRIER } from '../../../../shared/loadRefusals';
import { useLoad } from '../../loads/useLoad';
import { driverChangeRequested, driverFormOpened, selectDriverAssignment } from '../slice';
import { DatesFirstDialog } from './DatesFirstDialog';
import './ChangeDriverScreen.css';

/** Change the driver at /load/{id}/change-driver (loads spec 4): only once both dates are scheduled. */
export function ChangeDriverScreen() {
  const loadId = Number(useParams().loadId);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { load, status } = useLoad(loadId);

  useEffect(() => {
    dispatch(driverFormOpened(loadId));
  }, [dispatch, loadId]);

  let body;
  if (!Number.isInteger(loadId) || status === 'notFound') body = <p role="alert">{LOAD_NOT_FOUND}</p>;
  else if (status === 'forbidden') body = <p role="alert">{NOT_ASSIGNED_TO_CARRIER}</p>;
  else if (!load && status === 'failed') body = <p role="alert">{`Load ${loadId} could not be loaded.`}</p>;
  else if (!load || status === 'loading' || status === undefined) body = <Spinner label="Loading the load" />;
  else if (loadChangeRefusal(load, 'driver')) body = <p role="alert">{loadChangeRefusal(load, 'driver')}</p>;
  else if (!load.scheduledPickup || !load.scheduledDelivery) body = <DatesFirstDialog loadId={loadId} onClose={() => navigate(`/load/${loadId}`)} />;
  else body = <ChangeDriverForm load={load} />;

  return (
    <LoadChangeCard className="change-driver">
      <h1 className="change-driver__title">Change Driver</h1>
      {body}
    </LoadChangeCard>
  );
}

function ChangeDriverForm({ load }: { load: LoadRecord }) {
  const dispatch = useAppDispatch();
  const [driverId, setDriverId] = useState<number | null>(load.driverId);
  const assignment = useAppSelector((state) => selectDriverAssignment(state, load.id));

  return (
    <>
      <DriverPicker pickerId="changeDriver" selectedDriverId={driverId} onSelect={setDriverId} />
      {assignment.status === 'failed' && assignment.message && (
        <p className="change-driver__error" role="alert">
          {assignment.message}
        </p>
      )}
      <Button
        block
        className="change-driver__submit"
        disabled={driverId === null || assignment.status === 'submitting'}
        onClick={() => driverId !== null && dispatch(driverChangeRequested({ loadId: load.id, driverId }))}
      >
        Change Driver
      </Button>
    </>
  );
}

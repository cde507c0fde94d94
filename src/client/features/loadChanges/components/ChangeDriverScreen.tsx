import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { LoadRecord } from '../../../../shared/loads';
import { loadChangeRefusal, NOT_ASSIGNED_TO_CARRIER } from '../../../../shared/loadRefusals';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { DriverPicker } from '../../driverPickers/components/DriverPicker';
import { loadChangeFailureText } from '../loadChangesText';
import { selectLoadSubmission } from '../selectors';
import { driverChangeRequested } from '../slice';
import { DatesFirstDialog } from './DatesFirstDialog';
import { LoadChangeScreen } from './LoadChangeScreen';
import './ChangeDriverScreen.css';

/** Change the driver at /load/{id}/change-driver (loads spec 4): only once both dates are scheduled. */
export function ChangeDriverScreen() {
  const loadId = Number(useParams().loadId);
  const navigate = useNavigate();
  return (
    <LoadChangeScreen
      kind="driver"
      className="change-driver"
      header={<h1 className="change-driver__title">Change Driver</h1>}
      alert
      forbiddenText={NOT_ASSIGNED_TO_CARRIER}
      waitForFresh
      refusalOf={(load) => {
        const refusal = loadChangeRefusal(load, 'driver');
        if (refusal) return refusal;
        if (!load.scheduledPickup || !load.scheduledDelivery) return <DatesFirstDialog loadId={loadId} onClose={() => navigate(paths.load(loadId))} />;
        return null;
      }}
    >
      {(load) => <ChangeDriverForm load={load} />}
    </LoadChangeScreen>
  );
}

function ChangeDriverForm({ load }: { load: LoadRecord }) {
  const dispatch = useAppDispatch();
  const [driverId, setDriverId] = useState<number | null>(load.driverId);
  const assignment = useAppSelector((state) => selectLoadSubmission(state, load.id, 'driver'));

  return (
    <>
      <DriverPicker pickerId="changeDriver" selectedDriverId={driverId} onSelect={setDriverId} />
      {assignment.status === 'failed' && assignment.failure && (
        <p className="change-driver__error" role="alert">
          {loadChangeFailureText(assignment.failure)}
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

import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { pickUpTiming } from '../../../../shared/scheduleRules';
import { today } from '../../../app/clock';
import { OutboxStatus } from '../../driverOutbox/components/OutboxStatus';
import { InspectionFlow } from '../../inspection/components/InspectionFlow';
import { selectOpenInspection } from '../../inspection/selectors';
import { NO_LOADS_MESSAGE, pickUpTimingWarning, TIMES_NOTE } from '../driverLinkText';
import { windowText } from '../driverTimes';
import { selectDriverLoads, selectDriverPage } from '../selectors';
import { driverPageOpened } from '../slice';
import { DriverLoadCard } from './DriverLoadCard';
import { MarkDone } from './MarkDone';
import { registerFeature } from '../../../app/lazyFeatures';
import { driverPageFeature } from '../driverPage';
import './driverLink.css';

// The driver page's slices and sagas come with this chunk, not with main.js.
registerFeature(driverPageFeature);

/** `/driver/:token`: the driver's own loads on a phone, opened from the link their carrier sent (issue 13). */
export function DriverLinkScreen() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectDriverPage);
  const loads = useAppSelector(selectDriverLoads);
  const open = () => {
    dispatch(driverPageOpened({ token }));
  };
  useEffect(open, [dispatch, token]); // opens once per link
  const inspecting = useAppSelector(selectOpenInspection);
  const inspected = inspecting ? loads.find((load) => load.id === inspecting.loadId) : undefined;

  if (inspecting && inspected) {
    // Outside the pick-up window the inspection warns, never refuses (issue 22).
    const timing = inspecting.stage === 'pickup' ? pickUpTiming(inspected, today()) : null;
    const warning = timing ? pickUpTimingWarning(timing, windowText(inspected.earliestPickup, inspected.latestPickup)) : null;
    return <InspectionFlow load={inspected} warning={warning} />;
  }

  return (
    <main id="main-content" className="driver-page">
      <h1 className="driver-page__title">My Loads</h1>
      {page.status === 'loaded' && <p className="driver-page__who">{page.driverName} · {page.carrierName}</p>}
      <p className="driver-page__note">{TIMES_NOTE}</p>
      <OutboxStatus />
      <div aria-live="polite">{page.done && <MarkDone done={page.done} />}</div>
      {page.status === 'loading' && loads.length === 0 && <Spinner label="Loading your loads" />}
      {page.status === 'revoked' && <p role="alert" className="driver-page__problem">{page.problem}</p>}
      {page.status === 'failed' && (
        <div role="alert" className="driver-page__problem">
          <p>{page.problem}</p>
          <Button variant="outline" onClick={open}>Try Again</Button>
        </div>
      )}
      {page.status === 'loaded' && loads.length === 0 && <p>{NO_LOADS_MESSAGE}</p>}
      {page.status !== 'revoked' && loads.map((load) => <DriverLoadCard key={load.id} load={load} />)}
    </main>
  );
}

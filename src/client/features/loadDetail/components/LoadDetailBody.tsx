import { canChangeLoad } from '../../../../shared/loadRefusals';
import type { LoadRecord } from '../../../../shared/loads';
import { BackhaulPanel } from '../../backhauls/components/BackhaulPanel';
import { CancelLoadPanel } from '../../loadChanges/components/CancelLoadPanel';
import { LoadDocumentsActions } from '../../documents/components/LoadDocumentsActions';
import { InspectionsSection } from '../../loadInspections/components/InspectionsSection';
import { showsInspections } from '../../loadInspections/selectors';
import { AssignedDriverBlock } from './AssignedDriverBlock';
import { LoadDetailActions } from './LoadDetailActions';
import { LoadFacts } from './LoadFacts';
import { RouteMap } from './RouteMap';
import { ScheduledTimesBlock } from './ScheduledTimesBlock';
import { StopBlock } from './StopBlock';
import { VehicleList } from './VehicleList';

/** Everything the detail screen shows of a load it could read (loads spec 2, Load detail). */
export function LoadDetailBody({ load }: { load: LoadRecord }) {
  const ownLoad = load.assignedToCurrentCarrier;
  return (
    <div className="load-detail__body">
      <header className="load-detail__summary">
        <p className="load-detail__number">{`Load #${load.id}`}</p>
        <LoadFacts load={load} />
        <LoadDetailActions load={load} />
      </header>
      <RouteMap load={load} />
      <div className="load-detail__stops">
        <StopBlock load={load} side="origin" />
        <StopBlock load={load} side="destination" />
      </div>
      <VehicleList vehicles={load.vehicles} />
      {ownLoad && (
        <div className="load-detail__own">
          <AssignedDriverBlock load={load} />
          <ScheduledTimesBlock load={load} />
        </div>
      )}
      {showsInspections(load) && <InspectionsSection load={load} />}
      {ownLoad && load.orderStatus !== 'Available' && <LoadDocumentsActions loadId={load.id} />}
      {canChangeLoad(load, 'cancel') && <CancelLoadPanel loadId={load.id} returnToDetail />}
      <BackhaulPanel loadId={load.id} />
    </div>
  );
}

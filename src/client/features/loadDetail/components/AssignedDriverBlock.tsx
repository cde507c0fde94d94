import { Link } from 'react-router-dom';
import { canChangeLoad } from '../../../../shared/loadRefusals';
import type { LoadRecord } from '../../../../shared/loads';
import { LoadDriverName } from '../../drivers/components/LoadDriverName';
import { paths } from '../../../app/routeTable';

/** The carrier's driver on its own load (loads spec 2), with the Edit link while the driver may still change. */
export function AssignedDriverBlock({ load }: { load: LoadRecord }) {
  const { id: loadId, driverId } = load;
  return (
    <section className="load-detail__editable" aria-label="Assigned driver">
      <header className="load-detail__editable-header">
        <h2 className="load-detail__heading">Assigned Driver</h2>
        {canChangeLoad(load, 'driver') && (
          <Link to={paths.loadChangeDriver(loadId)} className="hb-link" aria-label="Edit assigned driver">
            Edit
          </Link>
        )}
      </header>
      <p className="load-driver">
        <LoadDriverName driverId={driverId} />
      </p>
    </section>
  );
}

import { Link, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { BackHeader } from '../../shell/BackHeader';
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND } from '../../../../shared/loadRefusals';
import { loadRequested } from '../../loads/slice';
import { useLoad } from '../../loads/useLoad';
import { LoadDetailBody } from './LoadDetailBody';
import './loadDetail.css';

// The backhauls screen reads the same refusals from here.

function Unavailable({ message }: { message: string }) {
  return (
    <div className="load-detail__unavailable">
      <p>{message}</p>
      <Link to="/search" className="hb-button hb-button--primary">
        Find Another Load
      </Link>
    </div>
  );
}

function LoadDetailContent({ loadId }: { loadId: number }) {
  const dispatch = useAppDispatch();
  const { load, status } = useLoad(loadId);

  if (!Number.isInteger(loadId) || status === 'notFound') return <Unavailable message={LOAD_NOT_FOUND} />;
  if (status === 'forbidden') return <Unavailable message={LOAD_ALREADY_CLAIMED} />;
  if (status === 'failed') {
    return (
      <div className="load-detail__unavailable">
        <p>The load could not be loaded.</p>
        <Button onClick={() => dispatch(loadRequested(loadId))}>Try Again</Button>
      </div>
    );
  }
  // A load already in the store shows at once; the fresh copy replaces it when it arrives.
  if (!load) return <Spinner label="Loading the load" />;
  return <LoadDetailBody load={load} />;
}

/** `/load/:loadId`: one load, read fresh from the server each time the screen opens. */
export function LoadDetailScreen() {
  const loadId = Number(useParams().loadId);
  return (
    <section className="load-detail">
      <BackHeader title="Load Detail" fallbackTo="/search" />
      <LoadDetailContent loadId={loadId} />
    </section>
  );
}

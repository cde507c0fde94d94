import { Link, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { BackHeader } from '../../shell/BackHeader';
import { loadRequested } from '../../loads/slice';
import { useLoad } from '../../loads/useLoad';
import { LOAD_DETAIL_TITLE, FIND_ANOTHER_LOAD, LOAD_NOT_LOADED_TEXT, TRY_AGAIN_BUTTON, unavailableLoadText } from '../loadDetailText';
import { LoadDetailBody } from './LoadDetailBody';
import './loadDetail.css';

function Unavailable({ reason }: { reason: 'notFound' | 'forbidden' }) {
  return (
    <div className="load-detail__unavailable">
      <p>{unavailableLoadText(reason)}</p>
      <Link to="/search" className="hb-button hb-button--primary">
        {FIND_ANOTHER_LOAD}
      </Link>
    </div>
  );
}

function LoadDetailContent({ loadId }: { loadId: number }) {
  const dispatch = useAppDispatch();
  const { load, status } = useLoad(loadId);

  if (!Number.isInteger(loadId) || status === 'notFound') return <Unavailable reason="notFound" />;
  if (status === 'forbidden') return <Unavailable reason="forbidden" />;
  if (status === 'failed') {
    return (
      <div className="load-detail__unavailable">
        <p>{LOAD_NOT_LOADED_TEXT}</p>
        <Button onClick={() => dispatch(loadRequested(loadId))}>{TRY_AGAIN_BUTTON}</Button>
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
      <BackHeader title={LOAD_DETAIL_TITLE} fallbackTo="/search" />
      <LoadDetailContent loadId={loadId} />
    </section>
  );
}

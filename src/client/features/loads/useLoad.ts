import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadRequested, selectLoadById, selectLoadFetchStatus } from './slice';

/** The load of a screen: fetched fresh when the screen opens, shown from the store meanwhile. */
export function useLoad(loadId: number) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (Number.isInteger(loadId)) dispatch(loadRequested(loadId));
  }, [dispatch, loadId]);
  const load = useAppSelector((state) => selectLoadById(state, loadId));
  const status = useAppSelector((state) => selectLoadFetchStatus(state, loadId));
  return { load, status };
}

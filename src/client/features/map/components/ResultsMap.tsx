import { useEffect } from 'react';
import { lazyPart, NOTHING } from '../../../app/lazyPart';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSubmittedCriteria } from '../../search/selectors';
import { googleMapsApiKey } from '../mapConfig';
import { criteriaKey, selectMapCriteriaKey } from '../selectors';
import { mapSearchRequested, popupClosed } from '../slice';
import { MapCountNote } from './MapCountNote';
import { MapEmptyNote } from './MapEmptyNote';
import { OfflineSearchMap } from './OfflineSearchMap';
import './map.css';

// Google Maps code loads only where a key is configured; the offline map needs none of it.
const GoogleSearchMap = lazyPart(() => import('./GoogleSearchMap'), (module) => module.GoogleSearchMap, NOTHING);

/**
 * The map of the submitted search: asks for its pins whenever the submitted search changes (a map opened
 * again on the same search keeps the pins it has), and draws Google Maps when a key is configured, the
 * offline basemap otherwise. Over the map it says how many of the loads it draws, or why it draws none.
 */
export function ResultsMap({ offerSearchLink = false }: { offerSearchLink?: boolean }) {
  const dispatch = useAppDispatch();
  const submitted = useAppSelector(selectSubmittedCriteria);
  const pinsKey = useAppSelector(selectMapCriteriaKey);
  const submittedKey = criteriaKey(submitted);

  useEffect(() => {
    if (submitted && submittedKey !== pinsKey) dispatch(mapSearchRequested(submitted));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the criteria: a new object holding the same search asks for nothing
  }, [dispatch, submittedKey, pinsKey]);

  // A popup belongs to the map it was opened on: the side map and /search/map never inherit each other's.
  useEffect(() => () => void dispatch(popupClosed()), [dispatch]);

  const apiKey = googleMapsApiKey();
  return (
    <div className="hb-search-map">
      {apiKey ? (
        <GoogleSearchMap apiKey={apiKey} />
      ) : (
        <OfflineSearchMap />
      )}
      <MapCountNote />
      <MapEmptyNote offerSearchLink={offerSearchLink} />
    </div>
  );
}

import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import type { InspectionDraft } from '../draft';
import { locationRequested } from '../slice';
import { LOCATION_ASKING, LOCATION_GIVEN, LOCATION_REFUSED, LOCATION_RETRY } from '../words';

/** An advanced inspection records where it was signed: asked when the signing opens, again on a tap after a refusal. */
export function LocationLine({ draft }: { draft: InspectionDraft }) {
  const dispatch = useAppDispatch();
  const ask = () => {
    if (draft.locationStatus === 'idle') dispatch(locationRequested());
  };
  useEffect(ask, [dispatch, draft.locationStatus]); // asks once per signing
  if (draft.locationStatus === 'refused') {
    return (
      <div role="alert" className="inspection__problem">
        <p>{LOCATION_REFUSED}</p>
        <Button variant="outline" onClick={() => dispatch(locationRequested())}>{LOCATION_RETRY}</Button>
      </div>
    );
  }
  return <p className="inspection__hint" aria-live="polite">{draft.locationStatus === 'given' ? LOCATION_GIVEN : LOCATION_ASKING}</p>;
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { FavoriteToggle } from '../../favorites/components/FavoriteToggle';
import { DispatchPhoneLink } from '../../help/components/DispatchContactLinks';
import { LoadCard } from '../../loads/components/LoadCard';
import { selectOnboarding, selectSuggestedLoads } from '../selectors';
import { suggestedLoadsRequested } from '../slice';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

export const NO_SUGGESTED_LOADS =
  "We're sorry, but no loads match your exact preferences at this time. Try expanding your preferences or reach out to dispatch and we'll get you moving.";

/** Load Preferences: up to 6 suggested loads, each with a star to save; `?forceEmpty` shows the no-match message. */
export function LoadPreferencesStep() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const forceEmpty = params.has('forceEmpty') && params.get('forceEmpty') !== 'false';
  const { suggestedStatus } = useAppSelector(selectOnboarding);
  const loads = useAppSelector(selectSuggestedLoads);
  const { submit, submitting } = useStepSubmit();

  useEffect(() => {
    dispatch(suggestedLoadsRequested({ forceEmpty }));
  }, [dispatch, forceEmpty]);

  const settled = suggestedStatus === 'loaded' || suggestedStatus === 'failed';
  return (
    <OnboardingFrame step="load-preferences" title="Load Preferences">
      {suggestedStatus === 'loading' && <p role="status">Finding loads for you…</p>}
      {settled && loads.length > 0 && (
        <ul className="onboarding__loads" aria-label="Suggested loads">
          {loads.map((load) => (
            <li key={load.id}><LoadCard load={load} favoriteSlot={<FavoriteToggle loadId={load.id} />} /></li>
          ))}
        </ul>
      )}
      {settled && loads.length === 0 && (
        <p className="onboarding__error">
          {NO_SUGGESTED_LOADS} <DispatchPhoneLink />
        </p>
      )}
      <Button block disabled={submitting} onClick={() => submit({ step: 'load-preferences' })}>Next</Button>
    </OnboardingFrame>
  );
}

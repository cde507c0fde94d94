import { Link } from 'react-router-dom';
import { DISPATCH_CALLBACK_HOURS } from '../../../../shared/constants';
import { screens } from '../../../app/routeTable';
import { OnboardingFrame } from './OnboardingFrame';

/** End of onboarding: a dispatch call within 24 hours, or browse, save and claim loads now. */
export function CompleteStep() {
  return (
    <OnboardingFrame step="complete" title="Great, let's get moving!">
      <p>A dedicated member of our dispatch team will call you within {DISPATCH_CALLBACK_HOURS} hours.</p>
      <p>In the meantime, you can browse, save and claim loads.</p>
      <Link className="hb-button hb-button--primary hb-button--block" to={screens.search.path}>Find Loads</Link>
    </OnboardingFrame>
  );
}

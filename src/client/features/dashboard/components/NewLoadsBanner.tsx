import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { nowMs } from '../../../app/clock';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { newLoadsBannerDismissed, selectNewLoadsBannerDismissedOn } from '../../preferences/slice';
import { newLoadsText } from '../dashboardText';
import { selectLoadsAddedToday, showsNewLoadsBanner } from '../selectors';

/** New loads since the later of the last dismissal and a day ago; quiet for an hour after a dismissal. */
export function NewLoadsBanner() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectLoadsAddedToday);
  const dismissedOn = useAppSelector(selectNewLoadsBannerDismissedOn);
  if (!showsNewLoadsBanner(count, dismissedOn, nowMs())) return null;

  return (
    <div className="dashboard-banner" role="status">
      <p className="dashboard-banner__text">
        {newLoadsText(count)} <Link to={screens.search.path}>Find Loads</Link>
      </p>
      <Button variant="link" aria-label="Dismiss the new loads banner"
        onClick={() => dispatch(newLoadsBannerDismissed({ dismissedOn: new Date(nowMs()).toISOString() }))}>
        Dismiss
      </Button>
    </div>
  );
}

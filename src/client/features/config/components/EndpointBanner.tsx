import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { apiRoot, isDefaultApiRoot, subscribeToApiRoot } from '../../../api/apiRoot';
import { screens } from '../../../app/routeTable';
import { presetNameOf } from '../presets';
import './config.css';

/** Account spec 2.3: while the app talks to another endpoint than the default, every screen says so. */
export function EndpointBanner() {
  const root = useSyncExternalStore(subscribeToApiRoot, apiRoot);
  if (isDefaultApiRoot(root)) return null;
  return (
    <div className="endpoint-banner" role="status">
      Using the {presetNameOf(root) ?? 'custom'} endpoint <code>{root}</code>.{' '}
      <Link to={screens.config.path}>Change</Link>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { LOADING_WARNING_MS } from '../../shared/constants';
import { nowMs } from '../app/clock';
import { reloadPage } from '../app/navigation';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
}

const TICK_MS = 1000;

/** A loading indicator that, after 10 seconds, warns and offers a reload (account spec 4, loads spec 4). */
export function Spinner({ label = 'Loading' }: SpinnerProps) {
  const [elapsedMs, setElapsedMs] = useState(0);

  useEffect(() => {
    const startedAt = nowMs();
    const timer = window.setInterval(() => setElapsedMs(nowMs() - startedAt), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const isSlow = elapsedMs >= LOADING_WARNING_MS;
  return (
    <div className="hb-spinner" role="status" aria-live="polite">
      <span className="hb-spinner__wheel" aria-hidden="true" />
      <span className="hb-visually-hidden">{label}</span>
      {isSlow && (
        <p className="hb-spinner__warning">
          <span>⚠️ It's taking longer than usual to load.</span>{' '}
          <span className="hb-spinner__elapsed">({Math.floor(elapsedMs / 1000)} seconds)</span>{' '}
          <a
            href={window.location.href}
            className="hb-link"
            onClick={(event) => {
              event.preventDefault();
              reloadPage();
            }}
          >
            Refresh
          </a>
        </p>
      )}
    </div>
  );
}

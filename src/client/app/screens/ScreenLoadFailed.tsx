import { Button } from '../../ui/Button';
import './screens.css';

export const SCREEN_LOAD_FAILED_TITLE = 'This screen could not be loaded';
export const SCREEN_LOAD_FAILED_TEXT = 'Check your connection. The screen opens by itself once you are back online.';
export const RETRY_LABEL = 'Try Again';

/** In place of a screen whose code did not arrive: the shell around it stays, and so does a way to try again. */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="not-found-screen">
      <h1 className="screen-title">{SCREEN_LOAD_FAILED_TITLE}</h1>
      <p>{SCREEN_LOAD_FAILED_TEXT}</p>
      <Button onClick={onRetry}>{RETRY_LABEL}</Button>
    </section>
  );
}

/**
 * After a navigation, focus moves to the new screen's heading, so a keyboard or screen-reader user starts
 * at the top of what changed instead of on a link that is gone. Screens drawn later (lazy code, data still
 * loading) are waited for a while.
 */
const WAIT_FOR_HEADING_MS = 3000;

function screenHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Moves focus to the heading once it is shown; returns a function that stops waiting. */
export function focusHeadingWhenShown(): () => void {
  const focusedAtNavigation = document.activeElement;

  const tryFocus = (): boolean => {
    const heading = screenHeading();
    if (!heading) return false;
    const active = document.activeElement;
    // Focus moved on its own meanwhile (a field of the new screen took it): leave it there.
    const movedOn = active !== null && active !== document.body && active !== focusedAtNavigation && active.isConnected;
    if (!movedOn) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };

  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(stop, WAIT_FOR_HEADING_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

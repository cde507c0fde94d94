import type { MouseEvent } from 'react';

/** Focuses the page's main region; made focusable here so every shell's <main> works without its own tabIndex. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  // The router owns the URL: a '#main' in it would read as a navigation.
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The first stop of the keyboard on every page: past the navigation, straight to the screen. */
export function SkipLink() {
  return (
    <a href="#main-content" className="skip-link" onClick={focusMain}>
      Skip to main content
    </a>
  );
}

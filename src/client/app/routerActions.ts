import { createAction } from '@reduxjs/toolkit';

export interface LocationSnapshot {
  pathname: string;
  search: string;
}

/** Dispatched by the router on every route change (flash queue, page views, cleanup of screens). */
export const locationChanged = createAction<LocationSnapshot>('router/locationChanged');

/**
 * The address the page was opened at, dispatched once when the app starts, before React draws anything: work
 * that the address alone decides (the search in a search link) can start without waiting for the first screen.
 */
export const appOpenedAt = createAction<LocationSnapshot>('router/appOpenedAt');

/** The path on screen, as the last `locationChanged` said (kept by the live slice, which refreshes what is shown). */
export const selectShownPath = (state: { live: { shownPath: string } }) => state.live.shownPath;

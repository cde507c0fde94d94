import { createAction } from '@reduxjs/toolkit';

export interface LocationSnapshot {
  pathname: string;
  search: string;
}

/** Dispatched by the router on every route change (flash queue, page views, cleanup of screens). */
export const locationChanged = createAction<LocationSnapshot>('router/locationChanged');

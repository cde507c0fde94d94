import type { Side } from './slice';

/** The search form's field that opens an overlay, found again when the overlay, which replaced the screen, closes. */
export const searchFieldId = (field: Side | 'dates') => `search-field-${field}`;

/** The public page of a load (issue 22): its address and what it says when the load is gone or never was. */

export const PUBLIC_LOAD_PATH_PREFIX = '/l/';

export const publicLoadPath = (slug: string) => `${PUBLIC_LOAD_PATH_PREFIX}${encodeURIComponent(slug)}`;

export const PUBLIC_LOAD_GONE = 'This load is no longer available.';

export const PUBLIC_LOAD_UNKNOWN = 'This link does not lead to a load.';

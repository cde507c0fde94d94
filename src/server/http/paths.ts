import { WALKTHROUGH_PICTURES_PREFIX } from '../../shared/walkthroughPictures';

/** Every API path is under /api; routes match without case, so '/API/...' is the API too. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0].toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Files, never pages: webpack's content-hashed output under /assets/ (webpack.config.js) and the walkthrough
 * pictures. A missing one is 404, not the app's page.
 */
export function isFilePath(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path.startsWith('/assets/') || path.startsWith(WALKTHROUGH_PICTURES_PREFIX);
}

/** Source maps are built for reading error reports (dist-maps/), never published. */
export function isSourceMapPath(url: string): boolean {
  return url.split('?', 1)[0].toLowerCase().endsWith('.map');
}

/** Every API path is under /api; routes match without case, so '/API/...' is the API too. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0].toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/** webpack emits content-hashed files only under /assets/ (webpack.config.js). */
export function isAssetPath(url: string): boolean {
  return url.split('?', 1)[0].startsWith('/assets/');
}

/** Source maps are built for reading error reports (dist-maps/), never published. */
export function isSourceMapPath(url: string): boolean {
  return url.split('?', 1)[0].toLowerCase().endsWith('.map');
}

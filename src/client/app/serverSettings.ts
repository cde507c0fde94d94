/**
 * The settings the server writes into `/config.js` (HAULBOARD_CONFIG) for the help pages, page views and the
 * config screen. Read when asked, not at import, so a test or a later script can set them.
 */
export type ServerSettingName = 'trackerId' | 'mediaBaseUrl' | 'socialUrl' | 'version' | 'releaseId';

export function serverSetting(name: ServerSettingName): string | null {
  if (typeof window === 'undefined') return null;
  const value = (window.HAULBOARD_CONFIG as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The build as My Account and the config screen show it: '0.1.0, release 914d3c' ('release unknown' without a
 * configured commit), or 'UNKNOWN' when the server said nothing. */
export function productVersion(): string {
  const version = serverSetting('version');
  return version ? `${version}, release ${serverSetting('releaseId') ?? 'unknown'}` : 'UNKNOWN';
}

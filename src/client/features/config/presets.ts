/**
 * The five endpoint presets of the config screen (account spec 2.3: "one local on port 7001; names and
 * addresses not shown"). "This server" is the default: the API beside the page that loaded the app.
 */
import { DEFAULT_API_ROOT } from '../../api/apiRoot';

export interface EndpointPreset {
  name: string;
  root: string;
}

export const ENDPOINT_PRESETS: readonly EndpointPreset[] = [
  { name: 'This server', root: DEFAULT_API_ROOT },
  { name: 'Production', root: 'https://api.haulboard.app/api/' },
  { name: 'Staging', root: 'https://staging-api.haulboard.app/api/' },
  { name: 'Demo', root: 'https://demo-api.haulboard.app/api/' },
  { name: 'Local', root: 'http://localhost:7001/api/' },
];

/** The preset's name for a root, or null for a custom one. */
export function presetNameOf(root: string): string | null {
  return ENDPOINT_PRESETS.find((preset) => preset.root === root)?.name ?? null;
}

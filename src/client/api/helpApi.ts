/** Contact Us, the lookups and page views (account spec 7: `POST Feedback`, `GET Lookups/{key}`, page views). */
import type { ReplayFile } from '../../shared/replay';
import type { ApiCredentials } from './credentials';
import { apiRoot } from './apiRoot';
import { request, SOURCE_APPLICATION } from './request';

import type { LookupKey } from '../../shared/lookups';

export type { LookupKey };

/** A replay travels as sent: its state's keys are the app's own, not the wire's PascalCase. */
export async function sendFeedback(credentials: ApiCredentials | null, message: string, replay?: ReplayFile): Promise<void> {
  const body = replay ? { replay } : undefined;
  await request('Feedback', { method: 'POST', credentials, query: { message }, body, bodyKeys: 'unchanged' });
}

export async function fetchLookup(key: LookupKey): Promise<unknown> {
  const answer = await request<{ key: string; value: unknown } | undefined>(`Lookups/${key}`, { authenticated: false });
  if (!answer || answer.value === undefined || answer.value === null) throw new Error('expected data');
  return answer.value;
}

/**
 * A beacon, not a request: it never waits, never competes with the screen's own calls, and is still sent
 * when the tab closes. Browsers without beacons report nothing. It carries the path only, no token.
 */
export function sendPageViewBeacon(path: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ path })], { type: 'application/json' });
  return navigator.sendBeacon(`${apiRoot()}PageViews?SourceApplication=${SOURCE_APPLICATION}`, body);
}

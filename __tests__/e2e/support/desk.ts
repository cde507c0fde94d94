import { createDeskApiKey } from '../../../src/server/auth/deskApiKeys';
import type { DeskApiKeyScope } from '../../../src/shared/contracts/deskApiKey';
import type { RunningHaulboard } from './server';

export interface DeskAnswer {
  status: number;
  body: any;
}

/**
 * A broker's system on the desk API (its own loads only), or with `operator` a back-office script (the whole desk):
 * a new desk API key, and calls made with it over HTTP as any script would.
 */
export async function deskClient(haulboard: RunningHaulboard, name = 'e2e broker system', scope: DeskApiKeyScope = 'broker') {
  const { key } = await createDeskApiKey(haulboard.db.db, { name, scope, now: new Date() });
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<DeskAnswer> => {
    const response = await fetch(`${haulboard.baseUrl}/api/desk${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

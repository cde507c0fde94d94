import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { bearer, createCarrier, signIn } from '../support/appFixtures';

const base = '/api/CarrierLoadsSearchHistory';

/** A signed-in carrier user calling the search history API as the client does (PascalCase payloads). */
export async function historyClient(app: FastifyInstance, db: Db) {
  const carrier = await createCarrier(db);
  const headers = bearer(await signIn(app, carrier));
  const send = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `${base}/${path}${path.includes('?') ? '&' : '?'}SourceApplication=CarrierPortal`, headers, payload: payload as object });
  return {
    carrier,
    headers,
    send,
    save: (values: object) => send('POST', 'SaveSearchHistory', values),
    saveRecent: (values: object) => send('POST', 'SaveRecentSearchHistory', values),
    saved: async () => (await send('GET', 'GetSavedSearchHistory')).json(),
    recent: async () => (await send('GET', 'GetRecentSearchHistory')).json(),
    remove: (id: unknown) => send('DELETE', `RemoveSearchHistory?searchHistoryId=${id}`),
  };
}

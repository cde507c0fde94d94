import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { bearer, createCarrier, signIn } from '../support/appFixtures';

const api = (path: string) => `/api/${path}${path.includes('?') ? '&' : '?'}SourceApplication=CarrierPortal`;

/** A carrier signed in, with a `call` that sends its token. */
export async function onboardingCarrier(app: FastifyInstance, db: Db, overrides: { clientName?: string } = {}) {
  const carrier = await createCarrier(db, overrides);
  const token = await signIn(app, carrier);
  const call = (method: InjectOptions['method'], path: string, payload?: unknown) =>
    app.inject({ method, url: api(path), headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { ...carrier, call };
}

export const anonymous = (app: FastifyInstance, method: InjectOptions['method'], path: string, payload?: object) =>
  app.inject({ method, url: api(path), ...(payload ? { payload } : {}) });

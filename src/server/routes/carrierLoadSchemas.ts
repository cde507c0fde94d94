import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_LOAD_ID } from '../../shared/constants';
import { LOAD_NOT_FOUND } from '../../shared/loadRefusals';
import { HttpError } from '../http/errors';
import { fieldsRefused } from '../http/failures';
import type { ClaimContext } from '../services/claims/context';
import { ErrorBodySchema } from './schemas';

/** Shapes shared by the one-load routes: the load id in the path and the refusals. */

/** Load numbers are PostgreSQL integers; a larger number is no load and must not reach the database. */
export const LoadIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const refusals = {
  400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema,
};

/** Sets up a one-load route plugin: signed-in only, field errors answered in full. */
export function oneLoadPlugin(register: (app: Parameters<FastifyPluginAsyncTypebox>[0], context: ClaimContext) => void): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('preHandler', app.authenticate);
    // Ajv lets '1e309' through as Infinity. A whole number past the largest id is a load number that names no
    // load: the carrier is told so, as for any other number without a load.
    app.addHook('preHandler', async (request) => {
      const { id } = (request.params ?? {}) as { id?: number };
      if (id === undefined) return;
      if (!Number.isFinite(id)) throw fieldsRefused([{ field: 'id', message: 'Must be a whole number.' }]);
      if (id > MAX_LOAD_ID) throw new HttpError(404, LOAD_NOT_FOUND);
    });
    register(app, { db: app.db, loadSearch: app.loadSearch, clock: app.clock, liveEventWrites: app.appContext.liveEventWrites, lanes: app.appContext.lanes });
  };
}

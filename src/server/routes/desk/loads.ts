import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DeskLoadRecordSchema } from '../../../shared/contracts/deskLoad';
import { InspectionsReplySchema } from '../../../shared/contracts/inspection';
import type { InspectionKind } from '../../../shared/inspections';
import { HttpError } from '../../http/errors';
import { MultilineText } from '../../http/plainText';
import { findDeskLoad, listDeskLoads } from '../../repositories/deskLoads';
import type { PostingContext } from '../../services/loadPosting/context';
import { importLoadsCsv } from '../../services/loadPosting/importCsv';
import { inspectionsReply } from '../../services/inspections/records';
import { editLoad, loadNotFound, postLoad, withdrawLoad } from '../../services/loadPosting/post';
import { ErrorBodySchema, NoContent } from '../schemas';
import {
  DeskLoadListQuery, DeskLoadListSchema, ImportQuery, ImportReportSchema, LoadIdParams, PostedIdSchema, PostedLoadSchema,
} from './loadSchemas';
import { deskSecurity } from './openApi';
import { ownPoster } from './scope';

// 100,000 rows of a wide import file; every other call keeps the app's 1 MiB.
const importBodyLimit = 64 * 1024 * 1024;
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };
const common = { tags: ['desk'], security: deskSecurity };

function postingContext(app: FastifyInstance, request: FastifyRequest): PostingContext {
  return {
    db: app.db, dialect: app.dialect, clock: app.clock, liveEventWrites: app.appContext.liveEventWrites, postedBy: request.operator.name,
    onLoadsChanged: (ids) => app.loadSearch.onLoadsChanged(ids),
  };
}

/**
 * A broker's key reaches only the loads it posted: another poster's load is a 404, as a load that does not exist.
 * A load's poster never changes, so looking before an edit or a withdrawal leaves no gap for a race.
 */
async function readableLoad(app: FastifyInstance, request: FastifyRequest, id: number) {
  const load = await findDeskLoad(app.db, id, ownPoster(request.operator));
  if (!load) throw new HttpError(404, loadNotFound(id));
  return load;
}

/** Before a change: a broker's key meets another poster's load as missing; the whole desk goes on as before. */
async function refuseAnotherPostersLoad(app: FastifyInstance, request: FastifyRequest, id: number): Promise<void> {
  if (ownPoster(request.operator) !== undefined) await readableLoad(app, request, id);
}

/**
 * Loads on the desk: post, import, edit while unclaimed, withdraw, and read or list them in any state; a broker's
 * key posts under its own name and sees only its own.
 */
const deskLoadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: importBodyLimit }, (_request, body, done) => done(null, body));

  app.post('/loads', {
    schema: { ...common, summary: 'Posts one load on the board; answers its id', body: PostedLoadSchema,
      response: { 201: PostedIdSchema, ...errors, 409: ErrorBodySchema } },
  }, async (request, reply) => reply.code(201).send(await postLoad(postingContext(app, request), request.body)));

  app.post('/loads/import', {
    bodyLimit: importBodyLimit,
    schema: { ...common, summary: 'Posts loads from a CSV file (text/csv), every bad row reported by line',
      consumes: ['text/csv'], querystring: ImportQuery, body: MultilineText({ description: 'CSV: the columns of docs/api.md' }),
      response: { 200: ImportReportSchema, 400: Type.Union([ImportReportSchema, ErrorBodySchema]), 401: ErrorBodySchema, 409: ErrorBodySchema } },
  }, async (request, reply) => {
    const report = await importLoadsCsv(postingContext(app, request), request.body, request.query.mode);
    return reply.code(report.stored ? 200 : 400).send(report);
  });

  app.get('/loads', {
    schema: { ...common, summary: 'A page of loads in any state, newest first', querystring: DeskLoadListQuery,
      response: { 200: DeskLoadListSchema, ...errors } },
  }, async (request) => listDeskLoads(app.db, { ...request.query, postedBy: ownPoster(request.operator) }));

  app.get('/loads/:id', {
    schema: { ...common, summary: 'One load in any state, with its vehicles, carrier, driver and actual times', params: LoadIdParams,
      response: { 200: DeskLoadRecordSchema, ...errors, 404: ErrorBodySchema } },
  }, async (request) => readableLoad(app, request, request.params.id));

  app.get('/loads/:id/inspections', {
    schema: { ...common, summary: 'Every version of the driver\'s inspections of the load (issue 24), pick-up first', params: LoadIdParams,
      response: { 200: InspectionsReplySchema, ...errors, 404: ErrorBodySchema } },
  }, async (request) => {
    const load = await readableLoad(app, request, request.params.id);
    return inspectionsReply(app, { id: load.id, inspectionKind: load.inspectionKind as InspectionKind });
  });

  app.put('/loads/:id', {
    schema: { ...common, summary: 'Rewrites a load while no carrier has claimed it', params: LoadIdParams, body: PostedLoadSchema,
      response: { 200: DeskLoadRecordSchema, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema } },
  }, async (request) => {
    await refuseAnotherPostersLoad(app, request, request.params.id);
    await editLoad(postingContext(app, request), request.params.id, request.body);
    return (await findDeskLoad(app.db, request.params.id))!;
  });

  app.delete('/loads/:id', {
    schema: { ...common, summary: 'Withdraws a load from the board while no carrier has claimed it', params: LoadIdParams,
      response: { 204: NoContent, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema } },
  }, async (request, reply) => {
    await refuseAnotherPostersLoad(app, request, request.params.id);
    await withdrawLoad(postingContext(app, request), request.params.id);
    return reply.code(204).send();
  });
};

export default deskLoadRoutes;

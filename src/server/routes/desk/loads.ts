import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DeskLoadRecordSchema } from '../../../shared/contracts/deskLoad';
import { HttpError } from '../../http/errors';
import { MultilineText } from '../../http/plainText';
import { findDeskLoad, listDeskLoads } from '../../repositories/deskLoads';
import type { PostingContext } from '../../services/loadPosting/context';
import { importLoadsCsv } from '../../services/loadPosting/importCsv';
import { editLoad, loadNotFound, postLoad, withdrawLoad } from '../../services/loadPosting/post';
import { ErrorBodySchema, NoContent } from '../schemas';
import {
  DeskLoadListQuery, DeskLoadListSchema, ImportQuery, ImportReportSchema, LoadIdParams, PostedIdSchema, PostedLoadSchema,
} from './loadSchemas';
import { deskSecurity } from './openApi';

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

/** Loads on the desk: post, import, edit while unclaimed, withdraw, and read or list them in any state. */
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
  }, async (request) => listDeskLoads(app.db, request.query));

  app.get('/loads/:id', {
    schema: { ...common, summary: 'One load in any state, with its vehicles, carrier, driver and actual times', params: LoadIdParams,
      response: { 200: DeskLoadRecordSchema, ...errors, 404: ErrorBodySchema } },
  }, async (request) => {
    const load = await findDeskLoad(app.db, request.params.id);
    if (!load) throw new HttpError(404, loadNotFound(request.params.id));
    return load;
  });

  app.put('/loads/:id', {
    schema: { ...common, summary: 'Rewrites a load while no carrier has claimed it', params: LoadIdParams, body: PostedLoadSchema,
      response: { 200: DeskLoadRecordSchema, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema } },
  }, async (request) => {
    await editLoad(postingContext(app, request), request.params.id, request.body);
    return (await findDeskLoad(app.db, request.params.id))!;
  });

  app.delete('/loads/:id', {
    schema: { ...common, summary: 'Withdraws a load from the board while no carrier has claimed it', params: LoadIdParams,
      response: { 204: NoContent, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema } },
  }, async (request, reply) => {
    await withdrawLoad(postingContext(app, request), request.params.id);
    return reply.code(204).send();
  });
};

export default deskLoadRoutes;

import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../shared/constants';
import { LoadListCriteriaSchema } from '../../shared/contracts/listCriteria';
import { LoadRecordSchema } from '../../shared/contracts/load';
import type { LoadListKind } from '../../shared/loads';
import { findCarrier } from '../repositories/loadDocuments';
import { findDriverNames, findLoadListPage } from '../repositories/loadLists';
import { emailRequestKeys } from '../services/exports/emailRequest';
import { csvFileName } from '../services/exports/fileNames';
import { loadListCsv } from '../services/exports/loadListCsv';
import { exportSubject } from '../services/exports/sendAttachment';
import { readListFilter } from '../services/loadLists/criteria';
import { LOAD_LIST_KINDS, LOAD_LISTS } from '../repositories/loadListKinds';
import { readExportRequest, replyWithCsv } from './exportReplies';
import { ErrorBodySchema, lenientBodyOf, OkSchema } from './schemas';
import { validationFailed } from '../http/failures';

/** Criteria and the e-mail form. */
const ListBodySchema = lenientBodyOf([...Object.keys(LoadListCriteriaSchema.properties), 'timeZone', ...emailRequestKeys], ['body']);

const ListQuerySchema = Type.Object({
  pageNumber: Type.Integer({ minimum: FIRST_PAGE_NUMBER, maximum: 1_000_000, default: FIRST_PAGE_NUMBER }),
  pageSize: Type.Integer({ minimum: 1, maximum: EXPORT_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  resultType: Type.Optional(Type.String({ maxLength: 20 })),
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
});

const PageSchema = Type.Object({ records: Type.Array(LoadRecordSchema), totalRecordCount: Type.Integer() });

/** Strings go out as they are (fastify serializes only objects), with the text/csv type set by the handler. */
const CsvText = Type.String({ description: 'CSV file (resultType=CSV)' });

/** Loads spec 7: the Saved, Claimed, In Progress and Completed lists, a page at a time, as CSV or by e-mail. */
const carrierLoadListsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const listRoute = (kind: LoadListKind) => app.post(`/CarrierLoads/list/${kind}`, {
    preHandler: app.authenticate,
    schema: {
      body: ListBodySchema,
      querystring: ListQuerySchema,
      response: { 200: Type.Union([PageSchema, OkSchema, CsvText]), 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const list = LOAD_LISTS[kind];
    const criteria = readListFilter({ ...raw, timeZone: request.query.timeZone ?? raw.timeZone });
    const exportRequest = readExportRequest(request.query.resultType, raw);
    const errors = [...('errors' in exportRequest ? exportRequest.errors : []), ...('errors' in criteria ? criteria.errors : [])];
    if (errors.length > 0 || !('filter' in criteria) || !('request' in exportRequest)) {
      throw validationFailed(errors);
    }
    const { filter } = criteria;
    const { resultType, email } = exportRequest.request;
    if (resultType === 'page') {
      const { pageNumber, pageSize } = request.query;
      return findLoadListPage(app.appContext, request.viewer, list, filter, { pageNumber, pageSize }, app.clock.now());
    }

    const now = app.clock.now();
    // Exports are the whole filtered list (up to the spec's 10,000), whatever page the screen is on.
    const { records } = await findLoadListPage(app.appContext, request.viewer, list, filter, { pageNumber: FIRST_PAGE_NUMBER, pageSize: EXPORT_PAGE_SIZE }, now);
    const csv = loadListCsv(records, await findDriverNames(app.db, request.viewer.clientId, records), filter.timeZone, now);
    const fileName = csvFileName(list.fileStem, now, filter.timeZone);
    const carrierName = email ? (await findCarrier(app.db, request.viewer.clientId))?.name ?? '' : '';
    return replyWithCsv(app, reply, request.viewer, email, {
      csv, fileName,
      defaultSubject: exportSubject(list.title, carrierName),
      defaultText: `${list.title} of ${carrierName}: ${records.length} ${records.length === 1 ? 'load' : 'loads'}, attached as ${fileName}.`,
    });
  });

  for (const kind of LOAD_LIST_KINDS) listRoute(kind);
};

export default carrierLoadListsRoutes;

import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../shared/constants';
import type { LoadListKind } from '../../shared/loads';
import { findCarrier } from '../repositories/loadDocuments';
import { findDriverNames, findLoadListPage } from '../repositories/loadLists';
import { emailRequestKeys, readEmailRequest, unknownRecipient } from '../services/exports/emailRequest';
import { attachmentDisposition, csvFileName } from '../services/exports/fileNames';
import { loadListCsv } from '../services/exports/loadListCsv';
import { resultTypeOf } from '../services/exports/resultType';
import { exportSubject, sendAttachment } from '../services/exports/sendAttachment';
import { listCriteriaKeys, readListFilter } from '../services/loadLists/criteria';
import { LOAD_LIST_KINDS, LOAD_LISTS } from '../services/loadLists/kinds';
import { LoadRecordSchema } from './loadRecordSchema';
import { ErrorBodySchema, lenientBodyOf, OkSchema } from './schemas';

/** Criteria and the e-mail form. */
const ListBodySchema = lenientBodyOf([...listCriteriaKeys, ...emailRequestKeys]);

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
    const resultType = resultTypeOf(request.query.resultType);
    const email = resultType === 'email' ? readEmailRequest(raw) : null;
    const errors = [
      ...(resultType === null ? [{ field: 'resultType', message: 'Must be one of: CSV, Email.' }] : []),
      ...('errors' in criteria ? criteria.errors : []),
      ...(email && 'errors' in email ? email.errors : []),
    ];
    if (errors.length > 0 || !('filter' in criteria)) return reply.code(400).send({ message: 'Validation failed', errors });
    const { filter } = criteria;
    if (resultType === 'page') {
      const { pageNumber, pageSize } = request.query;
      return findLoadListPage(app.db, request.viewer, list, filter, { pageNumber, pageSize }, app.clock.now());
    }

    const now = app.clock.now();
    // Exports are the whole filtered list (up to the spec's 10,000), whatever page the screen is on.
    const { records } = await findLoadListPage(app.db, request.viewer, list, filter, { pageNumber: FIRST_PAGE_NUMBER, pageSize: EXPORT_PAGE_SIZE }, now);
    const csv = loadListCsv(records, await findDriverNames(app.db, request.viewer.clientId, records), filter.timeZone, now);
    const fileName = csvFileName(list.fileStem, now, filter.timeZone);
    if (!email || !('request' in email)) {
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(fileName)).send(csv);
    }

    const carrierName = (await findCarrier(app.db, request.viewer.clientId))?.name ?? '';
    const sent = await sendAttachment(app.db, app.mailer, request.viewer.clientId, email.request, {
      defaultSubject: exportSubject(list.title, carrierName),
      defaultText: `${list.title} of ${carrierName}: ${records.length} ${records.length === 1 ? 'load' : 'loads'}, attached as ${fileName}.`,
      attachment: { filename: fileName, content: Buffer.from(csv, 'utf8'), contentType: 'text/csv' },
    });
    if (!sent) return reply.code(400).send({ message: unknownRecipient.message, errors: [unknownRecipient] });
    return { ok: true };
  });

  for (const kind of LOAD_LIST_KINDS) listRoute(kind);
};

export default carrierLoadListsRoutes;

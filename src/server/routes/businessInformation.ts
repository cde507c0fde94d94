import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUSINESS_INFO_FIELDS, businessInfoSchema } from '../../shared/accountSchemas';
import { BusinessInformationSchema } from '../../shared/contracts/businessInformation';
import { registrationMessages } from '../../shared/registrationSchemas';
import { validatedBody } from '../http/yupBody';
import { findBusinessInfo, updateBusinessInfo } from '../repositories/businessInfo';
import { ErrorBodySchema, lenientBodyOf } from './schemas';
import { forbidden, notFound, validationFailed } from '../http/failures';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** Spec 5 'Text field values must be strings': a number or object is refused by field, never turned into text. */
function notTextErrors(body: Record<string, unknown>) {
  return BUSINESS_INFO_FIELDS
    .filter((field) => body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string')
    .map((field) => ({ field, message: registrationMessages.text }));
}

/**
 * Business Information (account spec 2.11): the carrier's own client, whatever client id is sent. The name is
 * read-only; a PUT replaces every other field, so a field left blank is cleared.
 */
const businessInformationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/Clients/BusinessInformation', { schema: { response: { 200: BusinessInformationSchema, ...errors } } }, async (request) => {
    const info = await findBusinessInfo(app.db, request.viewer.clientId);
    if (!info) throw notFound('Business information not found');
    return info;
  });

  app.put('/Clients/BusinessInformation', {
    schema: { body: lenientBodyOf([...BUSINESS_INFO_FIELDS, 'clientId', 'name']), response: { 200: BusinessInformationSchema, ...errors } },
  }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.clientId !== undefined && body.clientId !== null && Number(body.clientId) !== request.viewer.clientId) {
      throw forbidden('This business belongs to another carrier.');
    }
    const typeErrors = notTextErrors(body);
    if (typeErrors.length > 0) throw validationFailed(typeErrors);
    const values = await validatedBody(businessInfoSchema, body, reply);
    if (!values) return reply;
    await updateBusinessInfo(app.db, request.viewer.clientId, values);
    return (await findBusinessInfo(app.db, request.viewer.clientId))!;
  });
};

export default businessInformationRoutes;

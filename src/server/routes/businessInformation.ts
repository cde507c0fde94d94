import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessInformationSchema } from '../../shared/contracts/businessInformation';
import { findBusinessInfo, updateBusinessInfo } from '../repositories/businessInfo';
import { BusinessInfoBody, businessInfoOf, refuseNonTextBusinessInfo } from '../services/account/businessInfoForm';
import { ErrorBodySchema } from './schemas';
import { forbidden, notFound } from '../http/failures';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * Business Information (account spec 2.11): the carrier's own client, whatever client id is sent. The name is
 * read-only; a PUT replaces every other field, so a field left blank is cleared.
 */
const businessInformationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before validation: a request without a session is told 401, whatever its body.
  app.addHook('preValidation', app.authenticate);

  app.get('/Clients/BusinessInformation', { schema: { response: { 200: BusinessInformationSchema, ...errors } } }, async (request) => {
    const info = await findBusinessInfo(app.db, request.viewer.clientId);
    if (!info) throw notFound('Business information not found');
    return info;
  });

  app.put('/Clients/BusinessInformation', {
    preValidation: refuseNonTextBusinessInfo,
    schema: { body: BusinessInfoBody, response: { 200: BusinessInformationSchema, ...errors } },
  }, async (request) => {
    const { clientId } = request.body;
    if (clientId !== undefined && clientId !== null && Number(clientId) !== request.viewer.clientId) {
      throw forbidden('This business belongs to another carrier.');
    }
    const values = businessInfoOf(request.body);
    await updateBusinessInfo(app.db, request.viewer.clientId, values);
    return (await findBusinessInfo(app.db, request.viewer.clientId))!;
  });
};

export default businessInformationRoutes;

import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { denied } from '../http/failures';
import { findViewerRow, toViewer } from '../repositories/users';
import { ErrorBodySchema } from './schemas';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** wire.ts Viewer (account spec section 3). */
export const ViewerSchema = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  name: Type.String(),
  primaryPhone: Type.Object({ phoneNumber: NullableText }),
  cellPhone: Type.Object({ phoneNumber: NullableText }),
  address: Type.Object({
    address1: NullableText,
    address2: NullableText,
    city: NullableText,
    state: NullableText,
    zip: NullableText,
  }),
  client: Type.Object({ clientId: Type.Integer(), name: Type.String() }),
});

const currentUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/CurrentUser', {
    preHandler: app.authenticate,
    schema: { response: { 200: ViewerSchema, 401: ErrorBodySchema } },
  }, async (request) => {
    const row = await findViewerRow(app.db, request.viewer.userId);
    // A session outliving its user (deleted meanwhile) is no longer a way in.
    if (!row) throw denied(false);
    return toViewer(row);
  });
};

export default currentUserRoutes;

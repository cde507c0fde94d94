import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nameRule } from '../../http/formFields';
import { issueRegistrationCode } from '../../services/registration/codes';
import { deskErrors, Instant, OptionalBody } from './deskSchemas';
import { deskSecurity } from './openApi';

const NewCodeBody = OptionalBody(Type.Object({
  email: Type.Optional(Type.String({ maxLength: 320, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$' })),
  companyName: Type.Optional(Type.String({ maxLength: 200, pattern: nameRule.pattern })),
}, { additionalProperties: false }));

const IssuedCode = Type.Object({
  code: Type.String({ description: 'Single use; the carrier opens /register/welcome/{code}' }),
  expiresAt: Instant,
});

/** Registration codes that open the carrier sign-up wizard, as `npm run desk -- registration-code` issues them. */
const deskRegistrationCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/registration-codes', {
    schema: {
      tags: ['desk'], summary: 'Issues a single-use registration code, for a company and an address if given', security: deskSecurity,
      body: NewCodeBody, response: { 201: IssuedCode, ...deskErrors },
    },
  }, async (request, reply) => {
    const issued = await issueRegistrationCode(app.db, {
      email: request.body?.email?.trim(), companyName: request.body?.companyName, now: app.clock.now(),
    });
    return reply.code(201).send(issued);
  });
};

export default deskRegistrationCodeRoutes;

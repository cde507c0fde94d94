import { Type } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { compileWaitingSchemas, lazyValidators, sharedSerializers } from '../../../src/server/http/schemaCompilers';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

const errorBody = () => Type.Object({ message: Type.String(), code: Type.String() });
const route = (url: string, httpStatus: string, schema: unknown) => ({ method: 'GET', url, httpStatus, schema });

describe('response serializers', () => {
  test('equal response schemas share one serializer, across routes, statuses and plugin contexts', () => {
    const first = sharedSerializers({}, {});
    const second = sharedSerializers({}, {});
    const onLoads = first(route('/loads', '404', errorBody()));
    expect(first(route('/invoices', '409', errorBody()))).toBe(onLoads);
    expect(second(route('/drivers', '400', errorBody()))).toBe(onLoads);
  });

  test('different schemas, or other shared schemas, get serializers of their own that write their own fields', () => {
    const compile = sharedSerializers({}, {});
    const withId = compile(route('/loads', '200', Type.Object({ id: Type.Integer() })));
    const error = compile(route('/loads', '404', errorBody()));
    expect(withId).not.toBe(error);
    expect(JSON.parse(withId({ id: 7, secret: 'x' }))).toEqual({ id: 7 });
    expect(JSON.parse(error({ message: 'No such load', code: 'not_found', id: 7 }))).toEqual({ message: 'No such load', code: 'not_found' });
    const otherContext = sharedSerializers({ extra: { $id: 'extra', type: 'string' } }, {});
    expect(otherContext(route('/loads', '404', errorBody()))).not.toBe(error);
  });

  test('an app answers with the schema of each route even where routes share serializers', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: sharedSerializers } } });
    const reply = { 200: Type.Object({ name: Type.String() }), 404: errorBody() };
    app.get('/a', { schema: { response: reply } }, async () => ({ name: 'a', hidden: true }));
    app.get('/b', { schema: { response: reply } }, async (_request, answer) => answer.code(404).send({ message: 'gone', code: 'not_found', stack: 'x' }));
    expect((await app.inject('/a')).json()).toEqual({ name: 'a' });
    expect((await app.inject('/b')).json()).toEqual({ message: 'gone', code: 'not_found' });
    await app.close();
  });
});

describe('request validators', () => {
  test('a route compiled on its first request refuses a bad body with the errors Ajv gives, and passes a good one', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildValidator: lazyValidators } } });
    app.post('/count', { schema: { body: Type.Object({ count: Type.Integer() }) } }, async (request) => request.body);
    const refused = await app.inject({ method: 'POST', url: '/count', payload: { count: 'many' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body/count must be integer');
    expect((await app.inject({ method: 'POST', url: '/count', payload: { count: 3 } })).json()).toEqual({ count: 3 });
    await app.close();
  });
});

describeEachDatabase('the schemas of every route', ({ db }) => {
  test('every route\'s request and response schemas compile', async () => {
    const app = await testApp(db());
    await app.ready();
    expect(compileWaitingSchemas()).toBeGreaterThan(app.routeTable.length);
    await app.close();
  });
});

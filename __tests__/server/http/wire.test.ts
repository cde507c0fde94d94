import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import type { Db } from '../../../src/server/db/database';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';

/** A route as another resource would declare it, to observe what the wire rules do to its input. */
const ProbeBody = Type.Object({
  password: Type.String({ minLength: 8 }),
  confirmationPassword: Type.String({ minLength: 1 }),
  trucks: Type.Optional(Type.Array(Type.Object({ quantity: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }))),
  carrierEquipmentType: Type.Optional(Type.Union([Type.Literal('Open'), Type.Literal('Enclosed')])),
  allotments: Type.Optional(Type.Record(Type.String(), Type.Integer())),
}, { additionalProperties: false });

const ProbeQuery = Type.Object({ pageNumber: Type.Integer({ minimum: 1, default: 1 }), sortField: Type.Optional(Type.String()) });

describeEachDatabase('the wire contract', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    db = getDb();
    const sink = new Writable({ write(chunk, _encoding, done) { logged.push(String(chunk)); done(); } });
    app = await testApp(db, { logger: pino({ level: 'error' }, sink) });
    app.post('/api/probe', { schema: { body: ProbeBody } }, async (request) => request.body);
    app.get('/api/probe', { schema: { querystring: ProbeQuery } }, async (request) => request.query);
    app.get('/api/explode', async () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:5432 at pool.ts:41');
    });
  });
  afterAll(() => app.close());

  const probe = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/probe?SourceApplication=CarrierPortal', payload: payload as object, headers });

  test('PascalCase payload keys are read case-insensitively', async () => {
    const response = await probe({ Password: 'long enough', ConfirmationPassword: 'x', Trucks: [{ Quantity: 2 }], CarrierEquipmentType: 'Open' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ password: 'long enough', confirmationPassword: 'x', trucks: [{ quantity: 2 }], carrierEquipmentType: 'Open' });
  });

  test('snake_case and upper-case keys are read too', async () => {
    const response = await probe({ PASSWORD: 'long enough', confirmation_password: 'x' });
    expect(response.json()).toEqual({ password: 'long enough', confirmationPassword: 'x' });
  });

  test('query keys are read case-insensitively and typed by the schema', async () => {
    const response = await app.inject({ url: '/api/probe?SourceApplication=CarrierPortal&PageNumber=2&SortField=LastName&debugClientId=7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pageNumber: 2, sortField: 'LastName', sourceApplication: 'CarrierPortal', debugClientId: '7' });
  });

  test('keys a schema does not know are dropped, and record keys are kept as sent', async () => {
    const response = await probe({ Password: 'long enough', ConfirmationPassword: 'x', Sneaky: true, Allotments: { MD: 2, VA: 3 } });
    expect(response.json()).toEqual({ password: 'long enough', confirmationPassword: 'x', allotments: { MD: 2, VA: 3 } });
  });

  test('a validation failure answers 400 naming every field in camelCase', async () => {
    const response = await probe({ Password: 'short', Trucks: [{ Quantity: 0 }], CarrierEquipmentType: 'Boat' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      code: 'validation_failed',
      errors: expect.arrayContaining([
        { field: 'password', message: 'Must be at least 8 characters.' },
        { field: 'confirmationPassword', message: 'Required.' },
        { field: 'trucks[0].quantity', message: 'Must be at least 1.' },
        { field: 'carrierEquipmentType', message: 'Must be one of: Open, Enclosed.' },
      ]),
    });
    expect(response.json().errors).toHaveLength(4);
  });

  test('a body that is not an object is named as the body', async () => {
    const response = await probe([1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body', message: 'Must be an object.' }]);
  });

  test('malformed JSON answers 400, never 500', async () => {
    const response = await probe('{"password": "long enough",', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  test('a body in an unsupported content type answers 415', async () => {
    const response = await probe('password=long+enough', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.stringContaining('application/json'), code: 'unsupported_media_type' });
  });

  test('a body over 1 MiB answers 413', async () => {
    const response = await probe({ password: 'x'.repeat(1024 * 1024 + 1), confirmationPassword: 'x' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.', code: 'body_too_large' });
  });

  test('a body nested too deeply answers 400', async () => {
    const response = await probe('['.repeat(5000) + ']'.repeat(5000), { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request is nested too deeply.', code: 'bad_request' });
  });

  test('an unexpected error answers 500 Internal server error without internals, and is logged', async () => {
    const response = await app.inject({ url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'internal' });
    expect(logged.join('')).toContain('ECONNREFUSED');
  });

  test('unknown API paths answer JSON 404', async () => {
    const response = await app.inject({ url: '/api/NoSuchThing?SourceApplication=CarrierPortal' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nothing is found at GET /api/NoSuchThing.', code: 'not_found' });
  });

  test('a wrong method answers 404 with a message', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });

  test('a malformed URL answers 400 with a message', async () => {
    const response = await app.inject({ url: '/api/Drivers/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request URL is malformed.', code: 'bad_url' });
  });
});

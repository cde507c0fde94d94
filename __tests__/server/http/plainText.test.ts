import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { bearer, createCarrier, form, signIn, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { operatorAuthHeader } from '../support/deskAuth';

/*
 * Text is text: a NUL or another control character is refused at the edge with a 400 on its field, whether
 * the database would refuse it (PostgreSQL) or store it (SQLite). Every endpoint that takes text is tried,
 * read from the API's own OpenAPI document so that a route added later is tried too.
 */

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };
type Operation = { parameters?: Array<{ in: string; name: string; schema?: Schema }>; requestBody?: { content?: Record<string, { schema?: Schema }> } };

interface TextField {
  endpoint: string;
  part: 'body' | 'querystring' | 'params';
  /** Where the text goes: a key, or a path of keys and list positions in the body. */
  path: Array<string | number>;
}

const branches = (schema: Schema | undefined) => [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])];

const takesText = (schema: Schema | undefined): boolean =>
  !schema || schema.type === 'string' || (!schema.type && branches(schema).length === 0) || branches(schema).some(takesText);

/** Every place of a body schema that takes text, down through objects and lists. */
function textPathsOf(schema: Schema | undefined, path: Array<string | number>, depth = 0): Array<Array<string | number>> {
  if (!schema || depth > 4) return [];
  const object = schema.properties ? schema : branches(schema).find((branch) => branch.properties);
  const list = schema.items ? schema : branches(schema).find((branch) => branch.items);
  if (object) return Object.entries(object.properties!).flatMap(([key, child]) => textPathsOf(child, [...path, key], depth + 1));
  if (list) return textPathsOf(list.items, [...path, 0], depth + 1);
  return path.length > 0 && takesText(schema) ? [path] : [];
}

function textFieldsOf(document: { paths: Record<string, Record<string, Operation>> }): TextField[] {
  return Object.entries(document.paths).flatMap(([url, operations]) => Object.entries(operations).flatMap(([method, operation]) => {
    const endpoint = `${method.toUpperCase()} ${url}`;
    const parameters = (operation.parameters ?? [])
      .filter((parameter) => (parameter.in === 'query' || parameter.in === 'path') && takesText(parameter.schema))
      .map((parameter) => ({ endpoint, part: parameter.in === 'query' ? 'querystring' : 'params', path: [parameter.name] }) as TextField);
    const body = textPathsOf(operation.requestBody?.content?.['application/json']?.schema, [])
      .map((path) => ({ endpoint, part: 'body', path }) as TextField);
    return [...parameters, ...body];
  }));
}

/** The field as the answer names it: 'trucks[0].make'. */
const fieldName = (path: Array<string | number>) =>
  path.reduce<string>((name, segment) => (typeof segment === 'number' ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');

function bodyHolding(path: Array<string | number>, text: string): unknown {
  const [head, ...rest] = path;
  const inner = rest.length === 0 ? text : bodyHolding(rest, text);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

function requestOf({ endpoint, part, path }: TextField, text: string): InjectOptions {
  const [method, url] = endpoint.split(' ');
  const [field] = path;
  const filled = url.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(part === 'params' && name === field ? text : '1'));
  const query = part === 'querystring' ? `?${new URLSearchParams({ [field]: text })}` : '';
  return { method: method as InjectOptions['method'], url: filled + query, ...(part === 'body' ? { payload: bodyHolding(path, text) as object } : {}) };
}

/** The three doors open without signing in, tried as their clients call them. */
const unauthenticated: Array<{ name: string; request: InjectOptions; field: string }> = [
  { name: 'POST /api/token (form-encoded)', request: form({ grant_type: 'password', username: 'a\u0000b@x.test', password: 'secret' }), field: 'username' },
  { name: 'POST /api/desk/token', request: { method: 'POST', url: '/api/desk/token', payload: { Email: 'a\u0000b@x.test', Password: 'secret' } }, field: 'email' },
  { name: 'POST /api/PageViews', request: { method: 'POST', url: '/api/PageViews', payload: { Path: '/loads/\u0000' } }, field: 'path' },
];

describeEachDatabase('text is text', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  let carrierHeaders: Record<string, string>;
  let deskHeaders: Record<string, string>;

  beforeAll(async () => {
    db = getDb();
    app = await testApp(db);
    await app.ready();
    carrierHeaders = bearer(await signIn(app, await createCarrier(db)));
    deskHeaders = await operatorAuthHeader(app);
  });
  afterAll(() => app.close());

  const headersFor = (endpoint: string) => (/ \/api\/desk\//i.test(endpoint) ? deskHeaders : carrierHeaders);

  test('text with a control character is refused on its field, on both databases', async () => {
    const fields = textFieldsOf(app.swagger() as never);
    expect(new Set(fields.map((field) => field.endpoint)).size).toBeGreaterThanOrEqual(16);
    const failures: string[] = [];
    for (const [index, field] of fields.entries()) {
      const text = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b'][index % 5];
      // The live event stream answers its head and never ends by itself: it is judged by its status.
      const stream = /^GET \/api\/events$/i.test(field.endpoint);
      const response = await app.inject({
        ...requestOf(field, text), headers: headersFor(field.endpoint), remoteAddress: uniqueAddress(), payloadAsStream: stream,
      });
      if (stream) response.stream().destroy();
      const name = fieldName(field.path);
      const answer = stream ? {} : response.json();
      const named = stream || answer.errors?.some((error: { field: string }) => error.field === name) || answer.error === 'invalid_request';
      if (response.statusCode !== 400 || !named) failures.push(`${field.endpoint} ${field.part} ${name} → ${response.statusCode} ${stream ? '' : response.body}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  test.each(unauthenticated)('$name refuses a control character without a session', async ({ request, field }) => {
    const response = await app.inject({ ...request, remoteAddress: uniqueAddress() });
    expect(response.statusCode).toBe(400);
    if (request.url?.toString().startsWith('/api/token')) {
      expect(response.json()).toEqual({ error: 'invalid_request', error_description: expect.stringContaining(field) });
    } else {
      expect(response.json()).toMatchObject({ message: 'Validation failed', errors: [{ field, message: 'Has characters that are not allowed.' }] });
    }
  });

  test('tab and newline are kept where multi-line text is allowed', async () => {
    const lines = 'First line\r\n\tindented second line';
    const feedback = await app.inject({ method: 'POST', url: `/api/Feedback?${new URLSearchParams({ message: lines })}`, headers: carrierHeaders });
    expect(feedback.statusCode).toBe(200);
    expect(await db.db.selectFrom('feedback').select('message').where('message', '=', lines).execute()).toHaveLength(1);

    const added = await app.inject({
      method: 'POST', url: '/api/Drivers', headers: carrierHeaders,
      payload: { FirstName: 'Tab', LastName: 'Newline', Email: 'tab.newline@haul.test', Notes: lines },
    });
    expect(added.statusCode).toBe(201);
    const details = await app.inject({ url: `/api/Drivers?driverId=${added.json().driverId}`, headers: carrierHeaders });
    expect(details.json().notes).toBe(lines);

    const oneLine = await app.inject({ method: 'POST', url: '/api/Drivers', headers: carrierHeaders, payload: { FirstName: 'Tab\tName', LastName: 'X' } });
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.json().errors).toEqual([{ field: 'firstName', message: 'Has characters that are not allowed.' }]);
  });

  test('a body key named constructor is refused with 400 on its field', async () => {
    const doors: InjectOptions[] = [
      { method: 'PUT', url: '/api/Users/User' },
      { method: 'POST', url: '/api/Drivers' },
      { method: 'PUT', url: '/api/Drivers?driverId=1' },
    ];
    const keys = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype', 'isPrototypeOf'];
    for (const door of doors) {
      for (const key of keys) {
        const response = await app.inject({
          ...door, headers: { ...carrierHeaders, 'content-type': 'application/json' }, payload: `{"FirstName":"Dana","${key}":{"a":1}}`,
        });
        expect({ door: door.url, key, status: response.statusCode, body: response.json() }).toEqual({
          door: door.url, key, status: 400, body: { message: 'Validation failed', code: 'validation_failed', errors: [{ field: key, message: 'Is not allowed here.' }] },
        });
      }
    }
  });
});

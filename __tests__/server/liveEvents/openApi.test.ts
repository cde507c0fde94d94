import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

/** The live events calls in the OpenAPI document at /api/docs/json. */
describeEachDatabase('live events in OpenAPI', (getDb) => {
  let app: FastifyInstance;
  let paths: Record<string, Record<string, { security?: unknown; responses: Record<string, { content?: Record<string, unknown> }>; parameters?: { name: string; in: string }[] }>>;
  beforeAll(async () => {
    app = await testApp(getDb());
    paths = (await app.inject('/api/docs/json')).json().paths;
  });
  afterAll(() => app.close());

  test('GET /api/events is listed answering text/event-stream, with its ticket, lastEventId and Last-Event-ID, behind the carrier bearer', () => {
    const operation = paths['/api/events'].get;
    expect(Object.keys(operation.responses['200'].content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(operation.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(expect.arrayContaining(['query:ticket', 'query:lastEventId', 'header:last-event-id']));
    expect(operation.security).toEqual([{ carrierBearer: [] }]);
  });

  test('POST /api/events/ticket is listed answering the ticket and its lifetime', () => {
    const operation = paths['/api/events/ticket'].post;
    expect(Object.keys(operation.responses['200'].content ?? {})).toEqual(['application/json']);
    expect(operation.security).toEqual([{ carrierBearer: [] }]);
  });
});

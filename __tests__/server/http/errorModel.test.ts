import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { forgotAccountLimit } from '../../../src/server/auth/passwordReset';
import { registerErrorHandling } from '../../../src/server/http/errors';
import { errorCodes } from '../../../src/shared/errorCodes';
import { testApp, uniqueAddress, uniqueEmail } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { forgotPassword } from '../support/resetMail';

describeEachDatabase('one error model: {message, code, errors?}', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  test('a client mistake answers its message and a stable code', async () => {
    const missing = await app.inject({ url: '/api/NoSuchThing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Nothing is found at GET /api/NoSuchThing.', code: 'not_found' });

    const unreadable = await app.inject({
      method: 'PUT', url: '/api/Users/ResetForgotPassword', headers: { 'content-type': 'application/json' }, payload: '{"userId":',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'invalid_json' });

    const signedOut = await app.inject({ url: '/api/CurrentUser' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['www-authenticate']).toBe('Bearer');
    expect(signedOut.json()).toEqual({ message: 'Authorization has been denied for this request.', code: 'unauthorized' });
  });

  test('field errors come with the code validation_failed', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/Users/ResetForgotPassword', payload: { userId: 0 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Validation failed', code: 'validation_failed' });
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'userId' })]));
  });

  test('a throttle answers 429 with Retry-After, its code and the wait in minutes', async () => {
    const email = uniqueEmail('throttled');
    for (let i = 0; i < forgotAccountLimit; i += 1) await forgotPassword(app, email, uniqueAddress());
    const refused = await forgotPassword(app, email, uniqueAddress());
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    const minutes = Math.ceil(seconds / 60);
    expect(refused.json()).toEqual({
      message: `Too many reset requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, code: 'too_many_requests',
    });
  });

  test('every code answered is one of the shared list', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/api/NoSuchThing' }),
      app.inject({ url: '/api/CurrentUser' }),
      app.inject({ method: 'PUT', url: '/api/Users/ResetForgotPassword', payload: {} }),
    ]);
    for (const answer of answers) expect(errorCodes).toContain(answer.json().code);
  });
});

describe('a server fault', () => {
  test('answers 500 Internal server error with the code internal and nothing of the fault', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw Object.assign(new Error('password=hunter2 at db.internal:5432'), { statusCode: 503 });
    });
    const response = await app.inject({ url: '/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'internal' });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('the routes answer failures only by throwing', () => {
  const routesDir = path.join(__dirname, '../../../src/server/routes');
  const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

  test('no route file writes a 4xx answer of its own (reply.code(4…) or reply.status(4…))', () => {
    const inline = files(routesDir)
      .filter((file) => /reply\s*\.\s*(code|status)\(\s*4/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(routesDir, file));
    expect(inline).toEqual([]);
  });
});

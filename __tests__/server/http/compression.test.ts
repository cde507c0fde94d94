import zlib from 'node:zlib';
import Fastify from 'fastify';
import { chosenEncoding, registerCompression } from '../../../src/server/http/compression';

const page = { records: Array.from({ length: 40 }, (_, id) => ({ id, make: 'Ford', model: 'F-150', city: 'Dallas', state: 'TX' })) };

async function appAnswering() {
  const app = Fastify();
  registerCompression(app);
  app.get('/api/page', async () => page);
  app.get('/api/small', async () => ({ ok: true }));
  app.get('/api/text', async (_request, reply) => reply.type('text/csv').send('a,b\n'.repeat(1000)));
  await app.ready();
  return app;
}

describe('compressed API answers', () => {
  test('a JSON answer larger than a packet goes out as brotli, or gzip, to a client that takes it', async () => {
    const app = await appAnswering();
    const br = await app.inject({ url: '/api/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(page);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(page).length / 4);
    const gz = await app.inject({ url: '/api/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(page);
    await app.close();
  });

  test('a client that takes no compression, a small answer and a file download go out as they are', async () => {
    const app = await appAnswering();
    const plain = await app.inject({ url: '/api/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(page);
    expect((await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
    expect((await app.inject({ url: '/api/text', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
    await app.close();
  });

  test('an encoding refused with q=0 is not used, and the client\'s preference is followed', () => {
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
    expect(chosenEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chosenEncoding('GZIP')).toBe('gzip');
  });
});

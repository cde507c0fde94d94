import { clientConfigScript } from '../../../src/server/http/clientConfig';
import { loadConfig } from '../../../src/server/config';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { buildApp } from '../../../src/server/app';
import os from 'node:os';
import path from 'node:path';
import { version } from '../../../package.json';

test('without GOOGLE_MAPS_API_KEY the app is told only the version and draws the offline map', () => {
  expect(clientConfigScript({ googleMapsApiKey: null })).toBe(`window.HAULBOARD_CONFIG = {"version":"${version}"};\n`);
});

test('a configured Google Maps key reaches the app, unable to break out of the script', () => {
  const script = clientConfigScript({ googleMapsApiKey: 'AIza</script><script>alert(1)' });
  expect(script).not.toContain('</script>');
  const window: { HAULBOARD_CONFIG?: { googleMapsApiKey?: string } } = {};
  new Function('window', script)(window);
  expect(window.HAULBOARD_CONFIG).toEqual({ version, googleMapsApiKey: 'AIza</script><script>alert(1)' });
});

describeEachDatabase('GET /config.js', (getDb) => {
  test('serves the app settings as a script the page loads before the bundle', async () => {
    const app = await testApp(getDb());
    const response = await app.inject({ url: '/config.js' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(`window.HAULBOARD_CONFIG = {"version":"${version}"};\n`);
  });

  test('carries GOOGLE_MAPS_API_KEY when the server has one', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', GOOGLE_MAPS_API_KEY: 'AIzaTestKey' });
    const app = await buildApp({ db: getDb(), config, clientDir: path.join(os.tmpdir(), 'haulboard-no-client-build') });
    const response = await app.inject({ url: '/config.js' });
    await app.close();
    expect(response.body).toContain('"googleMapsApiKey":"AIzaTestKey"');
  });
});

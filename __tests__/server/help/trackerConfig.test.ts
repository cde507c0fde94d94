import { version } from '../../../package.json';
import { clientConfigScript } from '../../../src/server/http/clientConfig';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

const configOf = (script: string) => {
  const window: { HAULBOARD_CONFIG?: Record<string, string> } = {};
  new Function('window', script)(window);
  return window.HAULBOARD_CONFIG;
};

test("the browser is told package.json's version, and the tracker id, media base URL and 6-character release id only when configured", () => {
  expect(configOf(clientConfigScript({ googleMapsApiKey: null, trackerId: null, mediaBaseUrl: null, releaseCommit: null }))).toEqual({ version });
  expect(configOf(clientConfigScript({
    googleMapsApiKey: null, trackerId: 'G-TEST123', mediaBaseUrl: 'https://media.haulboard.test/videos', releaseCommit: '914d3c6ab12',
  }))).toEqual({ version, trackerId: 'G-TEST123', mediaBaseUrl: 'https://media.haulboard.test/videos', releaseId: '914d3c' });
});

/** Account spec 7: no external tracker by default; a configured one fits the Content-Security-Policy. */
describeEachDatabase('tracker and media in the Content-Security-Policy', (getDb) => {
  const cspOf = async (env: Record<string, string>) => {
    const app = await testApp(getDb(), { env });
    try {
      return String((await app.inject({ url: '/config.js' })).headers['content-security-policy']);
    } finally {
      await app.close();
    }
  };

  test('without TRACKER_ID no tracker host may load scripts', async () => {
    expect(await cspOf({})).not.toContain('googletagmanager');
  });

  test('with TRACKER_ID the tracker script host is allowed', async () => {
    const csp = await cspOf({ TRACKER_ID: 'G-TEST123' });
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*google-analytics\.com/);
  });

  test('with MEDIA_BASE_URL the media host may serve the tutorial videos', async () => {
    expect(await cspOf({ MEDIA_BASE_URL: 'https://media.haulboard.test/videos/' })).toMatch(/media-src 'self' https:\/\/media\.haulboard\.test/);
  });
});

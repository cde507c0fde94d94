import { describeEachDatabase } from '../support/databases';
import { useSuiteApp } from '../support/suiteApp';
import { testApp } from '../support/appFixtures';

describeEachDatabase('response headers', (getDb) => {
  const suite = useSuiteApp(getDb);

  test('API answers are never cached, errors included', async () => {
    for (const url of ['/api/health', '/api/CurrentUser', '/api/nothing-here']) {
      expect((await suite.app.inject({ url })).headers['cache-control']).toBe('no-store');
    }
  });

  test('security headers come with every answer', async () => {
    const { headers } = await suite.app.inject({ url: '/api/health' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  const directivesOf = (csp: string) => (name: string) => csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';

  test('the content security policy allows the app itself, and nothing inline for scripts', async () => {
    const directive = directivesOf(String((await suite.app.inject({ url: '/api/health' })).headers['content-security-policy']));
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toContain("'self'");
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('img-src')).toContain('data:');
    expect(directive('style-src')).toContain("'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  test('Google\'s hosts are in the content security policy only with a Maps key, and only over https', async () => {
    const csp = String((await suite.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).not.toMatch(/google|gstatic/);
    expect(directivesOf(csp)('frame-src')).toBe("frame-src 'none'");
    const withMaps = await testApp(getDb(), { env: { GOOGLE_MAPS_API_KEY: 'AIza-test-key' } });
    try {
      const mapsCsp = String((await withMaps.inject({ url: '/' })).headers['content-security-policy']);
      const directive = directivesOf(mapsCsp);
      expect(directive('script-src')).toContain('https://maps.googleapis.com');
      expect(directive('frame-src')).toBe('frame-src https://*.google.com');
      const googleSources = mapsCsp.split(/[;\s]+/).filter((source) => /google|gstatic/.test(source));
      expect(googleSources.length).toBeGreaterThan(0);
      expect(googleSources.filter((source) => !source.startsWith('https://'))).toEqual([]);
    } finally {
      await withMaps.close();
    }
  });
});

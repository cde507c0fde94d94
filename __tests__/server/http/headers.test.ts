import { describeEachDatabase } from '../support/databases';
import { useSuiteApp } from '../support/suiteApp';

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

  test('the content security policy allows the app itself and Google Maps, and nothing inline for scripts', async () => {
    const csp = String((await suite.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toContain("'self'");
    expect(directive('script-src')).toContain('https://maps.googleapis.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('img-src')).toContain('data:');
    expect(directive('style-src')).toContain("'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

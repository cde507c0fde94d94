/**
 * @jest-environment node
 */
// The worker runs where Web Crypto is (jsdom has none): its rules are checked in node, which has it.
import { driverLoadsCacheKey, isAppConfig, isDriverLoadsRead, isDriverNavigation } from '../../../src/client/serviceWorker/routes';

const at = (path: string) => new URL(path, 'https://haulboard.test');

describe('the driver page\'s service worker caches only what the driver page needs (issue 24)', () => {
  it('serves the app shell for the driver\'s link pages', () => {
    expect(isDriverNavigation(at('/driver/T0k3n_-abcdefghijklmnop'), 'navigate')).toBe(true);
    expect(isDriverNavigation(at('/driver/T0k3n_-abcdefghijklmnop?x=1'), 'navigate')).toBe(true);
  });

  it('never answers a page of the carrier\'s portal, nor a file, nor a request that is not a navigation', () => {
    for (const path of ['/', '/search', '/loads/4101', '/drivers', '/l/abc', '/drivers/5', '/driverx/abc']) {
      expect(isDriverNavigation(at(path), 'navigate')).toBe(false);
    }
    expect(isDriverNavigation(at('/driver/sw.js'), 'navigate')).toBe(false);
    expect(isDriverNavigation(at('/driver/T0k3n'), 'cors')).toBe(false);
  });

  it('keeps the last answer of the driver\'s loads list only', () => {
    expect(isDriverLoadsRead(at('/api/driver/loads?SourceApplication=HaulboardWeb'), 'GET')).toBe(true);
  });

  it('never caches another API call: the driver\'s writes, photos, inspections, or anything of a carrier or the desk', () => {
    const calls: Array<[string, string]> = [
      ['POST', '/api/driver/loads'],
      ['POST', '/api/driver/loads/4101/picked-up'],
      ['POST', '/api/driver/loads/4101/inspections'],
      ['POST', '/api/driver/loads/4101/inspection-photos'],
      ['GET', '/api/driver/loads/4101/inspections'],
      ['GET', '/api/CarrierLoads/4101/inspections'],
      ['GET', '/api/CarrierLoads'],
      ['GET', '/api/desk/loads/4101/inspections'],
      ['GET', '/api/driver/loadsx'],
      ['GET', '/driver/api/driver/loads'],
    ];
    for (const [method, path] of calls) {
      expect(isDriverLoadsRead(at(path), method)).toBe(false);
      expect(isAppConfig(at(path), method)).toBe(false);
    }
  });

  it('keeps the server\'s settings script, which the shell loads before the app', () => {
    expect(isAppConfig(at('/config.js'), 'GET')).toBe(true);
    expect(isAppConfig(at('/config.js'), 'POST')).toBe(false);
  });

  it('keeps each driver link\'s list apart, so two drivers on one phone never see each other\'s loads offline', async () => {
    const url = 'https://haulboard.test/api/driver/loads?SourceApplication=HaulboardWeb';
    const rosa = await driverLoadsCacheKey(url, 'Bearer rosa-link-token');
    const marcus = await driverLoadsCacheKey(url, 'Bearer marcus-link-token');
    expect(rosa).not.toBe(marcus);
    expect(rosa).toBe(await driverLoadsCacheKey(url, 'Bearer rosa-link-token'));
    expect(rosa).not.toContain('rosa-link-token');
  });
});

import { isSafeRedirect } from '../../../src/client/app/navigation';
import { isAppPath } from '../../../src/shared/appPaths';

const offSite = ['//evil.example', '/\\evil.example', '\\/evil.example', '/%2F/evil.example', '/%5Cevil.example',
  '/\tevil', 'https://evil.example/', 'javascript:alert(1)', 'search', ''];
const appPaths = ['/', '/search', '/tips-and-tools/faq?x=1', '/load/12/detail#top'];

describe('redirect after login', () => {
  test.each(offSite)('a way off the site is refused by the redirect and the app-path rule alike: %j', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
    expect(isAppPath(path)).toBe(false);
  });

  test.each(appPaths)('a path of this app is followed: %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
    expect(isAppPath(path)).toBe(true);
  });

  test('no redirect is not followed', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(undefined)).toBe(false);
  });
});

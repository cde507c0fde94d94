import { showPrerenderedShell } from '../../../src/client/boot/prerenderedShell';
import { STORED_SESSION_KEY } from '../../../src/client/features/session/storedSession';
import { setViewportWidth } from '../app/renderAppAt';

const indexHtmlRoot = `
  <div id="root">
    <div class="hb-spinner" role="status"><span class="hb-visually-hidden">Loading</span></div>
    <div id="hb-prerendered-shell" hidden inert aria-busy="true"><div class="app-shell"><form class="search-form"></form></div></div>
  </div>`;

const shellShown = () => !document.getElementById('hb-prerendered-shell')!.hidden;
const spinnerShown = () => document.querySelector('.hb-spinner') !== null;

beforeEach(() => {
  document.body.innerHTML = indexHtmlRoot;
  localStorage.clear();
  localStorage.setItem(STORED_SESSION_KEY, JSON.stringify({ token: JSON.stringify({ tokenType: 'bearer', accessToken: 'stored' }) }));
  setViewportWidth(390);
});

describe('the prerendered frame in index.html', () => {
  it('shows, instead of the spinner, with a stored session on the search screen at a phone\'s width', () => {
    showPrerenderedShell('/search');
    expect(shellShown()).toBe(true);
    expect(spinnerShown()).toBe(false);
  });

  it('stays hidden without a stored session: the spinner stays', () => {
    localStorage.clear();
    showPrerenderedShell('/search');
    expect(shellShown()).toBe(false);
    expect(spinnerShown()).toBe(true);
  });

  it('stays hidden on any other screen, the search\'s map included', () => {
    for (const pathname of ['/search/map', '/loads/saved', '/dashboard', '/']) showPrerenderedShell(pathname);
    expect(shellShown()).toBe(false);
    expect(spinnerShown()).toBe(true);
  });

  it('stays hidden at a desktop\'s width, where the app draws the top bar, not the phone\'s frame', () => {
    setViewportWidth(1280);
    showPrerenderedShell('/search');
    expect(shellShown()).toBe(false);
    expect(spinnerShown()).toBe(true);
  });
});

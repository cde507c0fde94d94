import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { sendPageViewBeacon } from '../../../../src/client/api/helpApi';
import { API_ROOT_STORAGE_KEY } from '../../../../src/client/api/apiRoot';
import { locationChanged } from '../../../../src/client/app/routerActions';
import { makeStore } from '../../../../src/client/app/store';
import { pageViewsSaga } from '../../../../src/client/features/pageViews/sagas';
import { loadTracker, reportTrackerPageView } from '../../../../src/client/features/pageViews/tracker';

const sendBeacon = jest.fn(() => true);

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});
afterEach(() => {
  jest.useRealTimers();
  delete window.HAULBOARD_CONFIG;
  delete window.gtag;
  delete window.dataLayer;
  window.localStorage.clear();
});

// jsdom's Blob has no text(); FileReader reads it as a browser would.
const textOf = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.readAsText(blob);
});
const beaconOf = async (call: unknown[]) => ({ url: call[0] as string, body: JSON.parse(await textOf(call[1] as Blob)) });

describe('page views (account spec 2.3, 7 and 9)', () => {
  it('a route change is reported 100 ms after it, not before', async () => {
    jest.useFakeTimers();
    const { store } = makeStore();
    store.dispatch(locationChanged({ pathname: '/tips-and-tools', search: '' }));
    await jest.advanceTimersByTimeAsync(99);
    expect(sendBeacon).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await beaconOf(sendBeacon.mock.calls[0])).toEqual({
      url: '/api/PageViews?SourceApplication=HaulboardWeb', body: { path: '/tips-and-tools' },
    });
  });

  it('only the path is reported, never the query, which can hold personal data', async () => {
    jest.useFakeTimers();
    const { store } = makeStore();
    store.dispatch(locationChanged({ pathname: '/search', search: '?email=dana@carrier.test' }));
    await jest.advanceTimersByTimeAsync(100);
    const { url, body } = await beaconOf(sendBeacon.mock.calls[0]);
    expect(body).toEqual({ path: '/search' });
    expect(url).not.toContain('dana');
  });

  it('a page left within 100 ms (a redirect) is not reported; the page reached is', async () => {
    jest.useFakeTimers();
    const { store } = makeStore();
    store.dispatch(locationChanged({ pathname: '/endpoint', search: '' }));
    await jest.advanceTimersByTimeAsync(10);
    store.dispatch(locationChanged({ pathname: '/config', search: '' }));
    await jest.advanceTimersByTimeAsync(100);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect((await beaconOf(sendBeacon.mock.calls[0])).body).toEqual({ path: '/config' });
  });

  it('page views go to the API root chosen on the config screen', async () => {
    window.localStorage.setItem(API_ROOT_STORAGE_KEY, 'http://localhost:7001/api/');
    jest.useFakeTimers();
    const { store } = makeStore();
    store.dispatch(locationChanged({ pathname: '/legal', search: '' }));
    await jest.advanceTimersByTimeAsync(100);
    expect((await beaconOf(sendBeacon.mock.calls[0])).url).toBe('http://localhost:7001/api/PageViews?SourceApplication=HaulboardWeb');
  });

  it('no tracker is loaded while no tracker id is configured', async () => {
    await expectSaga(pageViewsSaga)
      .provide([[matchers.call.fn(sendPageViewBeacon), true]])
      .dispatch(locationChanged({ pathname: '/dashboard', search: '' }))
      .not.call.fn(loadTracker)
      .not.call.fn(reportTrackerPageView)
      .run({ timeout: 300, silenceTimeout: true });
  });

  it('a configured tracker id loads the tracker script and reports each page view to it too', async () => {
    window.HAULBOARD_CONFIG = { trackerId: 'G-TEST123' } as never;
    await expectSaga(pageViewsSaga)
      .provide([[matchers.call.fn(sendPageViewBeacon), true]])
      .dispatch(locationChanged({ pathname: '/dashboard', search: '?x=1' }))
      .call(loadTracker, 'G-TEST123')
      .call(reportTrackerPageView, '/dashboard')
      .run({ timeout: 300, silenceTimeout: true });
    const script = document.head.querySelector<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/gtag/js"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toContainEqual(['event', 'page_view', { page_path: '/dashboard' }]);
  });
});

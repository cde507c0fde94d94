import '../../support/fakeIndexedDb';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../../src/client/app/store';
import { registerFeature } from '../../../src/client/app/lazyFeatures';
import { driverPageFeature } from '../../../src/client/features/driverLink/driverPage';
import { driverPageOpened } from '../../../src/client/features/driverLink/slice';
import { INSPECTION_PERSIST_KEY } from '../../../src/client/features/inspection/persisted';

describe('the driver page comes with its own chunk, not with main.js', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
  });

  it('a store made before the driver page\'s chunk has none of its slices; when the chunk arrives they join, its sagas run and its draft comes back', async () => {
    const stored = { drafts: JSON.stringify({ '4101:pickup': { loadId: 4101 } }), open: JSON.stringify(null), _persist: JSON.stringify({ version: -1, rehydrated: true }) };
    window.sessionStorage.setItem(`persist:${INSPECTION_PERSIST_KEY}`, JSON.stringify(stored));
    const { store } = makeStore();
    expect(Object.keys(store.getState())).not.toEqual(expect.arrayContaining(['driverLink']));
    expect(Object.keys(store.getState())).not.toEqual(expect.arrayContaining(['inspection', 'driverOutbox']));

    registerFeature(driverPageFeature);

    expect(store.getState().driverLink.status).toBe('idle');
    expect(store.getState().driverOutbox).toBeDefined();
    await waitFor(() => expect(store.getState().inspection._persist.rehydrated).toBe(true));
    expect(store.getState().inspection.drafts).toEqual({ '4101:pickup': { loadId: 4101 } });

    store.dispatch(driverPageOpened({ token: 'link-token' }));
    await waitFor(() => expect(jest.mocked(globalThis.fetch).mock.calls.some(([url]) => String(url).includes('/api/driver/loads'))).toBe(true));
  });

  it('a store made after the chunk arrived starts with the driver page\'s slices', () => {
    registerFeature(driverPageFeature);
    const { store } = makeStore();
    expect(store.getState().driverLink.status).toBe('idle');
    expect(store.getState().inspection.open).toBeNull();
  });
});

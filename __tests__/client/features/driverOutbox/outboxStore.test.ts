import '../../../support/fakeIndexedDb';
import { IDBFactory } from 'fake-indexeddb';
import { inspection, photo, pickedUp } from './fixtures';

type OutboxStore = typeof import('../../../../src/client/features/driverOutbox/outboxStore');

/** The store as a page loading afresh opens it: a new module over the same (or a new) IndexedDB. */
const reloaded = (): OutboxStore => {
  let store!: OutboxStore;
  jest.isolateModules(() => {
    store = jest.requireActual('../../../../src/client/features/driverOutbox/outboxStore');
  });
  return store;
};

describe('the outbox kept on the phone (issue 24)', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps items in the order queued, across a reload', async () => {
    const first = reloaded();
    await first.appendToOutbox([photo, inspection]);
    await first.appendToOutbox([pickedUp]);
    expect(await reloaded().readOutbox()).toEqual([photo, inspection, pickedUp]);
  });

  it('an item whose key is already waiting is not kept twice', async () => {
    const store = reloaded();
    expect(await store.appendToOutbox([photo, inspection])).toEqual([photo, inspection]);
    expect(await store.appendToOutbox([photo, pickedUp])).toEqual([pickedUp]);
    expect(await store.readOutbox()).toEqual([photo, inspection, pickedUp]);
  });

  it('an item removed by its key is gone, and the others keep their order', async () => {
    const store = reloaded();
    await store.appendToOutbox([photo, inspection, pickedUp]);
    await store.removeFromOutbox(inspection.key);
    await store.removeFromOutbox('no-such-key-000000001');
    expect(await reloaded().readOutbox()).toEqual([photo, pickedUp]);
  });

  it('an item queued after others were removed still goes last', async () => {
    const store = reloaded();
    await store.appendToOutbox([photo, inspection]);
    await store.removeFromOutbox(photo.key);
    await store.appendToOutbox([pickedUp]);
    expect(await store.readOutbox()).toEqual([inspection, pickedUp]);
  });
});

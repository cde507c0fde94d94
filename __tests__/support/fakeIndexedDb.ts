/**
 * IndexedDB for client tests of what the driver's phone keeps (issue 24): jsdom has neither IndexedDB nor the
 * structuredClone it stores values with, so node's own serializer stands in (plain data; Blobs are the photo store's).
 */
import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}

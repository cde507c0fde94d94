import { hashingLoad, hashPassword, maxConcurrentHashes, verifyPassword } from '../../../src/server/auth/passwords';

describe('password hashing', () => {
  test(`at most ${maxConcurrentHashes} hashes run at once; the others wait their turn and all finish`, async () => {
    const stored = await hashPassword('gravel trailer sunrise 42');
    let most = 0;
    const observe = () => {
      most = Math.max(most, hashingLoad().running);
    };
    const flood = Array.from({ length: 12 }, (_, i) => {
      const work = i % 2 === 0 ? verifyPassword(`wrong guess ${i}`, stored) : hashPassword(`flood password ${i}`);
      observe();
      return work.then((result) => {
        observe();
        return result;
      });
    });
    expect(hashingLoad()).toEqual({ running: maxConcurrentHashes, waiting: 12 - maxConcurrentHashes });
    const results = await Promise.all(flood);
    expect(most).toBe(maxConcurrentHashes);
    expect(results.filter((result) => result === false)).toHaveLength(6);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  test('a hash that fails frees its place for the next one', async () => {
    const broken = 'scrypt$3$8$1$c2FsdA==$aGFzaA==';
    const attempts = Array.from({ length: maxConcurrentHashes + 2 }, () => verifyPassword('x', broken).catch(() => 'refused'));
    expect(await Promise.all(attempts)).toEqual(Array(maxConcurrentHashes + 2).fill('refused'));
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
    expect(await verifyPassword('gravel trailer sunrise 42', await hashPassword('gravel trailer sunrise 42'))).toBe(true);
  });
});
